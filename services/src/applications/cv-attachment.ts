import { Injectable, type OnModuleInit } from '@nestjs/common';
import { cvPdfBuffer, cvPdfFileName } from '@postulate/cv-pdf';
import type { MailAttachment } from '../mail/mail-transport.js';
import { MailService } from '../mail/mail.service.js';
import { ApplicationsRepository, type SentCvRow } from './applications.repository.js';

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

/**
 * Gives MailService the CV an outgoing message names (by application), drawn at delivery: mail sits
 * below the applications, which own the CVs sent.
 */
@Injectable()
export class SentCvAttachments implements OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly applications: ApplicationsRepository,
  ) {}

  onModuleInit(): void {
    this.mail.drawCvWith(async (applicationId) => {
      const sent = await this.applications.sentCv(applicationId);
      return sent ? sentCvPdf(sent) : null;
    });
  }
}
