import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AccommodationState, TestKind } from '@postulate/contracts';

/*
 * Owner of the table test_accommodations: the candidates' requests for extra time or the accessible
 * format and their decisions. Only this class writes it; a new attempt reads its approved one
 * (TestsRepository.grantedAccommodation).
 */

export interface AccommodationRow {
  id: number;
  applicant_id: number;
  test: TestKind;
  extra_time_percent: number;
  accessible: boolean;
  reason: string;
  state: AccommodationState;
  reply: string | null;
  requested_at: Date;
  decided_at: Date | null;
}

/** A row with its candidate, for the administrator's queue and the decision's e-mail. */
export interface AccommodationQueueRow extends AccommodationRow {
  name: string;
  email: string;
}

export interface NewAccommodation {
  test: TestKind;
  extraTimePercent: number;
  accessible: boolean;
  reason: string;
}

const WITH_CANDIDATE = `
  SELECT r.*, COALESCE(NULLIF(a.cv_name, ''), u.name) AS name, u.email
    FROM test_accommodations r JOIN applicants a ON a.id = r.applicant_id JOIN users u ON u.id = a.user_id`;

@Injectable()
export class AccommodationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The applicant's latest request per test. */
  latestOfApplicant(applicantId: number): Promise<AccommodationRow[]> {
    return this.dataSource.query(`SELECT DISTINCT ON (test) * FROM test_accommodations WHERE applicant_id = $1 ORDER BY test, id DESC`, [applicantId]);
  }

  /** Every request of the applicant, oldest first, for the data export. */
  allOfApplicant(applicantId: number): Promise<AccommodationRow[]> {
    return this.dataSource.query(`SELECT * FROM test_accommodations WHERE applicant_id = $1 ORDER BY id`, [applicantId]);
  }

  /** Stores a pending request; null when one is already pending for that test (the partial unique index). */
  async insertPending(manager: EntityManager, applicantId: number, request: NewAccommodation): Promise<AccommodationRow | null> {
    const rows: AccommodationRow[] = await manager.query(
      `INSERT INTO test_accommodations (applicant_id, test, extra_time_percent, accessible, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (applicant_id, test) WHERE state = 'pendiente' DO NOTHING RETURNING *`,
      [applicantId, request.test, request.extraTimePercent, request.accessible, request.reason],
    );
    return rows[0] ?? null;
  }

  /** A page of the queue: pending requests oldest first, or decided ones latest first. */
  async queuePage(pending: boolean, offset: number, limit: number): Promise<{ total: number; rows: AccommodationQueueRow[] }> {
    const where = pending ? `r.state = 'pendiente'` : `r.state <> 'pendiente'`;
    const order = pending ? 'r.requested_at ASC, r.id ASC' : 'r.decided_at DESC, r.id DESC';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM test_accommodations r WHERE ${where}`);
    const rows: AccommodationQueueRow[] = await this.dataSource.query(`${WITH_CANDIDATE} WHERE ${where} ORDER BY ${order} OFFSET $1 LIMIT $2`, [offset, limit]);
    return { total, rows };
  }

  /** One request with its candidate. */
  async withCandidate(id: number, manager: EntityManager = this.dataSource.manager): Promise<AccommodationQueueRow | null> {
    const rows: AccommodationQueueRow[] = await manager.query(`${WITH_CANDIDATE} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Decides a pending request once (the row's state guards a concurrent decision); false when it was already decided. */
  async decide(manager: EntityManager, id: number, decision: { approve: boolean; reply: string; by: number }): Promise<boolean> {
    // node-postgres returns [rows, count] for UPDATE ... RETURNING through TypeORM's query().
    const [decided] = (await manager.query(
      `UPDATE test_accommodations SET state = $2, reply = NULLIF($3, ''), decided_at = now(), decided_by = $4
        WHERE id = $1 AND state = 'pendiente' RETURNING id`,
      [id, decision.approve ? 'aprobada' : 'rechazada', decision.reply, decision.by],
    )) as [unknown[], number];
    return decided.length === 1;
  }
}
