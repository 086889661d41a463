import type { MigrationInterface, QueryRunner } from 'typeorm';

const SOURCES = `('busqueda', 'alerta', 'feed', 'compartido', 'directo')`;

/**
 * Issue 38: an ad's statistics. A view counts once per visitor and hour: `aviso_view_marks` holds
 * the hour's keyed hashes of address and browser (no cookie, no address kept) and is emptied of past
 * hours; `aviso_view_days` keeps the counts by day (Argentina) and source. Each application keeps
 * where its applicant came from (null: applied before sources were recorded).
 */
export class AvisoStats1767229100000 implements MigrationInterface {
  name = 'AvisoStats1767229100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE aviso_view_marks (
        aviso_id integer NOT NULL REFERENCES avisos(id) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (aviso_id, hour, visitor)
      )`);
    await queryRunner.query(`
      CREATE TABLE aviso_view_days (
        aviso_id integer NOT NULL REFERENCES avisos(id) ON DELETE CASCADE,
        day date NOT NULL,
        origen text NOT NULL CHECK (origen IN ${SOURCES}),
        views integer NOT NULL CHECK (views > 0),
        PRIMARY KEY (aviso_id, day, origen)
      )`);
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN origen text CHECK (origen IN ${SOURCES})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN origen`);
    await queryRunner.query(`DROP TABLE aviso_view_days`);
    await queryRunner.query(`DROP TABLE aviso_view_marks`);
  }
}
