import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** A job seeker (Postulante); the CV tables hang off this row. */
@Entity({ name: 'applicants' })
export class Applicant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** The name shown on the CV; null until the applicant saves one. */
  @Column({ name: 'cv_name', type: 'text', nullable: true })
  cvName: string | null;

  /** Whether companies see the personality questionnaire's result; the candidate decides. */
  @Column({ name: 'share_mbti', type: 'boolean', default: false })
  shareMbti: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
