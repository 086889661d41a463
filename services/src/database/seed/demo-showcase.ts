import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { COMPANY_DOCUMENT_SLOTS, cvSaveSchema, formatDmy, invoiceSaveSchema, SECURITY_LICENCE_SLOT, type ApplicationStage, type CvSaveInput } from '@postulate/contracts';
import { ApplicationsService } from '../../applications/applications.service.js';
import { CompanyApplicationsService } from '../../company/company-applications.service.js';
import { CompanyDocumentsService } from '../../company/company-documents.service.js';
import { InvoicesService } from '../../company/invoices.service.js';
import { CvFilesService } from '../../cv/cv-files.service.js';
import { CvService } from '../../cv/cv.service.js';

/**
 * The demo applicant's complete CV: every section, two A4 pages of PDF, so a newcomer sees Mi CV,
 * the PDF and the company's applicant profile at their best.
 */
export const SHOWCASE_CV: CvSaveInput = {
  version: 0,
  cv: {
    name: 'Lucía Fernández',
    fecha: '15/03/1990',
    nationality: 'Argentina',
    dni: '30123456',
    cuit: '27301234568',
    maritalStatus: 'Casad@',
    tel: '1145678900',
    mail: 'lucia.fernandez@correo.test',
    direction: 'Av. Santa Fe 3200, 4° B',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
    workExperience: [
      {
        id: 'demo-job-1',
        position: 'Supervisora de depósito',
        bussiness: 'Distribuidora Austral S.A.',
        desde: '01/02/2021',
        hasta: '',
        continua: true,
        description: 'Supervisión de un depósito de 8.000 m² con 35 operarios en dos turnos y operación con WMS.',
        task: 'Planificación de turnos, control de inventario cíclico, indicadores de productividad y seguridad e higiene.',
        nameReferencia: 'Graciela Sosa',
        positionReference: 'Gerenta de Operaciones',
        telReference: '1140001111',
        mailReference: 'graciela.sosa@correo.test',
      },
      {
        id: 'demo-job-2',
        position: 'Analista de inventarios',
        bussiness: 'Logística Río de la Plata',
        desde: '01/03/2016',
        hasta: '31/01/2021',
        continua: false,
        description: 'Control de stock de un operador logístico con clientes de consumo masivo y farmacia.',
        task: 'Conteos cíclicos, conciliación con el ERP, reportes de diferencias y capacitación de operarios nuevos.',
        nameReferencia: 'Martín Quiroga',
        positionReference: 'Jefe de Depósito',
        telReference: '1140002222',
        mailReference: '',
      },
      {
        id: 'demo-job-3',
        position: 'Operaria de preparación de pedidos',
        bussiness: 'Supermercados del Sur',
        desde: '01/04/2012',
        hasta: '28/02/2016',
        continua: false,
        description: 'Preparación de pedidos para 40 sucursales en el centro de distribución de Avellaneda.',
        task: 'Picking por radiofrecuencia, armado de pallets, carga de camiones y control de vencimientos.',
        nameReferencia: '',
        positionReference: '',
        telReference: '',
        mailReference: '',
      },
      {
        id: 'demo-job-4',
        position: 'Cajera',
        bussiness: 'Autoservicio La Esquina',
        desde: '01/12/2009',
        hasta: '31/03/2012',
        continua: false,
        description: 'Atención al público en un autoservicio de barrio, en turnos rotativos.',
        task: 'Cobro, arqueo y cierre de caja, reposición y atención de reclamos.',
        nameReferencia: '',
        positionReference: '',
        telReference: '',
        mailReference: '',
      },
    ],
    educations: [
      {
        id: 'demo-study-1',
        description: 'Licenciatura en Logística',
        type: 'Univeritario',
        institution: 'Universidad Nacional de San Martín',
        country: 'Argentina',
        fechai: '01/03/2022',
        fechaf: '',
        state: 'cursando',
      },
      {
        id: 'demo-study-2',
        description: 'Técnica Superior en Logística',
        type: 'Terciario',
        institution: 'Instituto Tecnológico de Buenos Aires',
        country: 'Argentina',
        fechai: '01/03/2010',
        fechaf: '15/12/2012',
        state: 'graduado',
      },
      {
        id: 'demo-study-3',
        description: 'Bachiller en Economía y Gestión',
        type: 'Secundario',
        institution: 'Escuela de Comercio N.º 5',
        country: 'Argentina',
        fechai: '01/03/2003',
        fechaf: '15/12/2007',
        state: 'graduado',
      },
    ],
    posGrados: [
      {
        id: 'demo-postgrad-1',
        description: 'Diplomatura en Gestión de la Cadena de Suministro',
        institution: 'Universidad Tecnológica Nacional',
        country: 'Argentina',
        fechai: '01/04/2019',
        fechaf: '30/11/2019',
        state: 'graduado',
      },
    ],
    languages: [
      { id: 'demo-lang-1', description: 'Inglés', levelOral: 'Intermedio', levelWritten: 'Avanzado' },
      { id: 'demo-lang-2', description: 'Portugués', levelOral: 'Basico', levelWritten: 'Basico' },
    ],
    informaticas: [
      { id: 'demo-soft-1', name: 'Excel', level: 'Avanzado', description: 'Tablas dinámicas, BUSCARV y tableros de indicadores.' },
      { id: 'demo-soft-2', name: 'SAP WM', level: 'Intermedio', description: 'Movimientos de stock, inventarios y órdenes de transporte.' },
    ],
    specialAbilities: [
      { id: 'demo-skill-1', description: 'Carnet de autoelevador vigente.' },
      { id: 'demo-skill-2', description: 'Brigadista de evacuación y primeros auxilios.' },
    ],
    seguridad: {
      turnoRotativo: true,
      antecedentes: true,
      antecedentesDate: '10/05/2025',
    },
  },
};

/** Applications with answers, to ads the browser tests never apply to. */
/** The demo applicant's applications; the first one the company has already moved on. */
const SHOWCASE_APPLICATIONS: { titulo: string; respuestas: string[]; stage?: ApplicationStage }[] = [
  {
    titulo: 'Jefe/a de tráfico para base de operaciones',
    stage: 'preseleccionada',
    respuestas: [
      'Con Wialon para el seguimiento de flota y con un TMS propio para programar los viajes.',
      'Sí, me mudo a Neuquén con mi familia en el mes que haga falta.',
    ],
  },
  { titulo: 'Operario/a de depósito - turno mañana', respuestas: [] },
];

/** A portrait stand-in drawn here (no download): the demo applicant's initials on a coloured tile. */
function demoPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#1f3147"/>
    <circle cx="200" cy="160" r="80" fill="#fde2cf"/>
    <rect x="80" y="260" width="240" height="160" rx="110" fill="#c2410c"/>
    <text x="200" y="185" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#1f3147">LF</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A scanned page as the demo's documents: a grey sheet with the document's name. */
function demoScan(title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="877">
    <rect width="620" height="877" fill="#f4f4f2"/>
    <text x="310" y="120" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#1f3147">${title}</text>
    <rect x="80" y="180" width="460" height="12" fill="#c9ccd1"/><rect x="80" y="220" width="400" height="12" fill="#c9ccd1"/>
    <rect x="80" y="260" width="440" height="12" fill="#c9ccd1"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo company is verified (its seven documents and its security licence approved by the demo administrator) and has two
 * invoices, one still to pay; the tester's company has two documents waiting for review.
 */
async function seedCompanyRecords(app: INestApplicationContext, dataSource: DataSource): Promise<void> {
  const [row]: { company: number; tester: number; admin: number }[] = await dataSource.query(
    `SELECT (SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa') AS company,
            (SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'tester') AS tester,
            (SELECT id FROM users WHERE name = 'admin') AS admin`,
  );
  const documents = app.get(CompanyDocumentsService);
  const upload = async (companyId: number, slot: number) => {
    const bytes = await demoScan(COMPANY_DOCUMENT_SLOTS[slot - 1]);
    await documents.upload(companyId, slot, { buffer: bytes, size: bytes.length, mimetype: 'image/png', originalname: 'scan.png' });
  };
  // The seven that verify it, and the licence its Seguridad ads need.
  for (let slot = 1; slot <= SECURITY_LICENCE_SLOT; slot += 1) {
    await upload(row.company, slot);
    await documents.review(row.admin, { id: row.company, slot, estado: 'Aprobado', comentario: '' });
  }
  await upload(row.tester, 1);
  await upload(row.tester, 2);

  const invoices = app.get(InvoicesService);
  const daysAgo = (days: number) => formatDmy(new Date(Date.now() - days * 86_400_000));
  await invoices.create(
    invoiceSaveSchema.parse({ empresa: row.company, punto: '0003', codigo: '00001187', fecha: daysAgo(40), apellido: 'Ferreyra', status: 'Pagada', importe: '185000,00', comentario: 'Plan Empresa: 10 avisos' }),
  );
  await invoices.create(
    invoiceSaveSchema.parse({ empresa: row.company, punto: '0003', codigo: '00001243', fecha: daysAgo(8), apellido: 'Ferreyra', status: 'Pendiente', importe: '92500,50', comentario: 'Avisos destacados' }),
  );
}

/**
 * Gives the demo applicant (seeded by seedDemo) the showcase CV with a photo and two applications,
 * through the same services the API uses, so every rule and derived row holds. Runs when the demo
 * was just seeded; the integration tests, which start from seedDemo alone, do not get it.
 */
export async function seedDemoShowcase(app: INestApplicationContext): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const [applicant]: { id: number }[] = await dataSource.query(
    `SELECT a.id FROM applicants a JOIN users u ON u.id = a.user_id WHERE u.name = 'postulante'`,
  );
  if (!applicant) return;
  const bytes = await demoPhoto();
  const photo = await app
    .get(CvFilesService)
    .prepare('fotoPerfil', { buffer: bytes, size: bytes.length, mimetype: 'image/jpeg', originalname: 'lucia.jpg' });
  await app.get(CvService).save(applicant.id, cvSaveSchema.parse(SHOWCASE_CV), photo);

  await seedCompanyRecords(app, dataSource);

  const applications = app.get(ApplicationsService);
  for (const { titulo, respuestas, stage } of SHOWCASE_APPLICATIONS) {
    const [aviso]: { id: number; company_id: number }[] = await dataSource.query(
      `SELECT id, company_id FROM avisos WHERE titulo = $1 AND status = 'published'`,
      [titulo],
    );
    if (!aviso) continue;
    const preguntas: { id: number }[] = await dataSource.query('SELECT id FROM aviso_preguntas WHERE aviso_id = $1 ORDER BY id', [aviso.id]);
    const { status } = await applications.apply(applicant.id, {
      idAviso: aviso.id,
      respuestas: preguntas.map((pregunta, index) => ({ idPregunta: pregunta.id, respuesta: respuestas[index] })),
    });
    if (!stage) continue;
    // The company read it and moved it on, as its user would from the applications screen.
    const [company]: { user_id: number }[] = await dataSource.query('SELECT user_id FROM companies WHERE id = $1', [aviso.company_id]);
    const selection = app.get(CompanyApplicationsService);
    await selection.markRead(aviso.company_id, status.id, company.user_id);
    await selection.setStage(aviso.company_id, company.user_id, [status.id], stage);
  }
}
