// Many API processes on one PostgreSQL, straight and through Debian's PgBouncer in transaction mode
// (issue 37): LOAD_PROCESSES built API processes with DB_POOL_MAX each, on a fresh database with the
// demo data, under autocannon (LOAD_CONNECTIONS spread over the processes, LOAD_SECONDS each) on
// uncached term searches; prints req/s, p50 / p99, errors and the most client connections PostgreSQL
// held for the database at once. Then, through PgBouncer with the in-process cache on, an
// administrator renames an area on one process and the time until another process answers the new
// name: the change listener goes straight to PostgreSQL (DATABASE_LISTEN_URL), since PgBouncer in
// transaction mode delivers no notifications. Not a test: it prints figures and exits 1 only when a
// request failed. Needs pgbouncer (`apt-get install -y pgbouncer`); PostgreSQL trusts loopback here.
//
// Usage: node scripts/build.mjs && node scripts/load-pooler.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_load_pooler)
//   LOAD_PROCESSES      API processes (default 4)
//   LOAD_POOL_SIZE      PgBouncer's server connections for the database (default 10)
//   LOAD_SECONDS        length of each measurement (default 10), after a 2 s warm-up
//   LOAD_CONNECTIONS    concurrent HTTP connections over all processes (default 48)
//   DB_POOL_MAX         each process's connections (default 10)
//   PGBOUNCER_BIN       default /usr/sbin/pgbouncer
// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, freePort, onCleanup, onServer, runBench, startApi, stopApi, waitForApi } from './bench-lib.mjs';
import { call, openSession } from './load-lib.mjs';

const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 4);
const POOL_SIZE = Number(process.env.LOAD_POOL_SIZE ?? 10);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 48);
const POOL_MAX = process.env.DB_POOL_MAX ?? '10';
const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
const WARMUP_SECONDS = 2;
const TERMS = ['chofer', 'deposito', 'operario', 'analista', 'enfermero', 'tecnico', 'mantenimiento', 'ventas', 'administrativo', 'logistica'];
const termPaths = TERMS.map((term) => `/api/home/?q=${encodeURIComponent(term)}`);

const bench = benchDatabase('postulate_load_pooler');

/** PgBouncer on a free port in transaction mode, as the 'postgres' user when this runs as root (it refuses root). */
async function startPgBouncer(server) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-pgbouncer-'));
  const port = await freePort();
  const user = server.username || 'postgres';
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${POOL_SIZE}`,
      'max_client_conn = 2000',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, Number(fs.statSync('/var/lib/postgresql').uid), Number(fs.statSync('/var/lib/postgresql').gid));
  // Its own -u, not runuser: a signal to runuser would leave PgBouncer running. Its log (every connection) would bury the figures.
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  const url = new URL(server);
  url.host = `127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.end();
      return {
        url,
        stop: async () => {
          // SIGTERM: PgBouncer's immediate shutdown (SIGINT waits for its clients).
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  throw new Error('PgBouncer no respondió');
}

/** LOAD_PROCESSES API processes on `databaseUrl`, ready; their base URLs and a stop. */
async function startApis(databaseUrl, count, env) {
  const apis = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    // Only the first seeds; the others start on its data.
    const child = startApi(databaseUrl, port, { DB_POOL_MAX: POOL_MAX, SEED_DEMO: index === 0 ? 'true' : 'false', ...env });
    apis.push({ url: `http://127.0.0.1:${port}`, child });
    await waitForApi(`http://127.0.0.1:${port}`, child);
  }
  return { urls: apis.map((api) => api.url), stop: () => Promise.all(apis.map((api) => stopApi(api.child))) };
}

/** The most client connections to the bench database at once, sampled every 50 ms while `work` runs. */
async function peakConnections(work) {
  const client = new pg.Client({ connectionString: bench.adminUrl.toString() });
  await client.connect();
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        [bench.database],
      );
      peak = Math.max(peak, rows[0].n);
      await sleep(50);
    }
  })();
  try {
    const result = await work();
    return { result, peak };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

/** Term searches on every process at once; summed req/s, the worst p50 and p99, failures. */
async function measure(label, urls) {
  const runs = await Promise.all(
    urls.map((url) => {
      let next = 0;
      return autocannon({
        url: `${url}${termPaths[0]}`,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        warmup: { connections: Math.max(1, Math.round(CONNECTIONS / urls.length)), duration: WARMUP_SECONDS },
        requests: [{ setupRequest: (request) => ({ ...request, path: termPaths[next++ % termPaths.length] }) }],
      });
    }),
  );
  const figures = {
    rps: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p50: Math.max(...runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    failed: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
  console.log(
    `  ${label.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   fallidos ${figures.failed}`,
  );
  return figures;
}

/**
 * An area renamed through process A: how long until process B answers the new name (cached before).
 * @param {string[]} urls
 */
async function renameSeenElsewhere([a, b]) {
  const admin = await openSession(a, 'admin', 'demo1234');
  const areasOn = async (url) =>
    /** @type {{ response: { id: number, name: string, subareas: { id: number }[] }[] }} */ (await (await fetch(`${url}/api/area?size=100`)).json()).response;
  const [area] = await areasOn(b);
  await areasOn(b);
  const name = `${area.name} ${Date.now() % 1000}`;
  const renamed = await call(a, admin, 'POST', `/api/area/update/${area.id}`, { area: name, subareas: area.subareas.map((subarea) => subarea.id) });
  if (renamed.status !== 200) throw new Error(`renombrar el área: HTTP ${renamed.status} ${JSON.stringify(renamed.body)}`);
  const start = Date.now();
  while (Date.now() - start < 5_000) {
    if ((await areasOn(b)).some((item) => item.name === name)) return Date.now() - start;
    await sleep(10);
  }
  return null;
}

async function main() {
  if (!fs.existsSync(PGBOUNCER)) {
    console.log(`Falta PgBouncer (${PGBOUNCER}): apt-get install -y pgbouncer`);
    return false;
  }
  console.log(
    `${PROCESSES} procesos de la API con DB_POOL_MAX=${POOL_MAX}, ${CONNECTIONS} conexiones HTTP, ${SECONDS} s por medición; ` +
      `${os.cpus().length} núcleos compartidos por las APIs, PostgreSQL, PgBouncer y autocannon`,
  );
  await onServer(bench.adminUrl, `DROP DATABASE IF EXISTS ${bench.database} WITH (FORCE)`);
  await onServer(bench.adminUrl, `CREATE DATABASE ${bench.database}`);
  const dropDatabase = onCleanup(() => onServer(bench.adminUrl, `DROP DATABASE IF EXISTS ${bench.database} WITH (FORCE)`));
  const pgbouncer = await startPgBouncer(bench.target);
  const stopPgBouncer = onCleanup(() => pgbouncer.stop());
  let failed = 0;
  try {
    const pooled = new URL(pgbouncer.url);
    pooled.pathname = `/${bench.database}`;
    const setups = [
      { label: 'directo a PostgreSQL', url: bench.target.toString(), env: {} },
      { label: `PgBouncer (transacción, ${POOL_SIZE} conexiones)`, url: pooled.toString(), env: { DATABASE_POOLING: 'transaction' } },
    ];
    console.log('\nBúsquedas por término sin caché en proceso (PUBLIC_CACHE_SECONDS=0):');
    for (const setup of setups) {
      const apis = await startApis(setup.url, PROCESSES, { ...setup.env, PUBLIC_CACHE_SECONDS: '0' });
      const stopApis = onCleanup(apis.stop);
      try {
        const { result, peak } = await peakConnections(() => measure(setup.label, apis.urls));
        console.log(`  ${''.padEnd(40)} conexiones de clientes en PostgreSQL, máximo: ${peak}`);
        failed += result.failed;
      } finally {
        await stopApis();
      }
    }

    console.log('\nCon caché en proceso, a través de PgBouncer, escuchando en DATABASE_LISTEN_URL (directo):');
    const apis = await startApis(pooled.toString(), 2, {
      DATABASE_POOLING: 'transaction',
      DATABASE_LISTEN_URL: bench.target.toString(),
      PUBLIC_CACHE_SECONDS: '60',
    });
    const stopApis = onCleanup(apis.stop);
    try {
      const seenAfter = await renameSeenElsewhere(apis.urls);
      console.log(
        seenAfter === null
          ? '  MISS: el otro proceso siguió mostrando el nombre anterior 5 s'
          : `  ${seenAfter <= 1000 ? 'PASS' : 'MISS'}: el otro proceso muestra el área renombrada ${seenAfter} ms después (objetivo ≤ 1 s)`,
      );
      if (seenAfter === null || seenAfter > 1000) failed += 1;
    } finally {
      await stopApis();
    }
  } finally {
    await stopPgBouncer();
    await dropDatabase();
  }
  return failed === 0;
}

runBench(main, 5 * 60_000 + 2 * (SECONDS + WARMUP_SECONDS) * 2 * 1000);
