import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { HomeResponse } from '@postulate/contracts';
import { missingPgTool, startCluster, THROWAWAY, type PgServer } from '../../../scripts/pg-cluster.mjs';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { buildApp, migratedAndSeeded, testConfig } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';
import { loadConfig } from '../config.js';
import type { Database } from '../database/database.js';
import { PublicAnswers } from './public-answers.js';
import { PUBLIC_ANSWERS_LISTENER_NAME } from './public-answers-listener.js';
import { PublicCacheStore } from './public-cache-store.js';

/*
 * Two API instances on one private PostgreSQL, as behind a load balancer, each with its own copy of
 * the public answers: a write on A that changes them empties B's copy within a second; other writes
 * leave it, and a listening connection the server drops comes back.
 */
const missing = missingPgTool();
if (missing) {
  console.warn(`public-answers.spec.ts: pruebas con dos instancias OMITIDAS, falta ${missing} (PostgreSQL 15 en PG_BIN o /usr/lib/postgresql/15/bin)`);
}

/** Polls `condition` every 20 ms for up to `ms`; how long it took, or null. */
async function within(ms: number, condition: () => Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await condition()) return Date.now() - start;
    await sleep(20);
  }
  return null;
}

(missing ? describe.skip : describe)('public answers on two instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let cluster: PgServer;
  let database: Database;
  let a: INestApplication;
  let b: INestApplication;
  let serverA: Server;
  let serverB: Server;
  let empresa: LoggedIn;
  let refs: { area: number; subarea: number; nivel: number };

  const titlesOn = async (server: Server, query: string) =>
    ((await request(server).get(`/api/home/?q=${query}`).expect(200)).body as HomeResponse).avisos.response.map((aviso) => aviso.titulo);
  const listeners = async () =>
    Number((await database.dataSource.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1`, [PUBLIC_ANSWERS_LISTENER_NAME]))[0].n);
  const addAviso = async (titulo: string): Promise<number> =>
    (await postAs(serverA, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { titulo })).expect(201)).body.id;

  beforeAll(async () => {
    cluster = await startCluster(THROWAWAY);
    const url = cluster.adminUrl.toString();
    // Long enough that nothing expires by itself here: only a NOTIFY empties B's copy.
    const config = testConfig({ DATABASE_URL: url, MAIL_POLL_MS: '0', PUBLIC_CACHE_SECONDS: '60' });
    database = await migratedAndSeeded(config, url);
    // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
    await verifyDemoCompany(database.dataSource);
    a = await buildApp(database, config);
    const second = await new DataSource({ ...database.dataSource.options, migrationsRun: false } as DataSourceOptions).initialize();
    // Nest destroys this DataSource on close.
    b = await buildApp({ dataSource: second, close: async () => {} }, config);
    serverA = a.getHttpServer();
    serverB = b.getHttpServer();
    empresa = await login(serverA, 'empresa');
    [refs] = await database.dataSource.query(
      `SELECT a.id AS area, s.id AS subarea, (SELECT id FROM work_levels ORDER BY id LIMIT 1) AS nivel
         FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
        WHERE a.name = 'Logística' ORDER BY s.id LIMIT 1`,
    );
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
    await cluster?.remove();
  });

  it('holds one listening connection per instance, outside the pools', async () => {
    expect(await listeners()).toBe(2);
  });

  it("shows an ad published, then finished, on A in B's cached answer within a second", async () => {
    expect(await titlesOn(serverB, 'meliponicultor')).toEqual([]);
    const id = await addAviso('Meliponicultor/a');
    // A draft is nobody's business but the company's: B still answers from its copy.
    expect(await titlesOn(serverB, 'meliponicultor')).toEqual([]);

    await postAs(serverA, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    const published = await within(1000, async () => (await titlesOn(serverB, 'meliponicultor')).length === 1);
    expect(published).not.toBeNull();

    await postAs(serverA, empresa, '/api/empresa/finish_aviso', { id }).expect(200);
    const finished = await within(1000, async () => (await titlesOn(serverB, 'meliponicultor')).length === 0);
    expect(finished).not.toBeNull();
  });

  it("leaves B's copy after a login, a CV save and an application on A", async () => {
    const { id } = await insertAviso(database.dataSource, { titulo: 'Apicultor/a de altura' });
    expect(await titlesOn(serverB, 'apicultor')).toEqual(['Apicultor/a de altura']);
    const store = b.get(PublicCacheStore);
    const mark = store.mark();
    expect(store.size).toBeGreaterThan(0);

    const ana = await newApplicant(database.dataSource, serverA, 'anadosinstancias');
    await postAs(serverA, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv() }).expect(200);
    await postAs(serverA, ana.session, '/api/aplica/aplica', { idAviso: id }).expect(201);
    // Time enough for a NOTIFY to arrive, had one been sent.
    await sleep(300);
    expect(store.mark()).toBe(mark);
  });

  it('listens again after the server drops its connection, without ending the process', async () => {
    await database.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [PUBLIC_ANSWERS_LISTENER_NAME]);
    expect(await within(10_000, async () => (await listeners()) === 2)).not.toBeNull();

    expect(await titlesOn(serverB, 'zanganero')).toEqual([]);
    const id = await addAviso('Zanganero/a');
    await postAs(serverA, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    expect(await within(1000, async () => (await titlesOn(serverB, 'zanganero')).length === 1)).not.toBeNull();
  });
});

describe('PublicAnswers with replicas', () => {
  it('empties the store again once a replica allowed to lag has the write', async () => {
    const config = loadConfig({
      PUBLIC_CACHE_SECONDS: '60',
      DATABASE_URL: 'postgres://primario.invalid/postulate',
      DATABASE_REPLICA_URLS: 'postgres://replica.invalid/postulate',
      REPLICA_MAX_LAG_SECONDS: '1',
    });
    const store = new PublicCacheStore(config);
    // A DataSource without a URL, as on the embedded database: no listener, no NOTIFY.
    const answers = new PublicAnswers(store, { options: {} } as DataSource, config);
    const mark = store.mark();
    await answers.changed();
    expect(store.mark()).toBe(mark + 1);
    // Read from a replica still behind the write: emptied again after REPLICA_MAX_LAG_SECONDS.
    store.set('/api/area', { body: '{}', etag: '"e"' }, store.mark());
    await sleep(1100);
    expect(store.get('/api/area')).toBeUndefined();
    expect(store.mark()).toBe(mark + 2);
    await answers.beforeApplicationShutdown();
  });
});
