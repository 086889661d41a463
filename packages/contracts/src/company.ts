import { z } from './zod.js';
import { idSchema } from './admin.js';
import { optionalAmountSchema } from './amounts.js';
import { listResponseSchema } from './api-schemas.js';
import { applicationAnswerSchema, messageFormSchema, type ConversationView } from './applications.js';
import { emailSchema } from './auth.js';
import { FAIR_WORDING_MESSAGES, MOTIVO_REQUISITO_MAX, questionRefusal, restrictsCandidates } from './fair-wording.js';
import { NUMERO_RESPUESTA_MAX, PREGUNTA_TIPOS, REQUIREMENT_FILTERS, RESPUESTAS_SI_NO, SCREENING_MESSAGES } from './screening-questions.js';
import {
  AVISO_DEFAULT_DURATION,
  AVISO_DESCRIPCION_MAX,
  AVISO_DURATIONS,
  AVISO_STATUSES,
  GENEROS,
  MODALIDADES,
  NIVELES_IDIOMA,
  TIPOS_EMPLEO,
} from './avisos.js';
import { applicationLabelsSchema, labelFilterShape } from './application-labels.js';
import { APPLICATION_STAGES, STAGE_MESSAGES } from './application-stages.js';
import { stageMessageSchema } from './stage-messages.js';
import { cvSchema, SECURITY_FLAGS, type SecurityFlag } from './cv.js';
import { avisoDetailSchema, avisoIdiomaItemSchema, avisoPreguntaItemSchema } from './home-contract.js';
import { MESSAGES } from './messages.js';
import { moderationNoticeSchema } from './moderation.js';
import { PROVINCES } from './provinces.js';
import { LIST_MAX_PAGE, LIST_MAX_PAGE_SIZE } from './reference.js';
import { DEFAULT_PAGE_SIZE } from './app.js';

// ---------- Texts ----------

/** No single ad hires a thousand people: a larger number is a typing slip. */
export const AVISO_VACANCIES_MAX = 999;

/** The company back office's texts: the spec's words where it fixes them, ours (marked) where it is silent. */
export const COMPANY_MESSAGES = {
  noCompany: 'Su usuario aún no está vinculado con una empresa.',
  noCompanyTitle: 'Error en sus datos',
  /** Ours: what a user without a company can do about it. */
  createCompany: 'Tu usuario todavía no tiene una empresa: completá sus datos y guardá para empezar a publicar avisos.',
  createCompanyLink: 'Completar los datos de mi empresa',
  newAviso: 'Generando un nuevo Aviso',
  editAviso: 'Modificando un Aviso',
  avisoActions: '¿Qué querés hacer con este aviso?',
  savingChanges: 'Efectuando cambios aguarde',
  titulo: 'Debe completar el título del aviso',
  descripcion: 'Debe completar la descripción del aviso',
  area: 'Debe completar el área del anuncio',
  subarea: 'Debe completar la subárea del anuncio',
  localidad: 'Debe completar la localidad',
  modalidad: 'Debe completar la modalidad',
  tipoEmpleo: 'Debe completar el tipo de empleo',
  genero: 'Debe completar el género',
  idiomaMin: 'El nombre del idioma debe tener al menos 4 caracteres',
  nivelWrite: 'El nivel escrito debe tener al menos 4 caracteres',
  preguntaMin: 'La pregunta debe tener al menos 10 caracteres',
  addIdioma: 'Agregamos un idioma',
  addPregunta: 'Agregamos una pregunta',
  noDirectMessages: 'Los mensajes directos de este aviso no están activados',
  // Ours from here on.
  tituloMax: 'El título no puede superar los 100 caracteres',
  descripcionMax: `La descripción no puede superar los ${AVISO_DESCRIPCION_MAX} caracteres`,
  nivel: 'Debe completar el nivel del puesto',
  provincia: 'Debe completar la provincia',
  localidadFuera: 'La localidad elegida no pertenece a la provincia',
  subareaFuera: 'La subárea elegida no pertenece al área del anuncio',
  direccionMax: 'La dirección no puede superar los 100 caracteres',
  vacantesRequired: 'Debe completar las vacantes',
  vacantesNumber: 'Las vacantes deben ser un número',
  vacantesInt: 'Las vacantes deben ser un número entero, sin decimales',
  vacantesMin: 'Debe haber al menos 1 vacante',
  vacantesMax: `Un aviso puede tener hasta ${AVISO_VACANCIES_MAX} vacantes: si buscás más personas, publicá otro aviso`,
  number: 'Debe ser un número',
  integer: 'Debe ser un número entero, sin decimales',
  negative: 'No puede ser negativo',
  tooLarge: 'El número es demasiado grande',
  edadRango: 'La edad hasta no puede ser menor que la edad desde',
  salarioRango: 'El salario hasta no puede ser menor que el salario desde',
  salarioRequerido: 'Completá el salario desde y hasta, o elegí «A convenir (no publicar el salario)»',
  salarioPositivo: 'El salario desde debe ser mayor que 0',
  salarioDoble: 'El salario hasta no puede ser más del doble del salario desde: publicá un rango más preciso',
  mailRequired: 'Debe completar el correo electrónico para recibir los CV',
  nivelRead: 'Debe completar el nivel de lectura',
  preguntaMax: 'La pregunta no puede superar los 250 caracteres',
  tooManyIdiomas: 'Un aviso admite hasta 10 idiomas',
  tooManyPreguntas: 'Un aviso admite hasta 10 preguntas',
  avisoNotFound: 'El aviso no existe',
  applicationNotFound: 'La aplicación no existe',
  notDraft: 'Solo se puede publicar un aviso que todavía no está publicado',
  notPublished: 'Solo se puede finalizar un aviso publicado',
  finishedEdit: 'Un aviso finalizado ya no se puede modificar',
  deleteWithApplications: 'No se puede borrar un aviso publicado que ya tiene aplicaciones',
  deleteNotDraft: 'Solo se puede borrar un aviso que todavía no está publicado',
  published: 'El aviso quedó publicado',
  finished: 'El aviso quedó finalizado: ya no aparece en las búsquedas',
  deleted: 'El aviso fue borrado',
  profileSaved: 'Guardado con éxito',
  duracion: 'La duración debe ser de 30, 60 o 90 días',
  notFinishedRepublish: 'Solo se puede republicar un aviso finalizado o vencido',
  republished: 'Se creó un aviso nuevo sin publicar con el mismo contenido: revisalo y publicalo',
  duplicated: 'Se creó una copia sin publicar: revisala y publicala cuando quieras',
} as const;

// ---------- The ad wizard ----------

export const AVISO_TITULO_MAX = 100;

/**
 * The title of an ad's copy ('Duplicar'): 'Copia de …' cut to the title's limit, never through the
 * middle of a character written with two UTF-16 units.
 */
export function copyTitle(titulo: string): string {
  const full = `Copia de ${titulo}`;
  if (full.length <= AVISO_TITULO_MAX) return full;
  const cut = /[\uD800-\uDBFF]$/.test(full.slice(0, AVISO_TITULO_MAX)) ? AVISO_TITULO_MAX - 1 : AVISO_TITULO_MAX;
  return full.slice(0, cut).trimEnd();
}
export const AVISO_PREGUNTA_MAX = 250;
export const AVISO_ITEMS_MAX = 10;
/** Largest figure an age, experience or salary may hold (PostgreSQL integer). */
const INT_MAX = 2_147_483_647;

/**
 * A form sends '' for an empty number box: that is 'not given'; '12,5' and '12.5' both read as 12.5
 * (and are then refused as decimals with their own message). Anything but plain digits ('1e2',
 * '0x10', '１２') is not a number, although JavaScript's Number() would read some of them.
 */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  }
  return value;
}

const optionalCount = z.preprocess(
  toNumber,
  z
    .number(COMPANY_MESSAGES.number)
    .int(COMPANY_MESSAGES.integer)
    .min(0, COMPANY_MESSAGES.negative)
    .max(INT_MAX, COMPANY_MESSAGES.tooLarge)
    .optional()
    .transform((value) => value ?? null),
);

/** 'Salario desde/hasta': whole pesos as Argentines write them ('850.000'), empty when not given. */
const salary = optionalAmountSchema({ cents: false, min: 0, max: INT_MAX, tooLargeMessage: COMPANY_MESSAGES.tooLarge });

/** A select's id: a positive integer or its digits as text; empty means not chosen. */
const requiredId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.int(message).min(1, message).max(INT_MAX, message),
  );

const requiredChoice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, message));

const provinceIds = PROVINCES.map((province) => province.id) as [string, ...string[]];

/** 'Duración de la publicación' in days; a radio sends its value as text, and an absent one is the default. */
export const avisoDuracionSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z.literal(AVISO_DURATIONS, COMPANY_MESSAGES.duracion).default(AVISO_DEFAULT_DURATION),
);

export const avisoIdiomaSchema = z.object({
  idioma: z.string(COMPANY_MESSAGES.idiomaMin).trim().min(4, COMPANY_MESSAGES.idiomaMin).max(50, COMPANY_MESSAGES.idiomaMin),
  nivelRead: requiredChoice(NIVELES_IDIOMA, COMPANY_MESSAGES.nivelRead),
  nivelWrite: requiredChoice(NIVELES_IDIOMA, COMPANY_MESSAGES.nivelWrite),
});
export type AvisoIdiomaSave = z.infer<typeof avisoIdiomaSchema>;
export type AvisoIdiomaInput = z.input<typeof avisoIdiomaSchema>;

/**
 * A question; `id` is kept when editing so applications in progress keep answering the same one.
 * A Sí/No question may ask for one answer, a number question for a minimum (screening-questions);
 * a question the law does not allow (questionRefusal) is refused with its reason.
 */
export const avisoPreguntaSchema = z
  .object({
    id: idSchema.optional(),
    pregunta: z.string(COMPANY_MESSAGES.preguntaMin).trim().min(10, COMPANY_MESSAGES.preguntaMin).max(AVISO_PREGUNTA_MAX, COMPANY_MESSAGES.preguntaMax),
    tipo: z.enum(PREGUNTA_TIPOS).default('texto'),
    respuestaRequerida: z.preprocess((value) => (value === '' ? null : value), z.enum(RESPUESTAS_SI_NO).nullable().default(null)),
    minimoRequerido: z.preprocess(
      toNumber,
      z
        .number(COMPANY_MESSAGES.number)
        .int(COMPANY_MESSAGES.integer)
        .min(0, COMPANY_MESSAGES.negative)
        .max(NUMERO_RESPUESTA_MAX, SCREENING_MESSAGES.numeroGrande)
        .nullable()
        .default(null),
    ),
  })
  .superRefine((value, ctx) => {
    const refusal = questionRefusal(value.pregunta);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['pregunta'], message: refusal.motivo });
    if (value.respuestaRequerida !== null && value.tipo !== 'si_no') {
      ctx.addIssue({ code: 'custom', path: ['respuestaRequerida'], message: SCREENING_MESSAGES.requisitoSoloSiNo });
    }
    if (value.minimoRequerido !== null && value.tipo !== 'numero') {
      ctx.addIssue({ code: 'custom', path: ['minimoRequerido'], message: SCREENING_MESSAGES.minimoSoloNumero });
    }
  });
export type AvisoPreguntaSave = z.infer<typeof avisoPreguntaSchema>;
export type AvisoPreguntaInput = z.input<typeof avisoPreguntaSchema>;

/** A range whose top is more than this many times its bottom says little: it is refused. */
export const SALARY_RANGE_MAX_RATIO = 2;

/**
 * What is wrong with a salary range to publish (issue 39): both ends given, the bottom above 0, the
 * top not under the bottom nor more than twice it. Empty when it can be published.
 */
export function salaryRangeIssues(desde: number | null, hasta: number | null): { path: ['salarioDesde' | 'salarioHasta']; message: string }[] {
  if (desde === null) return [{ path: ['salarioDesde'], message: COMPANY_MESSAGES.salarioRequerido }];
  if (desde === 0) return [{ path: ['salarioDesde'], message: COMPANY_MESSAGES.salarioPositivo }];
  if (hasta === null) return [{ path: ['salarioHasta'], message: COMPANY_MESSAGES.salarioRequerido }];
  if (hasta < desde) return [{ path: ['salarioHasta'], message: COMPANY_MESSAGES.salarioRango }];
  if (hasta > SALARY_RANGE_MAX_RATIO * desde) return [{ path: ['salarioHasta'], message: COMPANY_MESSAGES.salarioDoble }];
  return [];
}

/**
 * The six steps of the wizard as one schema (POST /api/empresa/add_aviso and update_aviso): the
 * wizard validates the fields of each step before moving forward, the API the whole.
 */
export const avisoSaveSchema = z
  .object({
    // 1 · description
    titulo: z.string(COMPANY_MESSAGES.titulo).trim().min(1, COMPANY_MESSAGES.titulo).max(AVISO_TITULO_MAX, COMPANY_MESSAGES.tituloMax),
    descripcion: z.string(COMPANY_MESSAGES.descripcion).trim().min(1, COMPANY_MESSAGES.descripcion).max(AVISO_DESCRIPCION_MAX, COMPANY_MESSAGES.descripcionMax),
    // 2 · area
    area: requiredId(COMPANY_MESSAGES.area),
    subarea: requiredId(COMPANY_MESSAGES.subarea),
    nivel: requiredId(COMPANY_MESSAGES.nivel),
    // 3 · location
    provincia: requiredChoice(provinceIds, COMPANY_MESSAGES.provincia),
    localidad: z.string(COMPANY_MESSAGES.localidad).trim().min(1, COMPANY_MESSAGES.localidad).max(20, COMPANY_MESSAGES.localidad),
    direccion: z
      .string()
      .trim()
      .max(100, COMPANY_MESSAGES.direccionMax)
      .optional()
      .transform((value) => value || null),
    // 4 · identification and vacancies
    notConfidential: z.boolean().default(true),
    vacantes: z.preprocess(
      toNumber,
      z
        .number({ error: (issue) => (issue.input === undefined ? COMPANY_MESSAGES.vacantesRequired : COMPANY_MESSAGES.vacantesNumber) })
        .int(COMPANY_MESSAGES.vacantesInt)
        .min(1, COMPANY_MESSAGES.vacantesMin)
        .max(AVISO_VACANCIES_MAX, COMPANY_MESSAGES.vacantesMax),
    ),
    // 5 · more settings
    modalidad: requiredChoice(MODALIDADES, COMPANY_MESSAGES.modalidad),
    tipoEmpleo: requiredChoice(TIPOS_EMPLEO, COMPANY_MESSAGES.tipoEmpleo),
    genero: requiredChoice(GENEROS, COMPANY_MESSAGES.genero),
    discapcidad: z.boolean().default(false),
    edadDesde: optionalCount,
    edadHasta: optionalCount,
    experiecia: optionalCount,
    experienciaEx: z.boolean().default(false),
    salarioDesde: salary,
    salarioHasta: salary,
    /**
     * Issue 39: the salary is published by default; false is the explicit 'A convenir (no publicar
     * el salario)', and then no figure is kept. An ad that sends neither a range nor false is refused.
     */
    showSalario: z.boolean().default(true),
    permiteMsjDirecto: z.boolean().default(false),
    recibeMail: z.boolean().default(false),
    direccionMail: z.string().trim().max(254, MESSAGES.emailFormat).default(''),
    /** Why the job needs the gender or age asked for (Ley 23.592): read by the administrator, never published. */
    motivoRequisito: z.string().trim().max(MOTIVO_REQUISITO_MAX, FAIR_WORDING_MESSAGES.motivoMax).nullish(),
    duracion: avisoDuracionSchema,
    // 6 · languages and questions
    avisoIdiomas: z.array(avisoIdiomaSchema).max(AVISO_ITEMS_MAX, COMPANY_MESSAGES.tooManyIdiomas).default([]),
    preguntas: z.array(avisoPreguntaSchema).max(AVISO_ITEMS_MAX, COMPANY_MESSAGES.tooManyPreguntas).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.edadDesde !== null && value.edadHasta !== null && value.edadHasta < value.edadDesde) {
      ctx.addIssue({ code: 'custom', path: ['edadHasta'], message: COMPANY_MESSAGES.edadRango });
    }
    if (value.showSalario) salaryRangeIssues(value.salarioDesde, value.salarioHasta).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue }));
    if (value.recibeMail) {
      if (!value.direccionMail) ctx.addIssue({ code: 'custom', path: ['direccionMail'], message: COMPANY_MESSAGES.mailRequired });
      else if (!emailSchema.safeParse(value.direccionMail).success) {
        ctx.addIssue({ code: 'custom', path: ['direccionMail'], message: MESSAGES.emailFormat });
      }
    }
    if (restrictsCandidates(value) && !value.motivoRequisito) {
      ctx.addIssue({ code: 'custom', path: ['motivoRequisito'], message: FAIR_WORDING_MESSAGES.motivoRequired });
    }
  })
  // The address only counts while 'recibir copia por mail' is ticked, the reason while something is required,
  // the salary while it is published ('A convenir' keeps no figure).
  .transform((value) => ({
    ...value,
    salarioDesde: value.showSalario ? value.salarioDesde : null,
    salarioHasta: value.showSalario ? value.salarioHasta : null,
    direccionMail: value.recibeMail ? value.direccionMail : null,
    motivoRequisito: (restrictsCandidates(value) && value.motivoRequisito) || null,
  }));
export type AvisoSave = z.output<typeof avisoSaveSchema>;
export type AvisoSaveInput = z.input<typeof avisoSaveSchema>;

/** POST /api/empresa/update_aviso: the same ad plus its id. */
export const avisoUpdateSchema = z.object({ id: idSchema, aviso: avisoSaveSchema });
export type AvisoUpdate = z.output<typeof avisoUpdateSchema>;

/** The fields each wizard step validates before going forward (steps 1 to 6). */
export const AVISO_STEP_FIELDS = [
  ['titulo', 'descripcion'],
  ['area', 'subarea', 'nivel'],
  ['provincia', 'localidad', 'direccion'],
  ['notConfidential', 'vacantes'],
  [
    'modalidad',
    'tipoEmpleo',
    'genero',
    'discapcidad',
    'edadDesde',
    'edadHasta',
    'experiecia',
    'experienciaEx',
    'salarioDesde',
    'salarioHasta',
    'showSalario',
    'permiteMsjDirecto',
    'recibeMail',
    'direccionMail',
    'duracion',
    'motivoRequisito',
  ],
  ['avisoIdiomas', 'preguntas'],
] as const satisfies readonly (readonly (keyof AvisoSave)[])[];

export const AVISO_STEP_TITLES = [
  'Descripción',
  'Área de empleo',
  'Ubicación',
  'Identificación y vacantes',
  'Más configuraciones',
  'Idiomas y preguntas',
] as const;

/** publish_aviso, finish_aviso and delete_aviso: {id, actionType 'update'}. */
export const avisoActionSchema = z.object({ id: idSchema, actionType: z.literal('update').default('update') });
export type AvisoAction = z.input<typeof avisoActionSchema>;

// ---------- Dashboard ----------

const avisoStatusSchema = z.enum(AVISO_STATUSES);

export const companyAvisoItemSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  area: z.string(),
  subarea: z.string(),
  status: avisoStatusSchema,
  publicadoEl: z.iso.datetime().nullable().describe('ISO date-time; null while unpublished'),
  aplicaciones: z.int().min(0),
  noLeidas: z.int().min(0),
  vistas: z.int().min(0).describe('Views of the ad page (one per visitor and hour, bots left out)'),
  venceEl: z.iso.datetime().nullable().describe("'Vence el': when a published ad expires (ISO date-time); null before publishing"),
  vencido: z.boolean().describe("A finished ad that ended because its time ran out ('Vencido'), not by the company's 'Finalizar'"),
  motivoRevision: z
    .string()
    .nullable()
    .describe("An ad 'En revisión': why, in one Spanish line ('Lo revisamos antes de publicarlo: …'); null in any other state"),
  motivoOculto: z.string().nullable().describe('A hidden ad: why, in one Spanish line (HIDDEN_WHY); null in any other state'),
});
export type CompanyAvisoItem = z.infer<typeof companyAvisoItemSchema>;

/** GET /api/empresa/dashboard */
export const companyDashboardSchema = z.object({
  avisos: z.array(companyAvisoItemSchema),
  mensajesNoLeidos: z.int().min(0).describe("Applicants' messages the company has not opened yet, over all its ads"),
  conversacionesNoLeidas: z.int().min(0).describe('Applications with an unread applicant message'),
  conversacionesSinLeer: z
    .array(z.object({ avisoId: z.int(), titulo: z.string(), applicationId: z.int(), nombre: z.string().nullable(), mensajes: z.int().min(1) }))
    .describe('The newest of those conversations (up to 10), each a link to its message centre'),
  saldo: z.number().min(0).describe("'Saldo pendiente de pago': pesos of the company's 'Pendiente' invoices (0: 'Nada por pagar')"),
  verificada: z.boolean().describe("The nine documents' approval: 'Empresa verificada' once the first seven are approved"),
  esperanRespuesta: z
    .object({
      total: z.int().min(0),
      avisos: z.array(z.object({ avisoId: z.int(), titulo: z.string(), total: z.int().min(1) })),
    })
    .describe('Applications waiting for an answer more than WAITING_LONG_DAYS (15) days (diasSinRespuesta), in all and per ad, most waiting first'),
  suspendida: z.boolean().describe('The company is suspended after reports: its ads are hidden and it cannot publish'),
  moderacion: z
    .array(moderationNoticeSchema)
    .describe('Decisions that hid one of its ads or suspended it, newest first (up to 10), each answered once at most'),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

/** An ad as its company previews it: a draft has not been published on any day. */
export const avisoPreviewDataSchema = avisoDetailSchema.extend({
  publicadoEl: z.iso.datetime().nullable().describe('Publication date-time (ISO); null for a draft'),
});
export type AvisoPreviewData = z.infer<typeof avisoPreviewDataSchema>;

const nullableCount = z.int().min(0).nullable();

/** The wizard's values of a saved ad, as avisoSaveSchema leaves them (ids as numbers, empty as null). */
export const avisoValuesSchema = z.object({
  titulo: z.string(),
  descripcion: z.string(),
  area: z.int(),
  subarea: z.int(),
  nivel: z.int(),
  provincia: z.enum(provinceIds),
  localidad: z.string(),
  direccion: z.string().nullable(),
  notConfidential: z.boolean(),
  vacantes: z.int().min(1),
  modalidad: z.enum(MODALIDADES),
  tipoEmpleo: z.enum(TIPOS_EMPLEO),
  genero: z.enum(GENEROS),
  discapcidad: z.boolean(),
  edadDesde: nullableCount,
  edadHasta: nullableCount,
  experiecia: nullableCount,
  experienciaEx: z.boolean(),
  salarioDesde: nullableCount,
  salarioHasta: nullableCount,
  showSalario: z.boolean(),
  permiteMsjDirecto: z.boolean(),
  recibeMail: z.boolean(),
  direccionMail: z.string().nullable(),
  motivoRequisito: z.string().nullable(),
  duracion: z.literal(AVISO_DURATIONS),
  avisoIdiomas: z.array(avisoIdiomaItemSchema),
  preguntas: z.array(avisoPreguntaItemSchema),
});

/** GET /api/empresa/aviso/{id}: the wizard's values, the select labels and the preview. */
export const companyAvisoDataSchema = z.object({
  id: z.int(),
  status: avisoStatusSchema,
  publicadoEl: z.iso.datetime().nullable(),
  aviso: avisoValuesSchema,
  labels: z.object({ area: z.string(), subarea: z.string(), nivel: z.string(), localidad: z.string() }),
  preview: avisoPreviewDataSchema.describe('As applicants will see it; a draft has no publication date yet'),
});
export type CompanyAvisoData = z.infer<typeof companyAvisoDataSchema>;

export const avisoSavedSchema = z.object({ id: z.int(), status: avisoStatusSchema, message: z.string() });
export type AvisoSaved = z.infer<typeof avisoSavedSchema>;

/** delete_aviso: the deleted ad's id and the confirmation. */
export const avisoDeletedSchema = z.object({ id: z.int(), message: z.string() });
export type AvisoDeleted = z.infer<typeof avisoDeletedSchema>;

// ---------- Applications per ad ----------

export const APPLICATION_TABS = ['unread', 'all', 'favourites'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const APPLICATION_TAB_LABELS: Record<ApplicationTab, string> = { unread: 'No leídas', all: 'Todas', favourites: 'Favoritas' };

/** The area whose ads show the nine security filters. */
export const SECURITY_AREA = 'Seguridad';

/** The nine flags as bits, in SECURITY_FLAGS order: the database keeps the same mask per application. */
export function securityMask(flags: readonly SecurityFlag[]): number {
  return flags.reduce((mask, flag) => mask | (1 << SECURITY_FLAGS.indexOf(flag)), 0);
}

/** The security experience an applicant must hold, every flag: 'analitico,clu' in a query, or a list in a body. */
export const securityFilterSchema = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry])),
  z.array(z.enum(SECURITY_FLAGS, 'El filtro de seguridad no es válido')).max(SECURITY_FLAGS.length),
);

/** The list's orders: newest first (the default), oldest first, or by stage along the process (newest first within one). */
export const APPLICATION_SORTS = ['recientes', 'antiguas', 'estado', 'calificacion'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  recientes: 'Más recientes primero',
  antiguas: 'Más antiguas primero',
  estado: 'Por estado',
  calificacion: 'Mejor calificadas primero',
};
export const APPLICATION_SEARCH_MAX = 100;

/** The list's filters and order, without paging: the list, its export and a profile's previous/next share them. */
const applicationsFilterShape = {
  tab: z.enum(APPLICATION_TABS, "La pestaña debe ser 'unread', 'all' o 'favourites'").default('all'),
  seguridad: securityFilterSchema,
  estado: z.enum(APPLICATION_STAGES, STAGE_MESSAGES.invalidStage).optional().describe('Only the applications in this stage'),
  q: z
    .string('La búsqueda debe ser un texto')
    .trim()
    .max(APPLICATION_SEARCH_MAX, `La búsqueda no puede superar los ${APPLICATION_SEARCH_MAX} caracteres`)
    .optional()
    .transform((value) => value || undefined)
    .describe('Text in the name or e-mail the application was sent with (case and accents ignored)'),
  requisitos: z
    .enum(REQUIREMENT_FILTERS, "El filtro de requisitos debe ser 'cumple' o 'no_cumple'")
    .optional()
    .describe("Only the applications whose answers meet every requirement of the ad's questions ('cumple') or fail one ('no_cumple')"),
  ...labelFilterShape,
  orden: z
    .enum(APPLICATION_SORTS, "El orden debe ser 'recientes', 'antiguas', 'estado' o 'calificacion'")
    .default('recientes')
    .describe("The order of the list; 'calificacion': most stars first, the unrated last, newest first within one"),
};

/** GET /api/empresa/aplicacion/{id}/vecinas: the list's filters and order the profile was opened from. */
export const applicationNeighboursQuerySchema = z.object(applicationsFilterShape);
export type ApplicationNeighboursQuery = z.output<typeof applicationNeighboursQuerySchema>;

/** The applications before and after one in its ad's list (null at either end), and where it stands. */
export const applicationNeighboursSchema = z.object({
  anterior: z.int().nullable(),
  siguiente: z.int().nullable(),
  posicion: z.int().min(1).describe('1-based place in the list'),
  total: z.int().min(1),
});
export type ApplicationNeighbours = z.infer<typeof applicationNeighboursSchema>;

/** GET /api/empresa/aviso/{id}/aplicaciones?tab&page&size&seguridad=analitico,clu&estado=entrevista&q=ana&orden=estado */
export const companyApplicationsQuerySchema = z.object({
  page: z.coerce
    .number('La página debe ser un número')
    .int('La página debe ser un número entero')
    .min(1, 'La página debe ser al menos 1')
    .max(LIST_MAX_PAGE)
    .default(1),
  size: z.coerce
    .number('La cantidad por página debe ser un número')
    .int('La cantidad por página debe ser un número entero')
    .min(1, 'La cantidad por página debe ser al menos 1')
    .max(LIST_MAX_PAGE_SIZE, `La cantidad por página no puede superar ${LIST_MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  ...applicationsFilterShape,
});
export type CompanyApplicationsQuery = z.output<typeof companyApplicationsQuerySchema>;

/** The ad at the top of its applications and of each profile. */
export const companyAvisoHeaderSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  area: z.string(),
  subarea: z.string(),
  status: avisoStatusSchema,
  publicadoEl: z.iso.datetime().nullable(),
  permiteMsjDirecto: z.boolean(),
  seguridad: z.boolean().describe("The ad's area is 'Seguridad': the list offers the nine security filters"),
  requisitos: z.boolean().describe("Some question of the ad asks for an answer: the list offers 'Cumple requisitos' / 'No cumple'"),
  noCumplenAbiertas: z
    .int()
    .min(0)
    .describe("Open applications (not withdrawn, hired or discarded) that fail a requirement: what 'Descartar a quienes no cumplen' moves"),
});
export type CompanyAvisoHeader = z.infer<typeof companyAvisoHeaderSchema>;

export const companyApplicationItemSchema = z.object({
  id: z.int(),
  postuladoEl: z.iso.datetime().describe('ISO date-time'),
  name: z.string().nullable().describe("The CV's name; null once the applicant deleted their account"),
  educacion: z.string().nullable(),
  experiencia: z.string().nullable(),
  readed: z.boolean(),
  favourite: z.boolean(),
  hasNewMessage: z.boolean(),
  estado: z.enum(APPLICATION_STAGES).describe('Where the application stands in the selection'),
  estadoDesde: z.iso.datetime().describe('Since when (ISO date-time)'),
  retirada: z.boolean().describe("The applicant withdrew it ('Retirada por el postulante'): it can no longer be moved"),
  cumpleRequisitos: z
    .boolean()
    .nullable()
    .describe("Whether the answers meet every requirement of the ad's questions; null: none asked, or an answer that cannot be judged"),
  calificacion: applicationLabelsSchema.shape.calificacion,
  etiquetas: applicationLabelsSchema.shape.etiquetas,
  diasSinRespuesta: z
    .int()
    .min(0)
    .nullable()
    .describe(
      "Whole days since applying while the company has not answered (still 'nueva' or 'vista', no stage it chose, no message it sent); null once answered or withdrawn",
    ),
});
export type CompanyApplicationItem = z.infer<typeof companyApplicationItemSchema>;

export const companyApplicationsPageSchema = listResponseSchema(companyApplicationItemSchema).extend({ aviso: companyAvisoHeaderSchema });
export type CompanyApplicationsPage = z.infer<typeof companyApplicationsPageSchema>;

/** GET /api/empresa/aplicacion/{id}: the applicant profile, with the CV and answers as sent. */
export const companyApplicationDetailSchema = z.object({
  id: z.int(),
  aviso: companyAvisoHeaderSchema,
  postuladoEl: z.iso.datetime(),
  readed: z.boolean(),
  favourite: z.boolean(),
  hasNewMessage: z.boolean(),
  conversationId: z.int().nullable(),
  estado: z.enum(APPLICATION_STAGES).describe('Where the application stands in the selection'),
  estadoDesde: z.iso.datetime().describe('Since when (ISO date-time)'),
  retirada: z.boolean().describe('The applicant withdrew it: it can no longer be moved'),
  cumpleRequisitos: z.boolean().nullable().describe("Whether the answers meet every requirement of the ad's questions; null: none asked, or not judged"),
  calificacion: applicationLabelsSchema.shape.calificacion,
  etiquetas: applicationLabelsSchema.shape.etiquetas,
  cv: cvSchema.nullable().describe('The CV as it was sent; null once the applicant deleted their account'),
  respuestas: z.array(applicationAnswerSchema),
});
export type CompanyApplicationDetail = z.infer<typeof companyApplicationDetailSchema>;

/** aplicaisread and aplicaisfauvorite: {id}; favourite sets the mark (a repeated click keeps it), without it toggles. */
export const applicationMarkSchema = z.object({ id: idSchema, favourite: z.boolean().optional() });
export type ApplicationMark = z.input<typeof applicationMarkSchema>;

export const applicationMarksSchema = z.object({ id: z.int(), readed: z.boolean(), favourite: z.boolean() });
export type ApplicationMarks = z.infer<typeof applicationMarksSchema>;

export const applicationStageSchema = z.enum(APPLICATION_STAGES, STAGE_MESSAGES.invalidStage);

/** POST /api/empresa/aplicacion/{id}/estado: moves one application to a stage, with an optional message to the applicant. */
export const stageChangeSchema = z.object({ estado: applicationStageSchema, mensaje: stageMessageSchema.optional() });
export type StageChange = z.infer<typeof stageChangeSchema>;

/** POST /api/empresa/aplicaciones/estado: moves several at once, all or none. */
export const bulkStageChangeSchema = stageChangeSchema.extend({
  ids: z
    .array(idSchema, STAGE_MESSAGES.noneChosen)
    .min(1, STAGE_MESSAGES.noneChosen)
    .max(100, STAGE_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, STAGE_MESSAGES.repeated),
});
export type BulkStageChange = z.infer<typeof bulkStageChangeSchema>;

/** POST /api/empresa/aviso/{id}/aplicaciones/descartar-no-cumplen: how many applications moved to 'descartada'. */
export const unqualifiedDiscardSchema = z.object({ descartadas: z.int().min(0), message: z.string() });
export type UnqualifiedDiscard = z.infer<typeof unqualifiedDiscardSchema>;

/** An application's stage after a change. */
export const applicationStageStateSchema = z.object({ id: z.int(), estado: applicationStageSchema, estadoDesde: z.iso.datetime() });
export type ApplicationStageState = z.infer<typeof applicationStageStateSchema>;

/** POST /api/empresa/setReadMessages: {id} of the conversation. */
export const conversationReadSchema = z.object({ id: idSchema });

/** POST /api/empresa/aplicacion/{id}/mensajes: the company writes to the applicant. */
export const companyMessageSendSchema = messageFormSchema;

/** GET and POST /api/empresa/aplicacion/{id}/mensajes. */
export type CompanyConversation = ConversationView;

// ---------- Mi Perfil ----------

/** GET /api/empresa/perfil */
export const companyProfileDataSchema = z.object({
  razonsocial: z.string(),
  descripcion: z.string(),
  cuit: z.string(),
  email: z.string(),
  tel: z.string(),
  domicilio: z.string(),
  province: z.string(),
  location: z.string(),
  locationLabel: z.string(),
  logoUrl: z.string().nullable().describe('Absolute URL of the logo; null without one'),
});
export type CompanyProfileData = z.infer<typeof companyProfileDataSchema>;
