import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AVISO_REVIEW_MESSAGES, COMPANY_MESSAGES, MODERATION_MESSAGES, type AvisoReviewed, type AvisosInReview } from '@postulate/contracts';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
const notInReview = () => new ApiException(HttpStatus.CONFLICT, { message: AVISO_REVIEW_MESSAGES.notInReview });

/**
 * 'Avisos en revisión' (issue 39, point 3): the ads the server held when their company published
 * them (unverified company, or a scam signal in the text), oldest first. 'Publicar' publishes one
 * as the company's publish would have; 'Rechazar' sends it back unpublished and e-mails the company
 * the reason. Both lock the ad, so two administrators deciding at once decide once.
 */
@Injectable()
export class AvisoReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly avisos: AvisosRepository,
    private readonly companies: CompaniesRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<AvisosInReview> {
    const rows = await this.avisos.inReview();
    return {
      avisos: rows.map((row) => ({
        id: row.id,
        titulo: row.titulo,
        descripcion: row.descripcion,
        preguntas: row.preguntas,
        empresa: row.razonsocial,
        companyId: row.company_id,
        verificada: row.verificada,
        motivos: row.review_reasons ?? [],
        enRevisionDesde: row.review_requested_at.toISOString(),
      })),
    };
  }

  async approve(id: number): Promise<AvisoReviewed> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.avisos.lockForReview(manager, id);
      if (!current) throw notFound();
      if (current.status !== 'review') throw notInReview();
      if (await this.companies.isSuspended(current.company_id, manager))
        throw new ApiException(HttpStatus.CONFLICT, { message: MODERATION_MESSAGES.suspendedApprove });
      await this.avisos.markPublished(manager, id);
      return { id, status: 'published', message: AVISO_REVIEW_MESSAGES.approved };
    });
  }

  async reject(id: number, motivo: string): Promise<AvisoReviewed> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const current = await this.avisos.lockForReview(manager, id);
      if (!current) throw notFound();
      if (current.status !== 'review') throw notInReview();
      await this.avisos.returnToDraft(manager, id);
      // A company without a user has nobody to tell; the ad goes back all the same.
      if (current.email) await this.mail.enqueue({ to: current.email, ...this.rejectionOf(id, current.titulo, motivo) }, manager);
      return { id, status: 'draft' as const, message: AVISO_REVIEW_MESSAGES.rejected };
    });
    this.mail.deliverSoon();
    return answer;
  }

  private rejectionOf(id: number, titulo: string, motivo: string): { subject: string; text: string } {
    const portal = this.config.mail.portalUrl;
    return {
      subject: `Tu aviso "${titulo}" no se publicó`,
      text: [
        'Hola:',
        '',
        `Revisamos tu aviso "${titulo}" antes de publicarlo y no lo publicamos. El motivo:`,
        '',
        motivo,
        '',
        'El aviso volvió a Tus avisos sin publicar: podés corregirlo y volver a publicarlo.',
        `${portal}/admin/aviso/${id}/editar`,
        '',
        'Recordá que ninguna empresa puede pedir dinero, datos bancarios ni llevar la conversación a WhatsApp o Telegram a quienes se postulan.',
      ].join('\n'),
    };
  }
}
