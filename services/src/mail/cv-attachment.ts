import { cvPdfBuffer, cvPdfFileName } from '@postulate/cv-pdf';
import type { SentCvRow } from '../applications/applications.repository.js';
import type { MailAttachment } from './mail-transport.js';

/**
 * The CV an application was sent with, as the A4 PDF the company downloads from the applicant's
 * profile (the same document, photo and answers included).
 */
export async function sentCvPdf(sent: SentCvRow): Promise<MailAttachment> {
  const content = await cvPdfBuffer({
    cv: sent.cv,
    photo: sent.photo,
    application: { titulo: sent.titulo, respuestas: sent.respuestas.map(({ pregunta, respuesta }) => ({ pregunta, respuesta })) },
  });
  return { filename: cvPdfFileName(sent.cv), content, contentType: 'application/pdf' };
}
