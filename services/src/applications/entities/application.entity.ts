import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ApplicationAnswer, Cv } from '@postulate/contracts';
import { Applicant } from '../../cv/entities/applicant.entity.js';
import { Aviso } from '../../avisos/entities/aviso.entity.js';

/** An applicant's application to an ad: one per pair (database constraint), with what was sent. */
@Entity({ name: 'applications' })
export class Application {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'aviso_id', type: 'integer' })
  avisoId: number;

  @ManyToOne(() => Aviso, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'aviso_id' })
  aviso: Relation<Aviso>;

  /** null once the applicant deleted their account (the application stays, anonymised). */
  @Column({ name: 'applicant_id', type: 'integer', nullable: true })
  applicantId: number | null;

  @ManyToOne(() => Applicant, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'applicant_id' })
  applicant: Relation<Applicant> | null;

  /** The CV as it was when the applicant applied. */
  @Column({ name: 'cv_snapshot', type: 'jsonb', nullable: true })
  cvSnapshot: Cv | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  respuestas: ApplicationAnswer[];

  /** Whether the answers meet every requirement of the ad's questions (meetsRequirements); null: none asked, or not judged. */
  @Column({ name: 'cumple_requisitos', type: 'boolean', nullable: true })
  cumpleRequisitos: boolean | null;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;

  /** The company opened the applicant's profile (company side). */
  @Column({ type: 'boolean', default: false })
  readed: boolean;

  /** The company marked it favourite (the spec's notFavourite, inverted). */
  @Column({ type: 'boolean', default: false })
  favourite: boolean;

  /** The company's rating, 1 to 5 stars (company side; null when not rated). */
  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @Column({ name: 'anonymized_at', type: 'timestamptz', nullable: true })
  anonymizedAt: Date | null;
}
