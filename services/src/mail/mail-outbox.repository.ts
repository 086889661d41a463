import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { OutgoingMail } from './entities/outgoing-mail.entity.js';

/*
 * Owner of the table mail_outbox: only this class writes it. Reads that join other aggregates'
 * tables live here when the question is about an outgoing e-mail; writes to other aggregates'
 * tables never do.
 */

/** What a message is stored with. */
export type OutgoingMailColumns = Pick<
  OutgoingMail,
  'to' | 'subject' | 'text' | 'html' | 'cvApplicationId' | 'listUnsubscribe' | 'calendarMethod' | 'calendarIcs'
>;

/** When a message is due and what may replace it before then (StageMailGrace1767228550000). */
export interface OutgoingMailSchedule {
  /** Held this long before its first delivery attempt. */
  delaySeconds?: number;
  coalesceKey?: string;
  coalesceData?: object;
}

/** A message claimed for one delivery round. */
export type ClaimedMail = OutgoingMailColumns & Pick<OutgoingMail, 'id' | 'attempts'>;

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  cv_application_id: number | null;
  list_unsubscribe: string | null;
  calendar_method: 'REQUEST' | 'CANCEL' | null;
  calendar_ics: string | null;
  attempts: number;
}

@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a message, due now or after its delay; with the caller's transaction manager it exists only if the change commits. */
  async insert(mail: OutgoingMailColumns, schedule: OutgoingMailSchedule = {}, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const delay = Math.max(0, Math.round(schedule.delaySeconds ?? 0));
    await manager.insert(OutgoingMail, {
      ...mail,
      coalesceKey: schedule.coalesceKey ?? null,
      coalesceData: schedule.coalesceData ?? null,
      nextAttemptAt: () => (delay > 0 ? `now() + make_interval(secs => ${delay})` : 'now()'),
    });
  }

  /**
   * Removes the undelivered messages with this key that no delivery round holds, answering the
   * newest one's coalesce_data (undefined when there was none). A round that claimed one first keeps
   * it: the row's lock orders the two, and the claim is seen here once committed.
   */
  async takePending(manager: EntityManager, coalesceKey: string): Promise<{ data: unknown } | undefined> {
    type Row = { id: number; coalesce_data: unknown };
    const rows: Row[] | [Row[], number] = await manager.query(
      `DELETE FROM mail_outbox
        WHERE coalesce_key = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        RETURNING id, coalesce_data`,
      [coalesceKey],
    );
    // node-postgres returns [rows, count] for DELETE ... RETURNING through TypeORM's query().
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as Row[];
    const newest = list.reduce<Row | undefined>((found, row) => (!found || Number(row.id) > Number(found.id) ? row : found), undefined);
    return newest && { data: newest.coalesce_data };
  }

  /**
   * Claims up to `batch` messages due at `at` (the database's clock when not given) for `claimSeconds`, in one statement, so two instances never
   * send the same message; a claim that lapses (a crashed instance) makes the message due again.
   */
  async claimDue(claimSeconds: number, batch: number, at?: Date): Promise<ClaimedMail[]> {
    const rows: ClaimedRow[] | [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => $1)
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND next_attempt_at <= coalesce($3::timestamptz, now())
             AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, cv_application_id, list_unsubscribe, calendar_method, calendar_ics, attempts`,
      [claimSeconds, batch, at ?? null],
    );
    // node-postgres returns [rows, count] for UPDATE ... RETURNING through TypeORM's query().
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as ClaimedRow[];
    return list.map((row) => ({
      id: Number(row.id),
      to: String(row.to_address),
      subject: String(row.subject),
      text: String(row.text_body),
      html: row.html_body ?? null,
      cvApplicationId: row.cv_application_id === null ? null : Number(row.cv_application_id),
      listUnsubscribe: row.list_unsubscribe ?? null,
      calendarMethod: row.calendar_method ?? null,
      calendarIcs: row.calendar_ics ?? null,
      attempts: Number(row.attempts),
    }));
  }

  async markSent(id: number): Promise<void> {
    await this.dataSource.getRepository(OutgoingMail).update(id, { sentAt: () => 'now()', claimedUntil: null, lastError: null });
  }

  /** Releases the claim and makes the message due again after `retrySeconds`. */
  async markFailed(id: number, attempts: number, lastError: string, retrySeconds: number): Promise<void> {
    await this.dataSource.getRepository(OutgoingMail).update(id, {
      attempts,
      claimedUntil: null,
      lastError,
      nextAttemptAt: () => `now() + make_interval(secs => ${retrySeconds})`,
    });
  }

  /** Every message to an address, sent or not (the address's owner deletes their account). */
  async deleteTo(manager: EntityManager, address: string): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)`, [address]);
  }
}
