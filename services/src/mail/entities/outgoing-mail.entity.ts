import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One e-mail in the outbox: stored with the change that caused it, kept until it is delivered. */
@Entity({ name: 'mail_outbox' })
export class OutgoingMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  html: string | null;

  /** Attach this application's CV as a PDF, drawn when the e-mail is sent. */
  @Column({ name: 'cv_application_id', type: 'integer', nullable: true })
  cvApplicationId: number | null;

  /** The one-click unsubscribe address (RFC 8058) of an e-mail a person can turn off. */
  @Column({ name: 'list_unsubscribe', type: 'text', nullable: true })
  listUnsubscribe: string | null;

  /** A calendar invitation sent with the message (text/calendar; method=...): 'REQUEST' or 'CANCEL'. */
  @Column({ name: 'calendar_method', type: 'text', nullable: true })
  calendarMethod: 'REQUEST' | 'CANCEL' | null;

  /** The invitation's iCalendar text (RFC 5545). */
  @Column({ name: 'calendar_ics', type: 'text', nullable: true })
  calendarIcs: string | null;

  /** A later message with this key replaces this one while it is not yet delivered ('estado:<application id>'). */
  @Column({ name: 'coalesce_key', type: 'text', nullable: true })
  coalesceKey: string | null;

  /** What the replacing message carries on from this one. */
  @Column({ name: 'coalesce_data', type: 'jsonb', nullable: true })
  coalesceData: object | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
