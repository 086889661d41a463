import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** A candidate a Tester invited by e-mail to take the tests without an account. */
@Entity({ name: 'test_invitations' })
export class TestInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tester_user_id', type: 'integer' })
  testerUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tester_user_id' })
  tester: Relation<User>;

  @Column({ type: 'text' })
  email: string;

  /** SHA-256 of the link's token: the token itself exists only in the e-mail. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** SHA-256 of the secret the browser that first saved the form holds in a cookie. */
  @Column({ name: 'claim_hash', type: 'text', nullable: true })
  claimHash: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ type: 'text', nullable: true })
  dni: string | null;

  @Column({ type: 'text', nullable: true })
  cuil: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** Extra time on every test, granted by the tester: 0, 25 or 50 (%). */
  @Column({ name: 'extra_time_percent', type: 'smallint', default: 0 })
  extraTimePercent: number;

  /** Whether the tester sees the personality result; the candidate decides on the tests menu. */
  @Column({ name: 'share_mbti', type: 'boolean', default: false })
  shareMbti: boolean;

  /** The matrices in the accessible format, granted by the tester. */
  @Column({ name: 'accessible_format', type: 'boolean', default: false })
  accessibleFormat: boolean;

  /** When the current link was e-mailed (the invitation, or a 'Modificar'). */
  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;

  /** Set when 'Modificar' moved a used invitation to a new e-mail: this one keeps its person's results. */
  @Column({ name: 'replaced_at', type: 'timestamptz', nullable: true })
  replacedAt: Date | null;
}
