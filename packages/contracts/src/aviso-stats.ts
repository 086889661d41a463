import { z } from './zod.js';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS, type ApplicationStage } from './application-stages.js';
import { AVISO_SOURCES } from './aviso-sources.js';

// Issue 38, point 4: how an ad performs. Views of its page are counted without cookies (one per
// visitor-hour, bots left out), applications are counted by day and by where the applicant came from,
// and the stage funnel says what share of them reached each stage.

export const avisoSourceSchema = z.enum(AVISO_SOURCES);

/** POST /api/home/aviso/{id}/vista: the ad page was shown; where the visitor came from. */
export const avisoViewSchema = z.object({ origen: avisoSourceSchema.default('directo') });
export type AvisoView = z.infer<typeof avisoViewSchema>;

/** The stages of the funnel, in the order an application moves forward ('descartada' is apart). */
export const FUNNEL_STAGES = APPLICATION_STAGES.filter((stage) => stage !== 'descartada');

/** The funnel's words: 'nueva' is every application received. */
export const FUNNEL_STAGE_LABELS: Record<ApplicationStage, string> = { ...APPLICATION_STAGE_LABELS, nueva: 'Recibidas', descartada: 'Descartadas' };

const count = z.int().min(0);

export const avisoStatsSchema = z.object({
  titulo: z.string(),
  vistas: count.describe('Views of the ad page: one per visitor and hour, without cookies, bots left out'),
  postulaciones: count,
  desde: z.iso.date().nullable().describe('First day of `dias` (Argentina): the day the ad was published, at most 90 days back; null if never published'),
  dias: z
    .array(z.object({ fecha: z.iso.date(), vistas: count, postulaciones: count }))
    .describe('Each day from `desde` to today or the day the ad finished, in Argentina, with its views and applications'),
  origenes: z
    .array(z.object({ origen: avisoSourceSchema, vistas: count, postulaciones: count }))
    .describe('Every source, in AVISO_SOURCES order, with its views and applications'),
  sinOrigen: count.describe('Applications received before sources were recorded'),
  etapas: z
    .array(z.object({ etapa: z.enum(APPLICATION_STAGES), postulaciones: count, porcentaje: z.int().min(0).max(100) }))
    .describe("How many applications reached each stage (funnel order, then 'descartada') and their share of all received, rounded"),
});
export type AvisoStats = z.infer<typeof avisoStatsSchema>;

/** The share of `part` in `whole`, a whole percentage (0 when there is no whole). */
export const sharePercent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** '1 vista', '1.234 vistas'. */
export const viewsText = (views: number) => (views === 1 ? '1 vista' : `${views.toLocaleString('es-AR')} vistas`);
