import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38: interviews. One belongs to one application; the company reprograms it (sequence + 1,
 * the candidate's answer cleared) or cancels it (status 'cancelada', sequence + 1), and the
 * sequence is the calendar invitation's SEQUENCE. `reminder_sent_at` is claimed by the reminder job
 * in the transaction that queues the two reminder e-mails, so two API instances never both send
 * them; it is set at once for an interview less than 24 h away (its invitation is the reminder).
 * The outbox learns to carry a calendar part (METHOD:REQUEST or CANCEL) with a message.
 */
export class Interviews1767228800000 implements MigrationInterface {
  name = 'Interviews1767228800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE interviews (
        id serial PRIMARY KEY,
        application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
        modality text NOT NULL CHECK (modality IN ('presencial', 'video', 'telefono')),
        address text NULL,
        link text NULL,
        message text NULL,
        status text NOT NULL DEFAULT 'programada' CHECK (status IN ('programada', 'cancelada')),
        answer text NULL CHECK (answer IN ('confirmada', 'otro_horario')),
        answer_message text NULL,
        answered_at timestamptz NULL,
        sequence integer NOT NULL DEFAULT 0,
        reminder_sent_at timestamptz NULL,
        created_by integer NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (modality <> 'presencial' OR address IS NOT NULL),
        CHECK (modality <> 'video' OR link LIKE 'https://%')
      )`);
    await queryRunner.query(`CREATE INDEX interviews_application ON interviews (application_id)`);
    await queryRunner.query(`CREATE INDEX interviews_programmed_start ON interviews (starts_at) WHERE status = 'programada'`);
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN calendar_method text NULL, ADD COLUMN calendar_ics text NULL`);
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_calendar CHECK ((calendar_method IS NULL) = (calendar_ics IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_calendar`);
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN calendar_ics, DROP COLUMN calendar_method`);
    await queryRunner.query(`DROP TABLE interviews`);
  }
}
