// Job alerts benchmark: 100,000 published ads, 2,000 of them from the last day, and 10,000 alerts
// with varied terms and provinces (each its own applicant), in a database of its own on a
// PostgreSQL server. Runs the API's daily digest (AlertsDigest.runDue, the code the API's timer
// runs: the claim, the home's matcher per alert, the e-mail queued in the outbox) in this process
// and prints how long computing every digest took and what it found. Not a test: it prints figures.
//
// Usage: npm run bench:alerts (compiles the API and its packages with SWC first; no front-end build)
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_bench_alerts;
//                       the database is dropped and created again, and dropped at the end)
//   BENCH_ADS           ads to load (default 100000); BENCH_NEW_ADS of them in the last day (default 2000)
//   BENCH_ALERTS        alerts to create (default 10000)
//   BENCH_KEEP=true     keeps the database afterwards, to look at query plans
// @ts-check
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { distDir, rootDir } from './apps.mjs';
import { benchDatabase, onCleanup, onServer, runBench } from './bench-lib.mjs';
import { buildBackend } from './build.mjs';

const TIME_LIMIT_MS = 20 * 60_000;
const TARGET_MS = 30_000;
const bench = benchDatabase('postulate_bench_alerts');
const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const NEW_ADS = Number(process.env.BENCH_NEW_ADS ?? 2_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const DAY = 86_400_000;

// Job titles (with the words alerts search for) and what their descriptions mention.
const FAMILIES = [
  ['Enfermero/a', 'control de signos vitales y administración de medicación'],
  ['Médico/a clínico/a', 'atención de consultorio y guardia'],
  ['Farmacéutico/a', 'dispensa de medicamentos y control de stock'],
  ['Chofer profesional', 'licencia profesional y reparto urbano'],
  ['Chofer de camión', 'viajes de larga distancia y carga general'],
  ['Operario/a de depósito', 'preparación de pedidos y carga de camiones'],
  ['Operador/a de autoelevador', 'manejo de autoelevador con carnet habilitante'],
  ['Analista de comercio exterior', 'documentación aduanera y embarques'],
  ['Técnico/a electricista', 'tableros eléctricos y lectura de planos'],
  ['Técnico/a mecánico/a', 'mantenimiento preventivo de maquinaria'],
  ['Operario/a de producción', 'líneas de envasado y control de calidad'],
  ['Vigilador/a', 'control de accesos y rondas'],
  ['Desarrollador/a Java', 'Java, Spring Boot y microservicios'],
  ['Desarrollador/a frontend React', 'React, TypeScript y diseño responsive'],
  ['Analista de datos', 'SQL, Power BI y modelos estadísticos'],
  ['Técnico/a de soporte IT', 'mesa de ayuda, redes y hardware'],
  ['Vendedor/a de salón', 'atención al público y manejo de caja'],
  ['Ejecutivo/a de cuentas', 'venta consultiva a empresas'],
  ['Administrativo/a contable', 'conciliaciones bancarias e impuestos'],
  ['Recepcionista', 'atención de visitas y agenda'],
  ['Operador/a de call center', 'atención telefónica de consultas'],
  ['Cajero/a', 'cobranzas y arqueo de caja'],
  ['Cocinero/a', 'cocina caliente y mise en place'],
  ['Mozo/a', 'atención de mesas y comandas'],
  ['Albañil', 'mampostería y revoques'],
  ['Plomero/a gasista', 'instalaciones sanitarias y de gas'],
  ['Docente de nivel primario', 'planificación de clases y evaluación'],
  ['Diseñador/a gráfico/a', 'Illustrator, Photoshop e identidad visual'],
];
const SENTENCES = [
  'Buscamos incorporar una persona proactiva, con buena predisposición y ganas de crecer.',
  'Ofrecemos relación de dependencia, obra social y posibilidades reales de crecimiento.',
  'Valoramos la experiencia previa en puestos similares y el trabajo en equipo.',
  'La jornada es de lunes a viernes, con disponibilidad horaria para eventuales sábados.',
  'Brindamos capacitación a cargo de la empresa y un buen clima laboral.',
  'Es deseable contar con movilidad propia y licencia de conducir.',
  'Se valorará el manejo de herramientas informáticas y paquete Office.',
];
/** What applicants save: common words, two-word terms, prefixes, a pair of terms, rare and unknown words. */
const ALERT_TERMS = [
  'enfermero',
  'chofer',
  'desarrollador',
  'técnico electricista',
  'operario',
  'vendedor',
  'cajero',
  'analista',
  'mozo',
  'docente',
  'recepcionista',
  'vigilador',
  'cocinero',
  'albañil',
  'plomero',
  'farmacéutico',
  'médico',
  'autoelevador',
  'call center',
  'contable',
  'java',
  'react',
  'soporte',
  'depósito',
  'camión',
  'diseñador',
  'desarrollador java',
  'analista de datos',
  'tecn',
  'administrativo',
  'ejecutivo de cuentas',
  'mecánico',
  'chofer, repartidor',
  'enfermero, médico',
  'cajero, vendedor',
  'astronauta',
  'paleontólogo',
  'sommelier',
];
const BIG_PROVINCES = ['02', '06', '14', '82'];
const ALL_PROVINCES = [
  '02',
  '06',
  '10',
  '22',
  '26',
  '14',
  '18',
  '30',
  '34',
  '38',
  '42',
  '46',
  '50',
  '54',
  '58',
  '62',
  '66',
  '70',
  '74',
  '78',
  '82',
  '86',
  '94',
  '90',
];
const MODALIDADES = ['Presencial', 'Presencial', 'Híbrido', 'Remoto'];
const TIPOS = ['Full-time', 'Full-time', 'Part-time', 'Temporario'];

// A deterministic generator, so two runs load the same data.
let seed = 20_260_120;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = (list) => list[Math.floor(random() * list.length)];

async function loadAds(client, now) {
  const {
    rows: [company],
  } = await client.query(`SELECT id FROM companies ORDER BY id LIMIT 1`);
  const {
    rows: [refs],
  } = await client.query(`SELECT x.area_id, x.sub_area_id, (SELECT min(id) FROM work_levels) AS level_id FROM area_sub_areas x ORDER BY x.area_id LIMIT 1`);
  // Localities of every province, weighted towards the big ones as real ads are (md5: the same each run).
  const { rows: localities } = await client.query(`SELECT id FROM localities ORDER BY province_id IN ('02', '06', '14', '82') DESC, md5(id) LIMIT 600`);
  const places = localities.map((row) => row.id);
  const batch = 10_000;
  for (let start = 0; start < ADS; start += batch) {
    const columns = Array.from({ length: 6 }, () => /** @type {unknown[]} */ ([]));
    for (let index = start; index < Math.min(ADS, start + batch); index += 1) {
      const [title, skill] = pick(FAMILIES);
      const body = Array.from({ length: 4 + Math.floor(random() * 4) }, () => pick(SENTENCES));
      body.splice(1, 0, `Buscamos ${title.toLowerCase()} con experiencia en ${skill}.`);
      // The newest NEW_ADS were published in the last day (but not in the last minutes, which wait for the next run).
      const age = index >= ADS - NEW_ADS ? 5 * 60_000 + random() * (DAY - 10 * 60_000) : DAY + random() * 179 * DAY;
      [
        title,
        body.join(' '),
        index < ADS * 0.75 ? pick(places.slice(0, 200)) : pick(places),
        pick(MODALIDADES),
        pick(TIPOS),
        new Date(now - age).toISOString(),
      ].forEach((value, column) => columns[column].push(value));
    }
    await client.query(
      `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id,
                           modalidad, tipo_empleo, vacantes, status, published_at, not_confidential)
       SELECT $1, t.titulo, t.descripcion, $2, $3, $4, t.locality_id, t.modalidad, t.tipo_empleo, 1, 'published', t.published_at,
              random() < 0.8
         FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])
              AS t (titulo, descripcion, locality_id, modalidad, tipo_empleo, published_at)`,
      [company.id, refs.area_id, refs.sub_area_id, refs.level_id, ...columns],
    );
    process.stdout.write(`\r  ${Math.min(ADS, start + batch).toLocaleString('es-AR')} avisos cargados`);
  }
  process.stdout.write('\n');
}

/** One applicant per alert, each alert saved the day before: terms, provinces, both, or provinces alone. */
async function loadAlerts(client, now) {
  const searches = Array.from({ length: ALERTS }, () => {
    const shape = random();
    const provinces =
      shape < 0.35 ? [] : shape < 0.75 ? [pick(random() < 0.7 ? BIG_PROVINCES : ALL_PROVINCES)] : [...new Set([pick(ALL_PROVINCES), pick(ALL_PROVINCES)])];
    const q = shape > 0.95 ? '' : pick(ALERT_TERMS);
    return { q, province: provinces.length || q ? provinces : ['02'], area: null };
  });
  await client.query(
    `WITH people AS (
       INSERT INTO users (name, email, role, password_hash)
       SELECT 'alerta' || n, 'alerta' || n || '@correo.test', 'Postulante', 'x' FROM generate_series(1, $1::int) AS n
       RETURNING id, name),
     applicants_added AS (
       INSERT INTO applicants (user_id) SELECT id FROM people RETURNING id, user_id)
     INSERT INTO job_alerts (applicant_id, search, search_key, created_at, covered_until)
     SELECT a.id, s.search, s.search::text, $3, $3
       FROM applicants_added a
       JOIN people p ON p.id = a.user_id
       JOIN unnest($2::jsonb[]) WITH ORDINALITY AS s (search, n) ON 'alerta' || s.n = p.name`,
    [ALERTS, searches.map((search) => JSON.stringify(search)), new Date(now - DAY)],
  );
}

async function main() {
  const { target, database, adminUrl } = bench;
  console.log('Compilando la API (SWC)...');
  await buildBackend();
  const dist = (file) => path.join(rootDir, 'services', distDir, file);
  const { NestFactory } = await import('@nestjs/core');
  const { AppModule } = await import(dist('app.module.js'));
  const { AlertsDigest } = await import(dist('alerts/alerts-digest.js'));
  const { loadConfig } = await import(dist('config.js'));
  const { startDatabase } = await import(dist('database/database.js'));
  const { seedDemo } = await import(dist('demo/demo-seed.js'));
  const { ENTITIES } = await import(dist('entities.js'));

  console.log(`Base de prueba: ${database} en ${target.host}`);
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onServer(adminUrl, `CREATE DATABASE ${database}`);
  const outboxDir = path.join(os.tmpdir(), 'postulate-bench-alerts-outbox');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: target.toString(),
    SMTP_URL: '',
    MAIL_OUTBOX_DIR: outboxDir,
    MAIL_POLL_MS: '0',
    NOTIFICATIONS_POLL_MS: '0',
    ALERTS_POLL_MS: '0',
    // Any hour of the day: the run below is the day's.
    ALERTS_HOUR: '0',
  });
  const db = await startDatabase(config.database, { entities: ENTITIES });
  const client = new pg.Client({ connectionString: target.toString() });
  let app;
  const cleanUp = onCleanup(async () => {
    await client.end().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    fs.rmSync(outboxDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP !== 'true') await onServer(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  try {
    await seedDemo(db.dataSource);
    await client.connect();
    const now = Date.now();
    const loading = Date.now();
    console.log(
      `Cargando ${ADS.toLocaleString('es-AR')} avisos (${NEW_ADS.toLocaleString('es-AR')} del último día) y ${ALERTS.toLocaleString('es-AR')} alertas...`,
    );
    await loadAds(client, now);
    await loadAlerts(client, now);
    await client.query('VACUUM ANALYZE avisos, aviso_search_terms, job_alerts, users, applicants');
    await client.query('CHECKPOINT');
    console.log(`Carga en ${((Date.now() - loading) / 1000).toFixed(0)} s\n`);

    app = await NestFactory.createApplicationContext(AppModule.register(db, config), { logger: ['error', 'warn'] });
    const digest = app.get(AlertsDigest);
    const started = process.hrtime.bigint();
    const counts = await digest.runDue(new Date());
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    const {
      rows: [outbox],
    } = await client.query(
      `SELECT count(*)::int AS mails, coalesce(round(avg(length(text_body))), 0)::int AS chars FROM mail_outbox WHERE subject LIKE '%para tu alerta:%'`,
    );
    const again = await digest.runDue(new Date());

    console.log(
      `Digestos de ${counts.alerts.toLocaleString('es-AR')} alertas en ${(elapsed / 1000).toFixed(1)} s (${(elapsed / counts.alerts).toFixed(2)} ms por alerta)`,
    );
    console.log(`  búsquedas distintas ejecutadas: ${counts.searches.toLocaleString('es-AR')} (las alertas con la misma búsqueda comparten una)`);
    console.log(`  alertas con al menos un aviso nuevo: ${counts.withAds.toLocaleString('es-AR')}`);
    console.log(
      `  correos en la bandeja de salida: ${counts.queued.toLocaleString('es-AR')} (en mail_outbox: ${outbox.mails.toLocaleString('es-AR')}, ${outbox.chars.toLocaleString('es-AR')} caracteres de media)`,
    );
    console.log(`  segunda corrida el mismo día: ${again.alerts} alertas, ${again.queued} correos`);
    const passed = elapsed <= TARGET_MS && counts.alerts === ALERTS && again.queued === 0;
    console.log(`\nObjetivo ≤ ${TARGET_MS / 1000} s para ${ALERTS.toLocaleString('es-AR')} alertas: ${passed ? 'PASS' : 'MISS'}`);
    return passed;
  } finally {
    await cleanUp();
  }
}

runBench(main, TIME_LIMIT_MS);
