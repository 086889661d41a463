import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: only existing accounts answered 'lockeado', which told an attacker which names exist.
 * Wrong logins with a name nobody has are counted here, per lower-cased name, and lock it the way
 * users.failed_attempts and users.locked_until lock an account.
 */
export class UnknownNameFailures1767227900000 implements MigrationInterface {
  name = 'UnknownNameFailures1767227900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE unknown_name_failures (
        name text PRIMARY KEY,
        failed_attempts integer NOT NULL,
        locked_until timestamptz NULL,
        last_failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX unknown_name_failures_last_failed_at_idx ON unknown_name_failures (last_failed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE unknown_name_failures`);
  }
}
