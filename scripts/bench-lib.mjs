// Shared setup of the benchmark and load scripts (bench-*.mjs, load-*.mjs): a database of
// their own on a PostgreSQL server, the built API started on it, a login through the real captcha,
// timing with percentiles, and the cleanup and time limit around the run.
// @ts-check
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { distDir, rootDir } from './apps.mjs';

/**
 * The database to create: BENCH_DATABASE_URL, or the default name on the local server. `adminUrl`
 * points at the server's 'postgres' database, to drop and create it.
 */
export function benchDatabase(defaultName) {
  const target = new URL(process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${defaultName}`);
  const database = target.pathname.replace(/^\//, '') || defaultName;
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Nombre de base no válido: ${database}`);
  const adminUrl = new URL(target);
  adminUrl.pathname = '/postgres';
  return { target, database, adminUrl };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function onServer(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export async function waitForApi(url, api) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error('la API terminó antes de estar lista');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('la API no respondió en 120 s');
}

/**
 * Starts the built API on `databaseUrl` and `port`, with the demo seed and `env` on top; `stderr` as
 * spawn's stdio. Rate limits off: the loads play hundreds of people from this one address.
 * @param {import('node:child_process').IOType | number} [stderr]
 */
export function startApi(databaseUrl, port, env = {}, stderr = 'inherit') {
  return spawn(process.execPath, [path.join(rootDir, 'services', distDir, 'main.js')], {
    cwd: rootDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      MAIL_POLL_MS: '0',
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  });
}

/**
 * Stops an API process (`signal` SIGINT: a clean shutdown) and waits for it to exit; SIGKILL after
 * 10 s, as a clean shutdown waits for open connections that clients still busy may keep alive.
 */
export async function stopApi(api, signal = 'SIGINT') {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill(signal);
  const overdue = setTimeout(() => api.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(overdue);
}

/**
 * Creates the database afresh (BENCH_REUSE=true: keeps one left by BENCH_KEEP=true, if there is),
 * starts the built API on it (with the demo seed and `env` on top), waits for it, connects a client
 * and runs `work({ apiUrl, client, api, reused })` (`api`: its process; `reused`: the database was
 * kept). Afterwards stops the API and drops the database, unless BENCH_KEEP=true or BENCH_REUSE=true.
 */
export async function withBenchApi({ target, database, adminUrl }, env, work) {
  const reuse = process.env.BENCH_REUSE === 'true';
  const [{ kept }] = await onServer(adminUrl, `SELECT count(*)::int AS kept FROM pg_database WHERE datname = '${database}'`);
  const reused = reuse && kept > 0;
  console.log(`Base de prueba: ${database} en ${target.host}${reused ? ' (reutilizada)' : ''}`);
  if (!reused) {
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onServer(adminUrl, `CREATE DATABASE ${database}`);
  }
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = startApi(target.toString(), port, env);
  const client = new pg.Client({ connectionString: target.toString() });
  const cleanUp = onCleanup(async () => {
    await client.end().catch(() => undefined);
    await stopApi(api);
    if (process.env.BENCH_KEEP !== 'true' && !reuse) await onServer(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  try {
    await waitForApi(apiUrl, api);
    await client.connect();
    await work({ apiUrl, client, api, reused });
  } finally {
    await cleanUp();
  }
}

/** POST /api/usuar/login as the browser sends it, with a captcha solved here; the raw response. */
export async function postLogin(apiUrl, name, pass) {
  const challenge = /** @type {import('altcha-lib/types').Challenge} */ (await (await fetch(`${apiUrl}/api/captcha/challenge`)).json());
  const solution = await solveChallenge({ challenge, deriveKey });
  const tokenCaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return fetch(`${apiUrl}/api/usuar/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, pass, tokenCaptcha }),
  });
}

/** The `name=value` pairs of the cookies a response set, ready for a Cookie header. */
export const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Logs a user in as the browser does: a captcha solved here, then the session cookie. */
export async function login(apiUrl, name, pass) {
  const response = await postLogin(apiUrl, name, pass);
  if (!response.ok) throw new Error(`login: HTTP ${response.status}`);
  return cookiesOf(response);
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p95 in ms of `runs` calls of `work`, after `warmup` untimed ones. */
export async function time(runs, work, warmup) {
  for (let index = 0; index < warmup; index += 1) await work();
  const samples = [];
  for (let index = 0; index < runs; index += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;

const cleanups = new Set();

/**
 * Registers `work` (stopping a process, dropping a database) to run if the run is cut short by the
 * time limit or Ctrl-C; returns a function that runs it now, once, for the normal path.
 */
export function onCleanup(work) {
  let done;
  const run = () => {
    cleanups.delete(run);
    return (done ??= Promise.resolve().then(work));
  };
  cleanups.add(run);
  return run;
}

async function exitAfterCleanup(code) {
  // Newest first: processes stop before the databases they use are dropped.
  for (const run of [...cleanups].reverse()) await run().catch((error) => console.error(error));
  process.exit(code);
}

/** Runs `main` and exits with its outcome (false: exit 1); gives up after `timeLimitMs`, cleaning up either way. */
export function runBench(main, timeLimitMs) {
  const limit = setTimeout(() => {
    console.error(`El benchmark superó ${timeLimitMs / 60_000} minutos; se cancela.`);
    void exitAfterCleanup(1);
  }, timeLimitMs);
  limit.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`${signal}: se detiene y se limpia.`);
      void exitAfterCleanup(130);
    });
  }

  main().then(
    (passed) => exitAfterCleanup(passed === false ? 1 : 0),
    (error) => {
      console.error(error);
      void exitAfterCleanup(1);
    },
  );
}
