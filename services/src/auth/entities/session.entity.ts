import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** A login session. Only the SHA-256 of the cookie token is stored, so a database leak opens no session. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ name: 'csrf_token', type: 'text' })
  csrfToken: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** The last request, to the minute: idle sessions end (SESSION_IDLE_MINUTES). */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
