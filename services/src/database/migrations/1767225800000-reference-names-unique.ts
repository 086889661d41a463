import type { MigrationInterface, QueryRunner } from 'typeorm';

const NAMED_TABLES = ['areas', 'sub_areas', 'work_levels'];

/**
 * Reference names are unique ignoring case and accents ('Logistica' is 'Logística'), decided by
 * the database so two concurrent saves cannot both pass. The avisos indexes serve the "still used
 * by ads" checks and the foreign keys that refuse deleting a referenced row.
 */
export class ReferenceNamesUnique1767225800000 implements MigrationInterface {
  name = 'ReferenceNamesUnique1767225800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of NAMED_TABLES) {
      await queryRunner.query(`CREATE UNIQUE INDEX ${table}_name_unaccent_key ON ${table} (f_unaccent(lower(name)))`);
    }
    // IF NOT EXISTS: the ads feature may index these columns too, under the same names.
    for (const column of ['area_id', 'sub_area_id', 'work_level_id']) {
      await queryRunner.query(`CREATE INDEX IF NOT EXISTS avisos_${column}_idx ON avisos (${column})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The avisos indexes stay: the ads feature may rely on them (see up).
    for (const table of NAMED_TABLES) {
      await queryRunner.query(`DROP INDEX ${table}_name_unaccent_key`);
    }
  }
}
