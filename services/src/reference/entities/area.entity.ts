import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SubArea } from './sub-area.entity.js';

@Entity({ name: 'areas' })
export class Area {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** A sub-area can belong to several areas (e.g. 'Seguridad e higiene'). */
  @ManyToMany(() => SubArea)
  @JoinTable({
    name: 'area_sub_areas',
    joinColumn: { name: 'area_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'sub_area_id', referencedColumnName: 'id' },
  })
  subAreas: Relation<SubArea[]>;
}
