import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnswerArrivals1767226600000 implements MigrationInterface {
  name = 'AnswerArrivals1767226600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Per item, when the server first received it (ms since the attempt's start, its own clock).
    await queryRunner.query(`ALTER TABLE test_attempts ADD COLUMN arrival_ms jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_attempts DROP COLUMN arrival_ms`);
  }
}
