// Search benchmark: loads 100,000 published ads into a database of its own on a PostgreSQL server,
// starts the built API on it and prints p50 / p95 of GET /api/home/ for representative searches,
// next to the same searches done as a plain ILIKE '%term%' scan. Not a test: it prints figures.
//
// Usage: node scripts/build.mjs && node scripts/bench-search.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_bench;
//                       the database is dropped and created again, and dropped at the end)
//   BENCH_ADS           ads to load (default 100000)
//   BENCH_RUNS          timed requests per search (default 60; ILIKE scans run a third as often)
//   BENCH_KEEP=true     keeps the database afterwards, to look at query plans
import { benchDatabase, ms, runBench, time, withBenchApi } from './bench-lib.mjs';

const TIME_LIMIT_MS = 15 * 60_000;
const bench = benchDatabase('postulate_bench');
const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

// Job families: title words, area and sub-area (as seeded), and skills that show up in descriptions.
const FAMILIES = [
  ['Enfermero/a', 'Salud', 'Enfermería', 'control de signos vitales y administración de medicación'],
  ['Enfermero/a de terapia intensiva', 'Salud', 'Enfermería', 'cuidados críticos y manejo de respiradores'],
  ['Médico/a clínico/a', 'Salud', 'Medicina', 'atención de consultorio y guardia'],
  ['Farmacéutico/a', 'Salud', 'Farmacia', 'dispensa de medicamentos y control de stock'],
  ['Kinesiólogo/a', 'Salud', 'Kinesiología', 'rehabilitación motora y respiratoria'],
  ['Chofer profesional', 'Logística', 'Choferes', 'licencia profesional y reparto urbano'],
  ['Chofer de camión', 'Logística', 'Choferes', 'viajes de larga distancia y carga general'],
  ['Operario/a de depósito', 'Logística', 'Depósito', 'preparación de pedidos y carga de camiones'],
  ['Operador/a de autoelevador', 'Logística', 'Depósito', 'manejo de autoelevador con carnet habilitante'],
  ['Analista de comercio exterior', 'Logística', 'Comercio exterior', 'documentación aduanera y embarques'],
  ['Técnico/a electricista', 'Producción e industria', 'Mantenimiento', 'tableros eléctricos y lectura de planos'],
  ['Técnico/a mecánico/a', 'Producción e industria', 'Mantenimiento', 'mantenimiento preventivo de maquinaria'],
  ['Operario/a de producción', 'Producción e industria', 'Operarios', 'líneas de envasado y control de calidad'],
  ['Inspector/a de calidad', 'Producción e industria', 'Control de calidad', 'normas ISO y auditorías internas'],
  ['Técnico/a en higiene y seguridad', 'Seguridad', 'Seguridad e higiene', 'relevamiento de riesgos y capacitación'],
  ['Vigilador/a', 'Seguridad', 'Vigilancia', 'control de accesos y rondas'],
  ['Operador/a de monitoreo', 'Seguridad', 'Monitoreo', 'cámaras de seguridad y alarmas'],
  ['Desarrollador/a Java', 'Tecnología', 'Desarrollo de software', 'Java, Spring Boot y microservicios'],
  ['Desarrollador/a frontend React', 'Tecnología', 'Desarrollo de software', 'React, TypeScript y diseño responsive'],
  ['Desarrollador/a Python', 'Tecnología', 'Desarrollo de software', 'Python, Django y APIs REST'],
  ['Analista de datos', 'Tecnología', 'Análisis de datos', 'SQL, Power BI y modelos estadísticos'],
  ['Técnico/a de soporte IT', 'Tecnología', 'Soporte técnico', 'mesa de ayuda, redes y hardware'],
  ['Administrador/a de redes', 'Tecnología', 'Infraestructura y redes', 'routers, firewalls y servidores Linux'],
  ['Tester QA', 'Tecnología', 'QA y testing', 'pruebas manuales y automatizadas'],
  ['Vendedor/a de salón', 'Ventas', 'Ventas minoristas', 'atención al público y manejo de caja'],
  ['Ejecutivo/a de cuentas', 'Ventas', 'Ventas corporativas', 'venta consultiva a empresas'],
  ['Promotor/a', 'Ventas', 'Promociones', 'acciones en puntos de venta'],
  ['Telemarketer', 'Ventas', 'Telemarketing', 'venta telefónica de servicios'],
  ['Administrativo/a contable', 'Administración', 'Contabilidad', 'conciliaciones bancarias e impuestos'],
  ['Analista de sueldos', 'Administración', 'Recursos Humanos', 'liquidación de sueldos y cargas sociales'],
  ['Recepcionista', 'Atención al cliente', 'Recepción', 'atención de visitas y agenda'],
  ['Operador/a de call center', 'Atención al cliente', 'Call center', 'atención telefónica de consultas'],
  ['Cajero/a', 'Administración', 'Facturación y cobranzas', 'cobranzas y arqueo de caja'],
  ['Cocinero/a', 'Gastronomía', 'Cocina', 'cocina caliente y mise en place'],
  ['Mozo/a', 'Gastronomía', 'Salón y camareros', 'atención de mesas y comandas'],
  ['Pastelero/a', 'Gastronomía', 'Pastelería', 'masas, tortas y postres'],
  ['Albañil', 'Construcción', 'Albañilería', 'mampostería y revoques'],
  ['Electricista de obra', 'Construcción', 'Electricidad', 'instalaciones eléctricas domiciliarias'],
  ['Plomero/a gasista', 'Construcción', 'Plomería y gas', 'instalaciones sanitarias y de gas'],
  ['Docente de nivel primario', 'Educación', 'Nivel primario', 'planificación de clases y evaluación'],
  ['Profesor/a de inglés', 'Educación', 'Idiomas', 'clases de inglés para adultos'],
  ['Diseñador/a gráfico/a', 'Marketing y comunicación', 'Diseño gráfico', 'Illustrator, Photoshop e identidad visual'],
  ['Community manager', 'Marketing y comunicación', 'Redes sociales', 'gestión de redes y contenidos'],
];
const QUALIFIERS = [
  '', '', '', ' - turno mañana', ' - turno tarde', ' - turno noche', ' para sucursal', ' con experiencia',
  ' para empresa de consumo masivo', ' zona norte', ' zona sur', ' - reemplazo por licencia', ' Sr.', ' Jr.',
];
const SENTENCES = [
  'Buscamos incorporar una persona proactiva, con buena predisposición y ganas de crecer.',
  'Ofrecemos relación de dependencia, obra social y posibilidades reales de crecimiento.',
  'Valoramos la experiencia previa en puestos similares y el trabajo en equipo.',
  'La jornada es de lunes a viernes, con disponibilidad horaria para eventuales sábados.',
  'Se requiere secundario completo y residencia cercana al lugar de trabajo.',
  'Brindamos capacitación a cargo de la empresa y un buen clima laboral.',
  'Incluye comedor en planta, uniforme y transporte desde puntos de encuentro.',
  'La remuneración se compone de un sueldo fijo más premios por objetivos.',
  'Es deseable contar con movilidad propia y licencia de conducir.',
  'Las entrevistas se realizarán durante las próximas dos semanas.',
  'Nuestra empresa tiene más de veinte años de trayectoria en el mercado argentino.',
  'El puesto reporta a la jefatura del área y trabaja junto a un equipo de diez personas.',
  'Se valorará el manejo de herramientas informáticas y paquete Office.',
  'Buscamos personas responsables, ordenadas y con buena comunicación.',
  'Ofrecemos descuentos en comercios adheridos y beneficios por antigüedad.',
  'Podrán postularse personas con y sin experiencia, con ganas de aprender.',
];
const MODALIDADES = ['Presencial', 'Presencial', 'Híbrido', 'Remoto'];
const TIPOS = ['Full-time', 'Full-time', 'Part-time', 'Por Horas', 'Temporario', 'Por Contrato', 'Pasantia'];

/** Representative searches: a term alone, with provinces, several terms, provinces alone, no filter. */
const SEARCHES = [
  { label: 'sin filtros (home)', query: '' },
  { label: 'enfermero', query: '?q=enfermero', terms: ['enfermero'] },
  { label: 'chofer', query: '?q=chofer', terms: ['chofer'] },
  { label: 'tecnico electricista', query: '?q=tecnico%20electricista', terms: ['tecnico electricista'] },
  { label: 'desarrollador', query: '?q=desarrollador', terms: ['desarrollador'] },
  { label: 'recepcionista, cajero', query: '?q=recepcionista,cajero', terms: ['recepcionista', 'cajero'] },
  { label: 'vendedor + CABA y Buenos Aires', query: '?q=vendedor&province=02&province=06', terms: ['vendedor'], provinces: ['02', '06'] },
  { label: 'operario, página 3', query: '?q=operario&page=3', terms: ['operario'], page: 3 },
  { label: 'solo Córdoba', query: '?province=14', provinces: ['14'] },
];

// A deterministic generator, so two runs load the same ads.
let seed = 20_260_101;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = (list) => list[Math.floor(random() * list.length)];

async function loadAds(client) {
  const { rows: [company] } = await client.query(`SELECT id FROM companies ORDER BY id LIMIT 1`);
  const ref = async (sql) => new Map((await client.query(sql)).rows.map((row) => [row.name, row.id]));
  const areas = await ref('SELECT id, name FROM areas');
  const subAreas = await ref('SELECT id, name FROM sub_areas');
  const levels = [...(await ref('SELECT id, name FROM work_levels')).values()];
  // Localities of every province, weighted towards the big ones as real ads are (md5: the same each run).
  const { rows: localities } = await client.query(
    `SELECT id FROM localities ORDER BY province_id IN ('02', '06', '14', '82') DESC, md5(id) LIMIT 600`,
  );
  const places = localities.map((row) => row.id);
  const batch = 10_000;
  for (let start = 0; start < ADS; start += batch) {
    const columns = Array.from({ length: 12 }, () => []);
    for (let index = start; index < Math.min(ADS, start + batch); index += 1) {
      const [title, area, subArea, skill] = pick(FAMILIES);
      const body = Array.from({ length: 5 + Math.floor(random() * 5) }, () => pick(SENTENCES));
      body.splice(1, 0, `Buscamos ${title.toLowerCase()} con experiencia en ${skill}.`);
      const salary = random() < 0.4 ? 800_000 + Math.floor(random() * 30) * 50_000 : null;
      [
        `${title}${pick(QUALIFIERS)}`,
        body.join(' '),
        areas.get(area),
        subAreas.get(subArea),
        pick(levels),
        index < ADS * 0.75 ? pick(places.slice(0, 200)) : pick(places),
        pick(MODALIDADES),
        pick(TIPOS),
        1 + Math.floor(random() * 5),
        new Date(Date.now() - Math.floor(random() * 180 * 86_400_000)).toISOString(),
        salary,
        salary === null ? null : salary + 300_000,
      ].forEach((value, column) => columns[column].push(value));
    }
    await client.query(
      `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id,
                           modalidad, tipo_empleo, vacantes, status, published_at, show_salario, salario_desde, salario_hasta)
       SELECT $1, t.titulo, t.descripcion, t.area_id, t.sub_area_id, t.work_level_id, t.locality_id, t.modalidad,
              t.tipo_empleo, t.vacantes, 'published', t.published_at, t.salario IS NOT NULL, t.salario, t.hasta
         FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[],
                     $10::int[], $11::timestamptz[], $12::int[], $13::int[])
              AS t (titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad, tipo_empleo,
                    vacantes, published_at, salario, hasta)`,
      [company.id, ...columns],
    );
    process.stdout.write(`\r  ${Math.min(ADS, start + batch).toLocaleString('es-AR')} avisos cargados`);
  }
  process.stdout.write('\n');
}

/** The same search as a plain scan: ILIKE '%term%' on title or description, newest first, plus the count. */
function ilikeScan(client, { terms = [], provinces = [], page = 1 }) {
  const params = [];
  const where = ["status = 'published'"];
  if (terms.length) {
    const any = terms.map((term) => {
      params.push(`%${term}%`);
      return `titulo ILIKE $${params.length} OR descripcion ILIKE $${params.length}`;
    });
    where.push(`(${any.join(' OR ')})`);
  }
  if (provinces.length) {
    params.push(provinces);
    where.push(`province_id = ANY($${params.length}::char(2)[])`);
  }
  const sql = `FROM avisos WHERE ${where.join(' AND ')}`;
  return async () => {
    await client.query(`SELECT id ${sql} ORDER BY published_at DESC, id DESC LIMIT 20 OFFSET ${(page - 1) * 20}`, params);
    await client.query(`SELECT count(*) ${sql}`, params);
  };
}

async function main() {
  const started = Date.now();
  await withBenchApi(bench, {}, async ({ apiUrl, client }) => {
    console.log(`Cargando ${ADS.toLocaleString('es-AR')} avisos publicados...`);
    await loadAds(client);
    // What autovacuum does after a load: statistics, and the visibility map index-only scans rely on;
    // then the load's dirty pages are written out, so that writing them does not land in the timings.
    await client.query('VACUUM ANALYZE avisos, aviso_search_terms');
    await client.query('CHECKPOINT');
    const [{ total, terms, size }] = (
      await client.query(`
        SELECT (SELECT count(*)::int FROM avisos WHERE status = 'published') AS total,
               (SELECT count(*)::int FROM aviso_search_terms) AS terms,
               pg_size_pretty(pg_total_relation_size('aviso_search_terms')) AS size`)
    ).rows;
    console.log(`Avisos publicados: ${total.toLocaleString('es-AR')} (carga en ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`Índice de búsqueda: ${terms.toLocaleString('es-AR')} filas (palabra, aviso), ${size} con su índice\n`);

    const rows = [];
    for (const search of SEARCHES) {
      let matches = 0;
      const endpoint = await time(
        RUNS,
        async () => {
          const response = await fetch(`${apiUrl}/api/home/${search.query}`);
          if (!response.ok) throw new Error(`${search.query}: HTTP ${response.status}`);
          matches = (await response.json()).avisos.total;
        },
        3,
      );
      const scan = search.terms ? await time(Math.max(5, Math.round(RUNS / 3)), ilikeScan(client, search), 3) : null;
      rows.push({ search, matches, endpoint, scan });
    }

    console.log(
      ['búsqueda'.padEnd(32), 'avisos'.padStart(8), 'API p50'.padStart(10), 'API p95'.padStart(10), 'ILIKE p50'.padStart(11), 'ILIKE p95'.padStart(11), 'más rápido (p50)'.padStart(17)].join(' '),
    );
    for (const { search, matches, endpoint, scan } of rows) {
      console.log(
        [
          search.label.padEnd(32),
          matches.toLocaleString('es-AR').padStart(8),
          ms(endpoint.p50).padStart(10),
          ms(endpoint.p95).padStart(10),
          (scan ? ms(scan.p50) : '—').padStart(11),
          (scan ? ms(scan.p95) : '—').padStart(11),
          (scan ? `${(scan.p50 / endpoint.p50).toFixed(0)}×` : '—').padStart(17),
        ].join(' '),
      );
    }
    const worst = Math.max(...rows.map((row) => row.endpoint.p95));
    console.log(`\np95 más alto de la API: ${ms(worst)}; la API mide la respuesta HTTP completa (áreas, página y total).`);
    console.log(`Tiempo total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}

runBench(main, TIME_LIMIT_MS);
