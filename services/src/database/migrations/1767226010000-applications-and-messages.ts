import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications (one per applicant and ad, enforced here so a double click or a retry applies once)
 * with the CV and answers as sent, and one conversation per application between the company and
 * the applicant. Deleting an applicant keeps their applications for the company, anonymised
 * (applicant_id and the snapshot emptied): hence ON DELETE SET NULL.
 */
export class ApplicationsAndMessages1767226010000 implements MigrationInterface {
  name = 'ApplicationsAndMessages1767226010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE applications (
        id serial PRIMARY KEY,
        aviso_id integer NOT NULL REFERENCES avisos (id) ON DELETE CASCADE,
        applicant_id integer NULL REFERENCES applicants (id) ON DELETE SET NULL,
        cv_snapshot jsonb NULL,
        respuestas jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(respuestas) = 'array'),
        applied_at timestamptz NOT NULL DEFAULT now(),
        readed boolean NOT NULL DEFAULT false,
        favourite boolean NOT NULL DEFAULT false,
        anonymized_at timestamptz NULL,
        CONSTRAINT applications_applicant_aviso_key UNIQUE (applicant_id, aviso_id),
        CONSTRAINT applications_anonymized CHECK (anonymized_at IS NULL OR (applicant_id IS NULL AND cv_snapshot IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX applications_applicant_idx ON applications (applicant_id, applied_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX applications_aviso_idx ON applications (aviso_id, applied_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE conversations (
        id serial PRIMARY KEY,
        application_id integer NOT NULL UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
        applicant_read_id integer NOT NULL DEFAULT 0,
        company_read_id integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE conversation_messages (
        id serial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_role text NOT NULL CHECK (sender_role IN ('Empresa', 'Postulante')),
        sender_name text NOT NULL,
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 250),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX conversation_messages_conversation_idx ON conversation_messages (conversation_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE conversation_messages`);
    await queryRunner.query(`DROP TABLE conversations`);
    await queryRunner.query(`DROP TABLE applications`);
  }
}
