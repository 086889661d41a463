import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SESSION_COOKIE, type HomeResponse } from '@postulate/contracts';
import { insertAviso, validAvisoOf } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';
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
