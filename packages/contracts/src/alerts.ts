import { z } from './zod.js';
import { ALERT_FREQUENCIES, ALERT_MESSAGES, ALERT_NAME_MAX, ALERT_QUERY_MAX_LENGTH } from './alert-messages.js';
import { MODALIDADES, TIPOS_EMPLEO } from './avisos.js';
import { FACET_FILTER_RULES } from './home-query.js';
import { PROVINCES } from './provinces.js';
import type { ProvinceId } from './home.js';

const provinceIds = PROVINCES.map((province) => province.id) as [ProvinceId, ...ProvinceId[]];

/**
 * A saved search: the home's query (GET /api/home's q, province, area and facet filters, each by the
 * home's rule), kept as the applicant typed it. The server reads it with the home's own schema, so it
 * finds what the home finds. 'Publicado' is not kept (an unknown key is dropped): the daily e-mail
 * lists the ads published since the previous one. Alerts saved before the facet filters lack them.
 */
export const alertSearchSchema = z.object({
  q: z.string(ALERT_MESSAGES.invalidSearch).max(ALERT_QUERY_MAX_LENGTH, ALERT_MESSAGES.tooLong).default(''),
  province: z
    .array(z.enum(provinceIds, ALERT_MESSAGES.invalidProvince), ALERT_MESSAGES.invalidProvince)
    .max(PROVINCES.length, ALERT_MESSAGES.tooManyProvinces)
    .default([]),
  area: z.int(ALERT_MESSAGES.invalidArea).min(1, ALERT_MESSAGES.invalidArea).max(2_147_483_647, ALERT_MESSAGES.invalidArea).nullable().default(null),
  modalidad: FACET_FILTER_RULES.modalidad.nullable().default(null),
  tipoEmpleo: FACET_FILTER_RULES.tipoEmpleo.nullable().default(null),
  nivel: FACET_FILTER_RULES.nivel.nullable().default(null),
  salarioDesde: FACET_FILTER_RULES.salarioDesde.nullable().default(null),
  discapacidad: FACET_FILTER_RULES.discapacidad.default(false),
});
export type AlertSearch = z.output<typeof alertSearchSchema>;
export type AlertSearchInput = z.input<typeof alertSearchSchema>;

/**
 * An alert as the applicant saves or edits it: the search, an optional name and how often it is
 * mailed. The edit form and POST /api/alertas/{id} check it with this same schema.
 */
export const alertSaveSchema = alertSearchSchema.extend({
  nombre: z
    .string(ALERT_MESSAGES.nameMax)
    .trim()
    .max(ALERT_NAME_MAX, ALERT_MESSAGES.nameMax)
    .nullable()
    .default(null)
    .transform((nombre) => nombre || null),
  frecuencia: z.enum(ALERT_FREQUENCIES, ALERT_MESSAGES.invalidFrequency).default('diaria'),
});
export type AlertSave = z.output<typeof alertSaveSchema>;
export type AlertSaveInput = z.input<typeof alertSaveSchema>;

/** One of the applicant's alerts, with its search in words and when its last e-mail went. */
export const jobAlertSchema = z.object({
  id: z.int(),
  busqueda: z.object({
    q: z.string(),
    province: z.array(z.string()),
    area: z.int().nullable(),
    modalidad: z.enum(MODALIDADES).nullable(),
    tipoEmpleo: z.enum(TIPOS_EMPLEO).nullable(),
    nivel: z.int().nullable().describe('A work level (nivel) id'),
    salarioDesde: z.int().nullable(),
    discapacidad: z.boolean(),
  }),
  descripcion: z.string().describe("The search in words: 'desarrollador · Córdoba, Santa Fe · Remoto · Salario desde $ 800.000'"),
  nombre: z.string().nullable().describe("The applicant's name for it, if they gave one"),
  frecuencia: z.enum(ALERT_FREQUENCIES).describe("'diaria' (each morning) or 'semanal' (once a week)"),
  creadaEl: z.iso.datetime(),
  ultimoCorreoEl: z.iso.datetime().nullable().describe('When the last digest e-mail was queued, if ever'),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
