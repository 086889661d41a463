import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PROVINCES, type AreaItem, type LocalityOption } from '@postulate/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
});

afterAll(() => ctx?.close());

const labels = (body: { response: LocalityOption[] }) => body.response.map((locality) => locality.label);

describe('GET /api/location/', () => {
  it('finds Córdoba city in province 14 ignoring accents and case', async () => {
    const { body } = await request(server).get('/api/location/?province=14&fvalue=cordoba&fname=name').expect(200);
    expect(body).toEqual({ response: [{ id: '14014010', label: 'Córdoba' }], size: 1, total: 1 });
    const upper = await request(server).get('/api/location/?province=14&fvalue=RIO%20CUARTO').expect(200);
    expect(labels(upper.body)).toEqual(['Río Cuarto']);
  });

  it('lists the 49 localities of CABA in alphabetical order, ids with their leading zero', async () => {
    const { body } = await request(server).get('/api/location/?province=02').expect(200);
    expect(body.total).toBe(49);
    expect(body.size).toBe(49);
    expect(labels(body)).toContain('Palermo');
    expect(body.response.every((locality: LocalityOption) => locality.id.startsWith('02'))).toBe(true);
    const names = labels(body).map((label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('limits the page but reports the total, and takes LIKE wildcards literally', async () => {
    const { body } = await request(server).get('/api/location/?province=06&limit=5').expect(200);
    expect(body).toMatchObject({ size: 5, total: 884 });
    const wildcard = await request(server).get('/api/location/?province=06&fvalue=%25').expect(200);
    expect(wildcard.body).toEqual({ response: [], size: 0, total: 0 });
  });

  it('answers 400 in Spanish for a bad province or limit', async () => {
    await request(server)
      .get('/api/location/?province=99')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'province', message: 'Debe indicar una provincia válida' }));
    await request(server)
      .get('/api/location/?fvalue=x')
      .expect(400)
      .expect(({ body }) => expect(body.field).toBe('province'));
    await request(server)
      .get('/api/location/?province=02&limit=5000')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'limit', message: 'La cantidad de resultados no puede superar 1000' }));
  });
});

describe('other lookups', () => {
  it('lists the 24 provinces in the spec order', async () => {
    const { body } = await request(server).get('/api/province/').expect(200);
    expect(body.total).toBe(24);
    expect(body.response).toEqual(PROVINCES.map(({ id, name }) => ({ id, name })));
  });

  it('lists areas with their sub-areas, sharing sub-areas between areas', async () => {
    const { body } = await request(server).get('/api/area/').expect(200);
    const areas = body.response as AreaItem[];
    expect(areas.map((area) => area.name)).toEqual(
      expect.arrayContaining(['Seguridad', 'Tecnología', 'Salud', 'Administración', 'Ventas', 'Gastronomía', 'Logística', 'Educación', 'Construcción', 'Atención al cliente']),
    );
    const subAreasOf = (name: string) => areas.find((area) => area.name === name)?.subareas.map((sub) => sub.name);
    expect(subAreasOf('Seguridad')).toEqual(expect.arrayContaining(['Vigilancia', 'Seguridad e higiene']));
    expect(subAreasOf('Construcción')).toContain('Seguridad e higiene');
    const seguridadEHigiene = areas.flatMap((area) => area.subareas).filter((sub) => sub.name === 'Seguridad e higiene');
    expect(new Set(seguridadEHigiene.map((sub) => sub.id)).size).toBe(1);

    const filtered = await request(server).get('/api/area/?fvalue=tecnologia').expect(200);
    expect(filtered.body.response.map((area: AreaItem) => area.name)).toEqual(['Tecnología']);
  });

  it('filters sub-areas and lists work levels by seniority', async () => {
    const subAreas = await request(server).get('/api/subarea/?fvalue=seguridad&fname=name').expect(200);
    expect(subAreas.body.response.map((sub: { name: string }) => sub.name)).toEqual([
      'Seguridad bancaria',
      'Seguridad e higiene',
      'Seguridad informática',
    ]);
    const levels = await request(server).get('/api/nivel/').expect(200);
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
