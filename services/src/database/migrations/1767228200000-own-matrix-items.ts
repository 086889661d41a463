import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: every matrix attempt gets its own items, generated from its seed, so a key written for
 * one candidate is useless for the next. The attempts already stored took the frozen set (1) and
 * keep scoring against it; every attempt inserted from now on takes its own items (2, the default).
 */
export class OwnMatrixItems1767228200000 implements MigrationInterface {
  name = 'OwnMatrixItems1767228200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_attempts ADD COLUMN cards_items smallint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE test_attempts ALTER COLUMN cards_items SET DEFAULT 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_attempts DROP COLUMN cards_items`);
  }
}
