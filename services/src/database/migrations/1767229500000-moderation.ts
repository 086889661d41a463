import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, point 2: the administrator's decisions on reported ads. An ad can be hidden ('hidden':
 * out of every public read, which keys on 'published') with why: reports pending review
 * ('denuncias'), a decision on it ('moderacion'), or its company's suspension ('suspension'). A
 * suspended company cannot publish. Each decision keeps its reason, who took it, the company's one
 * answer (appeal) and the administrator's verdict on it; the reports it closed point to it, and a
 * report without a decision is open.
 */
export class Moderation1767229500000 implements MigrationInterface {
  name = 'Moderation1767229500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_status_check`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_status_check CHECK (status IN ('draft', 'review', 'published', 'finished', 'hidden'))`);
    await queryRunner.query(`ALTER TABLE avisos ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('denuncias', 'moderacion', 'suspension'))`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_hidden_reason CHECK ((status = 'hidden') = (hidden_reason IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE companies ADD COLUMN suspended_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE moderation_decisions (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        aviso_id integer REFERENCES avisos (id) ON DELETE SET NULL,
        aviso_titulo text NOT NULL,
        action text NOT NULL CHECK (action IN ('desestimar', 'ocultar', 'suspender')),
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
        decided_by integer REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz NOT NULL DEFAULT now(),
        appeal text CHECK (char_length(appeal) BETWEEN 1 AND 2000),
        appealed_at timestamptz,
        appeal_restored boolean,
        appeal_answer text CHECK (char_length(appeal_answer) BETWEEN 1 AND 1000),
        appeal_answered_at timestamptz,
        CONSTRAINT moderation_appeal_dated CHECK ((appeal IS NULL) = (appealed_at IS NULL)),
        CONSTRAINT moderation_answer_after_appeal CHECK (appeal_answered_at IS NULL OR (appeal IS NOT NULL AND appeal_answer IS NOT NULL AND appeal_restored IS NOT NULL))
      )`);
    // The company's history (dashboard, queue) newest first, and the appeals waiting, oldest first.
    await queryRunner.query(`CREATE INDEX moderation_decisions_company ON moderation_decisions (company_id, decided_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX moderation_appeals_waiting ON moderation_decisions (appealed_at) WHERE appeal IS NOT NULL AND appeal_answered_at IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE aviso_reports ADD COLUMN decision_id integer REFERENCES moderation_decisions (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX aviso_reports_open ON aviso_reports (aviso_id, created_at DESC) WHERE decision_id IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX aviso_reports_open`);
    await queryRunner.query(`ALTER TABLE aviso_reports DROP COLUMN decision_id`);
    await queryRunner.query(`DROP TABLE moderation_decisions`);
    await queryRunner.query(`ALTER TABLE companies DROP COLUMN suspended_at`);
    await queryRunner.query(`UPDATE avisos SET status = 'published', hidden_reason = NULL WHERE status = 'hidden'`);
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_hidden_reason`);
    await queryRunner.query(`ALTER TABLE avisos DROP COLUMN hidden_reason`);
    await queryRunner.query(`ALTER TABLE avisos DROP CONSTRAINT avisos_status_check`);
    await queryRunner.query(`ALTER TABLE avisos ADD CONSTRAINT avisos_status_check CHECK (status IN ('draft', 'review', 'published', 'finished'))`);
  }
}
