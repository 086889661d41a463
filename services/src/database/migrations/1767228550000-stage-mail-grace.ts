import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: a stage e-mail waits a short grace period in the outbox and a later change of the same
 * application replaces it, so a person moved through five stages in a minute gets one e-mail (the
 * last stage), and one moved back to where they were gets none. `coalesce_key` names what a message
 * may be replaced by ('estado:<application id>'); `coalesce_data` is what the replacing message
 * carries on (the stage the applicant last heard of, the company's messages since).
 */
export class StageMailGrace1767228550000 implements MigrationInterface {
  name = 'StageMailGrace1767228550000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN coalesce_key text NULL, ADD COLUMN coalesce_data jsonb NULL`);
    await queryRunner.query(`CREATE INDEX mail_outbox_pending_coalesce_key ON mail_outbox (coalesce_key) WHERE sent_at IS NULL AND coalesce_key IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX mail_outbox_pending_coalesce_key`);
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN coalesce_data, DROP COLUMN coalesce_key`);
  }
}
