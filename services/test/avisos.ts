import type { DataSource } from 'typeorm';
import type { AvisoSaveInput } from '@postulate/contracts';

export interface TestAviso {
  id: number;
  companyId: number;
  preguntas: { id: number; pregunta: string }[];
}

/**
 * An ad of the demo company (or `companyId`) written straight to the tables, so a test controls
 * exactly its status, messaging, confidentiality and questions.
 */
export async function insertAviso(
  dataSource: DataSource,
  options: {
    titulo: string;
    status?: 'draft' | 'published' | 'finished';
    permiteMsjDirecto?: boolean;
    notConfidential?: boolean;
    preguntas?: string[];
    companyId?: number;
  },
): Promise<TestAviso> {
  const [company] = options.companyId
    ? [{ id: options.companyId }]
    : await dataSource.query(`SELECT id FROM companies WHERE razonsocial = 'Logística del Plata S.A.'`);
  const [area] = await dataSource.query(`SELECT a.id AS area_id, s.sub_area_id FROM areas a JOIN area_sub_areas s ON s.area_id = a.id ORDER BY a.id LIMIT 1`);
  const [level] = await dataSource.query(`SELECT id FROM work_levels ORDER BY id LIMIT 1`);
  const status = options.status ?? 'published';
  const [aviso] = await dataSource.query(
    `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad,
                         tipo_empleo, vacantes, status, published_at, permite_msj_directo, not_confidential)
     VALUES ($1, $2, 'Descripción del aviso de prueba', $3, $4, $5, '0209801001', 'Presencial', 'Full-time', 1, $6,
             CASE WHEN $6 = 'draft' THEN NULL ELSE now() END, $7, $8)
     RETURNING id`,
    [company.id, options.titulo, area.area_id, area.sub_area_id, level.id, status, options.permiteMsjDirecto ?? false, options.notConfidential ?? true],
  );
  const preguntas: TestAviso['preguntas'] = [];
  for (const pregunta of options.preguntas ?? []) {
    const [row] = await dataSource.query(`INSERT INTO aviso_preguntas (aviso_id, pregunta) VALUES ($1, $2) RETURNING id`, [aviso.id, pregunta]);
    preguntas.push({ id: row.id, pregunta });
  }
  return { id: aviso.id, companyId: company.id, preguntas };
}

/**
 * Verifies the demo company (or `companyId`), as demo-showcase does by approving its documents: its
 * ads then publish at once instead of waiting 'En revisión' (issue 39). The bare seed leaves it unverified.
 */
export async function verifyDemoCompany(dataSource: DataSource, companyId?: number): Promise<void> {
  await dataSource.query(
    `UPDATE companies SET verified_at = coalesce(verified_at, now()) WHERE ${companyId ? 'id = $1' : `razonsocial = 'Logística del Plata S.A.'`}`,
    companyId ? [companyId] : [],
  );
}

/** The seed's first 'Logística' sub-area and first work level: references validAvisoOf accepts. */
export async function logisticsRefs(dataSource: DataSource): Promise<{ area: number; subarea: number; nivel: number }> {
  const [logistica] = await dataSource.query(
    `SELECT x.area_id AS area, x.sub_area_id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id WHERE a.name = 'Logística' ORDER BY x.sub_area_id LIMIT 1`,
  );
  const [nivel] = await dataSource.query(`SELECT id FROM work_levels ORDER BY id LIMIT 1`);
  return { ...logistica, nivel: nivel.id };
}

/** A wizard save that passes every rule, in the area, sub-area and level given. */
export function validAvisoOf(refs: { area: number; subarea: number; nivel: number }, overrides: Partial<AvisoSaveInput> = {}): AvisoSaveInput {
  return {
    titulo: 'Analista de logística',
    descripcion: 'Planificación de rutas y control de stock en el depósito de Barracas.',
    area: refs.area,
    subarea: refs.subarea,
    nivel: refs.nivel,
    provincia: '02',
    localidad: '0209801001',
    direccion: 'Av. Montes de Oca 1450',
    notConfidential: true,
    vacantes: '2',
    modalidad: 'Híbrido',
    tipoEmpleo: 'Full-time',
    genero: 'Indistinto',
    discapcidad: true,
    edadDesde: '25',
    edadHasta: '45',
    motivoRequisito: 'Programa de primer empleo: el convenio con el municipio fija la franja de edad.',
    experiecia: '3',
    experienciaEx: false,
    salarioDesde: '900000',
    salarioHasta: '1200000',
    showSalario: true,
    permiteMsjDirecto: true,
    recibeMail: false,
    direccionMail: '',
    avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Basico' }],
    preguntas: [{ pregunta: '¿Tenés disponibilidad para viajar?' }],
    ...overrides,
  };
}
