import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { AvisoDuration, AvisoStatus, Genero, HiddenReason, Modalidad, ReviewReason, TipoEmpleo } from '@postulate/contracts';
import { Company } from '../../companies/entities/company.entity.js';
import { Area } from '../../reference/entities/area.entity.js';
import { Locality } from '../../reference/entities/locality.entity.js';
import { SubArea } from '../../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../../reference/entities/work-level.entity.js';
import { AvisoIdioma } from './aviso-idioma.entity.js';
import { AvisoPregunta } from './aviso-pregunta.entity.js';

/** A job ad, with the fields of the spec's Ad (backoffice-side §3); spec names in comments where ours differ. */
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

  @Column({ name: 'permite_msj_directo', type: 'boolean', default: false })
  permiteMsjDirecto: boolean;

  /** The spec's discapcidad: the ad admits people with disability. */
  @Column({ type: 'boolean', default: false })
  discapacidad: boolean;

  @Column({ type: 'text', nullable: true })
  direccion: string | null;

  /** False hides the company: the public card says 'Confidencial'. */
  @Column({ name: 'not_confidential', type: 'boolean', default: true })
  notConfidential: boolean;

  /** The company gets a copy of each CV at direccionMail. */
  @Column({ name: 'recibe_mail', type: 'boolean', default: false })
  recibeMail: boolean;

  @Column({ name: 'direccion_mail', type: 'text', nullable: true })
  direccionMail: string | null;

  @Column({ type: 'text', default: 'Indistinto' })
  genero: Genero;

  @Column({ name: 'edad_desde', type: 'integer', nullable: true })
  edadDesde: number | null;

  @Column({ name: 'edad_hasta', type: 'integer', nullable: true })
  edadHasta: number | null;

  /** Why the job needs the gender or ages asked for (Ley 23.592); null when nothing is required. */
  @Column({ name: 'motivo_requisito', type: 'varchar', length: 300, nullable: true })
  motivoRequisito: string | null;

  /** The spec's experiecia: minimum years of experience. */
  @Column({ type: 'integer', nullable: true })
  experiencia: number | null;

  /** The spec's experienciaEx: the experience is a must. */
  @Column({ name: 'experiencia_excluyente', type: 'boolean', default: false })
  experienciaExcluyente: boolean;

  /** Whole pesos. */
  @Column({ name: 'salario_desde', type: 'integer', nullable: true })
  salarioDesde: number | null;

  @Column({ name: 'salario_hasta', type: 'integer', nullable: true })
  salarioHasta: number | null;

  @Column({ name: 'show_salario', type: 'boolean', default: false })
  showSalario: boolean;

  /** Copied from the locality by a trigger; never written by the application. */
  @Column({ name: 'province_id', type: 'char', length: 2, insert: false, update: false })
  provinceId: string;

  @OneToMany(() => AvisoIdioma, (idioma) => idioma.aviso, { cascade: true })
  idiomas: Relation<AvisoIdioma[]>;

  @OneToMany(() => AvisoPregunta, (pregunta) => pregunta.aviso, { cascade: true })
  preguntas: Relation<AvisoPregunta[]>;

  @Column({ type: 'text', default: 'draft' })
  status: AvisoStatus;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Issue 39: why the ad was held 'En revisión' when published (reasons with the words found); null if never held. */
  @Column({ name: 'review_reasons', type: 'jsonb', nullable: true })
  reviewReasons: ReviewReason[] | null;

  /** When the company's publish put it 'En revisión': the queue's order. */
  @Column({ name: 'review_requested_at', type: 'timestamptz', nullable: true })
  reviewRequestedAt: Date | null;

  /** Issue 39: why a hidden ad is out of the search (reports pending review, a decision, its company's suspension); null unless hidden. */
  @Column({ name: 'hidden_reason', type: 'text', nullable: true })
  hiddenReason: HiddenReason | null;

  /** 'Duración de la publicación': 30, 60 or 90 days from publishing. */
  @Column({ name: 'duration_days', type: 'integer', default: 60 })
  durationDays: AvisoDuration;

  /** Set on publishing (published_at + duration_days); past it the ad is finished as expired. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** When the server finished the ad because it expired ('Vencido'); null when the company finished it. */
  @Column({ name: 'expired_at', type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  /** When the company was e-mailed that the ad expires soon (once per ad). */
  @Column({ name: 'expiry_notice_at', type: 'timestamptz', nullable: true })
  expiryNoticeAt: Date | null;

  /** The finished ad this draft was republished from ('Republicar'). */
  @Column({ name: 'republished_from', type: 'integer', nullable: true })
  republishedFrom: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
