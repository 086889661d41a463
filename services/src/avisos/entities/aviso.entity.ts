import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { AvisoStatus, Modalidad, TipoEmpleo } from '@postulate/contracts';
import { Company } from '../../companies/entities/company.entity.js';
import { Area } from '../../reference/entities/area.entity.js';
import { Locality } from '../../reference/entities/locality.entity.js';
import { SubArea } from '../../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../../reference/entities/work-level.entity.js';

/** A job ad. Minimal for now: the company feature extends it by migration. */
@Entity({ name: 'avisos' })
export class Aviso {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'text' })
  titulo: string;

  @Column({ type: 'text' })
  descripcion: string;

  @Column({ name: 'area_id', type: 'integer' })
  areaId: number;

  @ManyToOne(() => Area)
  @JoinColumn({ name: 'area_id' })
  area: Relation<Area>;

  @Column({ name: 'sub_area_id', type: 'integer' })
  subAreaId: number;

  @ManyToOne(() => SubArea)
  @JoinColumn({ name: 'sub_area_id' })
  subArea: Relation<SubArea>;

  @Column({ name: 'work_level_id', type: 'integer' })
  workLevelId: number;

  @ManyToOne(() => WorkLevel)
  @JoinColumn({ name: 'work_level_id' })
  workLevel: Relation<WorkLevel>;

  @Column({ name: 'locality_id', type: 'text' })
  localityId: string;

  @ManyToOne(() => Locality)
  @JoinColumn({ name: 'locality_id' })
  locality: Relation<Locality>;

  @Column({ type: 'text' })
  modalidad: Modalidad;

  @Column({ name: 'tipo_empleo', type: 'text' })
  tipoEmpleo: TipoEmpleo;

  @Column({ type: 'integer' })
  vacantes: number;

  @Column({ type: 'text', default: 'draft' })
  status: AvisoStatus;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
