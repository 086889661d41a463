import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether an ad's indexed state differs between the old and new row of an update. */
const INDEXED_STATE_CHANGED = `((o.status = 'published') <> (n.status = 'published')
  OR o.search_vector <> n.search_vector
  OR o.published_at IS DISTINCT FROM n.published_at
  OR o.province_id <> n.province_id)`;

/** The rows of one published ad `n`: a title word weighs 1, a description word 0.4; repeats add nothing. */
const INSERT_TERMS = (from: string) => `
  INSERT INTO aviso_search_terms (lexeme, aviso_id, score, published_at, province_id)
    SELECT t.lexeme, n.id,
           (CASE WHEN 'A' = ANY (t.weights) THEN 1 ELSE 0 END + CASE WHEN 'B' = ANY (t.weights) THEN 0.4 ELSE 0 END)::real,
           n.published_at, n.province_id
      FROM ${from} CROSS JOIN LATERAL unnest(n.search_vector) AS t`;

/** Removes the rows of the ads `o` from the index; by (lexeme, aviso_id), the primary key. */
export const DELETE_TERMS = (from: string) => `
  DELETE FROM aviso_search_terms s
   USING ${from} CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS l (lexeme)
   WHERE s.lexeme = l.lexeme AND s.aviso_id = o.id`;

/**
 * The home search's own index: one row per (word stem, published ad), kept by statement triggers
 * on avisos. A GIN index finds the matches but PostgreSQL must still visit every matching ad's
 * heap page to count and rank them (6,700 pages for 'desarrollador' among 100,000 ads); here the
 * count, the score, the date and the province come from a btree index-only scan instead.
 * Stems are compared byte-wise (COLLATE "C") so a prefix is one index range.
 */
export class AvisoSearchTerms1767226200000 implements MigrationInterface {
  name = 'AvisoSearchTerms1767226200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE aviso_search_terms (
        lexeme text COLLATE "C" NOT NULL,
        aviso_id integer NOT NULL,
        score real NOT NULL,
        published_at timestamptz NULL,
        province_id char(2) NOT NULL,
        PRIMARY KEY (lexeme, aviso_id) INCLUDE (score, published_at, province_id)
      )`);
    // Each branch reads only the transition tables its trigger defines (PL/pgSQL plans lazily).
    await queryRunner.query(`
      CREATE FUNCTION avisos_index_search_terms() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM aviso_search_terms;
        ELSIF TG_OP = 'INSERT' THEN
          ${INSERT_TERMS('new_rows n')} WHERE n.status = 'published';
        ELSIF TG_OP = 'DELETE' THEN
          ${DELETE_TERMS('old_rows o')} AND o.status = 'published';
        ELSE
          ${DELETE_TERMS('old_rows o JOIN new_rows n ON n.id = o.id')}
             AND o.status = 'published' AND ${INDEXED_STATE_CHANGED};
          ${INSERT_TERMS('new_rows n JOIN old_rows o ON o.id = n.id')}
           WHERE n.status = 'published' AND ${INDEXED_STATE_CHANGED};
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_index_search_terms_insert AFTER INSERT ON avisos
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_index_search_terms()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_index_search_terms_update AFTER UPDATE ON avisos
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_index_search_terms()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_index_search_terms_delete AFTER DELETE ON avisos
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION avisos_index_search_terms()`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_index_search_terms_truncate AFTER TRUNCATE ON avisos
        FOR EACH STATEMENT EXECUTE FUNCTION avisos_index_search_terms()`);
    await queryRunner.query(`${INSERT_TERMS('avisos n')} WHERE n.status = 'published'`);
    // The search no longer reads the GIN index; the stored tsvector stays as the source of the stems.
    await queryRunner.query(`DROP INDEX avisos_published_search_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX avisos_published_search_idx ON avisos USING gin (search_vector) WHERE status = 'published'`);
    for (const operation of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER avisos_index_search_terms_${operation} ON avisos`);
    }
    await queryRunner.query(`DROP FUNCTION avisos_index_search_terms()`);
    await queryRunner.query(`DROP TABLE aviso_search_terms`);
  }
}
