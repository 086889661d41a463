// Applications benchmark: one 'Seguridad' ad of the demo company with 10,000 applications (a full
// CV snapshot each, the nine security flags drawn at random) in a database of its own on a
// PostgreSQL server; starts the built API on it, logs the company in through the real captcha and
// prints p50 / p95 of GET /api/empresa/aviso/{id}/aplicaciones with and without the security
// filters. Not a test: it prints figures.
//
// Usage: node scripts/build.mjs && node scripts/bench-applications.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_bench_apps;
//                       the database is dropped and created again, and dropped at the end)
//   BENCH_APPLICATIONS  applications to load (default 10000)
//   BENCH_RUNS          timed requests per case (default 100)
//   BENCH_KEEP=true     keeps the database afterwards, to look at query plans
// @ts-check
import { benchDatabase, login, ms, runBench, time, withBenchApi } from './bench-lib.mjs';

const TIME_LIMIT_MS = 10 * 60_000;
const bench = benchDatabase('postulate_bench_apps');
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** SECURITY_FLAGS of packages/contracts, in order (bit i = flag i). */
const FLAGS = ['analitico', 'biometricos', 'turnoRotativo', 'antecedentes', 'clu', 'cursoCaba', 'portacion', 'reincidencia', 'vigilador'];

const CASES = [
  { label: 'Todas, página 1', query: '' },
  { label: 'Todas, última página', query: `?page=${Math.ceil(APPLICATIONS / 20)}` },
  { label: 'No leidas, página 1', query: '?tab=unread' },
  { label: 'Favoritas', query: '?tab=favourites' },
  { label: 'filtro: Curso de Vigilador', query: '?seguridad=vigilador' },
  { label: 'filtros: Vigilador, CLU, Portación', query: '?seguridad=vigilador,clu,portacion' },
  { label: 'los 9 filtros', query: `?seguridad=${FLAGS.join(',')}` },
  { label: 'No leidas + 2 filtros, pág. 3', query: '?tab=unread&seguridad=analitico,antecedentes&page=3' },
];

let seed = 20_260_105;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = (list) => list[Math.floor(random() * list.length)];
const NAMES = ['Lucía', 'Martín', 'Sofía', 'Juan', 'Valentina', 'Mateo', 'Camila', 'Lautaro', 'Julieta', 'Tomás'];
const SURNAMES = ['Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Pérez', 'Gómez', 'Díaz', 'Sosa', 'Romero'];

/** A CV as the applicant side stores it, about 2 KB of jsonb like a real one. */
function cv(index) {
  const name = `${pick(NAMES)} ${pick(SURNAMES)} ${index}`;
  const seguridad = Object.fromEntries(FLAGS.map((flag) => [flag, random() < 0.45]));
  return {
    name,
    fecha: '15/03/1990',
    nationality: 'Argentina',
    dni: '1234567',
    cuit: '20123456786',
    maritalStatus: 'Solter@',
    tel: '1145678900',
    mail: `postulante${index}@correo.test`,
    direction: 'Av. Santa Fe 3200, 4° B',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
    fotoPerfil: null,
    workExperience: [1, 2].map((job) => ({
      id: `w${job}`,
      description: 'Control de accesos, rondas perimetrales y registro de novedades en planta industrial.',
      bussiness: pick(['Prosegur', 'Securitas', 'Brinks', 'Custodia Sur']),
      position: pick(['Vigilador', 'Supervisor de seguridad', 'Operador de monitoreo']),
      task: 'Rondas, control de cámaras, informes diarios y atención de alarmas.',
      desde: '01/02/2015',
      hasta: '30/06/2019',
      continua: job === 1,
      nameReferencia: 'Jorge Pérez',
      positionReference: 'Jefe de seguridad',
      telReference: '1140001111',
      mailReference: 'jorge@empresa.test',
    })),
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
    specialAbilities: [{ id: 's1', description: 'Primeros auxilios y manejo de extintores' }],
    seguridad: {
      ...seguridad,
      antecedentesDate: '',
      cluDate: '',
      cursoCabaDate: '',
      portacionDate: '',
      reincidenciaDate: '',
      vigiladorDate: '',
      documento: null,
    },
  };
}

async function loadApplications(client) {
  const {
    rows: [company],
  } = await client.query(`SELECT id FROM companies WHERE razonsocial = 'Logística del Plata S.A.'`);
  const {
    rows: [ref],
  } = await client.query(
    `SELECT a.id AS area_id, s.id AS sub_area_id FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
      WHERE a.name = 'Seguridad' AND s.name = 'Vigilancia'`,
  );
  const {
    rows: [level],
  } = await client.query(`SELECT id FROM work_levels ORDER BY id LIMIT 1`);
  const {
    rows: [aviso],
  } = await client.query(
    `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad, tipo_empleo,
                         vacantes, status, published_at, permite_msj_directo)
     VALUES ($1, 'Vigilador/a para planta industrial', 'Rondas y control de accesos.', $2, $3, $4, '0209801001', 'Presencial',
             'Full-time', 20, 'published', now(), true)
     RETURNING id`,
    [company.id, ref.area_id, ref.sub_area_id, level.id],
  );
  const batch = 2_000;
  for (let start = 0; start < APPLICATIONS; start += batch) {
    const snapshots = [];
    const applied = [];
    const readed = [];
    const favourite = [];
    for (let index = start; index < Math.min(APPLICATIONS, start + batch); index += 1) {
      snapshots.push(JSON.stringify(cv(index)));
      applied.push(new Date(Date.now() - Math.floor(random() * 60 * 86_400_000)).toISOString());
      readed.push(random() < 0.6);
      favourite.push(random() < 0.05);
    }
    await client.query(
      `INSERT INTO applications (aviso_id, cv_snapshot, applied_at, readed, favourite)
       SELECT $1, t.cv::jsonb, t.applied_at, t.readed, t.favourite
         FROM unnest($2::text[], $3::timestamptz[], $4::boolean[], $5::boolean[]) AS t (cv, applied_at, readed, favourite)`,
      [aviso.id, snapshots, applied, readed, favourite],
    );
    process.stdout.write(`\r  ${Math.min(APPLICATIONS, start + batch).toLocaleString('es-AR')} aplicaciones cargadas`);
  }
  process.stdout.write('\n');
  return aviso.id;
}

async function main() {
  const started = Date.now();
  await withBenchApi(bench, { CAPTCHA_COUNTER_MIN: '10', CAPTCHA_COUNTER_MAX: '100' }, async ({ apiUrl, client }) => {
    console.log(`Cargando ${APPLICATIONS.toLocaleString('es-AR')} aplicaciones a un aviso de Seguridad...`);
    const avisoId = await loadApplications(client);
    await client.query('VACUUM ANALYZE applications');
    const cookie = await login(apiUrl, 'empresa', 'demo1234');
    console.log(`Carga en ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

    console.log(['caso'.padEnd(38), 'total'.padStart(7), 'p50'.padStart(9), 'p95'.padStart(9)].join(' '));
    let worst = 0;
    for (const entry of CASES) {
      let total = 0;
      const figures = await time(
        RUNS,
        async () => {
          const response = await fetch(`${apiUrl}/api/empresa/aviso/${avisoId}/aplicaciones${entry.query}`, { headers: { cookie } });
          if (!response.ok) throw new Error(`${entry.query}: HTTP ${response.status}`);
          total = /** @type {{ total: number }} */ (await response.json()).total;
        },
        5,
      );
      worst = Math.max(worst, figures.p95);
      console.log([entry.label.padEnd(38), total.toLocaleString('es-AR').padStart(7), ms(figures.p50).padStart(9), ms(figures.p95).padStart(9)].join(' '));
    }
    console.log(`\np95 más alto: ${ms(worst)} (objetivo ≤ 40 ms); respuesta HTTP completa: aviso, página de 20 y total.`);
    console.log(`Tiempo total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}

runBench(main, TIME_LIMIT_MS);
