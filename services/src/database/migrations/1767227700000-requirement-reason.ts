import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, fair wording (Ley 23.592): an ad that asks for a gender other than 'Indistinto' or an
 * age range carries the company's reason, which the administrator reviews. Ads saved before have
 * none (null). The partial index serves the administrator's list, last saved first.
 */
export class RequirementReason1767227700000 implements MigrationInterface {
  name = 'RequirementReason1767227700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE avisos ADD COLUMN motivo_requisito varchar(300) NULL`);
    await queryRunner.query(`CREATE INDEX avisos_requirements_idx ON avisos (updated_at DESC, id DESC)
      WHERE genero <> 'Indistinto' OR edad_desde IS NOT NULL OR edad_hasta IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX avisos_requirements_idx`);
    await queryRunner.query(`ALTER TABLE avisos DROP COLUMN motivo_requisito`);
  }
}
