import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

export type AccountTokenPurpose = 'confirm' | 'reset' | 'unlock';

/** A single-use link sent by e-mail; only the SHA-256 of the token is kept. */
@Entity({ name: 'account_tokens' })
export class AccountToken {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'text' })
  purpose: AccountTokenPurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
