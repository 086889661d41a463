import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AlertFrequency, AlertSave, AlertSearch } from '@postulate/contracts';
import type { StoredAlertSearch } from './alert-search.js';

/*
 * Owner of the table job_alerts: only this class reads or writes it. Its reads join the alert's
 * applicant, user, area and work level for the names an alert is shown and mailed with; it writes
 * nothing else.
 */

/** An alert as its owner lists it. */
export interface AlertRow {
  id: number;
  search: StoredAlertSearch;
  nombre: string | null;
  frecuencia: AlertFrequency;
  created_at: Date;
  last_mailed_at: Date | null;
  area_name: string | null;
  nivel_name: string | null;
}

/** An alert whose digest of the day is still to run. */
export interface DueAlertRow {
  id: number;
  search: StoredAlertSearch;
}

/** A claimed alert, with what its e-mail needs. */
export interface ClaimedAlertRow {
  id: number;
  search: StoredAlertSearch;
  covered_until: Date;
  area_name: string | null;
  nivel_name: string | null;
  user_id: number;
  email: string;
  /** The name on the CV, when the applicant has written one; else the user name. */
  greeting_name: string;
}

/** Why an alert was not saved. */
export type InsertRefusal = 'limit' | 'duplicate';

/** An alert's search, its name and how often it is mailed, as they are stored. */
export interface AlertValues {
  search: AlertSearch;
  searchKey: string;
  nombre: AlertSave['nombre'];
  frecuencia: AlertFrequency;
}

/** Days between two runs of an alert, by its frequency (the due alerts' condition, in SQL). */
const RUN_EVERY_DAYS = `CASE a.frecuencia WHEN 'semanal' THEN 7 ELSE 1 END`;

@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The applicant's alerts, oldest first. */
  list(applicantId: number): Promise<AlertRow[]> {
    return this.dataSource.query(
      `SELECT a.id, a.search, a.nombre, a.frecuencia, a.created_at, a.last_mailed_at, ar.name AS area_name, wl.name AS nivel_name
         FROM job_alerts a
         LEFT JOIN areas ar ON ar.id = (a.search ->> 'area')::int
         LEFT JOIN work_levels wl ON wl.id = (a.search ->> 'nivel')::int
        WHERE a.applicant_id = $1
        ORDER BY a.id`,
      [applicantId],
    );
  }

  /** The applicant's alert with this search key, if any. */
  async idWithKey(applicantId: number, searchKey: string): Promise<number | null> {
    const [row]: { id: number }[] = await this.dataSource.query(`SELECT id FROM job_alerts WHERE applicant_id = $1 AND search_key = $2`, [
      applicantId,
      searchKey,
    ]);
    return row?.id ?? null;
  }

  /**
   * Saves an alert unless the applicant already has `max` or one with the same key. The applicant's
   * alerts are counted under a lock held to the end of the transaction, so two saves at once cannot
   * both pass the limit; the unique key settles two equal searches.
   */
  async insert(applicantId: number, { search, searchKey, nombre, frecuencia }: AlertValues, max: number): Promise<number | InsertRefusal> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('job_alerts'), $1)`, [applicantId]);
      const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM job_alerts WHERE applicant_id = $1`, [applicantId]);
      if (Number(count) >= max) return 'limit';
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO job_alerts (applicant_id, search, search_key, nombre, frecuencia) VALUES ($1, $2::jsonb, $3, $4, $5)
         ON CONFLICT (applicant_id, search_key) DO NOTHING RETURNING id`,
        [applicantId, JSON.stringify(search), searchKey, nombre, frecuencia],
      );
      return rows[0]?.id ?? 'duplicate';
    });
  }

  /**
   * Changes the applicant's alert; 'missing' when they have no such alert, 'duplicate' when another
   * of theirs has this search. Under the same lock as `insert`, so a save and an edit cannot cross.
   */
  async update(applicantId: number, id: number, { search, searchKey, nombre, frecuencia }: AlertValues): Promise<'saved' | 'missing' | 'duplicate'> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('job_alerts'), $1)`, [applicantId]);
      const [other]: { id: number }[] = await manager.query(`SELECT id FROM job_alerts WHERE applicant_id = $1 AND search_key = $2 AND id <> $3`, [
        applicantId,
        searchKey,
        id,
      ]);
      if (other) return 'duplicate';
      const [rows]: [{ id: number }[], number] = await manager.query(
        `UPDATE job_alerts SET search = $3::jsonb, search_key = $4, nombre = $5, frecuencia = $6
          WHERE id = $1 AND applicant_id = $2 RETURNING id`,
        [id, applicantId, JSON.stringify(search), searchKey, nombre, frecuencia],
      );
      return rows.length > 0 ? 'saved' : 'missing';
    });
  }

  /** Deletes the applicant's alert; false when they have no such alert. */
  async delete(applicantId: number, id: number): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(`DELETE FROM job_alerts WHERE id = $1 AND applicant_id = $2 RETURNING id`, [
      id,
      applicantId,
    ]);
    return rows.length > 0;
  }

  /** The alerts whose digest is due on `day` (yyyy-mm-dd): not run that day, or that week for a weekly one; by id. */
  due(day: string): Promise<DueAlertRow[]> {
    return this.dataSource.query(
      `SELECT a.id, a.search FROM job_alerts a WHERE a.last_run_on IS NULL OR a.last_run_on <= $1::date - ${RUN_EVERY_DAYS} ORDER BY a.id`,
      [day],
    );
  }

  /**
   * Claims those of `ids` still due on `day` that no other transaction holds: locked until the
   * caller's transaction ends, which marks them run (markRun). Another instance skips them, and once
   * committed finds them run.
   */
  claim(manager: EntityManager, ids: number[], day: string): Promise<ClaimedAlertRow[]> {
    return manager.query(
      `SELECT a.id, a.search, a.covered_until, ar.name AS area_name, wl.name AS nivel_name, u.id AS user_id, u.email,
              coalesce(nullif(btrim(ap.cv_name), ''), u.name) AS greeting_name
         FROM job_alerts a
         JOIN applicants ap ON ap.id = a.applicant_id
         JOIN users u ON u.id = ap.user_id
         LEFT JOIN areas ar ON ar.id = (a.search ->> 'area')::int
         LEFT JOIN work_levels wl ON wl.id = (a.search ->> 'nivel')::int
        WHERE a.id = ANY($1::int[]) AND (a.last_run_on IS NULL OR a.last_run_on <= $2::date - ${RUN_EVERY_DAYS})
        ORDER BY a.id
          FOR UPDATE OF a SKIP LOCKED`,
      [ids, day],
    );
  }

  /**
   * The claimed alerts ran on `day`: the ads published up to `until` are behind them, and the ones
   * in `mailed` had their e-mail queued at `at`.
   */
  async markRun(manager: EntityManager, ids: number[], day: string, until: Date, mailed: number[], at: Date): Promise<void> {
    await manager.query(
      `UPDATE job_alerts
          SET last_run_on = $2::date,
              covered_until = greatest(covered_until, $3),
              last_mailed_at = CASE WHEN id = ANY($4::int[]) THEN $5 ELSE last_mailed_at END
        WHERE id = ANY($1::int[])`,
      [ids, day, until, mailed, at],
    );
  }
}
