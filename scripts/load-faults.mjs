// Faults under load, against the built API (the load of load-applications.mjs, shorter if you like):
//   api-kill       SIGKILL the API at a third of the run and start it again 2 s later on the same
//                  port; clients retry what got no answer. No partial CV or application afterwards.
//   pg-restart     the API on a private PostgreSQL cluster (never the shared server), restarted with
//                  `pg_ctl restart -m fast` halfway; the same API process must keep serving.
//   two-instances  two API processes on one database: login lock-out, once-only apply and
//                  once-only tests hold across both, then the load alternating between them.
// Prints figures and PASS / FAIL lines; exits 1 on a FAIL. Everything is stopped and dropped at the
// end, on the time limit and on Ctrl-C.
//
// Usage: node scripts/build.mjs && node scripts/load-faults.mjs [api-kill] [pg-restart] [two-instances]
//   (no mode: all three). Settings as load-applications.mjs: BENCH_DATABASE_URL (default
//   postgres://postgres@127.0.0.1:5432/postulate_load_faults, for api-kill and two-instances),
//   LOAD_APPLICANTS, LOAD_SECONDS, LOAD_AVISOS; PG_BIN (default /usr/lib/postgresql/15/bin).
// @ts-check
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDatabase, postLogin, runBench } from './bench-lib.mjs';
import {
  LOAD_APPLICANTS,
  LOAD_AVISOS,
  LOAD_PASSWORD,
  LOAD_SECONDS,
  call,
  check,
  connect,
  createApplicants,
  createAvisos,
  freshDatabase,
  launchApi,
  printFigures,
  runLoad,
  startPrivateCluster,
  verify,
} from './load-lib.mjs';

const bench = benchDatabase('postulate_load_faults');
/** Concurrent requests in each once-only race, sent in turn to each instance. */
const RACERS = 8;
const APPLY_ROUNDS = 10;
const MBTI_QUESTIONS = 93;

const heading = (title) => console.log(`\n== ${title} ==`);
const seconds = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;

/** A fresh database on `adminUrl`, the API(s) on it, ads and logged-in applicants; `work` gets them all. */
async function withLoadSetup(adminUrl, labels, work) {
  const started = Date.now();
  const database = await freshDatabase(adminUrl, bench.database);
  const apis = [];
  const setup = await connect(database.url);
  try {
    // One after the other: the first applies the migrations and the seed.
    for (const label of labels) apis.push(await launchApi(database.url, label));
    const avisoIds = await createAvisos(setup.client, LOAD_AVISOS);
    const applicants = await createApplicants(setup.client, apis[0].url, LOAD_APPLICANTS);
    console.log(`Preparación (${labels.length} API, ${LOAD_AVISOS} avisos, ${LOAD_APPLICANTS} postulantes con sesión y CV) en ${seconds(started)}`);
    // Closed before the load: a server restart would cut this connection.
    await setup.close();
    return await work({ apis, avisoIds, applicants, databaseUrl: database.url });
  } finally {
    await setup.close();
    for (const api of apis.reverse()) await api.close();
    await database.drop();
  }
}

/** Runs `checks(client)` on a new connection to the database. */
async function withClient(databaseUrl, checks) {
  const { client, close } = await connect(databaseUrl);
  try {
    return await checks(client);
  } finally {
    await close();
  }
}

const at = (startedAt, endsAt, fraction) => sleep(Math.max(0, startedAt + (endsAt - startedAt) * fraction - Date.now()));

async function apiKill() {
  heading('SIGKILL del API a un tercio de la carga, reinicio 2 s después en el mismo puerto');
  return withLoadSetup(bench.adminUrl, ['único'], async ({ apis: [api], avisoIds, applicants, databaseUrl }) => {
    const outcome = await runLoad({
      urls: [api.url],
      applicants,
      avisoIds,
      seconds: LOAD_SECONDS,
      during: async ({ startedAt, endsAt }) => {
        await at(startedAt, endsAt, 1 / 3);
        const start = Date.now();
        const pid = api.process.pid;
        await api.stop('SIGKILL');
        console.log(`  SIGKILL al API (pid ${pid}) a los ${seconds(startedAt, start)}`);
        await sleep(2_000);
        await api.start();
        console.log(`  API otra vez en marcha (pid ${api.process.pid}) ${seconds(start)} después del SIGKILL`);
        return [{ label: 'SIGKILL y reinicio del API', start, end: Date.now() }];
      },
    });
    printFigures(outcome);
    return withClient(databaseUrl, (client) => verify(client, outcome, applicants));
  });
}

async function pgRestart() {
  heading('Reinicio de PostgreSQL (cluster propio) a mitad de la carga, sin reiniciar el API');
  const cluster = await startPrivateCluster();
  console.log(`Cluster propio en 127.0.0.1:${cluster.port}`);
  try {
    return await withLoadSetup(cluster.adminUrl, ['único'], async ({ apis: [api], avisoIds, applicants, databaseUrl }) => {
      const pid = api.process.pid;
      const outcome = await runLoad({
        urls: [api.url],
        applicants,
        avisoIds,
        seconds: LOAD_SECONDS,
        during: async ({ startedAt, endsAt }) => {
          await at(startedAt, endsAt, 1 / 2);
          const start = Date.now();
          await cluster.restart();
          console.log(`  pg_ctl restart -m fast a los ${seconds(startedAt, start)}: ${seconds(start)}`);
          return [{ label: 'reinicio de PostgreSQL', start, end: Date.now() }];
        },
      });
      printFigures(outcome);
      const health = await fetch(`${api.url}/api/health`);
      const sameProcess = check(
        api.process.pid === pid && api.process.exitCode === null && health.ok,
        `el mismo proceso del API (pid ${pid}) sigue en marcha y /api/health responde ${health.status}`,
      );
      return (await withClient(databaseUrl, (client) => verify(client, outcome, applicants))) && sameProcess;
    });
  } finally {
    await cluster.stop();
  }
}

/** Five wrong passwords spread over both instances (in turn, or all at once), then the right one on each. */
async function lockOut(client, urls, name, together) {
  const wrong = (index) => postLogin(urls[index % urls.length], name, 'clave-equivocada').then((response) => response.status);
  const statuses = [];
  if (together) statuses.push(...(await Promise.all([0, 1, 2, 3, 4].map(wrong))));
  else for (const index of [0, 1, 2, 3, 4]) statuses.push(await wrong(index));
  const right = await Promise.all(urls.map((url) => postLogin(url, name, LOAD_PASSWORD).then((response) => response.status)));
  const {
    rows: [user],
  } = await client.query(`SELECT failed_attempts, locked_until > now() AS locked FROM users WHERE name = $1`, [name]);
  const expected = together || statuses.join() === '401,401,401,401,423';
  return check(
    expected && right.every((status) => status === 423) && user.locked && user.failed_attempts === 5,
    `bloqueo tras 5 claves erróneas ${together ? 'a la vez' : 'alternadas'} entre A y B (${statuses.join(', ')}); ` +
      `clave correcta en A y en B: ${right.join(', ')}; intentos contados ${user.failed_attempts}`,
  );
}

/** The same applicant applies to each ad with RACERS requests at once, through both instances. */
async function onceOnlyApply(client, urls, applicant, avisoIds) {
  const races = [];
  for (const idAviso of avisoIds.slice(0, APPLY_ROUNDS)) {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        call(urls[index % urls.length], applicant.session, 'POST', '/api/aplica/aplica', { idAviso, respuestas: [] }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const same = answers.filter((answer) => answer.status === 200 && answer.body.id === created[0]?.body.id);
    races.push(created.length === 1 && same.length === RACERS - 1);
  }
  const { rows } = await client.query(`SELECT aviso_id, count(*)::int AS total FROM applications WHERE applicant_id = $1 GROUP BY aviso_id`, [applicant.id]);
  return check(
    races.every(Boolean) && rows.length === APPLY_ROUNDS && rows.every((row) => row.total === 1),
    `postulación una sola vez: ${APPLY_ROUNDS} avisos × ${RACERS} pedidos a la vez entre A y B → ` +
      `${races.filter(Boolean).length} carreras con un 201 y ${RACERS - 1} 'ya postulado'; filas por aviso: ${rows.map((row) => row.total).join(',')}`,
  );
}

/** Starting, answering and finishing the same test at once through both instances: one attempt, one score. */
async function onceOnlyTest(client, urls, applicant) {
  const race = (route, bodyOf = /** @type {(index: number) => unknown} */ (() => undefined)) =>
    Promise.all(Array.from({ length: RACERS }, (_, index) => call(urls[index % urls.length], applicant.session, 'POST', route, bodyOf(index))));
  const ok = (answers) => answers.every((answer) => answer.status >= 200 && answer.status < 300);
  const starts = await race('/api/test/mbti/start');
  const sameStart = ok(starts) && new Set(starts.map((answer) => answer.body.clock.startedAt)).size === 1;
  // Every question once, split among the racers: a lost update would drop some.
  const batches = await race('/api/test/mbti/answers', (index) => ({
    answers: Array.from({ length: MBTI_QUESTIONS }, (_, question) => question + 1)
      .filter((id) => id % RACERS === index)
      .map((id) => ({ id, value: id % 3 === 0 ? 'B' : 'A' })),
    hidden: [],
  }));
  const finishes = await race('/api/test/mbti/finish');
  const sameFinish = ok(finishes) && new Set(finishes.map((answer) => answer.body.validUntil)).size === 1;
  const again = await Promise.all(urls.map((url) => call(url, applicant.session, 'POST', '/api/test/mbti/start')));
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM jsonb_object_keys(answers)) AS answered, finished_at IS NOT NULL AND result IS NOT NULL AS scored
       FROM test_attempts WHERE applicant_id = $1 AND test = 'mbti'`,
    [applicant.id],
  );
  return check(
    sameStart &&
      ok(batches) &&
      sameFinish &&
      again.every((answer) => answer.status === 409) &&
      rows.length === 1 &&
      rows[0].scored &&
      rows[0].answered === MBTI_QUESTIONS,
    `test una sola vez: ${RACERS} comienzos a la vez entre A y B → ${sameStart ? 'el mismo intento' : `respuestas ${starts.map((answer) => answer.status)}`}; ` +
      `${RACERS} lotes de respuestas ${ok(batches) ? 'aceptados' : batches.map((answer) => answer.status)}; ${RACERS} finales → ` +
      `${sameFinish ? 'el mismo resultado' : finishes.map((answer) => answer.status)}; volver a empezar: ${again.map((answer) => answer.status).join(', ')}; ` +
      `intentos en la base ${rows.length}, respuestas guardadas ${rows[0]?.answered ?? 0} de ${MBTI_QUESTIONS}, puntuado ${rows[0]?.scored ?? false}`,
  );
}

async function twoInstances() {
  heading('Dos instancias del API sobre la misma base');
  return withLoadSetup(bench.adminUrl, ['A', 'B'], async ({ apis, avisoIds, applicants, databaseUrl }) => {
    const urls = apis.map((api) => api.url);
    // The first three applicants are the properties' own; the load below uses the others.
    const [inTurn, together, racer, ...others] = applicants;
    const properties = await withClient(databaseUrl, async (client) => [
      await lockOut(client, urls, inTurn.name, false),
      await lockOut(client, urls, together.name, true),
      await onceOnlyApply(client, urls, racer, avisoIds),
      await onceOnlyTest(client, urls, racer),
    ]);
    const outcome = await runLoad({ urls, applicants: others, avisoIds, seconds: LOAD_SECONDS });
    printFigures(outcome);
    return (await withClient(databaseUrl, (client) => verify(client, outcome, others))) && properties.every(Boolean);
  });
}

const MODES = { 'api-kill': apiKill, 'pg-restart': pgRestart, 'two-instances': twoInstances };

async function main() {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((mode) => !(mode in MODES));
  if (unknown.length) throw new Error(`Modo desconocido: ${unknown.join(', ')} (válidos: ${Object.keys(MODES).join(', ')})`);
  const results = [];
  for (const mode of chosen.length ? chosen : Object.keys(MODES)) results.push([mode, await MODES[mode]()]);
  console.log('');
  for (const [mode, passed] of results) console.log(`${passed ? 'PASS' : 'FAIL'} ${mode}`);
  return results.every(([, passed]) => passed);
}

runBench(main, 20 * 60_000 + 3 * LOAD_SECONDS * 1000);
