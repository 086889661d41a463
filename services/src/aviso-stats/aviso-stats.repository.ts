import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AvisoSource } from '@postulate/contracts';

/** A view counted in memory: the ad, the hour it falls in, the visitor's keyed hash, where they came from. */
export interface CountedView {
  avisoId: number;
  hour: Date;
  visitor: string;
  origen: AvisoSource;
}

/** Owner of aviso_view_marks and aviso_view_days: only this class writes or reads them. */
@Injectable()
export class AvisoStatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes a batch in one statement: a view whose visitor was already marked for that ad and hour
   * (by this instance or another) counts nothing, nor one of an ad that is not published; the rest
   * add to their day's count (Argentina) by source. The batch holds each (ad, hour, visitor) once.
   */
  async write(views: readonly CountedView[]): Promise<void> {
    if (views.length === 0) return;
    await this.dataSource.query(
      `WITH counted AS (
         SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[]) AS v(aviso_id, hour, visitor, origen)
       ), fresh AS (
         INSERT INTO aviso_view_marks (aviso_id, hour, visitor)
         SELECT c.aviso_id, c.hour, c.visitor FROM counted c JOIN avisos a ON a.id = c.aviso_id AND a.status = 'published'
         ON CONFLICT DO NOTHING
         RETURNING aviso_id, hour, visitor
       )
       INSERT INTO aviso_view_days AS d (aviso_id, day, origen, views)
       SELECT f.aviso_id, (f.hour AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, c.origen, count(*)::int
         FROM fresh f JOIN counted c USING (aviso_id, hour, visitor)
        GROUP BY 1, 2, 3
       ON CONFLICT (aviso_id, day, origen) DO UPDATE SET views = d.views + EXCLUDED.views`,
      [views.map((view) => view.avisoId), views.map((view) => view.hour.toISOString()), views.map((view) => view.visitor), views.map((view) => view.origen)],
    );
  }

  /** Forgets the marks of hours before `hour`: a visitor is counted again in a new hour anyway. */
  async forgetMarksBefore(hour: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM aviso_view_marks WHERE hour < $1`, [hour.toISOString()]);
  }

  /** Each ad's views, for the dashboard (ads with none are absent). */
  async totals(avisoIds: readonly number[]): Promise<Map<number, number>> {
    if (avisoIds.length === 0) return new Map();
    const rows: { aviso_id: number; views: number }[] = await this.dataSource.query(
      `SELECT aviso_id, sum(views)::int AS views FROM aviso_view_days WHERE aviso_id = ANY($1::int[]) GROUP BY aviso_id`,
      [avisoIds],
    );
    return new Map(rows.map((row) => [row.aviso_id, Number(row.views)]));
  }

  /** The ad's views by day (YYYY-MM-DD, Argentina) from `fromDay`. */
  async byDay(avisoId: number, fromDay: string): Promise<Map<string, number>> {
    const rows: { day: string; views: number }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views FROM aviso_view_days WHERE aviso_id = $1 AND day >= $2::date GROUP BY day`,
      [avisoId, fromDay],
    );
    return new Map(rows.map((row) => [row.day, Number(row.views)]));
  }

  /** The ad's views by source, over its whole life. */
  async bySource(avisoId: number): Promise<Map<AvisoSource, number>> {
    const rows: { origen: AvisoSource; views: number }[] = await this.dataSource.query(
      `SELECT origen, sum(views)::int AS views FROM aviso_view_days WHERE aviso_id = $1 GROUP BY origen`,
      [avisoId],
    );
    return new Map(rows.map((row) => [row.origen, Number(row.views)]));
  }
}
