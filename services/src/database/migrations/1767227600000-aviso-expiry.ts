import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, expiry and renewal. A published ad runs duration_days (30, 60 or 90, chosen in the
 * wizard) from its publication: expires_at is set when it is published, and past it the server
 * finishes the ad as 'Finalizar' does (status 'finished', so the search index and counters drop it
 * through their triggers, and every reader of 'finished' treats it alike), noting expired_at so the
 * dashboard says 'Vencido'. expiry_notice_at remembers the 'vence en 3 días' e-mail, sent once.
 * 'Republicar' copies a finished ad into a new draft that names its source: one such draft at a time,
 * so a double click cannot make two.
 */
export class AvisoExpiry1767227600000 implements MigrationInterface {
  name = 'AvisoExpiry1767227600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE avisos
        ADD COLUMN duration_days integer NOT NULL DEFAULT 60 CHECK (duration_days IN (30, 60, 90)),
        ADD COLUMN expires_at timestamptz NULL,
        ADD COLUMN expired_at timestamptz NULL,
        ADD COLUMN expiry_notice_at timestamptz NULL,
        ADD COLUMN republished_from integer NULL REFERENCES avisos (id) ON DELETE SET NULL`);
    // Ads published before expiry existed run their 60 days, but none goes without a week's notice.
    await queryRunner.query(`
      UPDATE avisos SET expires_at = greatest(published_at + interval '60 days', now() + interval '7 days')
       WHERE status = 'published'`);
    // What the expiry run and the notices read: the published ads by expiry.
    await queryRunner.query(`CREATE INDEX avisos_expiry_idx ON avisos (expires_at) WHERE status = 'published'`);
    await queryRunner.query(`CREATE UNIQUE INDEX avisos_republished_draft_idx ON avisos (republished_from) WHERE status = 'draft'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX avisos_republished_draft_idx`);
    await queryRunner.query(`DROP INDEX avisos_expiry_idx`);
    await queryRunner.query(`
      ALTER TABLE avisos DROP COLUMN republished_from, DROP COLUMN expiry_notice_at, DROP COLUMN expired_at,
        DROP COLUMN expires_at, DROP COLUMN duration_days`);
  }
}
