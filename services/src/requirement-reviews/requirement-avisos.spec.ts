import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FAIR_WORDING_MESSAGES, REQUIREMENT_AVISO_ROUTES, type AvisoSaveInput, type RequirementAvisoItem } from '@postulate/contracts';
import { validAvisoOf } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

let ctx: TestApp;
let server: Server;
let admin: LoggedIn;
let empresa: LoggedIn;
let refs: { area: number; subarea: number; nivel: number };

const NO_REQUIREMENT: Partial<AvisoSaveInput> = { genero: 'Indistinto', edadDesde: '', edadHasta: '', motivoRequisito: '' };
const REASON = 'Acompañante en vestuario femenino de un club: la intimidad de las socias lo exige.';

const add = (overrides: Partial<AvisoSaveInput>) => postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, overrides));
const stored = async (id: number) => (await ctx.dataSource.query(`SELECT motivo_requisito FROM avisos WHERE id = $1`, [id]))[0].motivo_requisito;
const listed = async (): Promise<{ response: RequirementAvisoItem[]; total: number }> => {
  const { body } = await getAs(server, admin, '/api/avisos/requisitos?page=1&size=100').expect(200);
  expect(REQUIREMENT_AVISO_ROUTES.list.response.safeParse(body).error).toBeUndefined();
  return body;
};

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  [admin, empresa] = [await login(server, 'admin'), await login(server, 'empresa')];
  const [area] = await ctx.dataSource.query(
    `SELECT a.id AS area, x.sub_area_id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id WHERE a.name = 'Logística' ORDER BY x.sub_area_id LIMIT 1`,
  );
  const [nivel] = await ctx.dataSource.query(`SELECT id FROM work_levels ORDER BY id LIMIT 1`);
  refs = { ...area, nivel: nivel.id };
});

afterAll(() => ctx?.close());

describe('a gender or age requirement needs its reason (Ley 23.592)', () => {
  const cases: [string, Partial<AvisoSaveInput>][] = [
    ['a gender other than Indistinto', { ...NO_REQUIREMENT, genero: 'Femenino' }],
    ['a minimum age', { ...NO_REQUIREMENT, edadDesde: '30' }],
    ['a maximum age', { ...NO_REQUIREMENT, edadHasta: '40' }],
    ['a reason of blanks only', { ...NO_REQUIREMENT, genero: 'Masculino', motivoRequisito: '   ' }],
  ];
  it.each(cases)('refuses %s without a reason, in Spanish, and stores nothing', async (_case, overrides) => {
    const before = Number((await ctx.dataSource.query(`SELECT count(*) FROM avisos`))[0].count);
    const { status, body } = await add(overrides);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'motivoRequisito', message: FAIR_WORDING_MESSAGES.motivoRequired });
    expect(Number((await ctx.dataSource.query(`SELECT count(*) FROM avisos`))[0].count)).toBe(before);
  });

  it('refuses a reason over 300 characters', async () => {
    const { body } = await add({ genero: 'Femenino', motivoRequisito: 'x'.repeat(301) }).expect(400);
    expect(body.errors).toContainEqual({ field: 'motivoRequisito', message: FAIR_WORDING_MESSAGES.motivoMax });
  });

  it('stores the reason and gives it back to the wizard; an update that drops the requirement drops the reason', async () => {
    const { body } = await add({ ...NO_REQUIREMENT, genero: 'Femenino', motivoRequisito: `  ${REASON} ` }).expect(201);
    expect(await stored(body.id)).toBe(REASON);
    const { body: data } = await getAs(server, empresa, `/api/empresa/aviso/${body.id}`).expect(200);
    expect(data.aviso).toMatchObject({ genero: 'Femenino', motivoRequisito: REASON });

    await postAs(server, empresa, '/api/empresa/update_aviso', {
      id: body.id,
      aviso: validAvisoOf(refs, { ...NO_REQUIREMENT, motivoRequisito: REASON }),
    }).expect(200);
    expect(await stored(body.id)).toBeNull();
  });

  it('asks nothing of an ad open to everyone', async () => {
    const { body } = await add(NO_REQUIREMENT).expect(201);
    expect(await stored(body.id)).toBeNull();
  });
});

describe("the administrator's 'Avisos con requisitos de género o edad'", () => {
  it('lists the ads with a requirement, their company and reason, last saved first; not the ones open to everyone', async () => {
    const open = (await add({ ...NO_REQUIREMENT, titulo: 'Cadete abierto a todos' }).expect(201)).body.id;
    const first = (
      await add({
        ...NO_REQUIREMENT,
        titulo: 'Guardavidas',
        edadDesde: '18',
        edadHasta: '50',
        motivoRequisito: 'Aptitud física que exige la norma de natatorios.',
      }).expect(201)
    ).body.id;
    const second = (await add({ ...NO_REQUIREMENT, titulo: 'Asistente de vestuario', genero: 'Femenino', motivoRequisito: REASON }).expect(201)).body.id;

    const { response, total } = await listed();
    expect(total).toBe(response.length);
    const ids = response.map((item) => item.id);
    expect(ids).not.toContain(open);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(response.find((item) => item.id === second)).toMatchObject({
      titulo: 'Asistente de vestuario',
      empresa: 'Logística del Plata S.A.',
      genero: 'Femenino',
      edadDesde: null,
      edadHasta: null,
      motivo: REASON,
      status: 'draft',
    });
    expect(response.find((item) => item.id === first)).toMatchObject({ genero: 'Indistinto', edadDesde: 18, edadHasta: 50 });
  });

  it('pages: size 1 gives one ad and the whole total', async () => {
    const all = await listed();
    const { body } = await getAs(server, admin, '/api/avisos/requisitos?page=2&size=1').expect(200);
    expect(body).toMatchObject({ size: 1, total: all.total });
    expect(body.response[0].id).toBe(all.response[1].id);
  });

  it('answers only the administrator', async () => {
    await getAs(server, null, '/api/avisos/requisitos').expect(401);
    await getAs(server, empresa, '/api/avisos/requisitos').expect(403);
    for (const name of ['tester', 'postulante']) await getAs(server, await login(server, name), '/api/avisos/requisitos').expect(403);
  });

  it('refuses a bad page in Spanish', async () => {
    const { body } = await getAs(server, admin, '/api/avisos/requisitos?page=0').expect(400);
    expect(body.message).toBe('La página debe ser al menos 1');
  });
});
