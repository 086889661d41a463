import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: the personality questionnaire is orientation for the candidate. Companies (and a
 * tester, for an invited candidate) see its result only when the candidate chooses to share it;
 * until then (and for everyone existing) it is not shared.
 */
export class MbtiSharing1767228000000 implements MigrationInterface {
  name = 'MbtiSharing1767228000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE applicants ADD COLUMN share_mbti boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE test_invitations ADD COLUMN share_mbti boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_invitations DROP COLUMN share_mbti`);
    await queryRunner.query(`ALTER TABLE applicants DROP COLUMN share_mbti`);
  }
}
