import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { newApplicant, validCv } from '../../../test/applicants.js';
import { insertAviso } from '../../../test/avisos.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { postAs } from '../../../test/writes.js';
import { parseCsv } from '../csv.js';
import { DATA_DIR } from '../paths.js';
import { LocalityDuplicates1767228550001 } from './1767228550001-locality-duplicates.js';

const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** 'Ciudad de X' or 'Ciudad X' beside 'X' in the same province: the rule of services/data/LOCALIDADES-README.md. */
function cityPairs(rows: { nombre: string; provincia_id: string }[]): string[] {
  const names = new Set(rows.map((row) => `${row.provincia_id}|${folded(row.nombre)}`));
  return rows.flatMap((row) => {
    const base = /^ciudad (?:de )?(.+)$/.exec(folded(row.nombre))?.[1];
    return base && names.has(`${row.provincia_id}|${base}`) ? [row.nombre] : [];
  });
}

describe('the shipped localities', () => {
  it("list no place twice as 'Ciudad de X' and 'X' in one province", async () => {
    const rows = parseCsv(await readFile(path.join(DATA_DIR, 'localidades-ar.csv'), 'utf8')) as { id: string; nombre: string; provincia_id: string }[];
    expect(cityPairs([...rows, { nombre: 'Ciudad de Godoy Cruz', provincia_id: '50' }])).toEqual(['Ciudad de Godoy Cruz']);
    expect(cityPairs(rows)).toEqual([]);
    expect(rows.filter((row) => row.provincia_id === '50' && folded(row.nombre).includes('godoy cruz')).map((row) => [row.id, row.nombre])).toEqual([
      ['50021010', 'Godoy Cruz'],
    ]);
  });
});

describe('migration LocalityDuplicates1767228550001', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it("merges a database's 'Ciudad de Godoy Cruz' into 'Godoy Cruz', keeping every reference valid", async () => {
    const db = ctx.dataSource;
    // What a database migrated before the fix holds: the duplicate, named by a company, an ad and a CV.
    await db.query(`INSERT INTO localities (id, name, province_id) VALUES ('5002101001', 'Ciudad de Godoy Cruz', '50')`);
    const [{ id: companyId }] = await db.query(`SELECT id FROM companies ORDER BY id LIMIT 1`);
    await db.query(`UPDATE companies SET province_id = '50', locality_id = '5002101001' WHERE id = $1`, [companyId]);
    const aviso = await insertAviso(db, { titulo: 'Vendedor/a en Godoy Cruz' });
    await db.query(`UPDATE avisos SET locality_id = '5002101001' WHERE id = $1`, [aviso.id]);
    const { session, applicantId: cvId } = await newApplicant(db, ctx.server, 'godoy-cruz');
    await postAs(ctx.server, session, `/api/cv/update/${cvId}`, { version: 0, cv: validCv() }).expect(200);
    await db.query(`UPDATE cvs SET data = jsonb_set(data, '{location}', '{"id": "5002101001", "label": "Ciudad de Godoy Cruz"}') WHERE applicant_id = $1`, [
      cvId,
    ]);

    const runner = db.createQueryRunner();
    try {
      await new LocalityDuplicates1767228550001().up(runner);
    } finally {
      await runner.release();
    }

    expect(await db.query(`SELECT id FROM localities WHERE id = '5002101001'`)).toEqual([]);
    expect((await db.query(`SELECT locality_id FROM companies WHERE id = $1`, [companyId]))[0].locality_id).toBe('50021010');
    expect((await db.query(`SELECT locality_id, province_id FROM avisos WHERE id = $1`, [aviso.id]))[0]).toEqual({
      locality_id: '50021010',
      province_id: '50',
    });
    expect((await db.query(`SELECT data->'location' AS location FROM cvs WHERE applicant_id = $1`, [cvId]))[0].location).toEqual({
      id: '50021010',
      label: 'Godoy Cruz',
    });
    const listed = await request(ctx.server).get('/api/location/?province=50').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('Ciudad de Godoy Cruz');
  });
});
