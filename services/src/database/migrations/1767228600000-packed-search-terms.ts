import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DELETE_TERMS as PREVIOUS_DELETE_TERMS } from './1767226200000-aviso-search-terms.js';
import { CARRIED_COLUMNS, INDEXED_STATE_CHANGED, INSERT_TERMS as PREVIOUS_INSERT_TERMS } from './1767227460000-search-terms-facets.js';

/**
 * avisos' CHECK lists (initial schema) and the provinces' INDEC codes (the seeded provinces), in the
 * order their positions are packed: never reorder, only append.
 */
const MODALIDADES = ['Presencial', 'Híbrido', 'Remoto'];
const TIPOS_EMPLEO = ['Full-time', 'Part-time', 'Por Horas', 'Temporario', 'Por Contrato', 'Pasantia', 'Fines de Semana', 'Freelance', 'Voluntario'];
const PROVINCES = [
  '02',
  '06',
  '10',
  '14',
  '18',
  '22',
  '26',
  '30',
  '34',
  '38',
  '42',
  '46',
  '50',
  '54',
  '58',
  '62',
  '66',
  '70',
  '74',
  '78',
  '82',
  '86',
  '90',
  '94',
];
const textArray = (values: string[]) => `'{${values.map((value) => `"${value}"`).join(',')}}'`;

/**
 * A row's flags: bit 0 the stem is in the description, bit 1 in the title, bit 2 discapacidad,
 * bits 3-4 the modalidad's position, bits 5-8 the tipo de empleo's, bits 9-13 the province's.
 */
export const FLAGS = `(CASE WHEN 'B' = ANY (t.weights) THEN 1 ELSE 0 END
  | CASE WHEN 'A' = ANY (t.weights) THEN 2 ELSE 0 END
  | CASE WHEN n.discapacidad THEN 4 ELSE 0 END
  | ((array_position(${textArray(MODALIDADES)}::text[], n.modalidad) - 1) << 3)
  | ((array_position(${textArray(TIPOS_EMPLEO)}::text[], n.tipo_empleo) - 1) << 5)
  | ((array_position(${textArray(PROVINCES)}::text[], n.province_id::text) - 1) << 9))::smallint`;

/**
 * A row as the search reads it, aviso_search_rows' columns: each value from a constant array
 * (cheaper than arithmetic on numeric or text); salary_reach(show_salario, salario_desde,
 * salario_hasta) of a row is its stored salary.
 */
export const SEARCH_ROWS = `lexeme, aviso_id, ('{0,0.4,1,1.4}'::real[])[(flags & 3) + 1] AS score, published_at,
               area_id::int AS area_id, (${textArray(PROVINCES)}::char(2)[])[(flags >> 9) + 1] AS province_id,
               (${textArray(MODALIDADES)}::text[])[(flags >> 3 & 3) + 1] AS modalidad,
               (${textArray(TIPOS_EMPLEO)}::text[])[(flags >> 5 & 15) + 1] AS tipo_empleo,
               work_level_id::int AS work_level_id, (flags & 4) <> 0 AS discapacidad,
               salary IS NOT NULL AS show_salario, salary AS salario_desde, NULL::int AS salario_hasta`;

/** The rows of the published ads `n`: one per stem. */
const INSERT_TERMS = (from: string) => `
  INSERT INTO aviso_search_terms (lexeme, area_id, aviso_id, published_at, salary, work_level_id, flags)
    SELECT t.lexeme, n.area_id, n.id, n.published_at, salary_reach(n.show_salario, n.salario_desde, n.salario_hasta), n.work_level_id,
           ${FLAGS}
      FROM ${from} CROSS JOIN LATERAL unnest(n.search_vector) AS t`;

/** Removes every row of the ads `o`, by the aviso_id index. */
export const DELETE_TERMS = (from: string) => `DELETE FROM aviso_search_terms s USING ${from} WHERE s.aviso_id = o.id`;

/**
 * The avisos triggers' function (migration 1767226200000) with these rows: each branch reads only
 * the transition tables its trigger defines (PL/pgSQL plans lazily).
 */
export const triggerFunction = (insertTerms: (from: string) => string, deleteTerms: (from: string) => string) => `
  CREATE OR REPLACE FUNCTION avisos_index_search_terms() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM aviso_search_terms;
    ELSIF TG_OP = 'INSERT' THEN
      ${insertTerms('new_rows n')} WHERE n.status = 'published';
    ELSIF TG_OP = 'DELETE' THEN
      ${deleteTerms('old_rows o')} AND o.status = 'published';
    ELSE
      ${deleteTerms('old_rows o JOIN new_rows n ON n.id = o.id')}
         AND o.status = 'published' AND ${INDEXED_STATE_CHANGED};
      ${insertTerms('new_rows n JOIN old_rows o ON o.id = n.id')}
       WHERE n.status = 'published' AND ${INDEXED_STATE_CHANGED};
    END IF;
    RETURN NULL;
  END
  $fn$`;

/**
 * Issue 37: the term index (aviso_search_terms) at under half its size, 5.2 KB per published ad
 * instead of 11.9 at 100,000 ads. Each row is packed (area and level as smallint, the salary as
 * the amount its range reaches, the score, discapacidad, modalidad, tipo de empleo and province as
 * bits of one smallint) and the index's key is the stem alone: its rows are in insertion order
 * within a stem, so new ads land at the end of their stems' ranges and full pages split unevenly
 * (left 96 % full) instead of in halves that stay half empty. Deletes find an ad's rows by a small
 * aviso_id index. The view aviso_search_rows unpacks a row into the columns of avisos the search
 * reads; the planner inlines it, so a term search is still an index-only scan of its stems.
 */
export class PackedSearchTerms1767228600000 implements MigrationInterface {
  name = 'PackedSearchTerms1767228600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE aviso_search_terms`);
    // Columns in the index's order, each at its alignment without padding for stems of up to 9 bytes.
    await queryRunner.query(`
      CREATE TABLE aviso_search_terms (
        lexeme text COLLATE "C" NOT NULL,
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
      CREATE INDEX aviso_search_terms_lexeme_idx ON aviso_search_terms (lexeme)
        INCLUDE (area_id, aviso_id, published_at, salary, work_level_id, flags)`);
    await queryRunner.query(`CREATE INDEX aviso_search_terms_aviso_idx ON aviso_search_terms (aviso_id)`);
    await queryRunner.query(`CREATE VIEW aviso_search_rows AS SELECT ${SEARCH_ROWS} FROM aviso_search_terms`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW aviso_search_rows`);
    await queryRunner.query(`DROP TABLE aviso_search_terms`);
    await queryRunner.query(`
      CREATE TABLE aviso_search_terms (
        lexeme text COLLATE "C" NOT NULL,
        aviso_id integer NOT NULL,
        score real NOT NULL,
        published_at timestamptz NULL,
        province_id char(2) NOT NULL,
        area_id integer NOT NULL,
        modalidad text NOT NULL,
        tipo_empleo text NOT NULL,
        work_level_id integer NOT NULL,
        discapacidad boolean NOT NULL,
        show_salario boolean NOT NULL,
        salario_desde integer NULL,
        salario_hasta integer NULL
      )`);
    await queryRunner.query(triggerFunction(PREVIOUS_INSERT_TERMS, PREVIOUS_DELETE_TERMS));
    await queryRunner.query(`${PREVIOUS_INSERT_TERMS('avisos n')} WHERE n.status = 'published'`);
    await queryRunner.query(`
      ALTER TABLE aviso_search_terms
        ADD PRIMARY KEY (lexeme, aviso_id) INCLUDE (score, published_at, province_id, ${CARRIED_COLUMNS.join(', ')})`);
  }
}
