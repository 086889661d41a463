import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, one result per person: a finished test's date and validity outlive the account, so
 * deleting it and registering again does not reset a once-only test. Only keyed hashes of the
 * person's e-mail and DNI are kept (HMAC-SHA-256 with the installation's key), never the values;
 * a row goes once its result lapses. No foreign key: the row survives the account's deletion.
 */
export class KeptTestResults1767228300000 implements MigrationInterface {
  name = 'KeptTestResults1767228300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE kept_test_results (
        id serial PRIMARY KEY,
        attempt_id integer NOT NULL UNIQUE,
        test text NOT NULL,
        finished_at timestamptz NOT NULL,
        valid_until timestamptz NOT NULL,
        email_hash text NOT NULL,
        dni_hashes text[] NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`CREATE INDEX kept_test_results_email_hash_idx ON kept_test_results (email_hash)`);
    await queryRunner.query(`CREATE INDEX kept_test_results_dni_hashes_idx ON kept_test_results USING gin (dni_hashes)`);
    await queryRunner.query(`CREATE INDEX kept_test_results_valid_until_idx ON kept_test_results (valid_until)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE kept_test_results`);
  }
}
