import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The home's 'Salario desde' steps, as SALARY_STEPS in the contracts (a test compares them). */
const SALARY_STEPS = [300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000];

/** The ad's columns the search's facets read, besides its date and id (FACET_COLUMNS in avisos/aviso-search.sql.ts). */
const FACET_COLUMNS = ['area_id', 'province_id', 'modalidad', 'tipo_empleo', 'work_level_id', 'discapacidad', 'show_salario', 'salario_desde', 'salario_hasta'];

/**
 * The facet values each published ad `r` counts under, with its id: one per static control (area
 * included), and every salary step its shown range reaches (the rule of salary_reach).
 */
export const FACET_VALUES_OF = (rows: string) => `
  SELECT r.id, f.facet, f.value FROM ${rows} r
   CROSS JOIN LATERAL (VALUES ('area', r.area_id::text), ('provincia', r.province_id::text), ('modalidad', r.modalidad),
                              ('tipoEmpleo', r.tipo_empleo), ('nivel', r.work_level_id::text),
                              ('discapacidad', CASE WHEN r.discapacidad THEN 'true' END)) AS f (facet, value)
   WHERE r.status = 'published' AND f.value IS NOT NULL
  UNION ALL
  SELECT r.id, 'salarioDesde', step::text FROM ${rows} r CROSS JOIN LATERAL unnest(salary_steps()) AS step
   WHERE r.status = 'published' AND salary_reach(r.show_salario, r.salario_desde, r.salario_hasta) >= step`;

/** The (facet, value) rows of aviso_facet_counts: the area has its own counter, area_published_counts. */
const FACETS_OF = (rows: string) => `SELECT facet, value FROM (${FACET_VALUES_OF(rows)}) v WHERE facet <> 'area'`;

/**
 * The rows of aviso_facet_pair_counts: every two facet values of the same ad, a value with itself
 * included (its ads, the total of a browse filtered by it).
 */
const PAIRS_OF = (rows: string) => `
  WITH v AS (${FACET_VALUES_OF(rows)})
  SELECT b.facet AS by_facet, b.value AS by_value, f.facet, f.value FROM v b JOIN v f USING (id)`;

/**
 * Adds to the counter `table` (key columns `key`, and qty) the net change of each key among
 * `changes` (key..., delta). The CHECK is tested on an insert candidate before ON CONFLICT, so
 * existing rows are updated first and only new keys inserted.
 */
const APPLY_CHANGES = (table: string, key: string[], changes: string) => `
  WITH net AS (
    SELECT ${key.join(', ')}, sum(delta)::int AS delta FROM (${changes}) changes GROUP BY ${key.join(', ')} HAVING sum(delta) <> 0
  ), updated AS (
    UPDATE ${table} c SET qty = c.qty + net.delta FROM net WHERE ${key.map((column) => `c.${column} = net.${column}`).join(' AND ')}
    RETURNING ${key.map((column) => `c.${column}`).join(', ')}
  )
  INSERT INTO ${table} AS c (${key.join(', ')}, qty)
    SELECT ${key.join(', ')}, delta FROM net WHERE (${key.join(', ')}) NOT IN (SELECT ${key.join(', ')} FROM updated)
    ON CONFLICT (${key.join(', ')}) DO UPDATE SET qty = c.qty + EXCLUDED.qty`;

const FACET_KEY = ['facet', 'value'];
const PAIR_KEY = ['by_facet', 'by_value', 'facet', 'value'];

/** The net change of both counters for the ads leaving (`removed`) and entering (`added`) the published ones. */
export const APPLY_BOTH = (removed: string | null, added: string | null) => {
  const changes = (of: (rows: string) => string, columns: string) =>
    [
      ...(removed ? [`SELECT ${columns}, -1 AS delta FROM (${of(removed)}) f`] : []),
      ...(added ? [`SELECT ${columns}, 1 AS delta FROM (${of(added)}) f`] : []),
    ].join(' UNION ALL ');
  return `${APPLY_CHANGES('aviso_facet_counts', FACET_KEY, changes(FACETS_OF, FACET_KEY.join(', ')))};
          ${APPLY_CHANGES('aviso_facet_pair_counts', PAIR_KEY, changes(PAIRS_OF, PAIR_KEY.join(', ')))}`;
};

/**
 * Issue 21's filters. Published ads per value of every static facet (province, modalidad, tipo de
 * empleo, work level, discapacidad, salary step), kept by statement triggers on avisos as
 * area_published_counts is, so the unfiltered home's facet counts are a read of a few dozen rows;
 * and per pair of values (aviso_facet_pair_counts), so a browse filtered by one static value (a
 * province, 'Remoto'...) reads its total and the other controls' counts there too, instead of
 * counting tens of thousands of ads on each request. Other searches count over the ads: a covering
 * partial index holds every facet column, newest first, so those counts, a browse's page and the
 * publication windows are index-only reads (after VACUUM), and a second one does the same within
 * provinces, the most used filter.
 */
export class SearchFacets1767227400000 implements MigrationInterface {
  name = 'SearchFacets1767227400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION salary_steps() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN '{${SALARY_STEPS.join(',')}}'::integer[]`);
    // 'Salario desde X' keeps ads showing a salary whose range reaches X: the top of the range, or
    // its bottom when the ad gives no top (an open 'desde' offer still reaches its own amount).
    await queryRunner.query(`
      CREATE FUNCTION salary_reach(show_salario boolean, salario_desde integer, salario_hasta integer) RETURNS integer
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN CASE WHEN show_salario THEN coalesce(salario_hasta, salario_desde) END`);
    await queryRunner.query(`
      CREATE TABLE aviso_facet_counts (
        facet text NOT NULL,
        value text NOT NULL,
        qty integer NOT NULL CHECK (qty >= 0),
        PRIMARY KEY (facet, value)
      )`);
    // Published ads with the value by_facet = by_value that count under facet = value.
    await queryRunner.query(`
      CREATE TABLE aviso_facet_pair_counts (
        by_facet text NOT NULL,
        by_value text NOT NULL,
        facet text NOT NULL,
        value text NOT NULL,
        qty integer NOT NULL CHECK (qty >= 0),
        PRIMARY KEY (by_facet, by_value, facet, value)
      )`);
    // One net change per value for any statement: an edit of a published ad's modalidad moves one
    // ad from the old value to the new; a status change adds or removes all its values. Each branch
    // reads only the transition tables its trigger defines (PL/pgSQL plans lazily).
    await queryRunner.query(`
      CREATE FUNCTION avisos_count_facets() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM aviso_facet_counts;
          DELETE FROM aviso_facet_pair_counts;
        ELSIF TG_OP = 'INSERT' THEN
          ${APPLY_BOTH(null, 'new_rows')};
        ELSIF TG_OP = 'DELETE' THEN
          ${APPLY_BOTH('old_rows', null)};
        ELSE
          ${APPLY_BOTH('old_rows', 'new_rows')};
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_facets_insert AFTER INSERT ON avisos
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_facets()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_facets_update AFTER UPDATE ON avisos
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_facets()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_facets_delete AFTER DELETE ON avisos
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_facets()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_count_facets_truncate AFTER TRUNCATE ON avisos
        FOR EACH STATEMENT EXECUTE FUNCTION avisos_count_facets()`);
    await queryRunner.query(`
      INSERT INTO aviso_facet_counts (facet, value, qty)
        SELECT facet, value, count(*) FROM (${FACETS_OF('avisos')}) f GROUP BY facet, value`);
    await queryRunner.query(`
      INSERT INTO aviso_facet_pair_counts (by_facet, by_value, facet, value, qty)
        SELECT by_facet, by_value, facet, value, count(*) FROM (${PAIRS_OF('avisos')}) f GROUP BY by_facet, by_value, facet, value`);
    await queryRunner.query(`
      CREATE INDEX avisos_published_facets_idx ON avisos (published_at DESC, id DESC) INCLUDE (${FACET_COLUMNS.join(', ')})
        WHERE status = 'published'`);
    await queryRunner.query(`
      CREATE INDEX avisos_published_province_facets_idx ON avisos (province_id, published_at DESC, id DESC)
        INCLUDE (${FACET_COLUMNS.filter((column) => column !== 'province_id').join(', ')}) WHERE status = 'published'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const operation of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER avisos_count_facets_${operation} ON avisos`);
    }
    await queryRunner.query(`DROP FUNCTION avisos_count_facets()`);
    await queryRunner.query(`DROP INDEX avisos_published_province_facets_idx`);
    await queryRunner.query(`DROP INDEX avisos_published_facets_idx`);
    await queryRunner.query(`DROP TABLE aviso_facet_pair_counts`);
    await queryRunner.query(`DROP TABLE aviso_facet_counts`);
    await queryRunner.query(`DROP FUNCTION salary_reach(boolean, integer, integer)`);
    await queryRunner.query(`DROP FUNCTION salary_steps()`);
  }
}
