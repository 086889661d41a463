import { z } from './zod.js';
import { SCAM_SIGNAL_KINDS, scamSignalMatches, type ScamSignalKind, type ScamSignalMatch } from './scam-signals.js';

/**
 * Issue 39, point 3: review before publishing where the risk is. When a company publishes an ad and
 * its company is not verified, or the ad's text carries a scam signal (scam-signals.ts, the one
 * list), the server puts it 'En revisión' (status 'review') instead of publishing it; an
 * administrator then publishes it ('Publicar') or sends it back to the company as unpublished
 * ('Rechazar', with a reason the company receives by e-mail). Verified companies with a clean text
 * publish at once. The client never chooses the state.
 */

/** Why an ad is held: the company is not verified ('no_verificada'), or a signal of its text. */
export const REVIEW_REASON_KINDS = ['no_verificada', ...SCAM_SIGNAL_KINDS] as const;
export type ReviewReasonKind = (typeof REVIEW_REASON_KINDS)[number];

/** One reason, with the words of the text that matched (none for 'no_verificada'). */
export const reviewReasonSchema = z.object({
  kind: z.enum(REVIEW_REASON_KINDS),
  words: z.array(z.string()).describe("The list's words and hosts the text carries, or the phone numbers as written"),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

/**
 * The signals of an ad's texts (title, description, questions…), each text read on its own so
 * that the end of one and the start of the next never make a phone number; each word once.
 */
export function textsSignalMatches(texts: readonly string[]): ScamSignalMatch[] {
  const found = new Map<ScamSignalKind, Set<string>>();
  for (const text of texts) {
    for (const { kind, words } of scamSignalMatches(text)) {
      const seen = found.get(kind) ?? new Set<string>();
      for (const word of words) seen.add(word);
      found.set(kind, seen);
    }
  }
  return SCAM_SIGNAL_KINDS.filter((kind) => found.has(kind)).map((kind) => ({ kind, words: [...found.get(kind)!] }));
}

/** The reasons an ad is held, in REVIEW_REASON_KINDS order; empty when it may publish at once. */
export function reviewReasonsOf(verified: boolean, signals: readonly ScamSignalMatch[]): ReviewReason[] {
  return [...(verified ? [] : [{ kind: 'no_verificada' as const, words: [] }]), ...signals.map(({ kind, words }) => ({ kind, words: [...words] }))];
}

/** How the company reads each reason: never the exact words, so the text is not tuned to slip through. */
const COMPANY_REASON_TEXT: Record<ScamSignalKind, string> = {
  dinero: 'pagos o dinero',
  datos: 'datos bancarios, del documento o códigos',
  canal: 'un contacto por WhatsApp o Telegram',
  telefono: 'un número de teléfono',
};

const joinAnd = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`);

/**
 * The dashboard's one line: 'Lo revisamos antes de publicarlo: tu empresa todavía no está
 * verificada y el aviso menciona pagos o dinero'.
 */
export function reviewWhy(kinds: readonly ReviewReasonKind[]): string {
  const signals = kinds.filter((kind): kind is ScamSignalKind => kind !== 'no_verificada').map((kind) => COMPANY_REASON_TEXT[kind]);
  const parts = [
    ...(kinds.includes('no_verificada') ? ['tu empresa todavía no está verificada'] : []),
    ...(signals.length > 0 ? [`el aviso menciona ${joinAnd(signals)}`] : []),
  ];
  return parts.length === 0 ? 'Lo revisamos antes de publicarlo' : `Lo revisamos antes de publicarlo: ${parts.join(' y ')}`;
}

/** How the administrator's queue names each reason. */
export const REVIEW_REASON_LABELS: Record<ReviewReasonKind, string> = {
  no_verificada: 'Empresa no verificada',
  dinero: 'Pide dinero o pagos',
  datos: 'Pide datos bancarios, fotos del DNI o códigos',
  canal: 'Lleva la conversación a WhatsApp o Telegram',
  telefono: 'Incluye un número de teléfono',
};

export const AVISO_REVIEW_REASON_MAX = 1000;

export const AVISO_REVIEW_MESSAGES = {
  inReview: 'El aviso quedó en revisión: lo publicamos cuando lo revisemos',
  alreadyInReview: 'El aviso ya está en revisión',
  notInReview: 'El aviso ya no está en revisión',
  approved: 'El aviso quedó publicado',
  rejected: 'El aviso volvió a la empresa sin publicar, con tu motivo',
  reasonRequired: 'Escribí el motivo del rechazo: la empresa lo recibe por correo',
  reasonTooLong: `El motivo no puede superar los ${AVISO_REVIEW_REASON_MAX} caracteres`,
} as const;

/** What the company's 'Publicarlo' answers when the ad is held. */
export const inReviewMessage = (kinds: readonly ReviewReasonKind[]) => `${AVISO_REVIEW_MESSAGES.inReview}. ${reviewWhy(kinds)}.`;

/** 'Rechazar': the reason the company receives, required. */
export const avisoRejectSchema = z.object({
  motivo: z
    .string({ error: AVISO_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, AVISO_REVIEW_MESSAGES.reasonRequired)
    .max(AVISO_REVIEW_REASON_MAX, AVISO_REVIEW_MESSAGES.reasonTooLong),
});
export type AvisoReject = z.output<typeof avisoRejectSchema>;
export type AvisoRejectInput = z.input<typeof avisoRejectSchema>;

/** One ad of the queue 'Avisos en revisión', with what the administrator judges it by. */
export const avisoInReviewSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  descripcion: z.string(),
  preguntas: z.array(z.string()).describe("The ad's questions to applicants, in order"),
  empresa: z.string().describe("The company's razón social, even for a confidential ad"),
  companyId: z.int(),
  verificada: z.boolean().describe('Whether the company is verified now'),
  motivos: z.array(reviewReasonSchema).describe('Why it was held when the company published it'),
  enRevisionDesde: z.iso.datetime().describe('When the company published it (ISO date-time)'),
});
export type AvisoInReview = z.infer<typeof avisoInReviewSchema>;

/** GET /api/admin/avisos/revision: oldest first. */
export const avisosInReviewSchema = z.object({ avisos: z.array(avisoInReviewSchema) });
export type AvisosInReview = z.infer<typeof avisosInReviewSchema>;

/** 'Publicar' and 'Rechazar': the ad's new state and what happened. */
export const avisoReviewedSchema = z.object({ id: z.int(), status: z.enum(['published', 'draft']), message: z.string() });
export type AvisoReviewed = z.infer<typeof avisoReviewedSchema>;
