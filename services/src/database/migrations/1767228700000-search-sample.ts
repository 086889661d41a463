import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An instant's hour, the same whatever the session's time zone. */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

/**
 * Issue 37: a term search reads a bounded number of rows at any size. The stem index's key gains
 * the publication instant and the ad (each row carries its ad's), so a word's newest rows are the
 * end of its range, read backwards without sorting; new ads still land at the end of each stem's
 * range. Published ads are counted per hour by statement triggers (published_hour_counts), so how
 * many ads are newer than an instant is a sum of at most a few thousand rows: a search that reads
 * only the newest matches scales its counts by it, and the publication windows are counted by it.
 */
export class SearchSample1767228700000 implements MigrationInterface {
  name = 'SearchSample1767228700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX aviso_search_terms_lexeme_idx`);
    await queryRunner.query(`
      CREATE INDEX aviso_search_terms_lexeme_idx ON aviso_search_terms (lexeme, published_at, aviso_id)
        INCLUDE (area_id, salary, work_level_id, flags)`);
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
    await queryRunner.query(`DROP INDEX aviso_search_terms_lexeme_idx`);
    await queryRunner.query(`
      CREATE INDEX aviso_search_terms_lexeme_idx ON aviso_search_terms (lexeme)
        INCLUDE (area_id, aviso_id, published_at, salary, work_level_id, flags)`);
  }
}
