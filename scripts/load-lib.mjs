// Shared pieces of the load and fault scripts (load-applications.mjs, load-faults.mjs): fresh
// databases (on a server, or on a private PostgreSQL cluster that may be restarted), the built API
// as a process that can be killed and started again, applicants logged in through the real
// captcha, the applicants' loop (save the CV now and then, apply, apply again on purpose), and the
// checks of the database against what the clients were told. Loopback only.
// @ts-check
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_HEADER, cvSchema } from '@postulate/contracts';
import pg from 'pg';
import { rootDir } from './apps.mjs';
import { cookiesOf, freePort, ms, onCleanup, onServer, percentile, postLogin, startApi, stopApi, waitForApi } from './bench-lib.mjs';
import { startCluster } from './pg-cluster.mjs';

export const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
export const LOAD_APPLICANTS = Number(process.env.LOAD_APPLICANTS ?? 200);
export const LOAD_AVISOS = Number(process.env.LOAD_AVISOS ?? 200);
/** Share of loop turns that save the CV first, and of applies sent again to an ad already applied to. */
const CV_SAVE_SHARE = 0.2;
const REAPPLY_SHARE = 0.1;
/** A client waits this long before retrying a request that got no answer or a 5xx. */
const RETRY_MS = 250;
/** After the run, clients keep retrying an unanswered request this long before giving up. */
const RETRY_AFTER_END_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Errors this long after a fault's window closed still count as the fault's (requests in flight). */
const WINDOW_SLACK_MS = 2_000;
export const LOAD_PASSWORD = 'carga-1234';
/** Low captcha work for the setup's logins; the captcha is still issued and verified for real. */
const API_ENV = { CAPTCHA_COUNTER_MIN: '10', CAPTCHA_COUNTER_MAX: '100' };

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Creates `name` afresh on the server of `adminUrl`; dropped by the returned `drop` (or on a cut-short run). */
export async function freshDatabase(adminUrl, name) {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(() => (process.env.BENCH_KEEP === 'true' ? undefined : onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  return { url: url.toString(), drop };
}

/** A pg client on `url`, closed by the returned `close` (or on a cut-short run). */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  const close = onCleanup(() => client.end().catch(() => undefined));
  await client.connect();
  return { client, close };
}

/**
 * The built API on `databaseUrl` as a process that `stop(signal)` and `start()` again on the same
 * port, with `env` on top; its stderr goes to a log file, so a fault's error lines do not flood the figures.
 */
export async function launchApi(databaseUrl, label, env = {}) {
  const port = await freePort();
  const logPath = path.join(os.tmpdir(), `postulate-load-api-${port}.log`);
  const api = {
    url: `http://127.0.0.1:${port}`,
    label,
    logPath,
    process: /** @type {import('node:child_process').ChildProcess | null} */ (null),
    async start() {
      const log = fs.openSync(logPath, 'a');
      api.process = startApi(databaseUrl, port, { ...API_ENV, ...env }, log);
      fs.closeSync(log);
      await waitForApi(api.url, api.process);
    },
    stop: (signal) => (api.process ? stopApi(api.process, signal) : undefined),
    logLines: () => (fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8').split('\n').filter(Boolean).length : 0),
  };
  api.close = onCleanup(async () => {
    await api.stop();
    console.log(`  registro del API ${label}: ${api.logLines()} líneas en ${logPath}`);
  });
  await api.start();
  return api;
}

/**
 * A PostgreSQL 15 cluster of our own (pg-cluster.mjs: temporary folder, free port, trust auth,
 * loopback), so it can be restarted without touching the shared server.
 */
export async function startPrivateCluster() {
  const cluster = await startCluster();
  return { adminUrl: cluster.adminUrl, port: cluster.port, restart: cluster.restart, stop: onCleanup(cluster.remove) };
}

// ---------- HTTP as the browser sends it ----------

/** Logs a user in through the real captcha; the cookie and CSRF token the next calls need. */
export async function openSession(apiUrl, name, pass = LOAD_PASSWORD) {
  const response = await postLogin(apiUrl, name, pass);
  const body = /** @type {{ message?: string, csrfToken: string, entity?: { postulante?: { id: number } } }} */ (await response.json());
  if (!response.ok) throw new Error(`login de ${name}: HTTP ${response.status} ${body.message ?? ''}`);
  return { cookie: cookiesOf(response), csrfToken: body.csrfToken, applicantId: body.entity?.postulante?.id ?? null };
}

/** One API call with a session; throws on no answer (refused, reset, timed out). */
export async function call(apiUrl, session, method, route, body) {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      cookie: session.cookie,
      [CSRF_HEADER]: session.csrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: globalThis.AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: parseBody(await response.text()) };
}

function parseBody(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

// ---------- Setup ----------

const NAMES = ['Lucía', 'Martín', 'Sofía', 'Juan', 'Valentina', 'Mateo', 'Camila', 'Lautaro', 'Julieta', 'Tomás'];
const SURNAMES = ['Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Pérez', 'Gómez', 'Díaz', 'Sosa', 'Romero'];

/** The CV text that says which version it was saved as, so a stored row shows whether it is whole. */
const versionMark = (version) => `Versión ${version} del CV`;
const markOf = (cv) => cv?.specialAbilities?.[0]?.description;

/** A valid CV for applicant `index`, saved as `version`. */
function cvFor(index, version) {
  return {
    name: `${NAMES[index % 10]} ${SURNAMES[Math.floor(index / 10) % 10]}`,
    fecha: '15/03/1990',
    nationality: 'Argentina',
    dni: String(1_000_000 + index),
    cuit: '20123456786',
    maritalStatus: 'Solter@',
    tel: '1145678900',
    mail: `carga${index}@correo.test`,
    direction: 'Av. Santa Fe 3200, 4° B',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
    fotoPerfil: null,
    workExperience: [
      {
        id: 'w1',
        description: 'Control de accesos y rondas en planta industrial',
        bussiness: 'Custodia Sur',
        position: 'Vigilador',
        task: 'Rondas, cámaras e informes diarios',
        desde: '01/02/2015',
        hasta: '30/06/2019',
        continua: false,
        nameReferencia: 'Jorge Pérez',
        positionReference: 'Jefe de seguridad',
        telReference: '1140001111',
        mailReference: 'jorge@empresa.test',
      },
    ],
    educations: [
      {
        id: 'e1',
        description: 'Secundario completo',
        type: 'Secundario',
        country: 'Argentina',
        institution: 'EEM N° 3',
        fechai: '01/03/2003',
        fechaf: '20/12/2008',
        state: 'graduado',
      },
    ],
    posGrados: [],
    languages: [{ id: 'l1', description: 'Inglés', levelOral: 'Basico', levelWritten: 'Basico' }],
    informaticas: [{ id: 'i1', name: 'Excel', description: 'Planillas de control', level: 'Intermedio' }],
    specialAbilities: [{ id: 's1', description: versionMark(version) }],
    seguridad: {
      analitico: true,
      biometricos: false,
      turnoRotativo: true,
      antecedentes: false,
      clu: false,
      cursoCaba: false,
      portacion: false,
      reincidencia: false,
      vigilador: false,
      documento: null,
    },
  };
}

/** `count` published ads of the demo company, without questions; their ids. */
export async function createAvisos(client, count) {
  const { rows } = await client.query(
    `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad, tipo_empleo,
                         vacantes, status, published_at, permite_msj_directo)
     SELECT c.id, 'Aviso de carga ' || i, 'Aviso para la prueba de carga.', x.area_id, x.sub_area_id, w.id, '0209801001', 'Presencial',
            'Full-time', 5, 'published', now(), false
       FROM generate_series(1, $1) AS i,
            (SELECT id FROM companies WHERE razonsocial = 'Logística del Plata S.A.') AS c,
            (SELECT area_id, sub_area_id FROM area_sub_areas ORDER BY area_id, sub_area_id LIMIT 1) AS x,
            (SELECT id FROM work_levels ORDER BY id LIMIT 1) AS w
     RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * `count` Postulantes written to the tables, each logged in through the real captcha and login and
 * with a first CV saved through the API (version 1). Their one password hash is argon2id with light
 * parameters (the hash carries them, and login verifies whatever it holds): 200 logins at the
 * production cost would take minutes of the setup and tell nothing about applying.
 */
export async function createApplicants(client, apiUrl, count) {
  const sample = cvSchema.safeParse(cvFor(0, 1));
  if (!sample.success) throw new Error(`el CV de la carga no es válido: ${JSON.stringify(sample.error.issues)}`);
  const argon2 = createRequire(path.join(rootDir, 'services', 'package.json'))('argon2');
  const hash = await argon2.hash(LOAD_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 });
  await client.query(
    `WITH created AS (
       INSERT INTO users (name, email, role, password_hash)
       SELECT 'carga' || i, 'carga' || i || '@correo.test', 'Postulante', $2 FROM generate_series(0, $1 - 1) AS i
       RETURNING id)
     INSERT INTO applicants (user_id) SELECT id FROM created`,
    [count, hash],
  );
  const applicants = Array.from({ length: count }, (_, index) => ({ index, name: `carga${index}` }));
  await eachLimited(applicants, 10, async (applicant) => {
    applicant.session = await openSession(apiUrl, applicant.name);
    applicant.id = applicant.session.applicantId;
  });
  await eachLimited(applicants, 10, async (applicant) => {
    const saved = await call(apiUrl, applicant.session, 'POST', `/api/cv/update/${applicant.id}`, { version: 0, cv: cvFor(applicant.index, 1) });
    if (saved.status !== 200) throw new Error(`primer CV de ${applicant.name}: HTTP ${saved.status} ${JSON.stringify(saved.body)}`);
    applicant.cvVersion = saved.body.version;
  });
  return applicants;
}

// ---------- The load ----------

function newStats() {
  return {
    answeredAt: [],
    latencies: [],
    created: 0,
    alreadyApplied: 0,
    appliedBeforeLoss: 0,
    applyRetried: 0,
    unresolved: 0,
    cvSaves: 0,
    cvSavedBeforeLoss: 0,
    /** Requests with no answer (refused, reset, timed out): each try counts. */
    interrupted: [],
    serverErrors: [],
    unexpected: [],
  };
}

/**
 * Sends until an answer other than 5xx arrives, as a client that retries would; `failures` says how
 * many tries were lost. Gives up (status 0) RETRY_AFTER_END_MS after the run's end.
 */
async function send(ctx, session, method, route, body, kind) {
  let failures = 0;
  for (;;) {
    const started = performance.now();
    try {
      const answer = await call(ctx.nextUrl(), session, method, route, body);
      if (answer.status < 500) {
        ctx.stats.latencies.push(performance.now() - started);
        ctx.stats.answeredAt.push(Date.now());
        return { ...answer, failures };
      }
      ctx.stats.serverErrors.push({ at: Date.now(), kind, status: answer.status, message: answer.body?.message });
    } catch (error) {
      const failure = /** @type {Error & { cause?: { code?: string } }} */ (error);
      ctx.stats.interrupted.push({ at: Date.now(), kind, cause: failure.cause?.code ?? failure.name });
    }
    failures += 1;
    if (Date.now() > ctx.endsAt + RETRY_AFTER_END_MS) return { status: 0, body: null, failures };
    await sleep(RETRY_MS);
  }
}

const unexpected = (ctx, kind, answer, detail) =>
  ctx.stats.unexpected.push({ at: Date.now(), kind, status: answer.status, detail, message: answer.body?.message });

async function apply(ctx, applicant, idAviso) {
  const answer = await send(ctx, applicant.session, 'POST', '/api/aplica/aplica', { idAviso, respuestas: [] }, 'postulación');
  const known = applicant.applied.get(idAviso);
  if (answer.failures > 0) ctx.stats.applyRetried += 1;
  if (answer.status === 201 && known === undefined) {
    ctx.stats.created += 1;
    applicant.applied.set(idAviso, answer.body.id);
  } else if (answer.status === 200 && known !== undefined && answer.body.id === known) {
    // The spec's 'already applied': the first application comes back, nothing new is written.
    ctx.stats.alreadyApplied += 1;
  } else if (answer.status === 200 && known === undefined && answer.failures > 0) {
    // The lost try had applied; the retry is told so.
    ctx.stats.appliedBeforeLoss += 1;
    applicant.applied.set(idAviso, answer.body.id);
  } else if (answer.status === 0) {
    ctx.stats.unresolved += 1;
    applicant.unresolved.add(idAviso);
  } else {
    unexpected(ctx, 'postulación', answer, known === undefined ? 'primera' : 'repetida');
  }
}

async function saveCv(ctx, applicant) {
  const route = `/api/cv/update/${applicant.id}`;
  if (applicant.cvVersion === null) {
    const current = await send(ctx, applicant.session, 'GET', `/api/cv/get/${applicant.id}`, undefined, 'CV');
    if (current.status !== 200) return unexpected(ctx, 'CV', current, 'lectura');
    applicant.cvVersion = current.body.version;
  }
  const version = applicant.cvVersion;
  const answer = await send(ctx, applicant.session, 'POST', route, { version, cv: cvFor(applicant.index, version + 1) }, 'CV');
  if (answer.status === 200 && answer.body.version === version + 1 && markOf(answer.body.cv) === versionMark(version + 1)) {
    ctx.stats.cvSaves += 1;
    applicant.cvVersion = answer.body.version;
  } else if (answer.status === 409 && answer.failures > 0) {
    // The lost try may have saved: the stored CV says whether it is ours.
    const current = await send(ctx, applicant.session, 'GET', `/api/cv/get/${applicant.id}`, undefined, 'CV');
    if (current.status === 200 && current.body.version === version + 1 && markOf(current.body.cv) === versionMark(version + 1)) {
      ctx.stats.cvSavedBeforeLoss += 1;
      applicant.cvVersion = current.body.version;
    } else unexpected(ctx, 'CV', current, 'relectura tras 409');
  } else if (answer.status === 0) {
    applicant.cvVersion = null;
  } else {
    unexpected(ctx, 'CV', answer, `guardado de la versión ${version}`);
  }
}

async function applicantLoop(ctx, applicant) {
  const remaining = [...ctx.avisoIds].sort(() => Math.random() - 0.5);
  while (Date.now() < ctx.endsAt) {
    if (Math.random() < CV_SAVE_SHARE) await saveCv(ctx, applicant);
    const again = applicant.applied.size > 0 && (Math.random() < REAPPLY_SHARE || remaining.length === 0);
    const applied = [...applicant.applied.keys()];
    await apply(ctx, applicant, again ? applied[Math.floor(Math.random() * applied.length)] : remaining.pop());
  }
}

/**
 * Every applicant loops for `seconds` against `urls` (one request each in turn), while `during`
 * (a fault) runs beside them and returns the windows [{label, start, end}] in which errors are expected.
 * @param {{ urls: string[], applicants: any[], avisoIds: number[], seconds: number,
 *   during?: (load: { startedAt: number, endsAt: number }) => Promise<{ label: string, start: number, end: number }[]> }} load
 */
export async function runLoad({ urls, applicants, avisoIds, seconds, during = async () => [] }) {
  let turn = 0;
  const startedAt = Date.now();
  const ctx = { stats: newStats(), avisoIds, endsAt: startedAt + seconds * 1000, nextUrl: () => urls[turn++ % urls.length] };
  for (const applicant of applicants) {
    applicant.applied = new Map();
    applicant.unresolved = new Set();
  }
  console.log(`Carga: ${applicants.length} postulantes durante ${seconds} s contra ${urls.join(' y ')}...`);
  const [windows] = await Promise.all([during({ startedAt, endsAt: ctx.endsAt }), ...applicants.map((applicant) => applicantLoop(ctx, applicant))]);
  return { stats: ctx.stats, windows, startedAt, elapsedMs: Date.now() - startedAt };
}

// ---------- Figures and checks ----------

const count = (value) => value.toLocaleString('es-AR');

/** Prints throughput, p50 / p95 and the outcome counts. */
export function printFigures({ stats, elapsedMs }) {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const seconds = elapsedMs / 1000;
  console.log(`\nDuración: ${seconds.toFixed(1)} s`);
  console.log(
    `Respuestas: ${count(sorted.length)} (${(sorted.length / seconds).toFixed(1)} req/s)` +
      (sorted.length ? `; p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, máx. ${ms(sorted.at(-1))}` : ''),
  );
  console.log(`Postulaciones creadas (201): ${count(stats.created)} (${(stats.created / seconds).toFixed(1)}/s)`);
  console.log(`Repetidas a propósito, respondidas 'ya postulado' (200, la misma postulación): ${count(stats.alreadyApplied)}`);
  console.log(`CV guardados (200, versión + 1): ${count(stats.cvSaves)}`);
  console.log(
    `Postulaciones con respuesta perdida (reintentadas): ${count(stats.applyRetried)}; ya grabadas al reintentar: ${count(stats.appliedBeforeLoss)}; sin resolver: ${count(stats.unresolved)}`,
  );
  console.log(`CV con respuesta perdida ya grabados (409 y la relectura muestra la versión enviada): ${count(stats.cvSavedBeforeLoss)}`);
  console.log(
    `Interrumpidas (sin respuesta): ${count(stats.interrupted.length)}; errores 5xx: ${count(stats.serverErrors.length)}; respuestas inesperadas: ${count(stats.unexpected.length)}`,
  );
}

/** Prints a PASS or FAIL line; returns `passed`. */
export const check = (passed, text) => {
  console.log(`${passed ? 'PASS' : 'FAIL'} ${text}`);
  return passed;
};

const inWindow = (windows, at) => windows.some((window) => at >= window.start && at <= window.end + WINDOW_SLACK_MS);

/**
 * Checks the database against what the clients were told: the same (applicant, ad) pairs, no
 * duplicates, whole CVs whose version matches their content, whole CV snapshots; and that errors
 * came only inside the fault windows and the API answered after them. Prints PASS / FAIL lines.
 */
export async function verify(client, { stats, windows }, applicants) {
  const results = [];
  const errors = [...stats.interrupted, ...stats.serverErrors];
  const outside = errors.filter((error) => !inWindow(windows, error.at));
  for (const window of windows) {
    const inside = errors.filter((error) => inWindow([window], error.at));
    const after = stats.answeredAt.filter((at) => at > window.end).length;
    console.log(
      `  ${window.label}: ${count(inside.length)} errores en la ventana de ${((window.end - window.start) / 1000).toFixed(1)} s ` +
        `(${summarize(inside)})${inside.length ? `; el último, ${lastRelative(inside, window.end)} del fin de la falla` : ''}`,
    );
    results.push(check(after > 0, `el API responde después de "${window.label}": ${count(after)} respuestas`));
  }
  results.push(
    check(
      outside.length === 0,
      `0 errores (5xx, sin respuesta)${windows.length ? ' fuera de las fallas' : ''}: ${count(outside.length)} ${summarize(outside)}`,
    ),
  );
  results.push(
    check(stats.unexpected.length === 0, `0 respuestas inesperadas: ${count(stats.unexpected.length)} ${JSON.stringify(stats.unexpected.slice(0, 3))}`),
  );

  const ids = applicants.map((applicant) => applicant.id);
  const { rows } = await client.query(`SELECT applicant_id, aviso_id, cv_snapshot FROM applications WHERE applicant_id = ANY($1)`, [ids]);
  const key = (applicantId, avisoId) => `${applicantId}/${avisoId}`;
  const stored = new Set(rows.map((row) => key(row.applicant_id, row.aviso_id)));
  const told = new Set(applicants.flatMap((applicant) => [...applicant.applied.keys()].map((avisoId) => key(applicant.id, avisoId))));
  const unresolved = new Set(applicants.flatMap((applicant) => [...applicant.unresolved].map((avisoId) => key(applicant.id, avisoId))));
  const missing = [...told].filter((pair) => !stored.has(pair));
  const unannounced = [...stored].filter((pair) => !told.has(pair) && !unresolved.has(pair));
  results.push(
    check(
      missing.length === 0 && unannounced.length === 0,
      `filas de postulaciones = éxitos: ${count(rows.length)} filas; 201 ${count(stats.created)} + ya grabadas al reintentar ` +
        `${count(stats.appliedBeforeLoss)}; sin resolver ${count(unresolved.size)}; faltan ${missing.length}, sobran ${unannounced.length}`,
    ),
  );

  const {
    rows: [{ duplicates }],
  } = await client.query(`SELECT count(*)::int AS duplicates FROM (SELECT 1 FROM applications GROUP BY applicant_id, aviso_id HAVING count(*) > 1) AS d`);
  results.push(check(duplicates === 0 && stored.size === rows.length, `0 duplicados (aviso, postulante): ${duplicates}`));

  const { rows: cvs } = await client.query(
    `SELECT c.applicant_id, c.version, c.data, a.cv_name FROM cvs c JOIN applicants a ON a.id = c.applicant_id WHERE c.applicant_id = ANY($1)`,
    [ids],
  );
  const versionOf = new Map(applicants.map((applicant) => [applicant.id, applicant.cvVersion]));
  const badCvs = cvs.filter(
    (row) =>
      !cvSchema.safeParse(row.data).success ||
      markOf(row.data) !== versionMark(row.version) ||
      row.cv_name !== row.data.name ||
      (versionOf.get(row.applicant_id) !== null && versionOf.get(row.applicant_id) !== row.version),
  );
  results.push(
    check(
      cvs.length === ids.length && badCvs.length === 0,
      `CV completos: ${count(cvs.length)} de ${count(ids.length)}, ${badCvs.length} con datos inválidos, versión distinta de su contenido o de la que conoce el cliente`,
    ),
  );

  const currentVersion = new Map(cvs.map((row) => [row.applicant_id, row.version]));
  const badSnapshots = rows.filter((row) => {
    const version = Number(/Versión (\d+)/.exec(markOf(row.cv_snapshot) ?? '')?.[1]);
    return !cvSchema.safeParse(row.cv_snapshot).success || !(version >= 1 && version <= currentVersion.get(row.applicant_id));
  });
  results.push(check(badSnapshots.length === 0, `CV enviados con cada postulación completos: ${badSnapshots.length} inválidos`));
  return results.every(Boolean);
}

/** "1.2 s antes" / "0.3 s después": the last error against the moment the fault was over. */
function lastRelative(errors, end) {
  const delta = (Math.max(...errors.map((error) => error.at)) - end) / 1000;
  return `${Math.abs(delta).toFixed(1)} s ${delta < 0 ? 'antes' : 'después'}`;
}

/** "12 ECONNREFUSED, 3 HTTP 500" */
function summarize(errors) {
  const counts = new Map();
  for (const error of errors) {
    const label = error.status ? `HTTP ${error.status}` : error.cause;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, total]) => `${total} ${label}`).join(', ');
}
