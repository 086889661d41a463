// Search throughput (issue 21): autocannon with LOAD_CONNECTIONS connections for LOAD_SECONDS each,
// after a short warm-up, against the built API on a fresh database with the demo data: /api/health,
// the home without filters, and a term search rotating through TERMS (a different URL each request),
// all on an API with its in-process cache of public answers; then the term search and the home on a
// second API process on the same database with PUBLIC_CACHE_SECONDS=0, where every answer is a query.
// Prints req/s, p50 / p99 latency, errors and non-2xx answers of each, and the ratios to health's
// req/s in the same round. LOAD_ROUNDS rounds measure everything again, health included: a shared
// machine's speed drifts within a minute, so each round's ratios compare figures taken together, and
// the verdicts (PASS / MISS against the targets) are on the median round. Not a unit test:
// it exits 1 only when a request failed. autocannon runs in this process, on the same machine as the API.
//
// Usage: node scripts/build.mjs && node scripts/load-search.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_load_search;
//                       dropped and created again, and dropped at the end unless BENCH_KEEP=true)
//   LOAD_SECONDS        length of each measurement (default 10), after a 2 s warm-up
//   LOAD_CONNECTIONS    concurrent connections (default 50)
//   LOAD_ROUNDS         rounds of all five measurements (default 3)
//   PUBLIC_CACHE_SECONDS  the first API's cache (default: the API's own, 5 s)
// @ts-check
import os from 'node:os';
import autocannon from 'autocannon';
import { benchDatabase, freePort, onCleanup, runBench, startApi, stopApi, waitForApi, withBenchApi } from './bench-lib.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const WARMUP_SECONDS = 2;
/** The targets, as shares of /api/health's req/s. */
const CACHED_HOME_TARGET = 0.6;
const TERM_TARGET = 0.35;

/** What visitors type: words of the demo ads, in both numbers and without accents, and a few that find nothing. */
const TERMS = [
  'chofer',
  'choferes',
  'deposito',
  'operario',
  'analista',
  'contable',
  'comercio exterior',
  'desarrollador',
  'backend',
  'node',
  'enfermero',
  'enfermeria',
  'tecnico',
  'electricista',
  'mantenimiento',
  'vigilador',
  'atencion telefonica',
  'ejecutivo de cuentas',
  'trafico',
  'recursos humanos',
  'soporte it',
  'autoelevador',
  'supervisor',
  'turno noche',
  'turno mañana',
  'logistica',
  'ventas',
  'administrativo',
  'cocinero',
  'docente',
];

/** One autocannon run; `paths` (optional) gives the path of each request in turn. */
async function measure(label, url, path, paths) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    ...(paths && { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] }),
  });
  const figures = {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(
    `  ${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${String(figures.p50).padStart(4)} ms   ` +
      `p99 ${String(figures.p99).padStart(4)} ms   errores ${figures.failed}   no 2xx ${figures.non2xx}`,
  );
  return figures;
}

const bench = benchDatabase('postulate_load_search');
const termPaths = TERMS.map((term) => `/api/home/?q=${encodeURIComponent(term)}`);

async function main() {
  console.log(
    `autocannon: ${CONNECTIONS} conexiones, ${SECONDS} s por medición tras ${WARMUP_SECONDS} s de calentamiento; ` +
      `${os.cpus().length} núcleos compartidos por la API, PostgreSQL y autocannon`,
  );
  const cacheEnv = process.env.PUBLIC_CACHE_SECONDS ? { PUBLIC_CACHE_SECONDS: process.env.PUBLIC_CACHE_SECONDS } : {};
  let passed = true;
  await withBenchApi(bench, cacheEnv, async ({ apiUrl }) => {
    const port = await freePort();
    const uncachedUrl = `http://127.0.0.1:${port}`;
    const uncached = startApi(bench.target.toString(), port, { SEED_DEMO: 'false', PUBLIC_CACHE_SECONDS: '0' });
    const stopUncached = onCleanup(() => stopApi(uncached));
    try {
      await waitForApi(uncachedUrl, uncached);
      const targets = [
        { label: 'home sin filtros, con caché', target: CACHED_HOME_TARGET },
        { label: 'búsqueda por término, con caché', target: TERM_TARGET },
        { label: 'home sin filtros, sin caché', target: null },
        { label: 'búsqueda por término, sin caché', target: TERM_TARGET },
      ];
      const ratios = targets.map(() => /** @type {number[]} */ ([]));
      let failures = 0;
      for (let round = 1; round <= ROUNDS; round += 1) {
        console.log(
          `\nRonda ${round} de ${ROUNDS}. API con caché de respuestas públicas (PUBLIC_CACHE_SECONDS=${process.env.PUBLIC_CACHE_SECONDS ?? 'por defecto'}):`,
        );
        const health = await measure('GET /api/health', apiUrl, '/api/health');
        const home = await measure('GET /api/home/ (sin filtros)', apiUrl, '/api/home/');
        const term = await measure(`GET /api/home/?q= (${TERMS.length} términos)`, apiUrl, termPaths[0], termPaths);
        console.log('API sin caché en proceso (PUBLIC_CACHE_SECONDS=0), misma base:');
        const uncachedHome = await measure('GET /api/home/ (sin filtros)', uncachedUrl, '/api/home/');
        const uncachedTerm = await measure(`GET /api/home/?q= (${TERMS.length} términos)`, uncachedUrl, termPaths[0], termPaths);
        const measured = [home, term, uncachedHome, uncachedTerm];
        measured.forEach((figures, index) => ratios[index].push(figures.rps / health.rps));
        console.log(`  relación con /api/health: ${measured.map((figures) => (figures.rps / health.rps).toFixed(2)).join(' · ')}`);
        failures += [health, ...measured].reduce((sum, figures) => sum + figures.failed + figures.non2xx, 0);
      }

      console.log(`\nRelación con /api/health de la misma ronda: mediana de ${ROUNDS} (mín.–máx.)`);
      targets.forEach(({ label, target }, index) => {
        const sorted = [...ratios[index]].sort((a, b) => a - b);
        const median = sorted[Math.floor((sorted.length - 1) / 2)];
        const verdict = target === null ? '' : `${median >= target ? 'PASS' : 'MISS'} (objetivo ≥ ${target})`;
        console.log(`  ${label.padEnd(34)} ${median.toFixed(2)} (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)})  ${verdict}`);
      });
      if (failures > 0) {
        console.log(`FAIL: ${failures} pedidos con error o sin respuesta 2xx`);
        passed = false;
      }
    } finally {
      await stopUncached();
    }
  });
  return passed;
}

// Setup and teardown, plus each round's five measurements with their warm-ups, twice over for a slow machine.
runBench(main, 5 * 60_000 + ROUNDS * 5 * (SECONDS + WARMUP_SECONDS) * 2 * 1000);
