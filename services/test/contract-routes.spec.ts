import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_CONTRACT, API_PLACES, type ApiRouteContract } from '@postulate/contracts';
import { insertAviso } from './avisos.js';
import { listRoutes } from './routes.js';
import { createTestApp, type TestApp } from './test-app.js';

let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
});

afterAll(() => ctx?.close());

const contracted: [string, ApiRouteContract][] = Object.entries(API_CONTRACT).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, ApiRouteContract>).map(([name, route]): [string, ApiRouteContract] => [`${feature}.${name}`, route]),
);
/** The first segment after /api of each contracted feature: every route there must be declared. */
const prefixes = [...new Set(contracted.map(([, route]) => route.path.split('/')[2]))];

describe('the API contract in packages/contracts', () => {
  it('is what the API serves: each declared route once, and no undeclared route under a contracted feature', () => {
    const served = listRoutes(ctx.app).map((route) => `${route.method} ${route.path}`);
    const declared = contracted.map(([, route]) => `${route.method} ${route.path}`);
    expect(declared.filter((key) => !served.includes(key))).toEqual([]);
    const underContract = served.filter((key) => prefixes.includes(key.split(' ')[1].split('/')[2]));
    expect(underContract.filter((key) => !declared.includes(key))).toEqual([]);
  });

  it('puts each route where the zod-free places say, so the client calls what the server serves', () => {
    for (const [feature, routes] of Object.entries(API_CONTRACT)) {
      const places = API_PLACES[feature as keyof typeof API_PLACES] as Record<string, unknown>;
      for (const [name, route] of Object.entries(routes as Record<string, ApiRouteContract>)) {
        expect({ name: `${feature}.${name}`, place: places[name] }).toEqual({ name: `${feature}.${name}`, place: { method: route.method, path: route.path } });
      }
    }
  });

  it('answers what the response schemas say', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario/a de contrato', preguntas: ['¿Tenés movilidad propia?'] });
    const home = await request(server).get('/api/home?q=contrato&province=02').expect(200);
    expect(API_CONTRACT.home.search.response.safeParse(home.body).error).toBeUndefined();
    expect(home.body.avisos.response.map((card: { id: number }) => card.id)).toContain(aviso.id);
    const detail = await request(server).get(`/api/home/aviso/${aviso.id}`).expect(200);
    expect(API_CONTRACT.home.aviso.response.safeParse(detail.body).error).toBeUndefined();
    // The schemas are strict about what they name: an answer missing a field would not pass.
    const { titulo: _titulo, ...withoutTitle } = detail.body;
    expect(API_CONTRACT.home.aviso.response.safeParse(withoutTitle).success).toBe(false);
  });

  it('documents every contracted route with its answer’s schema in the OpenAPI document', async () => {
    const { body: document } = await request(server).get('/api/docs-json').expect(200);
    for (const [name, route] of contracted) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      expect({ name, summary: operation?.summary }).toEqual({ name, summary: route.summary });
      const schema = operation.responses['200'].content['application/json'].schema;
      expect({ name, properties: Object.keys(schema.properties ?? {}).sort() }).toEqual({
        name,
        properties: Object.keys((route.response.toJSONSchema({ io: 'output' }) as { properties: object }).properties).sort(),
      });
    }
    expect(document.paths['/api/home'].get.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['area', 'page', 'province', 'q']);
  });
});
