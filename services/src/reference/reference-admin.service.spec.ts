import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, MESSAGES, type AreaItem, type NamedItem } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import type { LoggedIn } from '../../test/session.js';
import { formulaCells, readSheet } from '../../test/spreadsheet.js';
import { downloadAs, getAs, loginAll, NON_ADMINS, postAs } from '../../test/writes.js';
import { AREA_MESSAGES, REFERENCE_LISTS } from './reference-lists.js';

const ctx = appPerFile();
let as: Record<string, LoggedIn | null>;
let admin: LoggedIn;

beforeAll(async () => {
  as = await loginAll(ctx.server);
  admin = as.admin!;
});

const rows = async (table: string) => Number((await ctx.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
const snapshot = async () => ({
  levels: await rows('work_levels'),
  subAreas: await rows('sub_areas'),
  areas: await rows('areas'),
  links: await rows('area_sub_areas'),
});

/** The one item of a list whose name is exactly `name`. */
async function find<T extends NamedItem>(entity: string, name: string): Promise<T> {
  const { body } = await getAs(ctx.server, null, `/api/${entity}/?fvalue=${encodeURIComponent(name)}&ftype=eq`).expect(200);
  expect(body.total).toBe(1);
  return body.response[0];
}

const avisosUsing = async (column: string, id: number) =>
  Number((await ctx.dataSource.query(`SELECT count(*) AS n FROM avisos WHERE ${column} = $1`, [id]))[0].n);

describe('writes are for the Administrador only', () => {
  const writes = [
    ['/api/nivel/add', { name: 'Trainee' }],
    ['/api/nivel/update/1', { name: 'Trainee' }],
    ['/api/nivel/delete.php', { id: 6 }],
    ['/api/subarea/add', { name: 'Intrusión' }],
    ['/api/subarea/update/1', { name: 'Intrusión' }],
    ['/api/subarea/delete.php', { id: 1 }],
    ['/api/area/add', { area: 'Intrusión', subareas: [1] }],
    ['/api/area/update/1', { area: 'Intrusión', subareas: [] }],
    ['/api/area/delete.php', { id: 1 }],
  ] as const;

  it.each(writes.flatMap(([path, body]) => NON_ADMINS.map((who) => ({ path, body, who }))))('$path is refused to $who', async ({ path, body, who }) => {
    const before = await snapshot();
    const { status, body: answer } = await postAs(ctx.server, as[who], path, body);
    expect([status, answer]).toEqual(who === 'visitor' ? [401, { message: MESSAGES.sessionRequired }] : [403, { message: MESSAGES.forbidden }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe.each([
  { entity: 'nivel', table: 'work_levels', column: 'work_level_id', min: ADMIN_MESSAGES.levelMin, used: 'Junior', existing: 'Gerente' },
  { entity: 'subarea', table: 'sub_areas', column: 'sub_area_id', min: ADMIN_MESSAGES.subAreaMin, used: 'Depósito', existing: 'Kinesiología' },
] as const)('/api/$entity/ add, update and delete', ({ entity, table, column, min, used, existing }) => {
  const messages = REFERENCE_LISTS[entity];

  it('adds, reads back, renames and deletes an item', async () => {
    const { body: created } = await postAs(ctx.server, admin, `/api/${entity}/add`, { name: '  Prueba de alta ', actionType: 'create' }).expect(201);
    expect(created).toEqual({ id: expect.any(Number), name: 'Prueba de alta' });
    await getAs(ctx.server, null, `/api/${entity}/get/${created.id}`).expect(200, created);

    const { body: renamed } = await postAs(ctx.server, admin, `/api/${entity}/update/${created.id}`, {
      name: 'Prueba renombrada',
      actionType: 'update',
    }).expect(200);
    expect(renamed).toEqual({ id: created.id, name: 'Prueba renombrada' });
    expect(await find(entity, 'prueba RENOMBRADA')).toEqual(renamed);

    await postAs(ctx.server, admin, `/api/${entity}/delete.php`, { id: created.id }).expect(200, { message: messages.deleted });
    await getAs(ctx.server, null, `/api/${entity}/get/${created.id}`).expect(404, { message: messages.notFound });
  });

  it('refuses a short name with the spec message and saves nothing', async () => {
    const before = await rows(table);
    const { body } = await postAs(ctx.server, admin, `/api/${entity}/add`, { name: ' abc ' }).expect(400);
    expect(body).toMatchObject({ field: 'name', message: min });
    await postAs(ctx.server, admin, `/api/${entity}/add`, {}).expect(400, { message: min, field: 'name', errors: [{ field: 'name', message: min }] });
    expect(await rows(table)).toBe(before);
  });

  it('answers 409 for a name that exists ignoring case and accents', async () => {
    const before = await rows(table);
    const variant = existing.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    await postAs(ctx.server, admin, `/api/${entity}/add`, { name: variant }).expect(409, { message: messages.duplicate, field: 'name' });
    const other = await postAs(ctx.server, admin, `/api/${entity}/add`, { name: 'Nombre libre' }).expect(201);
    await postAs(ctx.server, admin, `/api/${entity}/update/${other.body.id}`, { name: existing.toLowerCase() }).expect(409, {
      message: messages.duplicate,
      field: 'name',
    });
    expect(await rows(table)).toBe(before + 1);
  });

  it('applies a double click once', async () => {
    const statuses = await Promise.all(
      [1, 2].map(() => postAs(ctx.server, admin, `/api/${entity}/add`, { name: 'Doble clic' }).then((response) => response.status)),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses deleting an item ads use, saying how many, and keeps it', async () => {
    const item = await find(entity, used);
    const count = await avisosUsing(column, item.id);
    expect(count).toBeGreaterThan(0);
    const { body } = await postAs(ctx.server, admin, `/api/${entity}/delete.php`, { id: item.id }).expect(409);
    expect(body).toEqual({ message: messages.inUse(used, count) });
    expect(body.message).toMatch(new RegExp(`^No se puede borrar .*"${used}": lo usa`));
    await getAs(ctx.server, null, `/api/${entity}/get/${item.id}`).expect(200, item);
  });

  it('answers 404 for a missing id and 400 for a malformed one', async () => {
    await postAs(ctx.server, admin, `/api/${entity}/update/999999`, { name: 'No existe nada' }).expect(404, { message: messages.notFound });
    await postAs(ctx.server, admin, `/api/${entity}/delete.php`, { id: 999999 }).expect(404, { message: messages.notFound });
    for (const id of [0, -3, 1.5, 'uno', null, true, [1], 2 ** 31]) {
      const { body } = await postAs(ctx.server, admin, `/api/${entity}/delete.php`, { id }).expect(400);
      expect(body).toMatchObject({ field: 'id', message: ADMIN_MESSAGES.invalidId });
    }
    await postAs(ctx.server, admin, `/api/${entity}/update/abc`, { name: 'Algo válido' }).expect(400);
  });
});

describe('/api/area/ add, update and delete', () => {
  it('adds an area with sub-areas, served to everyone by GET /api/area/', async () => {
    const vigilancia = await find('subarea', 'Vigilancia');
    const { body: nueva } = await postAs(ctx.server, admin, '/api/subarea/add', { name: 'Drones' }).expect(201);
    const { body: area } = await postAs(ctx.server, admin, '/api/area/add', {
      area: 'Seguridad aérea',
      subareas: [nueva.id, vigilancia.id, nueva.id],
      actionType: 'create',
    }).expect(201);
    expect(area).toEqual({ id: expect.any(Number), name: 'Seguridad aérea', subareas: [nueva, vigilancia] });
    expect(await find<AreaItem>('area', 'seguridad aerea')).toEqual(area);
    await getAs(ctx.server, null, `/api/area/get/${area.id}`).expect(200, area);
  });

  it('shows the spec message for a short name and refuses sub-areas that do not exist, writing nothing', async () => {
    const before = await snapshot();
    const { body } = await postAs(ctx.server, admin, '/api/area/add', { area: 'abc', subareas: [] }).expect(400);
    expect(body).toMatchObject({ field: 'area', message: 'El área debe tener al menos 4 caracteres' });
    await postAs(ctx.server, admin, '/api/area/add', { area: 'Área fantasma', subareas: [1, 999999] }).expect(400, {
      message: AREA_MESSAGES.subAreaMissing,
      field: 'subareas',
    });
    await postAs(ctx.server, admin, '/api/area/add', { area: 'Área fantasma', subareas: 'todas' }).expect(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a repeated name ignoring case and accents', async () => {
    await postAs(ctx.server, admin, '/api/area/add', { area: 'TECNOLOGIA', subareas: [] }).expect(409, {
      message: REFERENCE_LISTS.area.duplicate,
      field: 'area',
    });
  });

  it('replaces the sub-areas of an area on update', async () => {
    const [cocina, delivery, barra] = await Promise.all(['Cocina', 'Delivery', 'Barra y cafetería'].map((name) => find('subarea', name)));
    const { body: area } = await postAs(ctx.server, admin, '/api/area/add', { area: 'Hotelería', subareas: [cocina.id, delivery.id] }).expect(201);
    const { body: updated } = await postAs(ctx.server, admin, `/api/area/update/${area.id}`, {
      area: 'Hotelería y turismo',
      subareas: [barra.id, cocina.id],
      actionType: 'update',
    }).expect(200);
    expect(updated).toEqual({ id: area.id, name: 'Hotelería y turismo', subareas: [barra, cocina] });
    await getAs(ctx.server, null, `/api/area/get/${area.id}`).expect(200, updated);
    await postAs(ctx.server, admin, '/api/area/update/999999', { area: 'No existe', subareas: [] }).expect(404, {
      message: REFERENCE_LISTS.area.notFound,
    });
  });

  it('will not take away a sub-area that ads of the area still use', async () => {
    const logistica = await find<AreaItem>('area', 'Logística');
    const deposito = logistica.subareas.find((subArea) => subArea.name === 'Depósito')!;
    const { body } = await postAs(ctx.server, admin, `/api/area/update/${logistica.id}`, {
      area: 'Logística',
      subareas: logistica.subareas.filter((subArea) => subArea !== deposito).map((subArea) => subArea.id),
    }).expect(409);
    expect(body).toMatchObject({ field: 'subareas', message: expect.stringContaining('"Depósito"') });
    expect(await find<AreaItem>('area', 'Logística')).toEqual(logistica);
  });

  it('refuses deleting an area ads use, and deletes one they do not with its links', async () => {
    const logistica = await find<AreaItem>('area', 'Logística');
    const count = await avisosUsing('area_id', logistica.id);
    await postAs(ctx.server, admin, '/api/area/delete.php', { id: logistica.id }).expect(409, {
      message: REFERENCE_LISTS.area.inUse('Logística', count),
    });
    await getAs(ctx.server, null, `/api/area/get/${logistica.id}`).expect(200, logistica);

    const [cocina, enfermeria] = await Promise.all(['Cocina', 'Enfermería'].map((name) => find('subarea', name)));
    const { body: area } = await postAs(ctx.server, admin, '/api/area/add', { area: 'Área de paso', subareas: [cocina.id, enfermeria.id] }).expect(201);
    const linksBefore = await rows('area_sub_areas');
    await postAs(ctx.server, admin, '/api/area/delete.php', { id: area.id }).expect(200, { message: REFERENCE_LISTS.area.deleted });
    await getAs(ctx.server, null, `/api/area/get/${area.id}`).expect(404);
    expect(await rows('area_sub_areas')).toBe(linksBefore - 2);
    // Its sub-areas stay: other areas use them.
    await find('subarea', 'Enfermería');
  });

  it('deletes a sub-area that areas list but no ad uses, and its links go with it', async () => {
    const vigilancia = await find('subarea', 'Vigilancia');
    const { body: rondas } = await postAs(ctx.server, admin, '/api/subarea/add', { name: 'Rondas nocturnas' }).expect(201);
    const { body: area } = await postAs(ctx.server, admin, '/api/area/add', { area: 'Custodia', subareas: [rondas.id, vigilancia.id] }).expect(201);
    await postAs(ctx.server, admin, '/api/subarea/delete.php', { id: rondas.id }).expect(200, { message: REFERENCE_LISTS.subarea.deleted });
    await getAs(ctx.server, null, `/api/area/get/${area.id}`).expect(200, { ...area, subareas: [vigilancia] });
  });
});

describe('POST /api/{nivel,subarea,area}/report.php', () => {
  const exportAs = (who: LoggedIn | null, path: string, filter: object) => downloadAs(ctx.server, who, path, filter);
  const linesOf = (body: Buffer) => readSheet(body).map((row) => row.join(';'));

  it('downloads each reference list with its own name filter, areas with their sub-areas', async () => {
    const subArea: NamedItem = (await postAs(ctx.server, admin, '/api/subarea/add', { name: 'Exportación marítima' }).expect(201)).body;
    await postAs(ctx.server, admin, '/api/area/add', { area: 'Comercio exterior', subareas: [subArea.id] }).expect(201);

    const areas = await exportAs(admin, '/api/area/report.php', { fvalue: 'comercio ext' }).expect(200);
    expect(areas.headers['content-disposition']).toMatch(/filename="areas-\d{4}-\d{2}-\d{2}\.csv"/);
    expect((areas.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(linesOf(areas.body as Buffer)).toEqual(['Área;Subáreas', 'Comercio exterior;Exportación marítima']);

    const subAreas = await exportAs(admin, '/api/subarea/report.php', { fvalue: 'EXPORTACION' }).expect(200);
    expect(linesOf(subAreas.body as Buffer)).toEqual(['Subárea', 'Exportación marítima']);

    const levels = await exportAs(admin, '/api/nivel/report.php', {}).expect(200);
    const rows = linesOf(levels.body as Buffer);
    const listed: { total: number } = (await getAs(ctx.server, admin, '/api/nivel?size=1').expect(200)).body;
    expect(rows[0]).toBe('Nivel');
    expect(rows).toHaveLength(1 + listed.total);
  });

  it('writes a name that would start a formula as text', async () => {
    await postAs(ctx.server, admin, '/api/nivel/add', { name: '@SUM(A1) jefe' }).expect(201);
    const sheet = readSheet((await exportAs(admin, '/api/nivel/report.php', { fvalue: 'SUM' }).expect(200)).body as Buffer);
    expect(sheet).toEqual([['Nivel'], ["'@SUM(A1) jefe"]]);
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('is for administrators only', async () => {
    for (const who of NON_ADMINS) await postAs(ctx.server, as[who], '/api/area/report.php', {}).expect(who === 'visitor' ? 401 : 403);
  });
});
