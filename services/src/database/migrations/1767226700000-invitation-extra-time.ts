import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationExtraTime1767226700000 implements MigrationInterface {
  name = 'InvitationExtraTime1767226700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An accommodation the tester grants: the server's deadline for each test grows by this much.
    await queryRunner.query(`ALTER TABLE test_invitations ADD COLUMN extra_time_percent smallint NOT NULL DEFAULT 0 CHECK (extra_time_percent IN (0, 25, 50))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_invitations DROP COLUMN extra_time_percent`);
  }
}
