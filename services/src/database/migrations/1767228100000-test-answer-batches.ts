import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: the server keeps each answer request's arrival (ms since the start, answers carried),
 * so a run's arrival pattern (a silence then a burst, an even pace) can be judged on its own clock.
 */
export class TestAnswerBatches1767228100000 implements MigrationInterface {
  name = 'TestAnswerBatches1767228100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_attempts ADD COLUMN batches jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_attempts DROP COLUMN batches`);
  }
}
