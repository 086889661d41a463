import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1767225650000 implements MigrationInterface {
  name = 'MailOutbox1767225650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each e-mail is stored with the change that caused it and kept until delivered.
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz NULL,
        sent_at timestamptz NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_outbox`);
  }
}
