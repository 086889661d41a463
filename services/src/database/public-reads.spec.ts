import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { ADMIN_REFERENCE_ROUTES, CSRF_HEADER, REFERENCE_ROUTES, SESSION_COOKIE } from '@postulate/contracts';
import { missingPgTool, startCluster, startReplica, THROWAWAY, type PgServer } from '../../../scripts/pg-cluster.mjs';
import { login } from '../../test/session.js';
import { buildApp, migratedAndSeeded, testConfig } from '../../test/test-app.js';
import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { PublicReads } from './public-reads.js';
import { withReadRouting } from './read-routing.js';

/*
 * A private primary on loopback, a streaming replica of it made with pg_basebackup, and the API
 * on both: which reads the replica answers, and that a replica stopped or behind never shows.
 */
const missing = missingPgTool();
if (missing) {
  console.warn(`public-reads.spec.ts: pruebas de réplicas OMITIDAS, falta ${missing} (PostgreSQL 15 en PG_BIN o /usr/lib/postgresql/15/bin)`);
}

const ANONYMOUS_GET = { method: 'GET', cookies: {} };
/** Small, so that a burst fills every pool. */
const POOL_MAX = 5;
const STANDBY_SQL = 'SELECT pg_is_in_recovery() AS standby';

/** Polls `condition` every 100 ms for up to `ms`. */
async function eventually(condition: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return false;
}

(missing ? describe.skip : describe)('PublicReads with a streaming replica', () => {
  let primary: PgServer;
  let replica: PgServer | undefined;
  let database: Database;
  let app: INestApplication;
  let server: Server;
  let reads: PublicReads;
  let withReplica: AppConfig;

  /** Whether the read an anonymous visitor's GET would make lands on the replica. */
  const anonymousReadOnReplica = async () => {
    const [{ standby }] = await withReadRouting(ANONYMOUS_GET, () => reads.query<{ standby: boolean }[]>(STANDBY_SQL));
    return standby;
  };

  /** On the replica itself, as its superuser. */
  const onReplica = async (sql: string) => {
    const client = new pg.Pool({ connectionString: replica!.adminUrl.toString(), max: 1, connectionTimeoutMillis: 5000 });
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    primary = await startCluster(THROWAWAY);
    const primaryUrl = primary.adminUrl.toString();
    // testConfig keeps the in-memory answers off: every request reaches the database, so where reads go shows.
    const config = testConfig({ DATABASE_URL: primaryUrl, MAIL_POLL_MS: '0', DB_POOL_MAX: String(POOL_MAX) });
    database = await migratedAndSeeded(config, primaryUrl);
    // Copied after the seed, so the replica starts with everything the tests read.
    replica = await startReplica(primary, THROWAWAY);
    withReplica = { ...config, replicas: { urls: [replica.adminUrl.toString()], maxLagSeconds: 1 } };
    app = await buildApp(database, withReplica);
    server = app.getHttpServer();
    reads = app.get(PublicReads);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await replica?.remove();
    await primary?.remove();
  });

  it("sends an anonymous GET's public reads to the replica, in the same answers as the primary", async () => {
    expect(await anonymousReadOnReplica()).toBe(true);

    const before = reads.served();
    const { body } = await request(server).get(REFERENCE_ROUTES.provinces.path).expect(200);
    expect(body.total).toBe(24);
    expect(body.response[0]).toEqual({ id: '02', name: 'CABA' });
    const after = reads.served();
    expect(after.replicas[0]).toBeGreaterThan(before.replicas[0]);
    expect(after.primary).toBe(before.primary);
  });

  it('reads the primary for a session, for any request but GET and HEAD, and outside a request', async () => {
    const standby = async (requestLike: { method: string; cookies: Record<string, string> }) =>
      (await withReadRouting(requestLike, () => reads.query<{ standby: boolean }[]>(STANDBY_SQL)))[0].standby;
    expect(await standby({ method: 'GET', cookies: { [SESSION_COOKIE]: 'any' } })).toBe(false);
    expect(await standby({ method: 'POST', cookies: {} })).toBe(false);
    const [{ standby: background }] = await reads.query<{ standby: boolean }[]>(STANDBY_SQL);
    expect(background).toBe(false);

    // A logged-in administrator's list and write both use the primary; the replica then receives the row.
    const admin = await login(server, 'admin');
    const before = reads.served();
    await request(server).get(REFERENCE_ROUTES.workLevels.path).set('Cookie', admin.cookie).expect(200);
    expect(reads.served().primary).toBeGreaterThan(before.primary);
    expect(reads.served().replicas[0]).toBe(before.replicas[0]);

    const added = await request(server)
      .post(ADMIN_REFERENCE_ROUTES.addWorkLevel.path)
      .set('Cookie', admin.cookie)
      .set(CSRF_HEADER, admin.csrfToken)
      .send({ name: 'Nivel de la réplica' });
    expect(added.status).toBeLessThan(300);
    const seenByVisitors = await eventually(async () => {
      const { body } = await request(server).get(REFERENCE_ROUTES.workLevels.path).query({ fvalue: 'Nivel de la réplica', size: 10 });
      return body.total === 1;
    });
    expect(seenByVisitors).toBe(true);
  });

  it('answers every request while the replica is stopped, and uses it again once it is back', async () => {
    await replica!.stopServer('fast');
    const during = reads.served();
    for (let index = 0; index < 20; index += 1) {
      await request(server).get(REFERENCE_ROUTES.provinces.path).expect(200);
    }
    expect(reads.served().primary - during.primary).toBe(20);
    expect(await anonymousReadOnReplica()).toBe(false);

    await replica!.start();
    expect(await eventually(anonymousReadOnReplica)).toBe(true);
    const back = reads.served();
    await request(server).get(REFERENCE_ROUTES.provinces.path).expect(200);
    expect(reads.served().replicas[0]).toBeGreaterThan(back.replicas[0]);
  });

  it('skips a replica more than REPLICA_MAX_LAG_SECONDS behind, until it catches up', async () => {
    expect(await eventually(anonymousReadOnReplica)).toBe(true);
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      // WAL the paused replica receives but does not replay.
      await database.dataSource.query(`SELECT pg_logical_emit_message(false, 'postulate', 'réplica atrasada')`);
      expect(await eventually(async () => !(await anonymousReadOnReplica()))).toBe(true);
      // Nobody notices: the answers come from the primary.
      await request(server).get(REFERENCE_ROUTES.provinces.path).expect(200);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    expect(await eventually(anonymousReadOnReplica)).toBe(true);
  });

  it('opens at most DB_POOL_MAX connections to each server, its pools full and the change listener open', async () => {
    // The same API with its cache of public answers on, so it listens for changes as in production.
    await app.close();
    app = await buildApp(database, { ...withReplica, publicCacheSeconds: 60 });
    server = app.getHttpServer();
    reads = app.get(PublicReads);
    expect(await eventually(anonymousReadOnReplica)).toBe(true);

    const counters = [primary, replica!].map((cluster) => new pg.Pool({ connectionString: cluster.adminUrl.toString(), max: 1 }));
    const peaks = [0, 0];
    let loading = true;
    const sampling = (async () => {
      while (loading) {
        for (const [index, counter] of counters.entries()) {
          const { rows } = await counter.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
          );
          peaks[index] = Math.max(peaks[index], rows[0].n);
        }
        await sleep(10);
      }
    })();
    try {
      const hold = 'SELECT pg_sleep(0.2)';
      const empresa = await login(server, 'empresa');
      await Promise.all([
        ...Array.from({ length: 12 }, () => database.dataSource.query(hold)),
        ...Array.from({ length: 12 }, () => reads.query(hold)),
        ...Array.from({ length: 12 }, () => withReadRouting(ANONYMOUS_GET, () => reads.query(hold))),
        ...Array.from({ length: 12 }, (_, index) =>
          request(server)
            .get('/api/home')
            .query({ q: `operario${index}` })
            .expect(200),
        ),
        ...Array.from({ length: 12 }, () => request(server).get('/api/empresa/dashboard').set('Cookie', empresa.cookie).expect(200)),
      ]);
    } finally {
      loading = false;
      await sampling;
      await Promise.all(counters.map((counter) => counter.end()));
    }
    // Primary: the API's pool (2), the public reads' (2) and the listener; replica: its reads (4) and the check.
    expect(peaks).toEqual([POOL_MAX, POOL_MAX]);
  });
});
