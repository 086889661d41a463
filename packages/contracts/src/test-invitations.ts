import { z } from './zod.js';
import { captchaTokenSchema, emailSchema } from './auth.js';
import { cuilSchema, DNI_LENGTH_MESSAGE, DNI_PATTERN, identityDigits } from './cuil.js';
import { MESSAGES } from './messages.js';
import { ATTEMPT_STATES, TEST_KINDS, testStatusSchema } from './tests.js';

/** Texts of the tester's candidates and the invitation flow; the spec's words where it fixes them. */
export const TEST_INVITATION_MESSAGES = {
  nameValid: 'El nombre es válido',
  nameMin: MESSAGES.nameMin,
  termsLabel: 'He leído y acepto los Términos y Condiciones',
  /** Ours. */
  nameMax: 'El nombre no puede superar los 50 caracteres',
  dniRequired: 'Debe ingresar el DNI',
  dniNumeric: 'El DNI debe ser numérico',
  dniLength: DNI_LENGTH_MESSAGE,
  termsRequired: 'Debe aceptar los Términos y Condiciones',
  duplicateEmail: 'Ya invitaste a este correo',
  invitationReplaced: 'Esta invitación ya fue reemplazada por otra: modificá la nueva',
  extraTimeInvalid: 'Elegí el tiempo adicional: ninguno, 25 % o 50 %',
  extraTimeUpdated: 'Guardamos el tiempo adicional: vale para los tests que todavía no empezó',
  candidateNotFound: 'No encontramos a ese postulante',
  invitationNotFound: 'El enlace de invitación no existe o ya no es válido. Pedile a quien te invitó que te envíe uno nuevo.',
  invitationExpired: 'El enlace de invitación venció. Pedile a quien te invitó que te envíe uno nuevo.',
  invitationUsed:
    'Este enlace de invitación ya fue usado en otro navegador. Abrilo desde el mismo navegador en el que completaste tus datos, o pedí uno nuevo.',
  invitationSaved: 'Tus datos se guardaron',
  invitationSent: 'Enviamos la invitación por correo',
  invitationUpdated: 'Actualizamos el correo y enviamos una invitación nueva',
} as const;

/** Extra time a tester may grant on every test (an accommodation), as a percentage of each test's time. */
export const EXTRA_TIME_OPTIONS = ['0', '25', '50'] as const;
export type ExtraTime = (typeof EXTRA_TIME_OPTIONS)[number];

/** POST /api/interview/add and /update/{id}: the candidate's e-mail and any extra time. */
export const testInvitationSaveSchema = z.object({
  email: emailSchema,
  extraTime: z.enum(EXTRA_TIME_OPTIONS, { error: TEST_INVITATION_MESSAGES.extraTimeInvalid }).default('0'),
  accessibleFormat: z.boolean().default(false).describe('The matrices in the accessible format (each figure described in words)'),
});
export type TestInvitationSave = z.infer<typeof testInvitationSaveSchema>;
export type TestInvitationSaveInput = z.input<typeof testInvitationSaveSchema>;

const invitationFields = {
  name: z.string(TEST_INVITATION_MESSAGES.nameMin).trim().min(4, TEST_INVITATION_MESSAGES.nameMin).max(50, TEST_INVITATION_MESSAGES.nameMax),
  dni: z
    .string(TEST_INVITATION_MESSAGES.dniRequired)
    .overwrite(identityDigits)
    .min(1, TEST_INVITATION_MESSAGES.dniRequired)
    .regex(/^\d*$/, TEST_INVITATION_MESSAGES.dniNumeric)
    .regex(DNI_PATTERN, TEST_INVITATION_MESSAGES.dniLength),
  cuit: cuilSchema,
  terms: z.literal(true, TEST_INVITATION_MESSAGES.termsRequired),
};

/**
 * POST /api/invitation/{token}: the welcome form. The first save ('create') claims the link and
 * needs the captcha; later saves ('update') come from the browser that claimed it.
 */
export const invitationFormSchema = z.discriminatedUnion('actionType', [
  z.object({ actionType: z.literal('create'), ...invitationFields, tokenCaptcha: captchaTokenSchema }),
  z.object({ actionType: z.literal('update'), ...invitationFields }),
]);
export type InvitationForm = z.infer<typeof invitationFormSchema>;
export type InvitationFormInput = z.input<typeof invitationFormSchema>;

/** GET /api/invitation/{token}: 'new' until the candidate saves the welcome form. */
export const invitationViewSchema = z.object({
  state: z.enum(['new', 'ready']),
  email: z.string(),
  invitedBy: z.string().nullable().describe("Who invited: the tester's company name"),
  expiresAt: z.iso.datetime().describe('When the link stops working (ISO)'),
  form: z.object({ name: z.string(), dni: z.string(), cuit: z.string() }).nullable(),
  tests: z.array(testStatusSchema),
  shareMbti: z.boolean().describe('Whether the tester sees the personality result: the candidate decides, not shared by default'),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** A test's state in the tester's list: an attempt's, or 'interrupted' when 'Modificar' ended it while it ran (no score). */
export const INVITATION_TEST_STATES = [...ATTEMPT_STATES, 'interrupted'] as const;
export type InvitationTestState = (typeof INVITATION_TEST_STATES)[number];

/** One row of the tester's 'Lista de postulantes'. */
export const testInvitationCandidateSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string().nullable().describe('As the candidate typed it in the invitation form; null until then'),
  invitedAt: z.iso.datetime().describe('When the link was e-mailed; saving the welcome form does not change it'),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  replaced: z
    .boolean()
    .describe(
      "'Modificar' sent this invitation's link to another address after someone had used it: its link no longer works, and it keeps that person's name and results, readable in its report",
    ),
  extraTime: z.enum(EXTRA_TIME_OPTIONS).describe("Extra time on every test; the candidate's reports never show it"),
  accessibleFormat: z.boolean().describe('The matrices in the accessible format; the reports never show it'),
  tests: z.array(z.object({ test: z.enum(TEST_KINDS), state: z.enum(INVITATION_TEST_STATES) })),
});
export type TestInvitationCandidate = z.infer<typeof testInvitationCandidateSchema>;
