import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  APPLY_MESSAGES,
  HOME_MESSAGES,
  type ApplicationAnswer,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationStatus,
  type ApplyRequest,
  type ListQuery,
  type ListResponse,
  type Novedades,
  WITHDRAWAL_MESSAGES,
  applicantStatus,
  canWithdraw,
  meetsRequirements,
  readAnswer,
} from '@postulate/contracts';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CvService } from '../cv/cv.service.js';
import { MailService } from '../mail/mail.service.js';
import { cvCopyMail } from './application-mails.js';
import { ApplicationsRepository, type ApplicationStatusRow } from './applications.repository.js';

const notFound = (message: string) => new ApiException(HttpStatus.NOT_FOUND, { message });
const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });
const badField = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

const toStatus = (row: ApplicationStatusRow): ApplicationStatus => ({
  id: row.id,
  idAviso: row.aviso_id,
  postuladoEl: row.applied_at.toISOString(),
  retiradaEl: row.withdrawn_at?.toISOString() ?? null,
});

/** An applicant's applications: applying once per ad, and reading only their own. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
    private readonly avisos: AvisosRepository,
    private readonly cvs: CvService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Applies to a published ad with one answer per question, keeping the CV and the questions as
   * they read now. The unique (applicant, ad) constraint makes a double click or a retry apply
   * once: the second call gets the first application back (`created` false).
   */
  async apply(applicantId: number, body: ApplyRequest): Promise<{ created: boolean; status: ApplicationStatus }> {
    const result = await this.dataSource.transaction(async (manager) => {
      const aviso = await this.avisos.forApplying(manager, body.idAviso);
      if (!aviso || aviso.status !== 'published') throw notFound(HOME_MESSAGES.avisoNotFound);

      const preguntas = await this.avisos.questionsOf(aviso.id, manager);
      const answers = new Map(body.respuestas.map((answer) => [answer.idPregunta, answer.respuesta]));
      const matches = answers.size === body.respuestas.length && answers.size === preguntas.length && preguntas.every((pregunta) => answers.has(pregunta.id));
      if (!matches) throw badField('respuestas', APPLY_MESSAGES.answersMismatch);

      // Each answer as its question's type reads it ('si' → 'Sí', '1000' → '1.000'), refused in the form's words otherwise.
      const respuestas: ApplicationAnswer[] = preguntas.map((pregunta, index) => {
        const reading = readAnswer(pregunta.tipo, answers.get(pregunta.id)!);
        if (reading.message !== undefined) throw badField(`respuestas.${index}.respuesta`, reading.message);
        return { idPregunta: pregunta.id, pregunta: pregunta.pregunta, respuesta: reading.value };
      });
      const cv = await this.cvs.current(applicantId, manager);
      if (!cv) throw badField('cv', APPLY_MESSAGES.completeCv);

      const cumpleRequisitos = meetsRequirements(preguntas, respuestas);
      const inserted = await this.applications.insertOnce(manager, { avisoId: aviso.id, applicantId, cv, respuestas, cumpleRequisitos, origen: body.origen });
      if (inserted) {
        // The company's copy of the CV is stored with the application: both or neither.
        if (aviso.recibeMail && aviso.direccionMail) {
          const application = { id: inserted.id, avisoId: aviso.id, titulo: aviso.titulo, name: cv.name, respuestas };
          await this.mail.enqueue(cvCopyMail(aviso.direccionMail, application, this.config.mail.portalUrl), manager);
        }
        return { created: true, status: toStatus(inserted), mailed: aviso.recibeMail };
      }
      const existing = (await this.applications.statusOf(applicantId, aviso.id, manager))!;
      // One application per ad: after withdrawing, applying again would hand the company back what the applicant took away.
      if (existing.withdrawn_at) throw conflict(WITHDRAWAL_MESSAGES.reapply);
      return { created: false, status: toStatus(existing), mailed: false };
    });
    if (result.mailed) this.mail.deliverSoon();
    return { created: result.created, status: result.status };
  }

  /** Whether the applicant applied to the ad (the ad page shows it instead of the apply button). */
  async statusFor(applicantId: number, idAviso: number): Promise<ApplicationStatus | null> {
    const row = await this.applications.statusOf(applicantId, idAviso);
    return row ? toStatus(row) : null;
  }

  /** Mis Postulaciones, newest first; `fvalue` filters by the ad's title. */
  async list(applicantId: number, query: ListQuery): Promise<ListResponse<ApplicationListItem>> {
    const { total, rows } = await this.applications.pageForApplicant(applicantId, query);
    return toListResponse(
      rows.map((row) => ({
        id: row.id,
        idAviso: row.aviso_id,
        titulo: row.titulo,
        publicadoEl: row.published_at ? row.published_at.toISOString() : null,
        nombreEmpresa: row.empresa ?? null,
        area: row.area,
        postuladoEl: row.applied_at.toISOString(),
        hasNewMessage: row.has_new,
        permiteMsjDirecto: row.permite_msj_directo,
        estado: applicantStatus(row.stage, row.aviso_status, row.withdrawn_at !== null),
        estadoDesde: (row.withdrawn_at ?? row.stage_at).toISOString(),
      })),
      total,
    );
  }

  /** One of the applicant's own applications, with the answers and CV as sent; another's is 404. */
  async get(applicantId: number, id: number): Promise<ApplicationDetail> {
    const row = await this.applications.detailForApplicant(applicantId, id);
    if (!row) throw notFound(APPLY_MESSAGES.applicationNotFound);
    return { ...toStatus(row), titulo: row.titulo, respuestas: row.respuestas, cv: row.cv_snapshot };
  }

  /**
   * 'Retirar postulación': only the applicant's own (another's is 404), only while open (409 once
   * the ad finished or the company hired or discarded them). A second request changes nothing and
   * answers the same.
   */
  async withdraw(applicantId: number, userId: number, id: number): Promise<ApplicationStatus> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.applications.lockForWithdrawal(manager, applicantId, id);
      if (!row) throw notFound(APPLY_MESSAGES.applicationNotFound);
      if (row.withdrawn_at) return toStatus(row);
      if (!canWithdraw(row.stage, row.aviso_status)) throw conflict(WITHDRAWAL_MESSAGES.notOpen);
      return toStatus({ ...row, withdrawn_at: await this.applications.withdraw(manager, id, userId) });
    });
  }

  /** The top-bar badge: unread company messages and status changes since Mis Postulaciones was last opened. */
  async novedades(applicantId: number): Promise<Novedades> {
    const { mensajes, cambios } = await this.applications.novedades(applicantId);
    return { mensajes, cambios, total: mensajes + cambios };
  }

  /** Mis Postulaciones was opened: the badge stops counting the status changes until now. */
  markSeen(applicantId: number): Promise<void> {
    return this.applications.markSeen(applicantId);
  }
}
