import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, 'Denunciar aviso': each report of an ad, with its reason, what the person added and
 * where to answer them. The company is kept with the report (the queue groups by ad and by
 * company); the reporter is their account when signed in, and otherwise only a keyed hash of their
 * address (never the address itself), so the queue counts distinct people without storing who.
 */
export class AvisoReports1767229300000 implements MigrationInterface {
  name = 'AvisoReports1767229300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE aviso_reports (
        id serial PRIMARY KEY,
        aviso_id integer NOT NULL REFERENCES avisos (id) ON DELETE CASCADE,
        company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('pide_dinero', 'pide_datos', 'otro_canal', 'suplanta_empresa', 'discriminatorio',
                                              'condiciones_falsas', 'puesto_inexistente', 'no_registrado', 'contenido_sexual')),
        details text CHECK (char_length(details) <= 1000),
        email text CHECK (char_length(email) <= 254),
        reporter_user_id integer REFERENCES users (id) ON DELETE SET NULL,
        address_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The queue: an ad's reports newest first, a company's reports, and one person's reports.
    await queryRunner.query(`CREATE INDEX aviso_reports_aviso ON aviso_reports (aviso_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX aviso_reports_company ON aviso_reports (company_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX aviso_reports_reporter ON aviso_reports (reporter_user_id) WHERE reporter_user_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE aviso_reports`);
  }
}
