import { z } from './zod.js';
import { captchaTokenSchema, emailSchema } from './auth.js';
import { MESSAGES } from './messages.js';
import type { ScamSignalKind } from './scam-signals.js';

/**
 * Issue 39: 'Denunciar aviso'. Anyone reading an ad reports it with a reason from this list;
 * the administrator's queue (point 2) groups the reports by ad and company and acts on them.
 */

/** Why an ad is reported: the code stored and sent, in the order the dialog lists them. */
export const REPORT_REASONS = [
  'pide_dinero',
  'pide_datos',
  'otro_canal',
  'suplanta_empresa',
  'discriminatorio',
  'condiciones_falsas',
  'puesto_inexistente',
  'no_registrado',
  'contenido_sexual',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  pide_dinero: 'Pide dinero o pagos',
  pide_datos: 'Pide datos bancarios, fotos del DNI o códigos',
  otro_canal: 'Lleva la conversación a WhatsApp o Telegram',
  suplanta_empresa: 'Se hace pasar por otra empresa',
  discriminatorio: 'Es discriminatorio',
  condiciones_falsas: 'El salario o las condiciones son falsos',
  puesto_inexistente: 'El puesto no existe o ya se cubrió',
  no_registrado: 'Ofrece trabajo no registrado',
  contenido_sexual: 'Tiene contenido sexual',
};

/** The reasons a scam signal of a text points to: the dialog opened from a warning starts on it. */
export const REASON_OF_SIGNAL: Partial<Record<ScamSignalKind, ReportReason>> = {
  dinero: 'pide_dinero',
  datos: 'pide_datos',
  canal: 'otro_canal',
};

/** Reasons that, against an unverified company, hide the ad at once pending review (point 2). */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ['pide_dinero', 'pide_datos'];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_MESSAGES = {
  reasonRequired: 'Elegí el motivo de la denuncia',
  detailsTooLong: `Los detalles pueden tener hasta ${REPORT_DETAILS_MAX} caracteres`,
  received: (ticket: string) => `Recibimos tu denuncia. Tu número de seguimiento es ${ticket}.`,
  notice: 'Ninguna empresa puede pedirte dinero para postularte o trabajar, ni datos bancarios, fotos de tu DNI o códigos que te lleguen.',
  ufeciLabel: 'Denunciá estafas ante la UFECI (Ministerio Público Fiscal)',
} as const;

/** The Ministerio Público Fiscal's cybercrime unit, where a scam is reported to justice. */
export const UFECI_URL = 'https://www.mpf.gob.ar/ufeci/';

/** A trimmed optional text: empty means none. */
const optionalDetails = z
  .string(REPORT_MESSAGES.detailsTooLong)
  .trim()
  .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong)
  .optional()
  .transform((text) => (text ? text : undefined));

/** An optional e-mail for the answer: empty means none. */
const optionalEmail = z
  .string(MESSAGES.emailFormat)
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined))
  .pipe(emailSchema.optional());

/**
 * POST /api/home/aviso/{id}/denuncia. A visitor sends the captcha; for a signed-in person it is
 * not asked (the account is recorded instead), so the schema leaves it optional and the API
 * requires it without a session.
 */
export const avisoReportSchema = z.object({
  motivo: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  detalles: optionalDetails,
  email: optionalEmail,
  tokenCaptcha: captchaTokenSchema.optional().describe('Required without a session: the solved ALTCHA payload'),
});
export type AvisoReportRequest = z.input<typeof avisoReportSchema>;
export type AvisoReport = z.output<typeof avisoReportSchema>;

/** 'D-000123': the report's number, stable and readable over the phone. */
export function reportTicket(id: number): string {
  return `D-${String(id).padStart(6, '0')}`;
}

export const avisoReportReceiptSchema = z.object({
  ticket: z
    .string()
    .regex(/^D-\d{6,}$/)
    .describe("The report's number, 'D-' and at least six digits"),
  message: z.string().describe('What the dialog says: received, with the number'),
});
export type AvisoReportReceipt = z.infer<typeof avisoReportReceiptSchema>;
