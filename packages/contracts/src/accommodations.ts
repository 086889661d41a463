import { z } from './zod.js';
import { pagingShape } from './reference.js';
import { TEST_KINDS, type TestKind } from './tests.js';

// Accommodations for the candidate's own tests (issue 34, point 5): extra time and the accessible
// format, asked for from Mis Tests before starting and decided by an administrator.

export const ACCOMMODATION_REASON_MAX = 1000;
export const ACCOMMODATION_REPLY_MAX = 300;
export const ACCOMMODATION_EXTRA_TIMES = [0, 25, 50] as const;
export const ACCOMMODATION_STATES = ['pendiente', 'aprobada', 'rechazada'] as const;
export type AccommodationState = (typeof ACCOMMODATION_STATES)[number];

/**
 * The tests that have an accessible format. Only the matrices draw figures a screen reader cannot
 * read; the questionnaire is text, and the concentration grid fits any screen for everyone.
 */
export const ACCESSIBLE_FORMAT_TESTS: readonly TestKind[] = ['cards'];

export const ACCOMMODATION_MESSAGES = {
  title: 'Pedir un ajuste',
  intro:
    'Si necesitás más tiempo o, en el test de matrices, las figuras descriptas en texto para un lector de pantalla, pedilo antes de empezar. Lo revisa el equipo de Postulate; las empresas no ven tu pedido ni su motivo, y el informe no lo menciona.',
  extraTimeLabel: 'Tiempo adicional',
  extraTimeNone: 'Sin tiempo adicional',
  accessibleLabel: 'Formato accesible: cada figura descripta en texto',
  accessibleOnlyCards:
    'El formato accesible existe solo para el test de razonamiento con matrices: el de personalidad ya es texto y la grilla de concentración se adapta a cualquier pantalla.',
  reasonLabel: 'Motivo',
  reasonHint: `Contanos brevemente por qué lo necesitás (hasta ${ACCOMMODATION_REASON_MAX} caracteres).`,
  send: 'Enviar pedido',
  nothingAsked: 'Elegí tiempo adicional, el formato accesible o ambos',
  reasonRequired: 'Contanos el motivo del pedido',
  reasonTooLong: `El motivo puede tener hasta ${ACCOMMODATION_REASON_MAX} caracteres`,
  extraTimeInvalid: 'Elegí el tiempo adicional: ninguno, 25 % o 50 %',
  accessibleNotOffered: 'El formato accesible existe solo para el test de razonamiento con matrices',
  pendingExists: 'Ya tenés un pedido pendiente para este test',
  testStarted: 'Ya empezaste o completaste este test: el ajuste se pide antes de empezar',
  pendingWarning:
    'Tu pedido está pendiente. Podés esperar la respuesta o empezar igual, pero un ajuste aprobado vale solo para un test que todavía no empezaste.',
  approvedNote: 'Se aplica cuando empieces este test.',
  replyTooLong: `La respuesta puede tener hasta ${ACCOMMODATION_REPLY_MAX} caracteres`,
  alreadyDecided: 'Este pedido ya fue decidido',
  startedBeforeDecision: 'La persona ya empezó este test: el pedido solo puede rechazarse',
  notFound: 'El pedido no existe',
  approve: 'Aprobar',
  reject: 'Rechazar',
  replyLabel: 'Respuesta para la persona (opcional)',
  queueTitle: 'Ajustes de los tests',
  queueEmpty: 'No hay pedidos',
  decided: 'Guardamos la decisión y se la avisamos por correo a la persona',
} as const;

export const ACCOMMODATION_STATE_LABELS: Record<AccommodationState, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

/** 'Tiempo adicional: 50 % · Formato accesible', as the candidate and the administrator read a request. */
export function accommodationSummary({ extraTimePercent, accessible }: { extraTimePercent: number; accessible: boolean }): string {
  return [extraTimePercent ? `Tiempo adicional: ${extraTimePercent} %` : null, accessible ? 'Formato accesible' : null].filter(Boolean).join(' · ');
}

/** POST /api/test/ajustes: what the candidate asks for one test, and why. */
export const accommodationRequestSchema = z
  .object({
    test: z.enum(TEST_KINDS),
    extraTimePercent: z.union([z.literal(0), z.literal(25), z.literal(50)], { error: ACCOMMODATION_MESSAGES.extraTimeInvalid }),
    accessible: z.boolean(),
    reason: z
      .string(ACCOMMODATION_MESSAGES.reasonRequired)
      .trim()
      .min(1, ACCOMMODATION_MESSAGES.reasonRequired)
      .max(ACCOMMODATION_REASON_MAX, ACCOMMODATION_MESSAGES.reasonTooLong),
  })
  .refine((request) => request.extraTimePercent > 0 || request.accessible, { message: ACCOMMODATION_MESSAGES.nothingAsked, path: ['extraTimePercent'] })
  .refine((request) => !request.accessible || ACCESSIBLE_FORMAT_TESTS.includes(request.test), {
    message: ACCOMMODATION_MESSAGES.accessibleNotOffered,
    path: ['accessible'],
  });
export type AccommodationRequestInput = z.input<typeof accommodationRequestSchema>;
export type AccommodationRequest = z.output<typeof accommodationRequestSchema>;

/** POST /api/ajustes/{id}/decision: approve or reject, with an optional short reply to the person. */
export const accommodationDecisionSchema = z.object({
  approve: z.boolean(),
  reply: z.string().trim().max(ACCOMMODATION_REPLY_MAX, ACCOMMODATION_MESSAGES.replyTooLong).default(''),
});
export type AccommodationDecisionInput = z.input<typeof accommodationDecisionSchema>;

/** One request as its candidate sees it: their latest per test. */
export const accommodationSchema = z.object({
  id: z.int(),
  test: z.enum(TEST_KINDS),
  extraTimePercent: z.int(),
  accessible: z.boolean(),
  reason: z.string(),
  state: z.enum(ACCOMMODATION_STATES),
  reply: z.string().nullable().describe("The decider's short reply, if any"),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

/** GET /api/ajustes: pending requests first (oldest first), or the decided ones (latest first). */
export const accommodationQueueQuerySchema = z.object({
  state: z.enum(['pendiente', 'decidida'], 'Elegí pendientes o decididas').default('pendiente'),
  ...pagingShape,
});
export type AccommodationQueueQuery = z.output<typeof accommodationQueueQuerySchema>;

export const accommodationQueueItemSchema = accommodationSchema.extend({
  applicantId: z.int(),
  name: z.string().describe("The candidate's name (the CV's, else the account's)"),
  email: z.string(),
});
export type AccommodationQueueItem = z.infer<typeof accommodationQueueItemSchema>;
