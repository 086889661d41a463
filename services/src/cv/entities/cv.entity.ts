import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Cv } from '@postulate/contracts';
import { Applicant } from './applicant.entity.js';

/** One applicant's whole CV, validated by cvSchema before it is written. */
@Entity({ name: 'cvs' })
export class CvDocument {
  @PrimaryColumn({ name: 'applicant_id', type: 'integer' })
  applicantId: number;

  @OneToOne(() => Applicant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicant_id' })
  applicant: Relation<Applicant>;

  @Column({ type: 'jsonb' })
  data: Cv;

  /** Bumped by every save; a save naming an older version is refused (409). */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
