import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, point 3: review before publishing. An ad a company publishes goes 'En revisión'
 * (status 'review') when its company is not verified or its text carries a scam signal; it is not
 * public (every public read keys on status = 'published'). Why it was held is kept for the
 * administrator: the reasons with the words found, and since when it waits. A held copy of a
 * finished ad is still the one unpublished copy 'Republicar' answers with.
 */
export class AvisoReview1767229400000 implements MigrationInterface {
  name = 'AvisoReview1767229400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_status_check`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_status_check CHECK (status IN ('draft', 'review', 'published', 'finished'))`);
    await queryRunner.query(`ALTER TABLE avisos ADD COLUMN review_reasons jsonb, ADD COLUMN review_requested_at timestamptz`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_review_requested CHECK (status <> 'review' OR review_requested_at IS NOT NULL)`);
    // The queue, oldest first.
    await queryRunner.query(`CREATE INDEX avisos_in_review_idx ON avisos (review_requested_at, id) WHERE status = 'review'`);
    await queryRunner.query(`DROP INDEX avisos_republished_draft_idx`);
    await queryRunner.query(`CREATE UNIQUE INDEX avisos_republished_draft_idx ON avisos (republished_from) WHERE status IN ('draft', 'review')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE avisos SET status = 'draft' WHERE status = 'review'`);
    await queryRunner.query(`DROP INDEX avisos_republished_draft_idx`);
    await queryRunner.query(`CREATE UNIQUE INDEX avisos_republished_draft_idx ON avisos (republished_from) WHERE status = 'draft'`);
    await queryRunner.query(`DROP INDEX avisos_in_review_idx`);
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_review_requested`);
    await queryRunner.query(`ALTER TABLE avisos DROP COLUMN review_reasons, DROP COLUMN review_requested_at`);
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_status_check`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_status_check CHECK (status IN ('draft', 'published', 'finished'))`);
  }
}
