import { z } from './zod.js';
import type { ApplicationAnswer, ConversationMessage } from './applications.js';
import { PRIVACY_MESSAGES } from './privacy-messages.js';
import type { Cv, CvFile } from './cv.js';
import type { Role } from './roles.js';

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
export interface ApplicantDataExport {
  /** ISO date-time of the export. */
  generadoEl: string;
  cuenta: { usuario: string; email: string; rol: Role; creadaEl: string };
  cv: { version: number; actualizadoEl: string | null; contenido: Cv | null };
  archivos: (CvFile & { tamanio: number; subidoEl: string })[];
  postulaciones: {
    idAviso: number;
    titulo: string;
    empresa: string | null;
    postuladoEl: string;
    respuestas: ApplicationAnswer[];
    cvEnviado: Cv | null;
    mensajes: ConversationMessage[];
  }[];
  /** The tests' stored answers and results, as the tests feature keeps them. */
  tests: unknown[];
}
