import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DELETE_TERMS, FLAGS, PackedSearchTerms1767228600000, SEARCH_ROWS, triggerFunction } from './1767228600000-packed-search-terms.js';

/** An instant's hour, the same whatever the session's time zone. */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

/** An instant's week as weeks since Saturday 2000-01-01 (UTC days), a smallint for centuries. */
const PUBLISHED_WEEK = (column: string) => `(((${column} AT TIME ZONE 'UTC')::date - DATE '2000-01-01') / 7)::smallint`;

/** The rows of the published ads `n`: one per stem, with the week of publication. */
const INSERT_TERMS = (from: string) => `
  INSERT INTO aviso_search_terms (lexeme, published_week, area_id, aviso_id, published_at, salary, work_level_id, flags)
    SELECT t.lexeme, ${PUBLISHED_WEEK('n.published_at')}, n.area_id, n.id, n.published_at,
           salary_reach(n.show_salario, n.salario_desde, n.salario_hasta), n.work_level_id, ${FLAGS}
      FROM ${from} CROSS JOIN LATERAL unnest(n.search_vector) AS t`;

/**
 * Issue 37: a term search reads a bounded number of rows at any size. The stem index's key gains
 * the week of publication (each row carries its ad's), so a word's newest weeks are the end of its
 * range, read backwards. Within a (stem, week) the rows follow insertion order, as the stem alone
 * did before: a new ad's rows land at the end of their stems' ranges and full pages split leaving
 * the left one 96 % full. A key with the instant itself split them in halves that stayed half empty
 * (7.4 KB per ad instead of 5.2 at a million); with the day, a stem's day rarely filled a page at
 * 100,000 ads (6.5 KB); a week does (5.6). Published ads are counted per hour by statement
 * triggers (published_hour_counts), so how many ads are newer than an instant is a sum of at most
 * a few thousand rows: a search that reads only the newest matches scales its counts by it, and
 * the publication windows are counted by it.
 */
export class SearchSample1767228700000 implements MigrationInterface {
  name = 'SearchSample1767228700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW aviso_search_rows`);
    await queryRunner.query(`DROP TABLE aviso_search_terms`);
    // Columns in the index's order; the two small ones fill what aligning the ad and the instant would pad.
    await queryRunner.query(`
      CREATE TABLE aviso_search_terms (
        lexeme text COLLATE "C" NOT NULL,
        published_week smallint NULL,
        area_id smallint NOT NULL,
        aviso_id integer NOT NULL,
        published_at timestamptz NULL,
        salary integer NULL,
        work_level_id smallint NOT NULL,
        flags smallint NOT NULL
      )`);
    await queryRunner.query(triggerFunction(INSERT_TERMS, DELETE_TERMS));
    await queryRunner.query(`${INSERT_TERMS('avisos n')} WHERE n.status = 'published'`);
    await queryRunner.query(`
      CREATE INDEX aviso_search_terms_lexeme_idx ON aviso_search_terms (lexeme, published_week)
        INCLUDE (area_id, aviso_id, published_at, salary, work_level_id, flags)`);
    await queryRunner.query(`CREATE INDEX aviso_search_terms_aviso_idx ON aviso_search_terms (aviso_id)`);
    await queryRunner.query(`CREATE VIEW aviso_search_rows AS SELECT ${SEARCH_ROWS}, published_week FROM aviso_search_terms`);

    await queryRunner.query(`
      CREATE TABLE published_hour_counts (
        hour timestamptz PRIMARY KEY,
        qty integer NOT NULL CHECK (qty >= 0)
      )`);
    // The area counters' shape (migration 1767225700002), by the hour of publication.
    await queryRunner.query(`
      CREATE FUNCTION avisos_count_published_hours() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM published_hour_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO published_hour_counts AS c (hour, qty)
            SELECT ${HOUR('published_at')}, count(*) FROM new_rows WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1
            ON CONFLICT (hour) DO UPDATE SET qty = c.qty + EXCLUDED.qty;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE published_hour_counts c SET qty = c.qty - gone.qty
            FROM (SELECT ${HOUR('published_at')} AS hour, count(*) AS qty FROM old_rows
                   WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1) gone
           WHERE c.hour = gone.hour;
        ELSE
          WITH net AS (
            SELECT hour, sum(delta)::int AS delta FROM (
              SELECT ${HOUR('published_at')} AS hour, -1 AS delta FROM old_rows WHERE status = 'published' AND published_at IS NOT NULL
              UNION ALL
              SELECT ${HOUR('published_at')}, 1 FROM new_rows WHERE status = 'published' AND published_at IS NOT NULL
            ) changes
            GROUP BY hour HAVING sum(delta) <> 0
          ), updated AS (
            UPDATE published_hour_counts c SET qty = c.qty + net.delta FROM net WHERE c.hour = net.hour
            RETURNING c.hour
          )
          INSERT INTO published_hour_counts AS c (hour, qty)
            SELECT hour, delta FROM net WHERE hour NOT IN (SELECT hour FROM updated)
            ON CONFLICT (hour) DO UPDATE SET qty = c.qty + EXCLUDED.qty;
        END IF;
        RETURN NULL;
      END
      $fn$`);
    for (const [operation, transition] of [
      ['insert', 'REFERENCING NEW TABLE AS new_rows'],
      ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'REFERENCING OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER avisos_count_published_hours_${operation} AFTER ${operation.toUpperCase()} ON avisos
          ${transition} FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published_hours()`);
    }
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_published_hours_truncate AFTER TRUNCATE ON avisos
        FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published_hours()`);
    await queryRunner.query(`
      INSERT INTO published_hour_counts (hour, qty)
        SELECT ${HOUR('published_at')}, count(*) FROM avisos WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const operation of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER avisos_count_published_hours_${operation} ON avisos`);
    }
    await queryRunner.query(`DROP FUNCTION avisos_count_published_hours()`);
    await queryRunner.query(`DROP TABLE published_hour_counts`);
    // The previous migration's table, trigger function, indexes and view, built again.
    await queryRunner.query(`DROP VIEW aviso_search_rows`);
    await new PackedSearchTerms1767228600000().up(queryRunner);
  }
}
