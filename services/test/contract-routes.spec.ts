import { describe, expect, it } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import request from 'supertest';
import { API_CONTRACT, API_PLACES, type ApiRouteContract } from '@postulate/contracts';
import { IS_PUBLIC_KEY } from '../src/auth/auth.decorators.js';
import { CONTRACT_ROUTE_KEY } from '../src/common/contract-route.js';
import { controllerHandlers } from '../src/common/controller-handlers.js';
import { ConversationsService } from '../src/conversations/conversations.service.js';
import { newApplicant, validCv } from './applicants.js';
import { insertAviso } from './avisos.js';
import { listRoutes } from './routes.js';
import { appPerFile } from './test-app.js';
import { getAs, postAs } from './writes.js';

const ctx = appPerFile();

const contracted: [string, ApiRouteContract][] = Object.entries(API_CONTRACT).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, ApiRouteContract>).map(([name, route]): [string, ApiRouteContract] => [`${feature}.${name}`, route]),
);
/** Per controller, its handlers and whether each serves a contract route. */
function contractControllers(): { controller: string; handlers: { name: string; contracted: boolean }[] }[] {
  const byController = new Map<string, { name: string; contracted: boolean }[]>();
  for (const { controller, name, handler } of controllerHandlers(ctx.app)) {
    if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
    const handlers = byController.get(controller.name) ?? [];
    handlers.push({ name, contracted: Reflect.getMetadata(CONTRACT_ROUTE_KEY, handler) !== undefined });
    byController.set(controller.name, handlers);
  }
  const found = [...byController].map(([controller, handlers]) => ({ controller, handlers }));
  return found;
}

describe('the API contract in packages/contracts', () => {
  it('is what the API serves: each declared route, and no route outside it', () => {
    const served = listRoutes(ctx.app).map((route) => `${route.method} ${route.path}`);
    const declared = contracted.map(([, route]) => `${route.method} ${route.path}`);
    expect(declared.filter((key) => !served.includes(key))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    // Every route the API serves is a contract route (issue 19): none is written by hand.
    const handWritten = contractControllers().flatMap((entry) =>
      entry.handlers.filter((handler) => !handler.contracted).map((handler) => `${entry.controller}.${handler.name}`),
    );
    expect(handWritten).toEqual([]);
    // Besides the contract, only the API's own document is served.
    expect(served.filter((key) => !declared.includes(key) && !key.startsWith('GET /api/docs'))).toEqual([]);
  });

  it('puts each route where the zod-free places say, so the client calls what the server serves', () => {
    for (const [feature, routes] of Object.entries(API_CONTRACT)) {
      const places = API_PLACES[feature as keyof typeof API_PLACES] as Record<string, unknown>;
      for (const [name, route] of Object.entries(routes as Record<string, ApiRouteContract>)) {
        const place = {
          method: route.method,
          path: route.path,
          ...(route.multipart && { multipart: true }),
          ...(route.answers && { answers: route.answers }),
          ...(route.anonymous && { anonymous: true }),
        };
        expect({ name: `${feature}.${name}`, place: places[name] }).toEqual({ name: `${feature}.${name}`, place });
        // A multipart place is the one that declares its file part, and the other way round.
        expect({ name: `${feature}.${name}`, multipart: route.multipart === true }).toEqual({
          name: `${feature}.${name}`,
          multipart: route.upload !== undefined,
        });
      }
    }
  });

  it('serves a route whose answer is everyone’s (sent without the session) to anyone, as a GET', () => {
    const anonymous = controllerHandlers(ctx.app).flatMap(({ controller, handler }) => {
      const route = Reflect.getMetadata(CONTRACT_ROUTE_KEY, handler) as ApiRouteContract | undefined;
      if (!route?.anonymous) return [];
      const isPublic = Reflect.getMetadata(IS_PUBLIC_KEY, handler) ?? Reflect.getMetadata(IS_PUBLIC_KEY, controller);
      return [`${route.method} ${route.path} ${isPublic === true ? 'public' : 'needs a session'}`];
    });
    expect(anonymous.sort()).toEqual([
      'GET /api/area public',
      'GET /api/home public',
      'GET /api/home/aviso/:id public',
      'GET /api/home/aviso/:id/compartir public',
      'GET /api/province public',
    ]);
  });

  it('answers what the response schemas say', async () => {
    const reference = API_CONTRACT.reference;
    const [area] = (await request(ctx.server).get('/api/area?size=1').expect(200)).body.response;
    const answers: [ApiRouteContract, string][] = [
      [reference.localities, '/api/location?province=02&fvalue=barr'],
      [reference.provinces, '/api/province'],
      [reference.areas, '/api/area?fvalue=log'],
      [reference.area, `/api/area/get/${area.id}`],
      [reference.subAreas, '/api/subarea'],
      [reference.subArea, `/api/subarea/get/${area.subareas[0].id}`],
      [reference.workLevels, '/api/nivel'],
    ];
    for (const [route, url] of answers) {
      const { body } = await request(ctx.server).get(url).expect(200);
      expect({ url, error: route.response.safeParse(body).error }).toEqual({ url, error: undefined });
    }
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario/a de contrato', preguntas: ['¿Tenés movilidad propia?'] });
    const home = await request(ctx.server).get('/api/home?q=contrato&province=02').expect(200);
    expect(API_CONTRACT.home.search.response.safeParse(home.body).error).toBeUndefined();
    expect(home.body.avisos.response.map((card: { id: number }) => card.id)).toContain(aviso.id);
    const detail = await request(ctx.server).get(`/api/home/aviso/${aviso.id}`).expect(200);
    expect(API_CONTRACT.home.aviso.response.safeParse(detail.body).error).toBeUndefined();
    // The schemas are strict about what they name: an answer missing a field would not pass.
    const { titulo: _titulo, ...withoutTitle } = detail.body;
    expect(API_CONTRACT.home.aviso.response.safeParse(withoutTitle).success).toBe(false);
  });

  it("answers an applicant's calls as the application schemas say", async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Repartidor/a de contrato', preguntas: ['¿Tenés moto propia?'] });
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'contrato');
    await postAs(ctx.server, session, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv() }).expect(200);
    const routes = API_CONTRACT.applications;
    const applied = await postAs(ctx.server, session, '/api/aplica/aplica', {
      idAviso: aviso.id,
      respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Sí, una 150' }],
    }).expect(201);
    const answers: [ApiRouteContract, unknown][] = [
      [routes.apply, applied.body],
      [routes.list, (await getAs(ctx.server, session, '/api/aplica').expect(200)).body],
      [routes.get, (await getAs(ctx.server, session, `/api/aplica/get/${applied.body.id}`).expect(200)).body],
      [routes.forAviso, (await getAs(ctx.server, session, `/api/aplica/aviso/${aviso.id}`).expect(200)).body],
    ];
    for (const [route, body] of answers) {
      expect({ path: route.path, error: route.response.safeParse(body).error }).toEqual({ path: route.path, error: undefined });
    }
  });

  it("answers an applicant's CV, messages, tests and data export as their schemas say", async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Cadete de contrato', permiteMsjDirecto: true });
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'contrato2');
    const check = (route: ApiRouteContract, body: unknown) =>
      expect({ path: route.path, error: route.response.safeParse(body).error }).toEqual({ path: route.path, error: undefined });
    check(API_CONTRACT.cv.get, (await getAs(ctx.server, session, `/api/cv/get/${applicantId}`).expect(200)).body);
    check(API_CONTRACT.cv.save, (await postAs(ctx.server, session, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv() }).expect(200)).body);
    const applied = await postAs(ctx.server, session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201);
    await ctx.app.get(ConversationsService).sendAsCompany(aviso.companyId, applied.body.id, 'Hola, ¿podés venir el lunes?');
    const conversation = (await getAs(ctx.server, session, `/api/message?idAviso=${aviso.id}`).expect(200)).body;
    check(API_CONTRACT.messages.view, conversation);
    expect(conversation.conversation.messages).toHaveLength(1);
    check(API_CONTRACT.messages.send, (await postAs(ctx.server, session, '/api/message/add', { idAviso: aviso.id, message: 'Sí, gracias' }).expect(200)).body);
    await postAs(ctx.server, session, `/api/message/leido/${conversation.conversation.id}`).expect(204);
    check(API_CONTRACT.tests.status, (await getAs(ctx.server, session, '/api/test').expect(200)).body);
    for (const test of ['toulouse', 'mbti', 'cards'])
      check(API_CONTRACT.tests.start, (await postAs(ctx.server, session, `/api/test/${test}/start`).expect(200)).body);
    check(
      API_CONTRACT.tests.answers,
      (await postAs(ctx.server, session, '/api/test/mbti/answers', { answers: [{ id: 1, value: 'A', ms: 4000 }] }).expect(200)).body,
    );
    for (const test of ['toulouse', 'mbti', 'cards'])
      check(API_CONTRACT.tests.finish, (await postAs(ctx.server, session, `/api/test/${test}/finish`).expect(200)).body);
    const report = (await getAs(ctx.server, session, `/api/test/report/${applicantId}`).expect(200)).body;
    check(API_CONTRACT.tests.report, report);
    expect([report.toulouse, report.mbti, report.cards].every((result) => result !== null)).toBe(true);
    check(API_CONTRACT.privacy.myData, (await getAs(ctx.server, session, '/api/postulante/misdatos').expect(200)).body);
  });

  it('documents every contracted route with its answer’s schema in the OpenAPI document', async () => {
    const { body: document } = await request(ctx.server).get('/api/docs-json').expect(200);
    for (const [name, route] of contracted) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      expect({ name, summary: operation?.summary }).toEqual({ name, summary: route.summary });
      if (route.noContent) {
        expect({ name, statuses: Object.keys(operation.responses) }).toEqual({ name, statuses: expect.arrayContaining(['204']) });
        continue;
      }
      if (route.redirects?.always) {
        expect({ name, statuses: Object.keys(operation.responses).filter((status) => status < '400') }).toEqual({ name, statuses: ['303'] });
        continue;
      }
      if (route.answers === 'file') {
        // A file is declared with the types it really goes out as, never as JSON.
        expect({ name, types: Object.keys(operation.responses['200'].content) }).toEqual({ name, types: [...(route.fileTypes ?? ['(none declared)'])] });
        continue;
      }
      const schema = operation.responses[route.created ? '201' : '200'].content['application/json'].schema;
      // The whole answer, nested objects and unions included, as the schema says.
      const { $schema: _dialect, ...declared } = route.response.toJSONSchema({ io: 'output', unrepresentable: 'any' });
      expect({ name, schema }).toEqual({ name, schema: declared });
    }
    const homeParameters: { name: string; required: boolean }[] = document.paths['/api/home'].get.parameters;
    expect(homeParameters.map((parameter) => parameter.name).sort()).toEqual([
      'area',
      'discapacidad',
      'modalidad',
      'nivel',
      'page',
      'province',
      'publicado',
      'q',
      'salarioDesde',
      'tipoEmpleo',
    ]);
    // Every home filter may be left out; the localities need their province.
    expect(homeParameters.filter((parameter) => parameter.required)).toEqual([]);
    expect(
      document.paths['/api/location'].get.parameters
        .filter((parameter: { required: boolean }) => parameter.required)
        .map((parameter: { name: string }) => parameter.name),
    ).toEqual(['province']);
  });
});
