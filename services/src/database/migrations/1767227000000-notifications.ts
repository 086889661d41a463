import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: which e-mails a person turned off (a missing row means on), the once-a-day claims of
 * the e-mails that must not repeat ('CV visto', the company's daily summary), and the
 * List-Unsubscribe address an outgoing e-mail carries.
 */
export class Notifications1767227000000 implements MigrationInterface {
  name = 'Notifications1767227000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('estado', 'mensajes', 'alertas', 'resumen')),
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_claims (
        kind text NOT NULL,
        subject_id integer NOT NULL,
        day date NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, subject_id, day)
      )`);
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN list_unsubscribe`);
    await queryRunner.query(`DROP TABLE notification_claims`);
    await queryRunner.query(`DROP TABLE notification_preferences`);
  }
}
