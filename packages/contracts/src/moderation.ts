import { z } from './zod.js';
import { REPORT_REASONS } from './aviso-reports.js';
import { AVISO_STATUSES } from './avisos.js';

/**
 * Issue 39, point 2: the administrator's 'Denuncias'. The reports still open are grouped by ad
 * (a case); the administrator decides each case once: 'Desestimar' (the ad stays or returns to
 * the search), 'Ocultar el aviso' or 'Suspender a la empresa' (all its ads hidden, its users cannot
 * publish), always with a reason that the company and every reporter who left an e-mail receive.
 * The company answers a hide or a suspension once (an appeal) from its dashboard, and the
 * administrator restores or keeps the decision, again with a reason. Reports for money or data
 * against an unverified company, or from a third different person, hide the ad at once until the
 * case is decided.
 */

export const MODERATION_ACTIONS = ['desestimar', 'ocultar', 'suspender'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  desestimar: 'Desestimar',
  ocultar: 'Ocultar el aviso',
  suspender: 'Suspender a la empresa',
};

/** The decisions a company may answer (an appeal): the ones that took something away. */
export const APPEALABLE_ACTIONS: readonly ModerationAction[] = ['ocultar', 'suspender'];

/** Why a hidden ad ('hidden') is out of the search: reports pending review, a decision on it, its company's suspension. */
export const HIDDEN_REASONS = ['denuncias', 'moderacion', 'suspension'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** The company's dashboard line for a hidden ad. */
export const HIDDEN_WHY: Record<HiddenReason, string> = {
  denuncias: 'Lo ocultamos mientras revisamos denuncias sobre el aviso',
  moderacion: 'Lo ocultamos después de revisar denuncias: el motivo está en «Decisiones sobre tus avisos»',
  suspension: 'Oculto mientras tu empresa está suspendida',
};

/** How the queue names a hidden ad's state. */
export const HIDDEN_LABELS: Record<HiddenReason, string> = {
  denuncias: 'Oculto a la espera de revisión',
  moderacion: 'Oculto por moderación',
  suspension: 'Oculto por suspensión de la empresa',
};

/** Three different people (accounts, or addresses without one) reporting an ad hide it pending review. */
export const REPORTERS_TO_HIDE = 3;

export const MODERATION_REASON_MAX = 1000;
export const APPEAL_MAX = 2000;

export const MODERATION_MESSAGES = {
  actionRequired: 'Elegí qué hacer con las denuncias',
  reasonRequired: 'Escribí el motivo: lo reciben la empresa y quienes denunciaron con su correo',
  reasonTooLong: `El motivo no puede superar los ${MODERATION_REASON_MAX} caracteres`,
  noOpenReports: 'Las denuncias de este aviso ya se resolvieron',
  decided: {
    desestimar: 'Denuncias desestimadas: el aviso sigue en la búsqueda',
    ocultar: 'El aviso quedó oculto',
    suspender: 'La empresa quedó suspendida y sus avisos, ocultos',
  } satisfies Record<ModerationAction, string>,
  suspended: 'Tu empresa está suspendida por denuncias: no puede publicar avisos',
  suspendedApprove: 'La empresa está suspendida: levantá la suspensión antes de publicar sus avisos',
  hiddenChange: 'El aviso está oculto por denuncias: no se puede cambiar, publicar ni copiar mientras tanto',
  reportedDelete: 'El aviso tiene denuncias sin resolver: no se puede borrar hasta que las revisemos',
  appealRequired: 'Escribí tu respuesta',
  appealTooLong: `La respuesta no puede superar los ${APPEAL_MAX} caracteres`,
  appealNotFound: 'No encontramos esa decisión',
  appealOnce: 'Ya respondiste a esta decisión: se responde una sola vez',
  appealNotAllowed: 'Esa decisión no se apela',
  appealSent: 'Recibimos tu respuesta: la revisamos y te escribimos por correo',
  appealNotPending: 'Esa respuesta ya fue atendida',
  appealRestored: 'Decisión revertida: la empresa recibe tu motivo',
  appealKept: 'Decisión mantenida: la empresa recibe tu motivo',
} as const;

/** A required reason, trimmed: the administrator's and the answer to an appeal. */
const reasonSchema = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, MODERATION_MESSAGES.reasonRequired)
  .max(MODERATION_REASON_MAX, MODERATION_MESSAGES.reasonTooLong);

/** POST /api/admin/denuncias/aviso/{id}: the decision on every open report of the ad. */
export const moderationDecisionSchema = z.object({
  accion: z.enum(MODERATION_ACTIONS, { error: MODERATION_MESSAGES.actionRequired }),
  motivo: reasonSchema,
});
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** POST /api/empresa/moderacion/{id}/apelacion: the company's one answer to a decision. */
export const appealSchema = z.object({
  texto: z
    .string({ error: MODERATION_MESSAGES.appealRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.appealRequired)
    .max(APPEAL_MAX, MODERATION_MESSAGES.appealTooLong),
});
export type AppealInput = z.input<typeof appealSchema>;
export type Appeal = z.output<typeof appealSchema>;

/** POST /api/admin/denuncias/apelacion/{id}: restore (the ad or the company back as before) or keep. */
export const appealVerdictSchema = z.object({
  restablecer: z.boolean().describe('true: the hidden ad returns to the search, or the suspension is lifted and its ads return'),
  motivo: reasonSchema,
});
export type AppealVerdictInput = z.input<typeof appealVerdictSchema>;
export type AppealVerdict = z.output<typeof appealVerdictSchema>;

export const REPORT_QUEUE_ORDERS = ['recientes', 'mas_denunciados'] as const;
export type ReportQueueOrder = (typeof REPORT_QUEUE_ORDERS)[number];

export const reportQueueQuerySchema = z.object({
  orden: z.enum(REPORT_QUEUE_ORDERS).default('recientes').describe("'recientes': the newest report first; 'mas_denunciados': most different reporters first"),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

const pastDecisionSchema = z.object({
  accion: z.enum(MODERATION_ACTIONS),
  avisoTitulo: z.string(),
  motivo: z.string(),
  fecha: z.iso.datetime(),
});

/** One ad with open reports, with what the administrator judges it by. */
export const reportCaseSchema = z.object({
  aviso: z.object({
    id: z.int(),
    titulo: z.string(),
    descripcion: z.string().describe('The text as the search shows it'),
    status: z.enum(AVISO_STATUSES),
    oculto: z.enum(HIDDEN_REASONS).nullable().describe('Why a hidden ad is hidden; null when it is not'),
    publicadoEl: z.iso.datetime().nullable(),
  }),
  empresa: z.object({
    id: z.int(),
    razonsocial: z.string(),
    verificada: z.boolean(),
    suspendida: z.boolean(),
    avisosPublicados: z.int().min(0).describe('Ads in the search now'),
    denunciasAnteriores: z.int().min(0).describe('Reports already decided on any of its ads'),
    decisiones: z.array(pastDecisionSchema).describe('Earlier decisions on the company, newest first (up to 5)'),
  }),
  denuncias: z.array(
    z.object({
      ticket: z.string(),
      motivo: z.enum(REPORT_REASONS),
      detalles: z.string().nullable(),
      fecha: z.iso.datetime(),
      conEmail: z.boolean().describe('The reporter left an e-mail for the answer'),
      conCuenta: z.boolean().describe('A signed-in person reported'),
    }),
  ),
  denunciantes: z.int().min(1).describe('Different people: each account once, each address without one once'),
  ultimaDenuncia: z.iso.datetime(),
});
export type ReportCase = z.infer<typeof reportCaseSchema>;

/** A company's answer to a decision, waiting for the administrator. */
export const pendingAppealSchema = z.object({
  id: z.int().describe("The decision's id"),
  accion: z.enum(MODERATION_ACTIONS),
  empresa: z.object({ id: z.int(), razonsocial: z.string() }),
  avisoId: z.int().nullable(),
  avisoTitulo: z.string(),
  motivo: z.string().describe("The decision's reason"),
  decididaEl: z.iso.datetime(),
  apelacion: z.string(),
  apeladaEl: z.iso.datetime(),
});
export type PendingAppeal = z.infer<typeof pendingAppealSchema>;

/** GET /api/admin/denuncias: up to REPORT_CASES_SHOWN cases, and every appeal waiting (oldest first). */
export const reportQueueSchema = z.object({
  casos: z.array(reportCaseSchema),
  totalCasos: z.int().min(0),
  apelaciones: z.array(pendingAppealSchema),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const REPORT_CASES_SHOWN = 50;

export const moderationDecidedSchema = z.object({ id: z.int().describe("The decision's id"), message: z.string() });
export type ModerationDecided = z.infer<typeof moderationDecidedSchema>;

/** A decision the company reads on its dashboard, and may answer once. */
export const moderationNoticeSchema = z.object({
  id: z.int(),
  accion: z.enum(MODERATION_ACTIONS),
  avisoId: z.int().nullable(),
  avisoTitulo: z.string(),
  motivo: z.string(),
  fecha: z.iso.datetime(),
  apelacion: z.string().nullable().describe("The company's answer; null while it may still answer"),
  respuesta: z
    .object({ restablecida: z.boolean(), motivo: z.string(), fecha: z.iso.datetime() })
    .nullable()
    .describe("The administrator's answer to the appeal"),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;
