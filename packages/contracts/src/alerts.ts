import { z } from './zod.js';
import { ALERT_MESSAGES, ALERT_QUERY_MAX_LENGTH } from './alert-messages.js';
import { PROVINCES } from './provinces.js';
import type { ProvinceId } from './home.js';

const provinceIds = PROVINCES.map((province) => province.id) as [ProvinceId, ...ProvinceId[]];

/**
 * A saved search: the home's query (GET /api/home's q, province and area), kept as the applicant
 * typed it. The server reads it with the home's own schema, so it finds what the home finds; the
 * filters the search adds later travel in the same object.
 */
export const alertSearchSchema = z.object({
  q: z.string(ALERT_MESSAGES.invalidSearch).max(ALERT_QUERY_MAX_LENGTH, ALERT_MESSAGES.tooLong).default(''),
  province: z
    .array(z.enum(provinceIds, ALERT_MESSAGES.invalidProvince), ALERT_MESSAGES.invalidProvince)
    .max(PROVINCES.length, ALERT_MESSAGES.tooManyProvinces)
    .default([]),
  area: z.int(ALERT_MESSAGES.invalidArea).min(1, ALERT_MESSAGES.invalidArea).max(2_147_483_647, ALERT_MESSAGES.invalidArea).nullable().default(null),
});
export type AlertSearch = z.output<typeof alertSearchSchema>;
export type AlertSearchInput = z.input<typeof alertSearchSchema>;

/** One of the applicant's alerts, with its search in words and when its last e-mail went. */
export const jobAlertSchema = z.object({
  id: z.int(),
  busqueda: z.object({ q: z.string(), province: z.array(z.string()), area: z.int().nullable() }),
  descripcion: z.string().describe("The search in words: 'desarrollador · Córdoba, Santa Fe'"),
  creadaEl: z.iso.datetime(),
  ultimoCorreoEl: z.iso.datetime().nullable().describe('When the last digest e-mail was queued, if ever'),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

