// The public read path's Node CPU against a bare floor (issue 37): the built API with
// PUBLIC_CACHE_SECONDS=0 on a fresh database with the demo data, and beside it a bare Node HTTP
// server that runs the same statement for the same term search (facetedPageStatement, named, on a
// pool with the API's public-read settings) and sends its row as JSON. autocannon drives each in
// turn through the same rotating term searches; each process's CPU time (user + system, from
// /proc) over the run, divided by the answers it gave, is its cost per answer. Prints both, the
// ratio and PASS/MISS against the target (the API at most 2.5× the floor), per round and as the
// median of BENCH_ROUNDS. Not a test: it prints figures. Linux only (/proc). Both servers run on the
// Node that runs this script, whose version it prints: the API's request context costs much more
// before Node 24 (AsyncLocalStorage on async hooks), so compare figures of one Node line only.
//
// Usage: node scripts/build.mjs && node scripts/bench-floor.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_bench_floor)
//   BENCH_ROUNDS        rounds (default 3)
//   LOAD_SECONDS        length of each run (default 10), after a 2 s warm-up
//   LOAD_CONNECTIONS    concurrent connections (default 10: below saturation, so CPU per answer is not queueing)
// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { distDir, rootDir } from './apps.mjs';
import { benchDatabase, freePort, onCleanup, runBench, stopApi, withBenchApi } from './bench-lib.mjs';

const TARGET_RATIO = 2.5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
const TERMS = ['chofer', 'deposito', 'operario', 'analista', 'enfermero', 'tecnico', 'mantenimiento', 'ventas', 'administrativo', 'logistica'];
const termPaths = TERMS.map((term) => `/api/home/?q=${encodeURIComponent(term)}`);
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const dist = (file) => pathToFileURL(path.join(rootDir, 'services', distDir, file)).href;

/** The floor: parse ?q=, run the API's statement for it, send the row. Runs in a child process of its own. */
async function serveFloor(port, databaseUrl) {
  const { facetedPageStatement } = await import(dist('avisos/aviso-search.sql.js'));
  const { toSearchTerms } = await import(dist('home/search-query.js'));
  const { publicReadPool } = await import(dist('database/public-read-pool.js'));
  const pool = publicReadPool(databaseUrl, 4, 'session');
  const noFilters = { provinces: [], area: null, modalidad: null, tipoEmpleo: null, nivel: null, salarioDesde: null, publicado: null, discapacidad: false };
  const names = new Map();
  http
    .createServer(async (request, response) => {
      const q = new URL(request.url ?? '/', 'http://floor').searchParams.get('q') ?? '';
      const { sql, params } = facetedPageStatement(toSearchTerms([q]), noFilters, 0);
      if (!names.has(sql)) names.set(sql, `floor-${names.size + 1}`);
      const { rows } = await pool.query({ name: names.get(sql), text: sql, values: params });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(rows[0]));
    })
    .listen(port, '127.0.0.1');
}

/** User + system CPU seconds `pid` has used so far. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command: state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** One autocannon run on `url`; the answers given and the CPU `pid` spent on them, per answer. */
async function measure(url, pid) {
  let next = 0;
  await autocannon({ url: `${url}${termPaths[0]}`, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: `${url}${termPaths[0]}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: termPaths[next++ % termPaths.length] }) }],
  });
  const answers = result.requests.total;
  const failed = result.errors + result.timeouts + result.non2xx;
  return { answers, failed, rps: result.requests.average, cpuPerAnswer: ((cpuSeconds(pid) - before) / answers) * 1e6 };
}

const bench = benchDatabase('postulate_bench_floor');

async function main() {
  console.log(
    `Node ${process.version} (el piso y la API); autocannon: ${CONNECTIONS} conexiones, ${SECONDS} s por medición tras ${WARMUP_SECONDS} s; ` +
      `${TERMS.length} búsquedas por término en rotación; ${os.cpus().length} núcleos compartidos con PostgreSQL y autocannon`,
  );
  let passed = true;
  await withBenchApi(bench, { PUBLIC_CACHE_SECONDS: '0' }, async ({ apiUrl, api }) => {
    const port = await freePort();
    const floorUrl = `http://127.0.0.1:${port}`;
    const floor = spawn(process.execPath, [fileURLToPath(import.meta.url), '--floor', String(port), bench.target.toString()], { stdio: 'inherit' });
    const stopFloor = onCleanup(() => stopApi(floor));
    try {
      await waitForFloor(floorUrl);
      // The same answer: the floor's row and the API's total agree for every term.
      for (const term of TERMS) {
        const fromApi = /** @type {{ avisos: { total: number } }} */ (await (await fetch(`${apiUrl}/api/home/?q=${encodeURIComponent(term)}`)).json());
        const fromFloor = /** @type {{ total: string | number }} */ (await (await fetch(`${floorUrl}/?q=${encodeURIComponent(term)}`)).json());
        if (Number(fromFloor.total) !== fromApi.avisos.total) throw new Error(`'${term}': el piso cuenta ${fromFloor.total}, la API ${fromApi.avisos.total}`);
      }
      const ratios = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const bare = await measure(floorUrl, /** @type {number} */ (floor.pid));
        const served = await measure(apiUrl, /** @type {number} */ (api.pid));
        const ratio = served.cpuPerAnswer / bare.cpuPerAnswer;
        ratios.push(ratio);
        console.log(
          `Ronda ${round}: piso ${bare.cpuPerAnswer.toFixed(0)} µs de CPU por respuesta (${bare.rps.toFixed(0)} req/s), ` +
            `API ${served.cpuPerAnswer.toFixed(0)} µs (${served.rps.toFixed(0)} req/s): ${ratio.toFixed(2)}×`,
        );
        if (bare.failed + served.failed > 0) {
          console.log(`  FAIL: ${bare.failed + served.failed} pedidos con error o sin respuesta 2xx`);
          passed = false;
        }
      }
      const sorted = [...ratios].sort((a, b) => a - b);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      console.log(
        `\nCPU de Node de la API por búsqueda sin caché, sobre el piso: mediana ${median.toFixed(2)}× (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)}); ` +
          `${median <= TARGET_RATIO ? 'PASS' : 'MISS'} (objetivo ≤ ${TARGET_RATIO}×)`,
      );
    } finally {
      await stopFloor();
    }
  });
  return passed;
}

async function waitForFloor(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/?q=chofer`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('el servidor de piso no respondió en 30 s');
}

if (process.argv[2] === '--floor') {
  await serveFloor(Number(process.argv[3]), process.argv[4]);
} else {
  runBench(main, 5 * 60_000 + ROUNDS * 2 * (SECONDS + WARMUP_SECONDS) * 2 * 1000);
}
