import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, job alerts: an applicant's saved home searches. `search` is the home's query as typed
 * (jsonb, so the search's future filters need no migration) and `search_key` its normalised form,
 * unique per applicant. The daily digest claims an alert by moving `last_run_on` to the Argentine
 * day in the same transaction that queues its e-mail and advances `covered_until`, the newest
 * publication instant already considered: a second instance or a restart finds it done.
 */
export class JobAlerts1767227200000 implements MigrationInterface {
  name = 'JobAlerts1767227200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_alerts (
        id serial PRIMARY KEY,
        applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        search jsonb NOT NULL,
        search_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        covered_until timestamptz NOT NULL DEFAULT now(),
        last_run_on date NULL,
        last_mailed_at timestamptz NULL,
        CONSTRAINT job_alerts_search_unique UNIQUE (applicant_id, search_key)
      )`);
    await queryRunner.query(`CREATE INDEX job_alerts_due_idx ON job_alerts (last_run_on, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_alerts`);
  }
}
