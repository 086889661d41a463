import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import {
  alertSaveSchema,
  COMPANY_DOCUMENT_SLOTS,
  cvSaveSchema,
  formatDmy,
  invoiceSaveSchema,
  SECURITY_LICENCE_SLOT,
  type ApplicationStage,
  type AvisoSource,
  type CvSaveInput,
} from '@postulate/contracts';
import { AlertsService } from '../alerts/alerts.service.js';
import { Applicant } from '../cv/entities/applicant.entity.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { AvisoReportsService } from '../aviso-reports/aviso-reports.service.js';
import { AvisoViewCounter } from '../aviso-stats/aviso-view-counter.js';
import { hashPassword } from '../auth/passwords.js';
import { skeleton } from '../common/name-skeleton.js';
import { CompanyApplicationsService } from '../company-applications/company-applications.service.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { CompanyDocumentsService } from '../company-profile/company-documents.service.js';
import { InvoicesService } from '../company-profile/invoices.service.js';
import { MailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { CvFilesService } from '../cv/cv-files.service.js';
import { CvService } from '../cv/cv.service.js';
import { User } from '../users/entities/user.entity.js';
import { DEMO_PASSWORD } from './demo-seed.js';

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

/**
 * An application of the demo, dated as it happened: it arrived `daysAgo` days before the seed, the
 * company opened the profile `seenAfter` days later ('vista'), moved it on, wrote, or the
 * applicant withdrew it, each so many days after applying.
 */
interface DemoApplication {
  titulo: string;
  daysAgo: number;
  /** One per question of the ad; a generic answer stands in for any missing. */
  respuestas?: string[];
  seenAfter?: number;
  stage?: { to: ApplicationStage; after: number };
  message?: { text: string; after: number };
  withdrawnAfter?: number;
  /** Where the applicant came from; the portal's search when not told. */
  origen?: AvisoSource;
}

const ANY_ANSWER = 'Sí, tengo experiencia en tareas similares y disponibilidad inmediata.';

/**
 * The demo applicant's applications, in several stages, to ads the browser tests never apply to:
 * 'Jefe/a de tráfico' (the company's CSV export shows her answers there) moved on to
 * 'preseleccionada', an interview on 'Representante de atención telefónica' with the company's
 * message, a 'CV visto' and one just sent.
 */
const SHOWCASE_APPLICATIONS: DemoApplication[] = [
  {
    titulo: 'Jefe/a de tráfico para base de operaciones',
    daysAgo: 11,
    seenAfter: 1,
    stage: { to: 'preseleccionada', after: 2 },
    respuestas: [
      'Con Wialon para el seguimiento de flota y con un TMS propio para programar los viajes.',
      'Sí, me mudo a Neuquén con mi familia en el mes que haga falta.',
    ],
  },
  {
    titulo: 'Representante de atención telefónica - turno tarde',
    daysAgo: 7,
    seenAfter: 1,
    stage: { to: 'entrevista', after: 3 },
    message: { text: '¡Hola Lucía! ¿Podés venir el jueves a las 11 a nuestra oficina de Barracas para una entrevista?', after: 3 },
  },
  { titulo: 'Asistente de Recursos Humanos', daysAgo: 6, seenAfter: 2, origen: 'alerta' },
  { titulo: 'Operario/a de depósito - turno mañana', daysAgo: 1, origen: 'compartido' },
];

/**
 * Other candidates of the demo company, so its screens show every stage and its ads an answer
 * record. Each has their own DNI and CUIL: finished tests are recognised by them across accounts.
 */
export const DEMO_CANDIDATES: { user: string; dni: string; cuit: string; name: string; position: string; applications: DemoApplication[] }[] = [
  {
    user: 'martina.acosta',
    dni: '32456781',
    cuit: '27324567815',
    name: 'Martina Acosta',
    position: 'Analista de selección',
    applications: [
      { titulo: 'Asistente de Recursos Humanos', daysAgo: 14, seenAfter: 1, stage: { to: 'contratada', after: 6 } },
      { titulo: 'Técnico/a de soporte IT para sucursal', daysAgo: 5, origen: 'feed' },
    ],
  },
  {
    user: 'diego.romero',
    dni: '29876543',
    cuit: '20298765439',
    name: 'Diego Romero',
    position: 'Operario de depósito',
    applications: [
      { titulo: 'Operario/a de depósito - turno mañana', daysAgo: 2, seenAfter: 0, stage: { to: 'finalista', after: 1 }, origen: 'compartido' },
      { titulo: 'Representante de atención telefónica - turno tarde', daysAgo: 8, seenAfter: 1, stage: { to: 'descartada', after: 2 } },
    ],
  },
  {
    user: 'camila.benitez',
    dni: '35123987',
    cuit: '27351239870',
    name: 'Camila Benítez',
    position: 'Ejecutiva comercial',
    applications: [
      { titulo: 'Ejecutivo/a de cuentas corporativas para Cuyo', daysAgo: 9, seenAfter: 1, stage: { to: 'entrevista', after: 3 } },
      { titulo: 'Asistente de Recursos Humanos', daysAgo: 12, seenAfter: 2, origen: 'directo' },
    ],
  },
  {
    user: 'joaquin.herrera',
    dni: '33654210',
    cuit: '20336542104',
    name: 'Joaquín Herrera',
    position: 'Técnico de soporte',
    applications: [
      { titulo: 'Técnico/a de soporte IT para sucursal', daysAgo: 15, seenAfter: 1, stage: { to: 'preseleccionada', after: 1 } },
      { titulo: 'Enfermero/a laboral para servicio médico de planta', daysAgo: 2 },
    ],
  },
  {
    user: 'valentina.sosa',
    dni: '38246135',
    cuit: '27382461350',
    name: 'Valentina Sosa',
    position: 'Representante de atención al cliente',
    applications: [
      { titulo: 'Representante de atención telefónica - turno tarde', daysAgo: 7, withdrawnAfter: 2 },
      { titulo: 'Desarrollador/a backend Node.js para plataforma de seguimiento de envíos', daysAgo: 1 },
    ],
  },
  {
    user: 'nicolas.medina',
    dni: '31975864',
    cuit: '20319758640',
    name: 'Nicolás Medina',
    position: 'Auxiliar de logística',
    applications: [
      { titulo: 'Operario/a de depósito - turno mañana', daysAgo: 2, seenAfter: 1, stage: { to: 'preseleccionada', after: 1 } },
      { titulo: 'Ejecutivo/a de cuentas corporativas para Cuyo', daysAgo: 10, seenAfter: 1, stage: { to: 'descartada', after: 3 } },
    ],
  },
];

const DAY_MS = 86_400_000;

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
  // Reviewed before today: the e-mails the reviews queued are not sent now.
  const [{ email }]: { email: string }[] = await dataSource.query(`SELECT email FROM users WHERE name = 'empresa'`);
  await app.get(MailOutboxRepository).deleteTo(dataSource.manager, email);
  await upload(row.tester, 1);
  await upload(row.tester, 2);

  const invoices = app.get(InvoicesService);
  const daysAgo = (days: number) => formatDmy(new Date(Date.now() - days * 86_400_000));
  await invoices.create(
    invoiceSaveSchema.parse({
      empresa: row.company,
      punto: '0003',
      codigo: '00001187',
      fecha: daysAgo(40),
      apellido: 'Ferreyra',
      status: 'Pagada',
      importe: '185000,00',
      comentario: 'Plan Empresa: 10 avisos',
    }),
  );
  await invoices.create(
    invoiceSaveSchema.parse({
      empresa: row.company,
      punto: '0003',
      codigo: '00001243',
      fecha: daysAgo(8),
      apellido: 'Ferreyra',
      status: 'Pendiente',
      importe: '92500,50',
      comentario: 'Avisos destacados',
    }),
  );
}

/**
 * Gives the demo applicant (seeded by seedDemo) the showcase CV with a photo and four applications
 * in several stages, and the demo company six more candidates in every stage (one withdrawn),
 * through the same services the API uses, so every rule and derived row holds. Runs when the demo
 * was just seeded; the integration tests, which start from seedDemo alone, do not get it.
 */
export async function seedDemoShowcase(app: INestApplicationContext): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const [applicant]: { id: number }[] = await dataSource.query(`SELECT a.id FROM applicants a JOIN users u ON u.id = a.user_id WHERE u.name = 'postulante'`);
  if (!applicant) return;
  const bytes = await demoPhoto();
  const photo = await app.get(CvFilesService).prepare('fotoPerfil', { buffer: bytes, size: bytes.length, mimetype: 'image/jpeg', originalname: 'lucia.jpg' });
  await app.get(CvService).save(applicant.id, cvSaveSchema.parse(SHOWCASE_CV), photo);

  await seedCompanyRecords(app, dataSource);
  // One job alert, mailed each morning with the new ads it finds.
  await app.get(AlertsService).create(applicant.id, alertSaveSchema.parse({ q: 'técnico, analista', province: ['02', '06'] }));

  for (const application of SHOWCASE_APPLICATIONS) await seedApplication(app, dataSource, applicant.id, application);
  for (const candidate of DEMO_CANDIDATES) {
    const applicantId = await seedCandidate(app, dataSource, candidate);
    for (const application of candidate.applications) await seedApplication(app, dataSource, applicantId, application);
  }
  await seedDemoViews(app, dataSource);
  await seedDemoReports(app, dataSource);
  // The stories happened before today: the e-mails they queued (stage changes, messages) are not sent now.
  const outbox = app.get(MailOutboxRepository);
  for (const address of ['postulante@postulate.test', ...DEMO_CANDIDATES.map((candidate) => `${candidate.user}@correo.test`)]) {
    await outbox.deleteTo(dataSource.manager, address);
  }
}

/** Sources of the demo's visits, as often as each comes: the search first, then alerts and shared links. */
const VIEW_SOURCES: AvisoSource[] = [
  'busqueda',
  'busqueda',
  'busqueda',
  'busqueda',
  'busqueda',
  'alerta',
  'alerta',
  'compartido',
  'compartido',
  'feed',
  'directo',
];

/**
 * Visits to each published ad, every day of its last two weeks, counted as the ad page counts them
 * (AvisoViewCounter, one per visitor and hour), so the dashboard and the statistics have a story.
 * The numbers come from a fixed sequence: every demo installation tells the same one.
 */
async function seedDemoViews(app: INestApplicationContext, dataSource: DataSource): Promise<void> {
  const avisos: { id: number; published_at: Date }[] = await dataSource.query(`SELECT id, published_at FROM avisos WHERE status = 'published' ORDER BY id`);
  const counter = app.get(AvisoViewCounter);
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (const aviso of avisos) {
    for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
      const day = Date.now() - daysAgo * DAY_MS;
      if (day < new Date(aviso.published_at).getTime()) continue;
      const visits = 4 + (next() % 18);
      for (let visit = 0; visit < visits; visit++) {
        const viewer = {
          address: `10.${aviso.id % 250}.${daysAgo}.${visit + 1}`,
          userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        };
        await counter.count(aviso.id, VIEW_SOURCES[next() % VIEW_SOURCES.length], viewer, new Date(day - (next() % 3_600_000)));
      }
    }
  }
  await counter.flush();
}

/**
 * Two candidates reported one ad (issue 39), through the reports service as signed-in people, so the
 * administrator's 'Denuncias' has a case to read; neither reason hides the verified company's ad.
 */
async function seedDemoReports(app: INestApplicationContext, dataSource: DataSource): Promise<void> {
  const [aviso]: { id: number }[] = await dataSource.query(`SELECT id FROM avisos WHERE titulo = 'Vigilador/a para depósito fiscal' AND status = 'published'`);
  if (!aviso) return;
  const reports = [
    { user: 'diego.romero', motivo: 'no_registrado', detalles: 'Me dijeron por teléfono que los primeros tres meses son a prueba y sin recibo de sueldo.' },
    { user: 'camila.benitez', motivo: 'condiciones_falsas', detalles: 'El sueldo que me ofrecieron en la entrevista era la mitad del publicado.' },
  ] as const;
  for (const report of reports) {
    const [user]: { id: number; name: string; email: string }[] = await dataSource.query(`SELECT id, name, email FROM users WHERE name = $1`, [report.user]);
    await app
      .get(AvisoReportsService)
      .report(
        aviso.id,
        { motivo: report.motivo, detalles: report.detalles, email: user.email },
        { user: { ...user, role: 'Postulante', csrfToken: '', tokenHash: '' }, address: undefined },
      );
  }
}

/** A demo candidate's account (password demo1234) and a short CV, through the CV service. */
async function seedCandidate(app: INestApplicationContext, dataSource: DataSource, candidate: (typeof DEMO_CANDIDATES)[number]): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const user = await dataSource
    .getRepository(User)
    .save({ name: candidate.user, nameSkeleton: skeleton(candidate.user), email: `${candidate.user}@correo.test`, role: 'Postulante' as const, passwordHash });
  const applicant = await dataSource.getRepository(Applicant).save({ userId: user.id, cvName: null });
  const [job] = SHOWCASE_CV.cv.workExperience ?? [];
  const [study] = SHOWCASE_CV.cv.educations ?? [];
  const cv: CvSaveInput = {
    version: 0,
    cv: {
      ...SHOWCASE_CV.cv,
      name: candidate.name,
      dni: candidate.dni,
      cuit: candidate.cuit,
      mail: `${candidate.user}@correo.test`,
      workExperience: job ? [{ ...job, position: candidate.position }] : [],
      educations: study ? [study] : [],
      posGrados: [],
      languages: [],
      informaticas: [],
      specialAbilities: [],
    },
  };
  await app.get(CvService).save(applicant.id, cvSaveSchema.parse(cv));
  return applicant.id;
}

/**
 * Applies, then does what the company and the applicant did, through the same services as the
 * API; then dates each step as the story tells, so the answer record and 'desde el' read true.
 */
async function seedApplication(app: INestApplicationContext, dataSource: DataSource, applicantId: number, story: DemoApplication): Promise<void> {
  const [aviso]: { id: number; company_id: number; user_id: number }[] = await dataSource.query(
    `SELECT v.id, v.company_id, c.user_id FROM avisos v JOIN companies c ON c.id = v.company_id WHERE v.titulo = $1 AND v.status = 'published'`,
    [story.titulo],
  );
  if (!aviso) return;
  const preguntas: { id: number }[] = await dataSource.query('SELECT id FROM aviso_preguntas WHERE aviso_id = $1 ORDER BY id', [aviso.id]);
  const { status } = await app.get(ApplicationsService).apply(applicantId, {
    idAviso: aviso.id,
    respuestas: preguntas.map((pregunta, index) => ({ idPregunta: pregunta.id, respuesta: story.respuestas?.[index] ?? ANY_ANSWER })),
    origen: story.origen ?? 'busqueda',
  });
  // The company read it and moved it on, as its user would from the applications screen.
  const selection = app.get(CompanyApplicationsService);
  if (story.seenAfter !== undefined) await selection.markRead(aviso.company_id, status.id, aviso.user_id);
  if (story.stage) await selection.setStage(aviso.company_id, aviso.user_id, [status.id], story.stage.to);
  if (story.message) await app.get(ConversationsService).sendAsCompany(aviso.company_id, status.id, story.message.text);
  if (story.withdrawnAfter !== undefined) {
    const [owner]: { user_id: number }[] = await dataSource.query('SELECT user_id FROM applicants WHERE id = $1', [applicantId]);
    await app.get(ApplicationsService).withdraw(applicantId, owner.user_id, status.id);
  }

  const applied = Date.now() - story.daysAgo * DAY_MS;
  const at = (after: number | undefined) => (after === undefined ? null : new Date(applied + after * DAY_MS));
  const seen = at(story.seenAfter);
  const moved = at(story.stage?.after);
  await dataSource.query(`UPDATE applications SET applied_at = $2, stage_at = $3, withdrawn_at = $4 WHERE id = $1`, [
    status.id,
    new Date(applied),
    moved ?? seen ?? new Date(applied),
    at(story.withdrawnAfter),
  ]);
  await dataSource.query(
    `UPDATE application_stage_changes SET changed_at = CASE stage WHEN 'vista' THEN $2::timestamptz WHEN 'retirada' THEN $4::timestamptz ELSE $3::timestamptz END
        WHERE application_id = $1`,
    [status.id, seen, moved, at(story.withdrawnAfter)],
  );
  await dataSource.query(`UPDATE conversation_messages m SET created_at = $2 FROM conversations c WHERE c.id = m.conversation_id AND c.application_id = $1`, [
    status.id,
    at(story.message?.after),
  ]);
}
