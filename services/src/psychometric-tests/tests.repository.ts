import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { TestFormat, TestKind } from '@postulate/contracts';
import { TestAttempt, type AnswerBatchArrival, type HiddenStretch, type StoredAnswers } from './entities/test-attempt.entity.js';

/*
 * Owner of the table test_attempts, where the tests keep their answers, evidence and results:
 * only this class writes it. Reads that join other aggregates' tables live here when the question
 * is about attempts; writes to other aggregates' tables never do.
 */

/** Who takes a test: a registered applicant, or a candidate through a tester's invitation. */
export type TestOwner = { applicantId: number } | { invitationId: number };

/** A test of an invitation, done (finished, or its time and grace ran out) or still running, and whether a change of the invitation interrupted it. */
export interface InvitationTestRow {
  invitation_id: number;
  test: TestKind;
  done: boolean;
  interrupted: boolean;
}

/** What an answer batch leaves in the attempt. */
export interface SavedAnswers {
  answers: StoredAnswers;
  itemMs: Record<string, number>;
  hidden: HiddenStretch[];
  arrivalMs: Record<string, number>;
  batches: AnswerBatchArrival[];
}

const ownerColumn = (owner: TestOwner) =>
  'applicantId' in owner
    ? { column: 'applicant_id', property: 'applicantId' as const, id: owner.applicantId }
    : { column: 'invitation_id', property: 'invitationId' as const, id: owner.invitationId };

@Injectable()
export class TestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The accommodation a new attempt of `owner` gets: the extra time (%) and accessible format a
   * tester granted the invitation, or what an administrator approved for the applicant's request on
   * this test (the latest approval); null when there is none.
   */
  async grantedAccommodation(manager: EntityManager, owner: TestOwner, test: TestKind): Promise<{ extraTimePercent: number; accessible: boolean } | null> {
    const [row] =
      'invitationId' in owner
        ? await manager.query<{ extra_time_percent: number; accessible: boolean }[]>(
            `SELECT extra_time_percent, accessible_format AS accessible FROM test_invitations WHERE id = $1`,
            [owner.invitationId],
          )
        : await manager.query<{ extra_time_percent: number; accessible: boolean }[]>(
            `SELECT extra_time_percent, accessible FROM test_accommodations
              WHERE applicant_id = $1 AND test = $2 AND state = 'aprobada' ORDER BY decided_at DESC, id DESC LIMIT 1`,
            [owner.applicantId, test],
          );
    return row ? { extraTimePercent: Number(row.extra_time_percent), accessible: row.accessible } : null;
  }

  /** The database's clock: every time of an attempt comes from it, so several API instances agree. */
  async now(manager: EntityManager = this.dataSource.manager): Promise<Date> {
    const [row] = await manager.query<{ now: Date }[]>('SELECT now() AS now');
    return new Date(row.now);
  }

  /** The owner's current attempts (one per test at most). */
  currentOf(owner: TestOwner): Promise<TestAttempt[]> {
    const { property, id } = ownerColumn(owner);
    return this.dataSource.getRepository(TestAttempt).findBy({ [property]: id, supersededAt: IsNull() });
  }

  /** The owner's current attempt at the test, locked until the transaction ends. */
  lockCurrent(manager: EntityManager, owner: TestOwner, test: TestKind): Promise<TestAttempt | null> {
    const { column, id } = ownerColumn(owner);
    return manager
      .createQueryBuilder(TestAttempt, 'attempt')
      .setLock('pessimistic_write')
      .where(`attempt.${column} = :id AND attempt.test = :test AND attempt.superseded_at IS NULL`, { id, test })
      .getOne();
  }

  /** Starts the attempt now, lasting `seconds`, unless a concurrent start already did (the partial unique indexes). */
  async insertOnce(manager: EntityManager, owner: TestOwner, test: TestKind, seed: number, seconds: number, format: TestFormat): Promise<void> {
    const { column, id } = ownerColumn(owner);
    await manager.query(
      `INSERT INTO test_attempts (${column}, test, seed, started_at, deadline_at, format)
       VALUES ($1, $2, $3, now(), now() + make_interval(secs => $4), $5)
       ON CONFLICT (${column}, test) WHERE ${column} IS NOT NULL AND superseded_at IS NULL DO NOTHING`,
      [id, test, seed, seconds, format],
    );
  }

  async countResume(manager: EntityManager, id: number): Promise<void> {
    await manager.increment(TestAttempt, { id }, 'resumes', 1);
  }

  /** Retires a lapsed result so the test may be taken again. */
  async supersede(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.update(TestAttempt, { id }, { supersededAt: at });
  }

  /** Keeps a late batch's visibility evidence and counts its refused answers. */
  async refuseLate(manager: EntityManager, id: number, hidden: SavedAnswers['hidden'], refused: number): Promise<void> {
    await manager.query(`UPDATE test_attempts SET hidden = $2::jsonb, late_refused = late_refused + $3 WHERE id = $1`, [id, JSON.stringify(hidden), refused]);
  }

  async saveAnswers(manager: EntityManager, id: number, saved: SavedAnswers): Promise<void> {
    await manager.query(
      `UPDATE test_attempts SET answers = $2::jsonb, item_ms = $3::jsonb, hidden = $4::jsonb, arrival_ms = $5::jsonb, batches = $6::jsonb WHERE id = $1`,
      [
        id,
        JSON.stringify(saved.answers),
        JSON.stringify(saved.itemMs),
        JSON.stringify(saved.hidden),
        JSON.stringify(saved.arrivalMs),
        JSON.stringify(saved.batches),
      ],
    );
  }

  /** Stores the result of an unfinished attempt, valid 12 months from `finishedAt`; the attempt as it now is. */
  async finish(manager: EntityManager, id: number, finishedAt: Date, result: Record<string, unknown>): Promise<TestAttempt> {
    await manager.query(
      `UPDATE test_attempts SET finished_at = $2, valid_until = $2::timestamptz + interval '12 months', result = $3
        WHERE id = $1 AND finished_at IS NULL`,
      [id, finishedAt, JSON.stringify(result)],
    );
    return manager.findOneByOrFail(TestAttempt, { id });
  }

  /** The current tests of the invitations; a test past its deadline and `graceSeconds` counts as done. */
  invitationTests(invitationIds: number[], graceSeconds: number): Promise<InvitationTestRow[]> {
    return this.dataSource.query<InvitationTestRow[]>(
      `SELECT invitation_id, test, (finished_at IS NOT NULL OR now() > deadline_at + make_interval(secs => $2)) AS done,
              coalesce(result @> '{"interrupted": true}', false) AS interrupted
         FROM test_attempts WHERE invitation_id = ANY($1) AND superseded_at IS NULL`,
      [invitationIds, graceSeconds],
    );
  }

  /**
   * Ends the invitation's running attempts unscored: finished now, the result saying only that it
   * was interrupted. One whose time and `graceSeconds` ran out is complete and left to be scored.
   */
  async interruptRunning(manager: EntityManager, invitationId: number, graceSeconds: number): Promise<void> {
    await manager.query(
      `UPDATE test_attempts SET finished_at = now(), result = '{"interrupted": true}'::jsonb
        WHERE invitation_id = $1 AND superseded_at IS NULL AND finished_at IS NULL AND now() <= deadline_at + make_interval(secs => $2)`,
      [invitationId, graceSeconds],
    );
  }

  /** Every attempt of the applicant, superseded ones included, oldest first, for the data export. */
  allOfApplicant(applicantId: number): Promise<TestAttempt[]> {
    return this.dataSource.getRepository(TestAttempt).find({ where: { applicantId }, order: { id: 'ASC' } });
  }
}
