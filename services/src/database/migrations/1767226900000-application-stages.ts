import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: each application has a stage in the company's selection, with the date it got there,
 * and every change is kept (who, when). An application already read starts as 'vista'.
 */
export class ApplicationStages1767226900000 implements MigrationInterface {
  name = 'ApplicationStages1767226900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE applications
        ADD COLUMN stage text NOT NULL DEFAULT 'nueva'
          CHECK (stage IN ('nueva', 'vista', 'preseleccionada', 'entrevista', 'finalista', 'contratada', 'descartada')),
        ADD COLUMN stage_at timestamptz`);
    await queryRunner.query(`UPDATE applications SET stage = CASE WHEN readed THEN 'vista' ELSE 'nueva' END, stage_at = applied_at`);
    await queryRunner.query(`ALTER TABLE applications ALTER COLUMN stage_at SET NOT NULL, ALTER COLUMN stage_at SET DEFAULT now()`);
    await queryRunner.query(`
      CREATE TABLE application_stage_changes (
        id serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        stage text NOT NULL,
        changed_by integer REFERENCES users(id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX application_stage_changes_application_idx ON application_stage_changes (application_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE application_stage_changes`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN stage_at, DROP COLUMN stage`);
  }
}
