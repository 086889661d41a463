import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PROVINCES, type AreaItem, type LocalityOption, type NamedItem } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { login } from '../../test/session.js';

const ctx = appPerFile();

const labels = (body: { response: LocalityOption[] }) => body.response.map((locality) => locality.label);

describe('GET /api/location/', () => {
  it('finds Córdoba city in province 14 ignoring accents and case', async () => {
    const { body } = await request(ctx.server).get('/api/location/?province=14&fvalue=cordoba&fname=name').expect(200);
    expect(body).toEqual({ response: [{ id: '14014010', label: 'Córdoba' }], size: 1, total: 1 });
    const upper = await request(ctx.server).get('/api/location/?province=14&fvalue=RIO%20CUARTO').expect(200);
    expect(labels(upper.body)).toEqual(['Río Cuarto']);
  });

  it('lists the 49 localities of CABA in alphabetical order, ids with their leading zero', async () => {
    const { body } = await request(ctx.server).get('/api/location/?province=02').expect(200);
    expect(body.total).toBe(49);
    expect(body.size).toBe(49);
    expect(labels(body)).toContain('Palermo');
    expect(body.response.every((locality: LocalityOption) => locality.id.startsWith('02'))).toBe(true);
    const names = labels(body).map((label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('limits the page but reports the total, and takes LIKE wildcards literally', async () => {
    const { body } = await request(ctx.server).get('/api/location/?province=06&limit=5').expect(200);
    expect(body).toMatchObject({ size: 5, total: 884 });
    const wildcard = await request(ctx.server).get('/api/location/?province=06&fvalue=%25').expect(200);
    expect(wildcard.body).toEqual({ response: [], size: 0, total: 0 });
  });

  it('answers 400 in Spanish for a bad province or limit', async () => {
    await request(ctx.server)
      .get('/api/location/?province=99')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'province', message: 'Debe indicar una provincia válida' }));
    await request(ctx.server)
      .get('/api/location/?fvalue=x')
      .expect(400)
      .expect(({ body }) => expect(body.field).toBe('province'));
    await request(ctx.server)
      .get('/api/location/?province=02&limit=5000')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'limit', message: 'La cantidad de resultados no puede superar 1000' }));
  });
});

describe('other lookups', () => {
  it('lists the 24 provinces in the spec order', async () => {
    const { body } = await request(ctx.server).get('/api/province/').expect(200);
    expect(body.total).toBe(24);
    expect(body.response).toEqual(PROVINCES.map(({ id, name }) => ({ id, name })));
  });

  it('lists areas with their sub-areas, sharing sub-areas between areas', async () => {
    const { body } = await request(ctx.server).get('/api/area/').expect(200);
    const areas = body.response as AreaItem[];
    expect(areas.map((area) => area.name)).toEqual(
      expect.arrayContaining([
        'Seguridad',
        'Tecnología',
        'Salud',
        'Administración',
        'Ventas',
        'Gastronomía',
        'Logística',
        'Educación',
        'Construcción',
        'Atención al cliente',
      ]),
    );
    const subAreasOf = (name: string) => areas.find((area) => area.name === name)?.subareas.map((sub) => sub.name);
    expect(subAreasOf('Seguridad')).toEqual(expect.arrayContaining(['Vigilancia', 'Seguridad e higiene']));
    expect(subAreasOf('Construcción')).toContain('Seguridad e higiene');
    const seguridadEHigiene = areas.flatMap((area) => area.subareas).filter((sub) => sub.name === 'Seguridad e higiene');
    expect(new Set(seguridadEHigiene.map((sub) => sub.id)).size).toBe(1);

    const filtered = await request(ctx.server).get('/api/area/?fvalue=tecnologia').expect(200);
    expect(filtered.body.response.map((area: AreaItem) => area.name)).toEqual(['Tecnología']);
  });

  it('filters sub-areas and lists work levels by seniority', async () => {
    const subAreas = await request(ctx.server).get('/api/subarea/?fvalue=seguridad&fname=name').expect(200);
    expect(subAreas.body.response.map((sub: { name: string }) => sub.name)).toEqual(['Seguridad bancaria', 'Seguridad e higiene', 'Seguridad informática']);
    const levels = await request(ctx.server).get('/api/nivel/').expect(200);
    expect(levels.body.response.map((level: { name: string }) => level.name)).toEqual([
      'Pasante',
      'Junior',
      'Semi Senior',
      'Senior',
      'Jefe / Supervisor',
      'Gerente',
    ]);
  });
});

describe('paged lists and single reads', () => {
  it('pages sub-areas 20 at a time and reports the total before paging', async () => {
    const first = await request(ctx.server).get('/api/subarea/').expect(200);
    expect(first.body.size).toBe(20);
    expect(first.body.total).toBeGreaterThan(40);
    const all: string[] = [];
    for (let page = 1; page <= Math.ceil(first.body.total / 20); page += 1) {
      const { body } = await request(ctx.server).get(`/api/subarea/?page=${page}`).expect(200);
      expect(body.total).toBe(first.body.total);
      all.push(...body.response.map((sub: NamedItem) => sub.name));
    }
    expect(new Set(all).size).toBe(first.body.total);
    const sized = await request(ctx.server).get('/api/subarea/?size=5&page=2').expect(200);
    expect(sized.body.response.map((sub: NamedItem) => sub.name)).toEqual(all.slice(5, 10));
  });

  it('pages areas by area, however many sub-areas each has', async () => {
    const { body } = await request(ctx.server).get('/api/area/?size=3&page=2').expect(200);
    expect(body.size).toBe(3);
    expect(body.response.every((area: AreaItem) => area.subareas.length > 0)).toBe(true);
  });

  it('finds one item by id and answers a Spanish 404 for a missing one', async () => {
    const { body } = await request(ctx.server).get('/api/nivel/?fvalue=senior&ftype=eq').expect(200);
    expect(body.response).toEqual([{ id: expect.any(Number), name: 'Senior' }]);
    await request(ctx.server).get(`/api/nivel/get/${body.response[0].id}`).expect(200, body.response[0]);
    await request(ctx.server).get('/api/nivel/get/999999').expect(404, { message: 'El nivel no existe' });
    await request(ctx.server).get('/api/subarea/get/999999').expect(404, { message: 'La subárea no existe' });
    await request(ctx.server).get('/api/area/get/999999').expect(404, { message: 'El área no existe' });
  });

  it('compares whole names with ftype=eq, ignoring case and accents', async () => {
    const exact = await request(ctx.server).get('/api/area/?fvalue=TECNOLOGIA&ftype=eq').expect(200);
    expect(exact.body.response.map((area: AreaItem) => area.name)).toEqual(['Tecnología']);
    const partial = await request(ctx.server).get('/api/area/?fvalue=tecno&ftype=eq').expect(200);
    expect(partial.body).toEqual({ response: [], size: 0, total: 0 });
    const locality = await request(ctx.server).get('/api/location/?province=14&fvalue=rio%20cuarto&ftype=eq').expect(200);
    expect(labels(locality.body)).toEqual(['Río Cuarto']);
  });
});

describe('odd filters never reach SQL', () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await login(ctx.server, 'admin')).cookie;
  });

  const LISTS = ['/api/subarea/?', '/api/nivel/?', '/api/area/?', '/api/location/?province=02&', '/api/usuar/?'];
  const get = (list: string, query: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
    return request(ctx.server).get(`${list}${search}`).set('Cookie', adminCookie);
  };
  const tablesIntact = async () => {
    const [row] = await ctx.dataSource.query(
      `SELECT (SELECT count(*) FROM sub_areas)::int AS sub, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM areas)::int AS areas`,
    );
    expect(row.sub).toBeGreaterThan(0);
    expect(row.users).toBeGreaterThan(0);
    expect(row.areas).toBeGreaterThan(0);
  };

  const harmless = [
    "'",
    "O'Brien",
    "'; DROP TABLE sub_areas; --",
    '" OR 1=1 --',
    "%' OR '1'='1",
    ';',
    '\\',
    '_',
    '%%',
    ')) OR ((1=1',
    '🙂',
    '日本語',
    'ñandú',
    '\u202Etxt',
  ];

  it.each(LISTS)('%s answers an empty list for quotes, SQL, wildcards and unicode, like or eq', async (list) => {
    for (const fvalue of harmless) {
      for (const ftype of ['like', 'eq']) {
        const { status, body } = await get(list, { fvalue, ftype });
        expect([fvalue, ftype, status, body]).toEqual([fvalue, ftype, 200, { response: [], size: 0, total: 0 }]);
      }
    }
    await tablesIntact();
  });

  it.each(LISTS)('%s answers a Spanish 400 for an overlong, repeated or control-character fvalue', async (list) => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ fvalue: 'a'.repeat(10 * 1024) }, 'El texto a buscar no puede superar los 100 caracteres'],
      [{ fvalue: `'${"'; DROP TABLE users; --".repeat(500)}` }, 'El texto a buscar no puede superar los 100 caracteres'],
      [{ fvalue: 'a\u0000b' }, 'El texto a buscar no es válido'],
      [{ fvalue: 'linea\nnueva' }, 'El texto a buscar no es válido'],
      [{ fvalue: ['uno', 'dos'] }, 'El texto a buscar no es válido'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(list, query);
      expect([status, body]).toEqual([400, expect.objectContaining({ field: 'fvalue', message })]);
    }
    await tablesIntact();
  });

  it.each(LISTS)('%s accepts only its own fields in fname and like/eq in ftype', async (list) => {
    const fieldsMessage = list.startsWith('/api/usuar') ? 'Solo se puede filtrar por nombre, email o rol' : 'Solo se puede filtrar por nombre';
    for (const fname of ['id', 'password_hash', 'name; DROP TABLE areas', "name'", 'NAME', 'name--', 'x'.repeat(10 * 1024), '']) {
      const { status, body } = await get(list, { fvalue: 'a', fname });
      expect([fname, status, body]).toEqual([fname, 400, expect.objectContaining({ field: 'fname', message: fieldsMessage })]);
    }
    for (const ftype of ['LIKE', "like'--", 'ilike', 'regex', '']) {
      const { status, body } = await get(list, { fvalue: 'a', ftype });
      expect([ftype, status, body]).toEqual([ftype, 400, expect.objectContaining({ field: 'ftype', message: "El tipo de búsqueda debe ser 'like' o 'eq'" })]);
    }
    await tablesIntact();
  });

  it.each(LISTS.filter((list) => !list.includes('location')))('%s answers 400 for nonsense paging', async (list) => {
    const queries: Record<string, string>[] = [
      { page: 'abc' },
      { page: '-1' },
      { page: '1.5' },
      { page: '1e400' },
      { page: '9'.repeat(400) },
      { size: '0' },
      { size: '101' },
      { size: '; DROP' },
    ];
    for (const query of queries) {
      const { status, body } = await get(list, query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.field).toBe(Object.keys(query)[0]);
    }
  });
});
