// Load test of applying: LOAD_APPLICANTS applicants (logged in through the real captcha, a CV
// saved each) loop for LOAD_SECONDS against the built API on a PostgreSQL server: now and then
// they save the CV again (with its version), they apply to an ad, and sometimes apply again to one
// they applied to on purpose (the answer must be 'already applied', not an error). Prints
// throughput, p50 / p95 and counts, then checks the database against what the clients were told.
// Not a unit test: it prints figures and PASS / FAIL lines, and exits 1 on a FAIL.
//
// Usage: node scripts/build.mjs && node scripts/load-applications.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_load;
//                       dropped and created again, and dropped at the end unless BENCH_KEEP=true)
//   LOAD_APPLICANTS     concurrent applicants (default 200)
//   LOAD_SECONDS        length of the run (default 60)
//   LOAD_AVISOS         published ads to apply to (default 200)
//   DB_POOL_MAX         the API's connection pool (default 10, as in production)
// @ts-check
import { benchDatabase, runBench } from './bench-lib.mjs';
import {
  LOAD_APPLICANTS,
  LOAD_AVISOS,
  LOAD_SECONDS,
  connect,
  createApplicants,
  createAvisos,
  freshDatabase,
  launchApi,
  printFigures,
  runLoad,
  verify,
} from './load-lib.mjs';

const bench = benchDatabase('postulate_load');

async function main() {
  const started = Date.now();
  console.log(`Base de prueba: ${bench.database} en ${bench.target.host}`);
  const database = await freshDatabase(bench.adminUrl, bench.database);
  const api = await launchApi(database.url, 'único');
  const { client, close } = await connect(database.url);
  try {
    const avisoIds = await createAvisos(client, LOAD_AVISOS);
    const applicants = await createApplicants(client, api.url, LOAD_APPLICANTS);
    console.log(`Preparación (API, ${LOAD_AVISOS} avisos, ${LOAD_APPLICANTS} postulantes con sesión y CV) en ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const outcome = await runLoad({ urls: [api.url], applicants, avisoIds, seconds: LOAD_SECONDS });
    printFigures(outcome);
    return await verify(client, outcome, applicants);
  } finally {
    await close();
    await api.close();
    await database.drop();
  }
}

runBench(main, 10 * 60_000 + LOAD_SECONDS * 1000);
