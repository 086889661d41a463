import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, the applicant's side: 'Retirar postulación' (applications.withdrawn_at, and a
 * 'retirada' line in the stage history by the applicant's user), when the applicant last opened
 * Mis Postulaciones (the top-bar badge counts status changes after it), and which stage changes
 * nobody decided (finishing an ad discards what was open): those are no answer in the company's
 * answer record. Discards written before this migration stay counted as decided: the automatic
 * ones cannot be told apart afterwards, and they date from the days before it.
 */
export class ApplicationWithdrawal1767227300000 implements MigrationInterface {
  name = 'ApplicationWithdrawal1767227300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN withdrawn_at timestamptz NULL`);
    await queryRunner.query(`
      ALTER TABLE application_stage_changes
        ADD COLUMN automatic boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT application_stage_changes_stage_check
          CHECK (stage IN ('nueva', 'vista', 'preseleccionada', 'entrevista', 'finalista', 'contratada', 'descartada', 'retirada'))`);
    await queryRunner.query(`
      CREATE TABLE applications_seen (
        applicant_id integer PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL
      )`);
    // The answer record reads a company's applications of the last 180 days: by ad, then by date.
    await queryRunner.query(`CREATE INDEX application_stage_changes_answers_idx ON application_stage_changes (application_id, changed_at)
      WHERE stage NOT IN ('nueva', 'vista', 'retirada') AND NOT automatic`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE applications_seen`);
    await queryRunner.query(`DROP INDEX application_stage_changes_answers_idx`);
    await queryRunner.query(`ALTER TABLE application_stage_changes DROP CONSTRAINT application_stage_changes_stage_check, DROP COLUMN automatic`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN withdrawn_at`);
  }
}
