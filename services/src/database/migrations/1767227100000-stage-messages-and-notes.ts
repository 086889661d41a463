import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, the recruiter's side: each company's message templates (the defaults are copied the
 * first time the company reads them; `message_template_sets` says that happened, so a company that
 * deleted every template does not get the defaults back), and private notes on an application.
 */
export class StageMessagesAndNotes1767227100000 implements MigrationInterface {
  name = 'StageMessagesAndNotes1767227100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_template_sets (
        company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE message_templates (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES message_template_sets(company_id) ON DELETE CASCADE,
        titulo text NOT NULL CHECK (char_length(titulo) BETWEEN 1 AND 60),
        texto text NOT NULL CHECK (char_length(texto) BETWEEN 1 AND 250),
        stage text CHECK (stage IN ('nueva', 'vista', 'preseleccionada', 'entrevista', 'finalista', 'contratada', 'descartada')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX message_templates_company_idx ON message_templates (company_id, id)`);
    await queryRunner.query(`
      CREATE TABLE application_notes (
        id serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        author_id integer REFERENCES users(id) ON DELETE SET NULL,
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX application_notes_application_idx ON application_notes (application_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE application_notes`);
    await queryRunner.query(`DROP TABLE message_templates`);
    await queryRunner.query(`DROP TABLE message_template_sets`);
  }
}
