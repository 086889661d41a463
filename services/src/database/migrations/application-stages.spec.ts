import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertAviso } from '../../../test/avisos.js';
import type { Database } from '../database.js';
import { ApplicationStages1767226900000 } from './1767226900000-application-stages.js';
import { MIGRATIONS } from './index.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';

const position = MIGRATIONS.indexOf(ApplicationStages1767226900000);
let database: Database;
const applications = {} as { read: number; unread: number };

beforeAll(async () => {
  // The schema just before stages: one application the company had opened, one it had not.
  database = await migratedUntil(ApplicationStages1767226900000);
  const db = database.dataSource;
  const [company] = await db.query(`INSERT INTO users (name, email, role, password_hash) VALUES ('rrhh', 'rrhh@correo.test', 'Empresa', 'x') RETURNING id`);
  const [{ id: companyId }] = await db.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Etapas S.A.', 'Empresa de prueba', '30712345671', 'rrhh@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')
     RETURNING id`,
    [company.id],
  );
  const aviso = await insertAviso(db, { titulo: 'Aviso anterior a las etapas', companyId });
  for (const [key, readed] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    const [user] = await db.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', 'x') RETURNING id`, [
      key,
      `${key}@correo.test`,
    ]);
    const [applicant] = await db.query(`INSERT INTO applicants (user_id) VALUES ($1) RETURNING id`, [user.id]);
    const [application] = await db.query(
      `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, respuestas, readed, applied_at)
       VALUES ($1, $2, '{"name": "Ana"}'::jsonb, '[]'::jsonb, $3, '2025-12-01T12:00:00Z') RETURNING id`,
      [aviso.id, applicant.id, readed],
    );
    applications[key] = application.id;
  }
}, MIGRATE_FROM_EMPTY_MS);

afterAll(() => database?.close());

describe('migration ApplicationStages1767226900000', () => {
  it("starts an application the company had already opened as 'vista', the others as 'nueva', since they applied", async () => {
    expect(position).toBeGreaterThan(0);
    const upgrade = await upgradeTo(database, ApplicationStages1767226900000);
    try {
      await upgrade.runMigrations({ transaction: 'all' });
      const rows: { id: number; stage: string; stage_at: Date }[] = await upgrade.query(`SELECT id, stage, stage_at FROM applications ORDER BY id`);
      expect(rows.map((row) => [row.id, row.stage, new Date(row.stage_at).toISOString()])).toEqual([
        [applications.read, 'vista', '2025-12-01T12:00:00.000Z'],
        [applications.unread, 'nueva', '2025-12-01T12:00:00.000Z'],
      ]);
      // The backfill is the starting point, not a change anyone made.
      expect(await upgrade.query(`SELECT count(*)::int AS n FROM application_stage_changes`)).toEqual([{ n: 0 }]);
    } finally {
      await upgrade.destroy();
    }
  });
});
