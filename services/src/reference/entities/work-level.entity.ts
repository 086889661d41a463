import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'Nivel' of an ad: Pasante, Junior, Senior... */
@Entity({ name: 'work_levels' })
export class WorkLevel {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;
}
