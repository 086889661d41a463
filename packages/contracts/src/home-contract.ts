import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { avisoReportReceiptSchema, avisoReportSchema } from './aviso-reports.js';
import { listResponseSchema, localityOptionSchema, namedItemSchema, provinceOptionSchema } from './api-schemas.js';
import { GENEROS, MODALIDADES, NIVELES_IDIOMA, TIPOS_EMPLEO } from './avisos.js';
import { homeQuerySchema, PROVINCE_IDS } from './home-query.js';
import { HOME_PLACES } from './route-places.js';
import { PREGUNTA_TIPOS, RESPUESTAS_SI_NO } from './screening-questions.js';

// The home's answers as schemas: their types (home.ts) are inferred from these, and the API's
// document shows them. Apart from home.ts, which the visitor's first page loads without zod.

export const avisoIdiomaItemSchema = z.object({ idioma: z.string(), nivelRead: z.enum(NIVELES_IDIOMA), nivelWrite: z.enum(NIVELES_IDIOMA) });
export const avisoPreguntaItemSchema = z.object({
  id: z.int(),
  pregunta: z.string(),
  tipo: z.enum(PREGUNTA_TIPOS),
  respuestaRequerida: z.enum(RESPUESTAS_SI_NO).nullable().describe('The answer a Sí/No question needs, shown before applying; null: any'),
  minimoRequerido: z.int().nullable().describe('The least a number question needs, shown before applying; null: any'),
});

/** An ad as a card of the home list (the spec's Ad as seen by an applicant, summarised). */
export const avisoCardSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  area: namedItemSchema,
  subarea: namedItemSchema,
  publicadoEl: z.iso.datetime().describe('Publication date-time (ISO)'),
  nombreEmpresa: z.string().nullable().describe("null when the ad hides the company: the card shows 'Confidencial'"),
  logoUrl: z.string().nullable().describe('Absolute URL of the company logo; null without one or when the company is hidden'),
  empresaVerificada: z.boolean().describe("'Empresa verificada': its documents were approved; always false when the company is hidden"),
  descripcion: z.string().describe('At most 551 characters in a list: enough for cutDescription to know it was longer'),
  localidad: localityOptionSchema,
  provincia: provinceOptionSchema,
  discapcidad: z.boolean(),
  vacantes: z.int(),
  modalidad: z.enum(MODALIDADES),
  tipoEmpleo: z.enum(TIPOS_EMPLEO),
  showSalario: z.boolean(),
  salarioDesde: z.int().nullable().describe('Only when showSalario; otherwise null, so a hidden salary never leaves the server'),
  salarioHasta: z.int().nullable(),
  avisoIdiomas: z.array(avisoIdiomaItemSchema),
});

/** The whole public ad. */
export const avisoDetailSchema = avisoCardSchema.extend({
  nivel: namedItemSchema,
  preguntas: z.array(avisoPreguntaItemSchema),
  permiteMsjDirecto: z.boolean(),
});

/**
 * The company's answer record on its ad page: with 10 or more applications in the last 180 days,
 * the share answered (a stage past 'Vista' set by a person, or a message) and the median days to
 * the first answer.
 */
export const answerRecordSchema = z.object({
  porcentaje: z.int().min(0).max(100).describe('Share of its applicants the company answered, rounded'),
  medianaDias: z
    .int()
    .min(0)
    .nullable()
    .describe('Median whole days from applying to the first answer, among the answered; 0: under a day; null: none answered'),
});

/**
 * A gender other than 'Indistinto' or an age range the ad asks for, with the company's reason
 * (Ley 23.592): whoever reads the ad or applies sees both, never one without the other.
 */
export const avisoRequirementSchema = z.object({
  genero: z.enum(GENEROS),
  edadDesde: z.int().nullable(),
  edadHasta: z.int().nullable(),
  motivo: z.string().nullable().describe('null for an ad saved before reasons were asked'),
});

/** GET /api/home/aviso/{id}: the public ad and the company's answer record. */
export const publicAvisoSchema = avisoDetailSchema.extend({
  requisito: avisoRequirementSchema.nullable().describe('null when the ad asks for no gender and no age'),
  venceEl: z.iso
    .datetime()
    .nullable()
    .describe('When the ad stops being published (its 30, 60 or 90 days from publication); null for an ad published without a date'),
  respuesta: answerRecordSchema.nullable().describe('null under 10 applications in 180 days, or on a confidential ad (the record would point to the company)'),
});

export const areaCountSchema = z.object({ id: z.int(), name: z.string(), qtyAvisos: z.int().min(0).describe('Published ads of the area') });

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.int().min(0).describe('Ads of the current search this choice would leave') });

/**
 * Per control, every choice and how many ads the search would find with it: the terms, the
 * provinces and every other facet filter apply, the control's own choice is replaced by this one.
 * Without any filter they come from counters (the publication window from an index range).
 */
export const homeFacetsSchema = z.object({
  area: z.array(facetCount(z.int())).describe('Every area, in the order of `areas`'),
  provincia: z.array(facetCount(z.enum(PROVINCE_IDS))).describe('Every province, in the order of PROVINCES'),
  modalidad: z.array(facetCount(z.enum(MODALIDADES))).describe('In the order of MODALIDADES'),
  tipoEmpleo: z.array(facetCount(z.enum(TIPOS_EMPLEO))).describe('In the order of TIPOS_EMPLEO'),
  nivel: z.array(facetCount(z.int()).extend({ name: z.string() })).describe('Every work level, by id'),
  salarioDesde: z
    .array(facetCount(z.int()))
    .describe("One per SALARY_FACET_STEPS: ads showing a salary whose range reaches it; the first (1) is 'Con salario publicado', every ad showing one"),
  publicado: z.array(facetCount(z.int())).describe('One per PUBLISHED_WITHIN_DAYS (1, 7, 30)'),
  discapacidad: z.int().min(0).describe('Ads apt for people with disabilities'),
});

/** What a home answer may estimate: its total and each control's counts. */
export const ESTIMABLE_COUNTS = ['total', ...homeFacetsSchema.keyof().options] as const;
export type EstimableCount = (typeof ESTIMABLE_COUNTS)[number];

export const homeResponseSchema = z.object({
  areas: z.array(areaCountSchema),
  avisos: listResponseSchema(avisoCardSchema),
  facets: homeFacetsSchema,
  estimados: z
    .array(z.enum(ESTIMABLE_COUNTS))
    .describe(
      "The numbers that are estimates, rounded (estimatedCount): 'total' and the facets counted over only the newest SEARCH_SAMPLE_ADS ads a search reads; empty when every number is exact",
    ),
  totalMinimo: z
    .boolean()
    .describe(
      "The total is a floor, not an estimate: a browse with too few matches among the ads it reads (SAMPLE_MIN_MATCHES) and more past this page ('más de N avisos')",
    ),
  alcance: z
    .int()
    .min(0)
    .describe('How many ads the pages reach: the total, or for a term search whose total is estimated the matches it read (the best ranked among the newest)'),
});

export type AvisoIdiomaItem = z.infer<typeof avisoIdiomaItemSchema>;
export type AvisoPreguntaItem = z.infer<typeof avisoPreguntaItemSchema>;
/** An ad as a card of the home list. */
export type AvisoCardData = z.infer<typeof avisoCardSchema>;
/** GET /api/home/aviso/{id}: the whole public ad. */
export type AvisoDetailData = z.infer<typeof avisoDetailSchema>;
/** A gender or age requirement of an ad, with the company's reason. */
export type AvisoRequirement = z.infer<typeof avisoRequirementSchema>;
/** How the company answers its applicants: 'Responde al N % de los postulantes · en una mediana de D días'. */
export type AnswerRecord = z.infer<typeof answerRecordSchema>;
/** GET /api/home/aviso/{id}: the ad and the company's answer record. */
export type PublicAviso = z.infer<typeof publicAvisoSchema>;
export type AreaCount = z.infer<typeof areaCountSchema>;
/** GET /api/home/ */
export type HomeResponse = z.infer<typeof homeResponseSchema>;
/** Per control, how many ads of the current search each choice would leave. */
export type HomeFacets = z.infer<typeof homeFacetsSchema>;

/** The public home and ad pages: visitors and every role read the same published ads. */
export const HOME_ROUTES = {
  search: defineRoute({
    ...HOME_PLACES.search,
    summary:
      'Published ads, newest first (by score with terms), 20 a page, with the areas, their counts and the facet counts; at most 5 chips (terms, provinces), the newest kept, plus the facet filters',
    query: homeQuerySchema,
    response: homeResponseSchema,
    refusals: { 400: 'A filter with an invalid value (Spanish message)' },
  }),
  aviso: defineRoute({
    ...HOME_PLACES.aviso,
    summary: "A published ad, with its languages and questions, and the company's answer record",
    params: z.object({ id: idSchema }),
    response: publicAvisoSchema,
    refusals: { 404: 'Unknown or unpublished ad' },
  }),
  report: defineRoute({
    ...HOME_PLACES.report,
    summary:
      "'Denunciar aviso' (issue 39): a reason, optional details and e-mail; a visitor solves the captcha, a signed-in person's account is recorded. Answers the report's number",
    params: z.object({ id: idSchema }),
    body: avisoReportSchema,
    response: avisoReportReceiptSchema,
    created: true,
    refusals: { 400: 'A field breaks its rule, or a visitor sent no solved captcha', 404: 'Unknown or unpublished ad' },
  }),
};
