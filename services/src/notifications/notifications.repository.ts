import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationKind } from '@postulate/contracts';

/*
 * Owner of the tables notification_preferences and notification_claims: only this class reads or
 * writes them.
 */

/** An e-mail that goes at most once a day per subject: 'CV visto' per application, the summary per company. */
export type ClaimKind = 'cv-visto' | 'resumen';

@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The kinds the user turned off; every other kind is on. */
  async turnedOff(userId: number, manager: EntityManager = this.dataSource.manager): Promise<Set<NotificationKind>> {
    const rows: { kind: NotificationKind }[] = await manager.query(`SELECT kind FROM notification_preferences WHERE user_id = $1 AND NOT enabled`, [userId]);
    return new Set(rows.map((row) => row.kind));
  }

  /** Turns a kind on or off; nothing for an account that no longer exists (an old e-mail's link). */
  async set(userId: number, kind: NotificationKind, enabled: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, kind, enabled)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
       ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [userId, kind, enabled],
    );
  }

  /**
   * Claims the day's e-mail of a kind for a subject: true for the first caller only, whatever the
   * number of API instances; the claim commits or rolls back with the caller's transaction.
   */
  async claimDay(manager: EntityManager, kind: ClaimKind, subjectId: number, day: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO notification_claims (kind, subject_id, day) VALUES ($1, $2, $3::date)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [kind, subjectId, day],
    );
    return rows.length > 0;
  }

  /** When the subject's previous e-mail of this kind was claimed, if ever. */
  async lastClaim(manager: EntityManager, kind: ClaimKind, subjectId: number, beforeDay: string): Promise<Date | null> {
    const [row]: { claimed_at: Date }[] = await manager.query(
      `SELECT claimed_at FROM notification_claims WHERE kind = $1 AND subject_id = $2 AND day < $3::date ORDER BY day DESC LIMIT 1`,
      [kind, subjectId, beforeDay],
    );
    return row?.claimed_at ?? null;
  }
}
