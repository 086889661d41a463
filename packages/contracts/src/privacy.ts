import { z } from './zod.js';
import { accommodationSchema } from './accommodations.js';
import { jobAlertSchema } from './alerts.js';
import { interviewSchema } from './interviews.js';
import { APPLICANT_STATUSES, APPLICATION_STAGES } from './application-stages.js';
import { applicationAnswerSchema, conversationMessageSchema } from './applications.js';
import { notificationPreferenceSchema } from './notifications.js';
import { PRIVACY_MESSAGES } from './privacy-messages.js';
import { cvFileSchema, cvSchema } from './cv.js';
import { ROLES } from './roles.js';

/** Router state the applicant's side hands the public home after an erasure, so it can say so. */
export interface AccountDeletedState {
  accountDeleted: true;
}

/** POST /api/postulante/eliminar: the password confirms it is the account's owner asking. */
export const accountDeletionSchema = z.object({
  pass: z.string(PRIVACY_MESSAGES.passwordRequired).min(1, PRIVACY_MESSAGES.passwordRequired).max(128),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** GET /api/postulante/misdatos: everything the portal holds about the applicant. */
export const applicantDataExportSchema = z.object({
  generadoEl: z.iso.datetime().describe('ISO date-time of the export'),
  cuenta: z.object({ usuario: z.string(), email: z.string(), rol: z.enum(ROLES), creadaEl: z.iso.datetime() }),
  cv: z.object({ version: z.int(), actualizadoEl: z.iso.datetime().nullable(), contenido: cvSchema.nullable() }),
  archivos: z.array(cvFileSchema.extend({ tamanio: z.int(), subidoEl: z.iso.datetime() })),
  postulaciones: z.array(
    z.object({
      idAviso: z.int(),
      titulo: z.string(),
      empresa: z.string().nullable(),
      postuladoEl: z.iso.datetime(),
      respuestas: z.array(applicationAnswerSchema),
      cvEnviado: cvSchema.nullable(),
      mensajes: z.array(conversationMessageSchema),
      estado: z.enum(APPLICANT_STATUSES).describe('Where it stands, in the words Mis Postulaciones uses'),
      etapa: z.enum(APPLICATION_STAGES).describe("The company's stage"),
      etapaDesde: z.iso.datetime(),
      historial: z
        .array(z.object({ etapa: z.enum([...APPLICATION_STAGES, 'retirada']), fecha: z.iso.datetime() }))
        .describe("Every stage change, oldest first ('retirada': the applicant withdrew), without who in the company made each"),
      retiro: z
        .object({ fecha: z.iso.datetime() })
        .nullable()
        .describe('The withdrawal, if the applicant withdrew; the portal asks no reason for it, so it keeps none'),
    }),
  ),
  notificaciones: z.array(notificationPreferenceSchema).describe('Which e-mails the applicant gets'),
  foto: z
    .object({ nombre: z.string(), tipo: cvFileSchema.shape.tipo, dataUrl: z.string().startsWith('data:image/') })
    .nullable()
    .describe("The CV's profile photo as a data URL (base64 with its media type): pasted into a browser's address bar, it shows the picture"),
  tests: z.array(z.unknown()).describe("The tests' stored answers and results, as the tests feature keeps them"),
  testsConservados: z
    .array(z.object({ test: z.string(), finalizadoEl: z.iso.datetime(), validoHasta: z.iso.datetime() }))
    .describe("The finished tests kept under the hashed e-mail and DNI while valid, this account's and a deleted one's: they outlive the account's deletion"),
  alertas: z.array(jobAlertSchema).describe('The saved searches mailed each day or week'),
  ajustes: z.array(accommodationSchema).describe('Every accommodation request for the tests, with its reason and decision'),
  entrevistas: z.array(interviewSchema).describe('Every interview a company scheduled with the applicant, cancelled and past ones too, oldest first'),
});
export type ApplicantDataExport = z.infer<typeof applicantDataExportSchema>;
