import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { TestFormat, TestKind } from '@postulate/contracts';
import { Applicant } from '../../cv/entities/applicant.entity.js';
import { TestInvitation } from '../../test-invitations/entities/test-invitation.entity.js';

/** Stored answers: Toulouse keeps the clicked cells in order, the others the option per item. */
export type StoredAnswers = { cells?: number[] } & Record<string, unknown>;

/** The answer per item of the questionnaire or the matrices: the stored answers without the grid's cells. */
export function itemAnswers(answers: StoredAnswers): Record<string, unknown> {
  const { cells: _cells, ...items } = answers;
  return items;
}

/** A request of answers as the server received it. */
export interface AnswerBatchArrival {
  at: number;
  count: number;
}

export interface HiddenStretch {
  at: number;
  ms: number;
  received?: number;
}

/** An attempt ended by a change of its invitation while it ran: finished, with no score. */
export function isInterrupted(attempt: Pick<TestAttempt, 'result'>): boolean {
  return attempt.result?.interrupted === true;
}

/** One test taken by an applicant or an invited candidate; times come from the database clock. */
@Entity({ name: 'test_attempts' })
export class TestAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'applicant_id', type: 'integer', nullable: true })
  applicantId: number | null;

  @ManyToOne(() => Applicant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicant_id' })
  applicant: Relation<Applicant> | null;

  @Column({ name: 'invitation_id', type: 'integer', nullable: true })
  invitationId: number | null;

  @ManyToOne(() => TestInvitation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitation_id' })
  invitation: Relation<TestInvitation> | null;

  @Column({ type: 'text' })
  test: TestKind;

  /** Rebuilds the Toulouse grid, or the matrices and their order; unused by the fixed questionnaire. */
  @Column({ type: 'integer' })
  seed: number;

  /**
   * The matrices' items (CARDS_ITEMS): 1, the frozen set of the attempts from before each attempt had its own items;
   * 2 (the column's default since then), the attempt's own items from its seed.
   */
  @Column({ name: 'cards_items', type: 'smallint' })
  cardsItems: number;

  /** 'accessible' when an approved accommodation asked for it (the matrices' figures described in words). */
  @Column({ type: 'text', default: 'standard' })
  format: TestFormat;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'deadline_at', type: 'timestamptz' })
  deadlineAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil: Date | null;

  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  @Column({ type: 'jsonb', default: {} })
  answers: StoredAnswers;

  /** Time per item (ms) as the browser measured it: evidence for the report only. */
  @Column({ name: 'item_ms', type: 'jsonb', default: {} })
  itemMs: Record<string, number>;

  /**
   * Per item, when the server first received it: ms since the start, on the database's clock. The
   * plausibility checks of the report use these, not the browser's times.
   */
  @Column({ name: 'arrival_ms', type: 'jsonb', default: {} })
  arrivalMs: Record<string, number>;

  /**
   * Each request that carried answers: when it arrived (ms since the start, database clock) and how
   * many answers it carried. The plausibility checks read the arrival pattern from it.
   */
  @Column({ type: 'jsonb', default: [] })
  batches: AnswerBatchArrival[];

  /**
   * Stretches the page was hidden, as the page reported them (`at`, `ms`), and when the report
   * reached the server (`received`, ms since the start; absent on attempts from before it was kept).
   */
  @Column({ type: 'jsonb', default: [] })
  hidden: HiddenStretch[];

  @Column({ type: 'integer', default: 0 })
  resumes: number;

  @Column({ name: 'late_refused', type: 'integer', default: 0 })
  lateRefused: number;

  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;
}
