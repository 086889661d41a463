import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailCvAttachment1767226300000 implements MigrationInterface {
  name = 'MailCvAttachment1767226300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A copy of an application's CV for the company: the PDF is drawn at delivery, from the CV as sent.
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN cv_application_id integer NULL REFERENCES applications (id) ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN cv_application_id`);
  }
}
