import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: an applicant edits an alert, and may name it and have it mailed once a week instead of
 * every day. Alerts saved before keep no name and stay daily.
 */
export class AlertNameFrequency1767228530000 implements MigrationInterface {
  name = 'AlertNameFrequency1767228530000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE job_alerts
        ADD COLUMN nombre varchar(60) NULL,
        ADD COLUMN frecuencia text NOT NULL DEFAULT 'diaria' CHECK (frecuencia IN ('diaria', 'semanal'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE job_alerts DROP COLUMN frecuencia, DROP COLUMN nombre`);
  }
}
