import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@postulate/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** TR39 skeleton of the name (name-skeleton.ts): a look-alike of a taken name is taken too. */
  @Column({ name: 'name_skeleton', type: 'text', nullable: true })
  nameSkeleton: string | null;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  role: Role;

  /** Never loaded unless asked for explicitly, so no list or profile can leak it. */
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'boolean', default: true })
  confirmed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
