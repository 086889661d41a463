import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SESSION_COOKIE, type HomeResponse } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';
import { AvisoExpiry } from '../company-avisos/aviso-expiry.js';
import { loadConfig } from '../config.js';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache.js';
import { PUBLIC_CACHE_MAX_ENTRIES, PublicCacheStore } from './public-cache-store.js';

let ctx: TestApp;
let server: Server;
let postulante: LoggedIn;
let empresa: LoggedIn;
/** The four public answers, by name, as a visitor reads them. */
let routes: Record<string, string>;

beforeAll(async () => {
  // Long enough that nothing in this file expires by itself: only a write empties the cache.
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
  server = ctx.server;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
  postulante = await login(server, 'postulante');
  empresa = await login(server, 'empresa');
  const [aviso] = await ctx.dataSource.query(`SELECT id FROM avisos WHERE status = 'published' ORDER BY id LIMIT 1`);
  routes = {
    home: '/api/home/?q=chofer',
    aviso: `/api/home/aviso/${aviso.id}`,
    areas: '/api/area',
    provinces: '/api/province',
  };
});

afterAll(() => ctx?.close());

const STRONG_ETAG = /^"[\w-]{43}"$/;

describe('an anonymous public answer', () => {
  it.each(['home', 'aviso', 'areas', 'provinces'])('%s: ETag of the body and public Cache-Control; 304 on a match', async (name) => {
    const first = await request(server).get(routes[name]).expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag;
    expect(etag).toMatch(STRONG_ETAG);
    // The body's SHA-256, so a proxy or browser that kept an ETag of an earlier version still matches it.
    expect(etag).toBe(`"${createHash('sha256').update(first.text).digest('base64url')}"`);

    const again = await request(server).get(routes[name]).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers).toMatchObject({ etag, 'cache-control': PUBLIC_CACHE_CONTROL });

    const changed = await request(server).get(routes[name]).set('If-None-Match', '"otra-version"').expect(200);
    expect(changed.headers.etag).toBe(etag);
    expect(changed.body).toEqual(first.body);
  });

  it('is the same body a logged-in user gets: nothing of a session is in it', async () => {
    for (const route of Object.values(routes)) {
      const anonymous = await request(server).get(route).expect(200);
      expect((await getAs(server, postulante, route).expect(200)).body).toEqual(anonymous.body);
    }
  });
});

describe('a logged-in answer is never cacheable', () => {
  it.each(['home', 'aviso', 'areas', 'provinces'])('%s: private, no-store, no ETag, and no 304 for the public ETag', async (name) => {
    const { etag } = (await request(server).get(routes[name]).expect(200)).headers;
    for (const who of [postulante, empresa]) {
      const answer = await getAs(server, who, routes[name]).set('If-None-Match', etag).expect(200);
      expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.body).not.toEqual({});
    }
  });

  it('on a route of the session, and with a stale cookie', async () => {
    const session = await getAs(server, postulante, '/api/usuar/session').expect(200);
    expect(session.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(session.headers.etag).toBeUndefined();
    // A cookie of an ended session still marks a browser that was logged in: its answers stay private.
    const stale = await request(server).get(routes.home).set('Cookie', `${SESSION_COOKIE}=vencida`).expect(200);
    expect(stale.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('errors are never public', () => {
  it.each([
    ['an unknown ad', '/api/home/aviso/999999', 404],
    ['a malformed search', '/api/home/?page=0', 400],
    ['a route that needs a session', '/api/notificaciones', 401],
    ['an unknown route', '/api/no-existe', 404],
  ])('%s', async (_case, route, status) => {
    const answer = await request(server).get(route).expect(status);
    expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(answer.headers.etag).toBeUndefined();
  });
});

describe("this instance's copy of the public answers", () => {
  const titlesOf = async (query: string) =>
    ((await request(server).get(`/api/home/?q=${query}`).expect(200)).body as HomeResponse).avisos.response.map((aviso) => aviso.titulo);

  it('answers from memory until a write on this instance, which shows at once', async () => {
    expect(await titlesOf('apicultor')).toEqual([]);
    // Written behind the API's back: the kept answer does not see it (another instance's write neither, until it expires).
    await insertAviso(ctx.dataSource, { titulo: 'Apicultor/a para sala de extracción' });
    expect(await titlesOf('apicultor')).toEqual([]);

    const [refs] = await ctx.dataSource.query(
      `SELECT a.id AS area, s.id AS subarea, (SELECT id FROM work_levels ORDER BY id LIMIT 1) AS nivel
         FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
        WHERE a.name = 'Logística' ORDER BY s.id LIMIT 1`,
    );
    const { id } = (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { titulo: 'Apicultor/a de campo' })).expect(201)).body;
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    expect((await titlesOf('apicultor')).sort()).toEqual(['Apicultor/a de campo', 'Apicultor/a para sala de extracción']);
  });

  it('is not emptied by a refused write', async () => {
    expect(await titlesOf('apicultor')).toHaveLength(2);
    await insertAviso(ctx.dataSource, { titulo: 'Apicultor/a ayudante' });
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: 999_999 }).expect(404);
    expect(await titlesOf('apicultor')).toHaveLength(2);
  });
});

describe('what empties the copy: only writes that change a public answer', () => {
  let admin: LoggedIn;
  let refs: { area: number; subarea: number; nivel: number };
  let withMessages: number;

  beforeAll(async () => {
    admin = await login(server, 'admin');
    [refs] = await ctx.dataSource.query(
      `SELECT a.id AS area, s.id AS subarea, (SELECT id FROM work_levels ORDER BY id LIMIT 1) AS nivel
         FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
        WHERE a.name = 'Logística' ORDER BY s.id LIMIT 1`,
    );
    ({ id: withMessages } = await insertAviso(ctx.dataSource, { titulo: 'Aviso que admite mensajes', permiteMsjDirecto: true }));
  });

  /** Fills the copy with the four answers, runs `write`, and tells whether the copy was emptied meanwhile. */
  async function empties(write: () => Promise<unknown>): Promise<boolean> {
    const store = ctx.app.get(PublicCacheStore);
    for (const route of Object.values(routes)) await request(server).get(route).expect(200);
    expect(store.size).toBeGreaterThanOrEqual(4);
    const mark = store.mark();
    await write();
    return store.mark() !== mark;
  }

  it("leaves it after a login, a CV save, an application, a message and an unpublished ad's save", async () => {
    let ana!: Awaited<ReturnType<typeof newApplicant>>;
    expect(await empties(async () => (ana = await newApplicant(ctx.dataSource, server, 'anacache')))).toBe(false);
    expect(await empties(() => postAs(server, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv() }).expect(200))).toBe(false);
    expect(await empties(() => postAs(server, ana.session, '/api/aplica/aplica', { idAviso: withMessages }).expect(201))).toBe(false);
    expect(await empties(() => postAs(server, ana.session, '/api/message/add', { idAviso: withMessages, message: 'Hola, ¿sigue abierta?' }).expect(200))).toBe(
      false,
    );
    let draft = 0;
    expect(await empties(async () => ({ id: draft } = (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs)).expect(201)).body))).toBe(
      false,
    );
    const edit = { id: draft, aviso: validAvisoOf(refs, { titulo: 'Borrador corregido' }) };
    expect(await empties(() => postAs(server, empresa, '/api/empresa/update_aviso', edit).expect(200))).toBe(false);
  });

  it('empties it when an ad is published, edited, finished or expires, and when it is deleted', async () => {
    const { id } = (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { titulo: 'Cuidador/a de colmenas' })).expect(201)).body;
    expect(await empties(() => postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(200))).toBe(true);
    const edit = { id, aviso: validAvisoOf(refs, { titulo: 'Cuidador/a de colmenas (turno mañana)' }) };
    expect(await empties(() => postAs(server, empresa, '/api/empresa/update_aviso', edit).expect(200))).toBe(true);
    expect(await empties(() => postAs(server, empresa, '/api/empresa/finish_aviso', { id }).expect(200))).toBe(true);

    const due = await insertAviso(ctx.dataSource, { titulo: 'Aviso que vence hoy' });
    await ctx.dataSource.query(`UPDATE avisos SET expires_at = now() - interval '1 minute' WHERE id = $1`, [due.id]);
    expect(await empties(async () => expect((await ctx.app.get(AvisoExpiry).runDue()).expired).toBe(1))).toBe(true);
    // A run with nothing due changes nothing.
    expect(await empties(() => ctx.app.get(AvisoExpiry).runDue())).toBe(false);

    const { id: unwanted } = (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs)).expect(201)).body;
    expect(await empties(() => postAs(server, empresa, '/api/empresa/delete_aviso', { id: unwanted }).expect(200))).toBe(true);
  });

  it("empties it when a reference list is edited, and when a company's name changes, not its other data", async () => {
    expect(await empties(() => postAs(server, admin, `/api/nivel/update/${refs.nivel}`, { name: 'Pasante universitario' }).expect(200))).toBe(true);
    // Exporting a list is a POST that writes nothing.
    expect(await empties(() => postAs(server, admin, '/api/nivel/report.php', {}).expect(200))).toBe(false);

    const { body: current } = await getAs(server, empresa, '/api/empresa/perfil').expect(200);
    const { locationLabel: _label, logoUrl: _logo, ...profile } = current;
    expect(await empties(() => postAs(server, empresa, '/api/empresa/perfil', { ...profile, tel: '+5491145678901' }).expect(200))).toBe(false);
    expect(await empties(() => postAs(server, empresa, '/api/empresa/perfil', { ...profile, razonsocial: 'Logística del Plata S.A.U.' }).expect(200))).toBe(
      true,
    );
  });
});

describe('PublicCacheStore', () => {
  const storeFor = (seconds: string) => new PublicCacheStore(loadConfig({ PUBLIC_CACHE_SECONDS: seconds }));
  const answer = { body: '{}', etag: '"e"' };

  it('keeps nothing when turned off', () => {
    const store = storeFor('0');
    store.set('/api/area', answer, store.mark());
    expect(store.get('/api/area')).toBeUndefined();
  });

  it('drops the least recently used past its limit', () => {
    const store = storeFor('60');
    for (let index = 0; index < PUBLIC_CACHE_MAX_ENTRIES; index += 1) store.set(`/api/home/?page=${index + 1}`, answer, store.mark());
    // Read, so page 2 is now the least recently used.
    expect(store.get('/api/home/?page=1')).toMatchObject(answer);
    store.set('/api/area', answer, store.mark());
    expect(store.size).toBe(PUBLIC_CACHE_MAX_ENTRIES);
    expect(store.get('/api/home/?page=2')).toBeUndefined();
    expect(store.get('/api/home/?page=1')).toMatchObject(answer);
  });

  it('does not store an answer read before a write emptied it', () => {
    const store = storeFor('60');
    const mark = store.mark();
    store.clear();
    store.set('/api/area', answer, mark);
    expect(store.get('/api/area')).toBeUndefined();
  });
});
