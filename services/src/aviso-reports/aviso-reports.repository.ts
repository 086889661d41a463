import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ReportQueueOrder, ReportReason } from '@postulate/contracts';

/*
 * Owner of the table aviso_reports (issue 39): only this class writes it. The administrator's
 * queue (point 2) reads it grouped by ad and by company, counting distinct reporters (an account,
 * or else an address hash).
 */

/** Different people: each account once, each address hash without an account once. */
const DISTINCT_REPORTERS = `count(DISTINCT coalesce('u' || reporter_user_id, 'a' || address_hash))::int`;

/** An ad with open reports, as the queue reads it. */
export interface OpenCaseRow {
  aviso_id: number;
  company_id: number;
  reporters: number;
  last_at: Date;
  reports: { id: number; reason: ReportReason; details: string | null; created_at: string; with_email: boolean; with_account: boolean }[];
}

export interface AvisoReportColumns {
  avisoId: number;
  companyId: number;
  reason: ReportReason;
  details: string | null;
  email: string | null;
  reporterUserId: number | null;
  addressHash: string;
}

@Injectable()
export class AvisoReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a report; answers its id, the ticket's number. */
  async insert(report: AvisoReportColumns, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { id: number }[] = await manager.query(
      `INSERT INTO aviso_reports (aviso_id, company_id, reason, details, email, reporter_user_id, address_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [report.avisoId, report.companyId, report.reason, report.details, report.email, report.reporterUserId, report.addressHash],
    );
    return row.id;
  }

  /**
   * Deleting an account (PrivacyService) forgets the address its reports left for the answer; the
   * reports stay, and the deleted user's link becomes NULL with the row (the address hash still
   * counts them as one person).
   */
  async forgetReporter(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`UPDATE aviso_reports SET email = NULL WHERE reporter_user_id = $1`, [userId]);
  }

  /**
   * The ads with open reports (no decision yet), each with its reports newest first and its number
   * of different people; the newest report first, or the most people first. `total` counts them all.
   */
  async openCases(order: ReportQueueOrder, limit: number): Promise<{ total: number; rows: OpenCaseRow[] }> {
    const orderBy = order === 'mas_denunciados' ? 'reporters DESC, last_at DESC' : 'last_at DESC';
    const rows: OpenCaseRow[] = await this.dataSource.query(
      `SELECT aviso_id, company_id, ${DISTINCT_REPORTERS} AS reporters, max(created_at) AS last_at,
              json_agg(json_build_object('id', id, 'reason', reason, 'details', details, 'created_at', created_at,
                                         'with_email', email IS NOT NULL, 'with_account', reporter_user_id IS NOT NULL)
                       ORDER BY created_at DESC, id DESC) AS reports
         FROM aviso_reports WHERE decision_id IS NULL
        GROUP BY aviso_id, company_id
        ORDER BY ${orderBy}, aviso_id
        LIMIT $1`,
      [limit],
    );
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(DISTINCT aviso_id)::int AS total FROM aviso_reports WHERE decision_id IS NULL`,
    );
    return { total, rows };
  }

  /** How many reports of each company's ads were already decided. */
  async decidedCounts(companyIds: number[]): Promise<Map<number, number>> {
    const rows: { company_id: number; total: number }[] = await this.dataSource.query(
      `SELECT company_id, count(*)::int AS total FROM aviso_reports
        WHERE company_id = ANY($1::int[]) AND decision_id IS NOT NULL GROUP BY company_id`,
      [companyIds],
    );
    return new Map(rows.map((row) => [row.company_id, row.total]));
  }

  /** Whether the ad has reports no decision answered yet. */
  async hasOpen(avisoId: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [row]: { open: boolean }[] = await manager.query(`SELECT EXISTS (SELECT 1 FROM aviso_reports WHERE aviso_id = $1 AND decision_id IS NULL) AS open`, [
      avisoId,
    ]);
    return row.open;
  }

  /** Closes the ad's open reports with the decision; answers each one's id and the e-mail left for the answer. */
  async close(manager: EntityManager, avisoId: number, decisionId: number): Promise<{ id: number; email: string | null }[]> {
    const [rows]: [{ id: number; email: string | null }[], number] = await manager.query(
      `UPDATE aviso_reports SET decision_id = $2 WHERE aviso_id = $1 AND decision_id IS NULL RETURNING id, email`,
      [avisoId, decisionId],
    );
    return rows;
  }

  /**
   * How many different people reported the ad since its last decision: each account once, and each
   * address hash without an account once. REPORTERS_TO_HIDE of them hide it pending review.
   */
  async distinctReporters(avisoId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { count: number }[] = await manager.query(
      `SELECT ${DISTINCT_REPORTERS} AS count FROM aviso_reports WHERE aviso_id = $1 AND decision_id IS NULL`,
      [avisoId],
    );
    return row.count;
  }
}
