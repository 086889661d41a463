import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'sub_areas' })
export class SubArea {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;
}
