// `npm run load:replica`: a private primary on loopback and a streaming replica of it made with
// pg_basebackup (pg-cluster.mjs), the built API on both (DATABASE_REPLICA_URLS), published ads, and
// anonymous searches through the API from 50 connections (autocannon) in three stretches: both
// servers up, the replica stopped (pg_ctl stop -m fast), the replica back. Prints the share of the
// database's transactions each server answered in each stretch (pg_stat_database) and every answer
// that was not a 200. Expected: the replica answers most reads, 0 errors while it is stopped, and it
// answers again once back. Loopback only; everything is removed afterwards.
// @ts-check
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { onServer, runBench } from './bench-lib.mjs';
import { connect, createAvisos, launchApi } from './load-lib.mjs';
import { startCluster, startReplica } from './pg-cluster.mjs';

const CONNECTIONS = 50;
const STRETCH_SECONDS = Number(process.env.LOAD_STRETCH_SECONDS ?? 15);
const AVISOS = Number(process.env.LOAD_AVISOS ?? 2000);
const DATABASE = 'postulate_replica_load';
/** Anonymous searches as visitors type them, in turn. */
const SEARCHES = ['', '?q=carga', '?q=aviso', '?q=prueba', '?province=02', '?q=carga&province=02', '?q=aviso&page=2'];

const count = (value) => value.toLocaleString('es-AR');
const percent = (part, whole) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;

/** Transactions the server committed in the load's database (each public read is one). */
async function commits(server) {
  const { client, close } = await connect(databaseUrl(server));
  try {
    const { rows } = await client.query('SELECT xact_commit::bigint AS commits FROM pg_stat_database WHERE datname = $1', [DATABASE]);
    return Number(rows[0]?.commits ?? 0);
  } finally {
    await close();
  }
}

function databaseUrl(server) {
  const url = new URL(server.adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function main() {
  console.log('Primaria y réplica propias en 127.0.0.1 (initdb, pg_basebackup)');
  const primary = await startCluster();
  const removePrimary = primary.remove;
  let replica;
  try {
    await onServer(primary.adminUrl, `CREATE DATABASE ${DATABASE}`);
    replica = await startReplica(primary);
    // Every request reaches a database: the API's few seconds of in-memory answers would hide the routing.
    const api = await launchApi(databaseUrl(primary), 'réplicas', {
      DATABASE_REPLICA_URLS: databaseUrl(replica),
      REPLICA_MAX_LAG_SECONDS: '5',
      PUBLIC_CACHE_SECONDS: '0',
    });
    try {
      const { client, close } = await connect(databaseUrl(primary));
      await createAvisos(client, AVISOS);
      await close();
      console.log(`API en ${api.url}, ${count(AVISOS)} avisos publicados; ${CONNECTIONS} conexiones, ${STRETCH_SECONDS} s por tramo\n`);
      return await load(api.url, primary, replica);
    } finally {
      await api.close();
    }
  } finally {
    await replica?.remove();
    await removePrimary();
  }
}

async function load(apiUrl, primary, replica) {
  /** @type {{ label: string, answers: number, errors: string[] }[]} */
  const stretches = [
    { label: 'primaria + réplica', answers: 0, errors: [] },
    { label: 'réplica detenida', answers: 0, errors: [] },
    { label: 'réplica de vuelta', answers: 0, errors: [] },
  ];
  let current = stretches[0];
  let turn = 0;
  const instance = autocannon({
    url: apiUrl,
    connections: CONNECTIONS,
    duration: STRETCH_SECONDS * 3,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/home/${SEARCHES[turn++ % SEARCHES.length]}` }) }],
  });
  instance.on('response', (_client, status) => {
    current.answers += 1;
    if (status !== 200) current.errors.push(`HTTP ${status}`);
  });
  instance.on('reqError', (error) => current.errors.push(error.code ?? error.message));
  const done = new Promise((resolve) => instance.on('done', resolve));

  const mark = async () => ({ primary: await commits(primary), replica: await commits(replica).catch(() => null) });
  const start = await mark();
  await sleep(STRETCH_SECONDS * 1000);
  const beforeStop = await mark();
  current = stretches[1];
  await replica.stopServer('fast');
  const stopped = await mark();
  await sleep(STRETCH_SECONDS * 1000 - 1500);
  const beforeReturn = await mark();
  await replica.start();
  current = stretches[2];
  // The replica's counters start again with the server; its first reads come at the next check.
  const returned = await mark();
  const result = await done;
  const end = await mark();

  const served = [
    // A replica that could not be read while up is no figure (null would count as 0).
    { primary: beforeStop.primary - start.primary, replica: (beforeStop.replica ?? NaN) - (start.replica ?? NaN) },
    { primary: beforeReturn.primary - stopped.primary, replica: 0 },
    { primary: end.primary - returned.primary, replica: (end.replica ?? NaN) - (returned.replica ?? NaN) },
  ];
  console.log(
    `${count(result.requests.total)} búsquedas anónimas, ${result.requests.average.toFixed(0)} req/s de media, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms\n`,
  );
  let passed = true;
  stretches.forEach((stretch, index) => {
    const { primary: p, replica: r } = served[index];
    console.log(
      `${stretch.label.padEnd(20)} ${count(stretch.answers).padStart(7)} respuestas, ${String(stretch.errors.length).padStart(3)} errores; ` +
        `transacciones: réplica ${count(r)} (${percent(r, p + r)}), primaria ${count(p)}`,
    );
    if (stretch.errors.length) console.log(`  ${[...new Set(stretch.errors)].slice(0, 5).join(', ')}`);
    passed &&= stretch.errors.length === 0 && stretch.answers > 0;
  });
  passed &&= served[0].replica > served[0].primary && served[2].replica > 0;
  console.log(`\n${passed ? 'OK' : 'FALLA'}: la réplica responde la mayoría de las lecturas, 0 errores mientras está detenida, y vuelve a responder`);
  return passed;
}

runBench(main, 15 * 60_000);
