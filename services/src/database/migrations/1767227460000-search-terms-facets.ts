import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DELETE_TERMS } from './1767226200000-aviso-search-terms.js';

/** The ad's columns the search's facets read, besides its date and province (FACET_COLUMNS in avisos/aviso-search.sql.ts). */
export const CARRIED_COLUMNS = ['area_id', 'modalidad', 'tipo_empleo', 'work_level_id', 'discapacidad', 'show_salario', 'salario_desde', 'salario_hasta'];

/** Whether an ad's indexed state differs between the old and new row of an update: its stems, date or any facet column. */
export const INDEXED_STATE_CHANGED = `((o.status = 'published') <> (n.status = 'published')
  OR o.search_vector <> n.search_vector
  OR o.published_at IS DISTINCT FROM n.published_at
  OR o.province_id <> n.province_id
  ${CARRIED_COLUMNS.map((column) => `OR o.${column} IS DISTINCT FROM n.${column}`).join('\n  ')})`;

/** The rows of one published ad `n`: a title word weighs 1, a description word 0.4; repeats add nothing. */
export const INSERT_TERMS = (from: string) => `
  INSERT INTO aviso_search_terms (lexeme, aviso_id, score, published_at, province_id, ${CARRIED_COLUMNS.join(', ')})
    SELECT t.lexeme, n.id,
           (CASE WHEN 'A' = ANY (t.weights) THEN 1 ELSE 0 END + CASE WHEN 'B' = ANY (t.weights) THEN 0.4 ELSE 0 END)::real,
           n.published_at, n.province_id, ${CARRIED_COLUMNS.map((column) => `n.${column}`).join(', ')}
      FROM ${from} CROSS JOIN LATERAL unnest(n.search_vector) AS t`;

/**
 * Issue 21's speed: each row of the term index (aviso_search_terms) also carries its ad's facet
 * columns, so a term search filters and counts its facets from the index-only scan of its stems,
 * instead of joining every match to avisos (at 100,000 ads, reading the whole covering index of
 * published ads for a term matching 7,000 of them). The index grows by about half; an edit of a
 * facet column rewrites its ad's rows, as an edit of its text already did.
 *
 * Also drops the two indexes of published ads that the search facets migration's covering ones
 * (same keys, more columns) replace.
 */
export class SearchTermsFacets1767227460000 implements MigrationInterface {
  name = 'SearchTermsFacets1767227460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Rebuilt rather than updated in place: one write per row, and the key gets its new columns.
    await queryRunner.query(`TRUNCATE aviso_search_terms`);
    await queryRunner.query(`ALTER TABLE aviso_search_terms DROP CONSTRAINT aviso_search_terms_pkey`);
    await queryRunner.query(`
      ALTER TABLE aviso_search_terms
        ADD COLUMN area_id integer NOT NULL,
        ADD COLUMN modalidad text NOT NULL,
        ADD COLUMN tipo_empleo text NOT NULL,
        ADD COLUMN work_level_id integer NOT NULL,
        ADD COLUMN discapacidad boolean NOT NULL,
        ADD COLUMN show_salario boolean NOT NULL,
        ADD COLUMN salario_desde integer NULL,
        ADD COLUMN salario_hasta integer NULL`);
    await this.replaceTrigger(queryRunner, INSERT_TERMS, INDEXED_STATE_CHANGED);
    await queryRunner.query(`${INSERT_TERMS('avisos n')} WHERE n.status = 'published'`);
    await queryRunner.query(`
      ALTER TABLE aviso_search_terms
        ADD PRIMARY KEY (lexeme, aviso_id) INCLUDE (score, published_at, province_id, ${CARRIED_COLUMNS.join(', ')})`);
    await queryRunner.query(`DROP INDEX avisos_published_recent_idx`);
    await queryRunner.query(`DROP INDEX avisos_published_province_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX avisos_published_recent_idx ON avisos (published_at DESC, id DESC) WHERE status = 'published'`);
    await queryRunner.query(`CREATE INDEX avisos_published_province_idx ON avisos (province_id, published_at DESC, id DESC) WHERE status = 'published'`);
    await queryRunner.query(`ALTER TABLE aviso_search_terms DROP CONSTRAINT aviso_search_terms_pkey`);
    await queryRunner.query(`ALTER TABLE aviso_search_terms ${CARRIED_COLUMNS.map((column) => `DROP COLUMN ${column}`).join(', ')}`);
    await queryRunner.query(`ALTER TABLE aviso_search_terms ADD PRIMARY KEY (lexeme, aviso_id) INCLUDE (score, published_at, province_id)`);
    const previousInsert = (from: string) => `
      INSERT INTO aviso_search_terms (lexeme, aviso_id, score, published_at, province_id)
        SELECT t.lexeme, n.id,
               (CASE WHEN 'A' = ANY (t.weights) THEN 1 ELSE 0 END + CASE WHEN 'B' = ANY (t.weights) THEN 0.4 ELSE 0 END)::real,
               n.published_at, n.province_id
          FROM ${from} CROSS JOIN LATERAL unnest(n.search_vector) AS t`;
    await this.replaceTrigger(
      queryRunner,
      previousInsert,
      `((o.status = 'published') <> (n.status = 'published') OR o.search_vector <> n.search_vector
        OR o.published_at IS DISTINCT FROM n.published_at OR o.province_id <> n.province_id)`,
    );
  }

  /** The avisos triggers' function (migration 1767226200000), with these rows and this notion of change. */
  private async replaceTrigger(queryRunner: QueryRunner, insertTerms: (from: string) => string, changed: string): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION avisos_index_search_terms() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM aviso_search_terms;
        ELSIF TG_OP = 'INSERT' THEN
          ${insertTerms('new_rows n')} WHERE n.status = 'published';
        ELSIF TG_OP = 'DELETE' THEN
          ${DELETE_TERMS('old_rows o')} AND o.status = 'published';
        ELSE
          ${DELETE_TERMS('old_rows o JOIN new_rows n ON n.id = o.id')}
             AND o.status = 'published' AND ${changed};
          ${insertTerms('new_rows n JOIN old_rows o ON o.id = n.id')}
           WHERE n.status = 'published' AND ${changed};
        END IF;
        RETURN NULL;
      END
      $fn$`);
  }
}
