import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Applicant } from './applicant.entity.js';
import { StoredFile } from '../../files/entities/stored-file.entity.js';

/** A stored file of an applicant's CV; private to the applicant and the companies they applied to. */
@Entity({ name: 'cv_files' })
export class CvFile {
  @PrimaryColumn({ name: 'file_id', type: 'uuid' })
  fileId: string;

  @OneToOne(() => StoredFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file: Relation<StoredFile>;

  @Column({ name: 'applicant_id', type: 'integer' })
  applicantId: number;

  @ManyToOne(() => Applicant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicant_id' })
  applicant: Relation<Applicant>;

  /** The name the file had on the applicant's computer, shown as the link text. */
  @Column({ type: 'text' })
  name: string;
}
