import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TestKind } from '@postulate/contracts';

/*
 * Owner of the table kept_test_results: a finished test's date and validity under keyed hashes of
 * the person's e-mail and DNI, kept while the result is valid, whatever happens to the account.
 * Only this class writes it; the read of the person behind an applicant joins users and cvs.
 */

/** A person's keyed hashes: of the e-mail, and of each DNI their CV gives (none without a CV). */
export interface PersonHashes {
  email: string;
  dnis: string[];
}

/** A kept result of one test: when it was finished and until when it counts. */
export interface KeptResult {
  test: TestKind;
  finishedAt: Date;
  validUntil: Date;
}

/** A finished, still valid applicant attempt that has no kept row (one finished before rows were kept). */
export interface UnkeptAttempt {
  id: number;
  applicantId: number;
  test: TestKind;
  finishedAt: Date;
  validUntil: Date;
}

/** What identifies the person behind an applicant: the account's e-mail and the CV's DNI and CUIL. */
export interface ApplicantIdentity {
  email: string;
  dni: string | null;
  cuil: string | null;
}

@Injectable()
export class KeptResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's e-mail and the CV's DNI and CUIL (null without a CV); null for an unknown applicant. */
  async identityOf(applicantId: number, manager: EntityManager = this.dataSource.manager): Promise<ApplicantIdentity | null> {
    const [row] = await manager.query<ApplicantIdentity[]>(
      `SELECT u.email, c.data->>'dni' AS dni, c.data->>'cuit' AS cuil
         FROM applicants a JOIN users u ON u.id = a.user_id LEFT JOIN cvs c ON c.applicant_id = a.id
        WHERE a.id = $1`,
      [applicantId],
    );
    return row ?? null;
  }

  /** Deletes the rows whose result has lapsed. */
  async deleteLapsed(manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM kept_test_results WHERE valid_until <= now()`);
  }

  /** Up to `limit` finished, valid, scored applicant attempts without a kept row. */
  async unkept(limit: number): Promise<UnkeptAttempt[]> {
    const rows = await this.dataSource.query<{ id: number; applicant_id: number; test: TestKind; finished_at: Date; valid_until: Date }[]>(
      `SELECT a.id, a.applicant_id, a.test, a.finished_at, a.valid_until FROM test_attempts a
        WHERE a.applicant_id IS NOT NULL AND a.superseded_at IS NULL AND a.valid_until > now()
          AND NOT EXISTS (SELECT 1 FROM kept_test_results k WHERE k.attempt_id = a.id)
        ORDER BY a.id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      applicantId: row.applicant_id,
      test: row.test,
      finishedAt: new Date(row.finished_at),
      validUntil: new Date(row.valid_until),
    }));
  }

  /** Keeps the finished attempt's dates under the person's hashes; once per attempt. */
  async keep(attemptId: number, result: KeptResult, person: PersonHashes, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO kept_test_results (attempt_id, test, finished_at, valid_until, email_hash, dni_hashes)
       VALUES ($1, $2, $3, $4, $5, $6::text[]) ON CONFLICT (attempt_id) DO NOTHING`,
      [attemptId, result.test, result.finishedAt, result.validUntil, person.email, person.dnis],
    );
  }

  /** Adds DNI hashes to the rows of the applicant's own attempts (a CV that named a DNI after the test). */
  async addDnis(manager: EntityManager, applicantId: number, dnis: string[]): Promise<void> {
    await manager.query(
      `UPDATE kept_test_results SET dni_hashes = ARRAY(SELECT DISTINCT unnest(dni_hashes || $2::text[]))
        WHERE attempt_id IN (SELECT id FROM test_attempts WHERE applicant_id = $1) AND NOT dni_hashes @> $2::text[]`,
      [applicantId, dnis],
    );
  }

  /**
   * The still valid results kept for the person (matching the e-mail or any DNI), the latest per
   * test; with `otherThan`, only those of attempts that are not that applicant's own. Lapsed rows are
   * deleted first: nothing is kept past a result's validity.
   */
  async validFor(person: PersonHashes, otherThan: number | null, manager: EntityManager = this.dataSource.manager): Promise<KeptResult[]> {
    await this.deleteLapsed(manager);
    const rows = await manager.query<{ test: TestKind; finished_at: Date; valid_until: Date }[]>(
      `SELECT DISTINCT ON (test) test, finished_at, valid_until FROM kept_test_results k
        WHERE (email_hash = $1 OR dni_hashes && $2::text[])
          AND NOT EXISTS (SELECT 1 FROM test_attempts a WHERE a.id = k.attempt_id AND a.applicant_id = $3)
        ORDER BY test, valid_until DESC`,
      [person.email, person.dnis, otherThan],
    );
    return rows.map((row) => ({ test: row.test, finishedAt: new Date(row.finished_at), validUntil: new Date(row.valid_until) }));
  }
}
