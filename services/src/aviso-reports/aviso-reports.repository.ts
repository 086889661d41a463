import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ReportReason } from '@postulate/contracts';

/*
 * Owner of the table aviso_reports (issue 39): only this class writes it. The administrator's
 * queue (point 2) reads it grouped by ad and by company, counting distinct reporters (an account,
 * or else an address hash).
 */

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
   * How many different people reported the ad: each account once, and each address hash without
   * an account once. Point 2 hides an ad after 3.
   */
  async distinctReporters(avisoId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { count: number }[] = await manager.query(
      `SELECT count(DISTINCT coalesce('u' || reporter_user_id, 'a' || address_hash))::int AS count FROM aviso_reports WHERE aviso_id = $1`,
      [avisoId],
    );
    return row.count;
  }
}
