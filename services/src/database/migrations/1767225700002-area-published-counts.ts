import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Published ads per area, kept by statement triggers on avisos, so the home's area column (and
 * the unfiltered total) is a read of one row per area instead of a count over every ad.
 * Statement triggers with transition tables count a bulk insert in one step.
 */
export class AreaPublishedCounts1767225700002 implements MigrationInterface {
  name = 'AreaPublishedCounts1767225700002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE area_published_counts (
        area_id integer PRIMARY KEY REFERENCES areas (id) ON DELETE CASCADE,
        qty integer NOT NULL CHECK (qty >= 0)
      )`);
    // Each branch reads only the transition tables its trigger defines (PL/pgSQL plans lazily).
    await queryRunner.query(`
      CREATE FUNCTION avisos_count_published() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM area_published_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO area_published_counts AS c (area_id, qty)
            SELECT area_id, count(*) FROM new_rows WHERE status = 'published' GROUP BY area_id
            ON CONFLICT (area_id) DO UPDATE SET qty = c.qty + EXCLUDED.qty;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE area_published_counts c SET qty = c.qty - gone.qty
            FROM (SELECT area_id, count(*) AS qty FROM old_rows WHERE status = 'published' GROUP BY area_id) gone
           WHERE c.area_id = gone.area_id;
        ELSE
          -- An insert candidate is checked before ON CONFLICT, so a decrease only ever updates.
          WITH net AS (
            SELECT area_id, sum(delta)::int AS delta FROM (
              SELECT area_id, -1 AS delta FROM old_rows WHERE status = 'published'
              UNION ALL
              SELECT area_id, 1 FROM new_rows WHERE status = 'published'
            ) changes
            GROUP BY area_id HAVING sum(delta) <> 0
          ), updated AS (
            UPDATE area_published_counts c SET qty = c.qty + net.delta FROM net WHERE c.area_id = net.area_id
            RETURNING c.area_id
          )
          INSERT INTO area_published_counts AS c (area_id, qty)
            SELECT area_id, delta FROM net WHERE area_id NOT IN (SELECT area_id FROM updated)
            ON CONFLICT (area_id) DO UPDATE SET qty = c.qty + EXCLUDED.qty;
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_published_insert AFTER INSERT ON avisos
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_published_update AFTER UPDATE ON avisos
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_published_delete AFTER DELETE ON avisos
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_published_truncate AFTER TRUNCATE ON avisos
        FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_published()`);
    await queryRunner.query(`
      INSERT INTO area_published_counts (area_id, qty)
        SELECT area_id, count(*) FROM avisos WHERE status = 'published' GROUP BY area_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const operation of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER avisos_count_published_${operation} ON avisos`);
    }
    await queryRunner.query(`DROP FUNCTION avisos_count_published()`);
    await queryRunner.query(`DROP TABLE area_published_counts`);
  }
}
