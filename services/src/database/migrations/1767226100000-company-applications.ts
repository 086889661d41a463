import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SECURITY_FLAGS (packages/contracts/src/cv.ts) in order: bit i is flag i, as securityMask() computes it. */
const FLAGS = ['analitico', 'biometricos', 'turnoRotativo', 'antecedentes', 'clu', 'cursoCaba', 'portacion', 'reincidencia', 'vigilador'];

/**
 * The company's list of applications per ad. The nine security flags of the CV as sent become one
 * integer bit mask kept by PostgreSQL itself, so the 'Seguridad' filters are `mask & wanted =
 * wanted` on a small column instead of reading each CV's jsonb; one covering index (ad, newest
 * first, with the marks and the mask) serves every tab and filter of one ad and its counts.
 */
export class CompanyApplications1767226100000 implements MigrationInterface {
  name = 'CompanyApplications1767226100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const bits = FLAGS.map((flag, bit) => `CASE WHEN (cv_snapshot #>> '{seguridad,${flag}}') = 'true' THEN ${1 << bit} ELSE 0 END`);
    await queryRunner.query(`
      ALTER TABLE applications ADD COLUMN security_flags integer GENERATED ALWAYS AS (${bits.join(' | ')}) STORED`);
    await queryRunner.query(`DROP INDEX applications_aviso_idx`);
    await queryRunner.query(`
      CREATE INDEX applications_aviso_list_idx ON applications (aviso_id, applied_at DESC, id DESC)
        INCLUDE (readed, favourite, security_flags)`);
    // The dashboard's and the list's unread-message counts look up the applicant's messages per conversation.
    await queryRunner.query(`
      CREATE INDEX conversation_messages_applicant_idx ON conversation_messages (conversation_id, id)
        WHERE sender_role = 'Postulante'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX conversation_messages_applicant_idx`);
    await queryRunner.query(`DROP INDEX applications_aviso_list_idx`);
    await queryRunner.query(`CREATE INDEX applications_aviso_idx ON applications (aviso_id, applied_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN security_flags`);
  }
}
