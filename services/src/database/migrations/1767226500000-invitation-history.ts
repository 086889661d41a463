import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationHistory1767226500000 implements MigrationInterface {
  name = 'InvitationHistory1767226500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // When the link was sent: the candidate saving the welcome form no longer moves it.
    await queryRunner.query(`ALTER TABLE test_invitations ADD COLUMN sent_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE test_invitations SET sent_at = created_at`);
    // An invitation someone already used, replaced by 'Modificar': it keeps that person's name and results.
    await queryRunner.query(`ALTER TABLE test_invitations ADD COLUMN replaced_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_invitations DROP COLUMN replaced_at`);
    await queryRunner.query(`ALTER TABLE test_invitations DROP COLUMN sent_at`);
  }
}
