import type { EntityManager } from 'typeorm';
import { cvPdfBuffer, cvPdfFileName } from '@postulate/cv-pdf';
import type { ApplicationAnswer, Cv } from '@postulate/contracts';
import type { MailAttachment } from './mail-transport.js';

/**
 * The CV an application was sent with, as the A4 PDF the company downloads from the applicant's
 * profile (the same document, photo and answers included). Null when the application is gone.
 */
export async function applicationCvPdf(manager: EntityManager, applicationId: number): Promise<MailAttachment | null> {
  const [row]: { cv: Cv; respuestas: ApplicationAnswer[]; titulo: string; photo: Buffer | null }[] = await manager.query(
    `SELECT a.cv_snapshot AS cv, a.respuestas, v.titulo, f.bytes AS photo
       FROM applications a
       JOIN avisos v ON v.id = a.aviso_id
       LEFT JOIN stored_files f ON f.id::text = a.cv_snapshot -> 'fotoPerfil' ->> 'id'
      WHERE a.id = $1`,
    [applicationId],
  );
  if (!row) return null;
  const content = await cvPdfBuffer({
    cv: row.cv,
    photo: row.photo,
    application: { titulo: row.titulo, respuestas: row.respuestas.map(({ pregunta, respuesta }) => ({ pregunta, respuesta })) },
  });
  return { filename: cvPdfFileName(row.cv), content, contentType: 'application/pdf' };
}
