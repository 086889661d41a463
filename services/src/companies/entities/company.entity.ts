import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Locality } from '../../reference/entities/locality.entity.js';
import { Province } from '../../reference/entities/province.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A hiring company; a Tester's company-style profile is a row here too. */
@Entity({ name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @OneToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ type: 'text' })
  razonsocial: string;

  @Column({ type: 'text' })
  descripcion: string;

  @Column({ type: 'text' })
  cuit: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  tel: string;

  @Column({ type: 'text' })
  domicilio: string;

  @Column({ name: 'province_id', type: 'char', length: 2 })
  provinceId: string;

  @ManyToOne(() => Province)
  @JoinColumn({ name: 'province_id' })
  province: Relation<Province>;

  @Column({ name: 'locality_id', type: 'text' })
  localityId: string;

  @ManyToOne(() => Locality)
  @JoinColumn({ name: 'locality_id' })
  locality: Relation<Locality>;

  @Column({ name: 'logo_path', type: 'text', nullable: true })
  logoPath: string | null;

  /** The logo in stored_files, served at /api/files/{id}. */
  @Column({ name: 'logo_file_id', type: 'uuid', nullable: true })
  logoFileId: string | null;

  /** Set while the first seven documents are approved: 'Empresa verificada'. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** Issue 39: set while an administrator has suspended the company after reports (its ads hidden, it cannot publish). */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
