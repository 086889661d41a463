import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Application } from '../../applications/entities/application.entity.js';

/** The messages between a company and an applicant about one application; opened by the company. */
@Entity({ name: 'conversations' })
export class Conversation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'application_id', type: 'integer' })
  applicationId: number;

  @OneToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application: Relation<Application>;

  /** Id of the last message the applicant has seen; a company message above it is new to them. */
  @Column({ name: 'applicant_read_id', type: 'integer', default: 0 })
  applicantReadId: number;

  /** The same for the company. */
  @Column({ name: 'company_read_id', type: 'integer', default: 0 })
  companyReadId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
