import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_MESSAGES,
  INTERVIEW_MESSAGES,
  interviewInstant,
  type ApplicationStage,
  type Interview,
  type InterviewAnswerRequest,
  type InterviewSave,
  type ListResponse,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService, type QueuedMail } from '../mail/mail.service.js';
import { addressOf, answerMail, candidateMail, companyShown, type MailContext } from './interview-mails.js';
import { InterviewsRepository, type InterviewRow, type SchedulableRow } from './interviews.repository.js';

/** Who reads an interview: the company always sees its own name; the candidate not when the ad is confidential. */
type Reader = 'company' | 'applicant';

export function toInterview(row: InterviewRow, reader: Reader): Interview {
  return {
    id: Number(row.id),
    idAplicacion: Number(row.application_id),
    idAviso: Number(row.aviso_id),
    titulo: row.titulo,
    nombre: row.name ?? null,
    empresa: reader === 'company' ? row.razonsocial : companyShown(row),
    inicio: new Date(row.starts_at).toISOString(),
    duracion: Number(row.duration_minutes),
    modalidad: row.modality,
    direccion: row.address,
    enlace: row.link,
    mensaje: row.message,
    estado: row.status,
    respuesta: row.answer,
    respuestaMensaje: row.answer_message,
    respondidaEl: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    secuencia: Number(row.sequence),
  };
}

/** Stages an interview does not take back to 'entrevista': the process is past it. */
const PAST_INTERVIEW: ApplicationStage[] = ['entrevista', 'finalista', 'contratada'];

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });
const interviewNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: INTERVIEW_MESSAGES.notFound });

/**
 * Interviews (issue 38): the company schedules one from an application (which moves to
 * 'entrevista'), reprograms or cancels it; the candidate confirms or asks for another time. Each
 * change and its e-mail (with the calendar invitation) commit together through the outbox.
 */
@Injectable()
export class InterviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly interviews: InterviewsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  mailContext(now: Date): MailContext {
    return { portalUrl: this.config.mail.portalUrl, portalAddress: addressOf(this.config.mail.from), now };
  }

  async schedule(companyId: number, userId: number, applicationId: number, save: InterviewSave): Promise<Interview> {
    const now = new Date();
    const start = this.futureStart(save, now);
    const row = await this.dataSource.transaction(async (manager) => {
      const application = await this.openApplication(manager, companyId, applicationId);
      if (await this.interviews.hasUpcoming(manager, applicationId, now)) throw conflict(INTERVIEW_MESSAGES.alreadyScheduled);
      const id = await this.interviews.insert(manager, applicationId, save, start, userId, now);
      // The invitation tells the candidate: no stage e-mail besides it.
      if (!PAST_INTERVIEW.includes(application.stage))
        await this.applications.setStage(manager, { companyId, ids: [applicationId], stage: 'entrevista', userId });
      return this.tellCandidate(manager, id, 'programada', now);
    });
    this.mail.deliverSoon();
    return toInterview(row, 'company');
  }

  async reschedule(companyId: number, applicationId: number, interviewId: number, save: InterviewSave): Promise<Interview> {
    const now = new Date();
    const start = this.futureStart(save, now);
    const row = await this.dataSource.transaction(async (manager) => {
      await this.openApplication(manager, companyId, applicationId);
      const interview = await this.interviews.lockForCompany(manager, companyId, applicationId, interviewId);
      if (!interview) throw interviewNotFound();
      if (interview.status === 'cancelada') throw conflict(INTERVIEW_MESSAGES.cancelled);
      await this.interviews.reprogram(manager, interviewId, save, start, now);
      return this.tellCandidate(manager, interviewId, 'reprogramada', now);
    });
    this.mail.deliverSoon();
    return toInterview(row, 'company');
  }

  /** Cancels; cancelling a cancelled interview answers it as it is and sends nothing. */
  async cancel(companyId: number, applicationId: number, interviewId: number): Promise<Interview> {
    const now = new Date();
    const row = await this.dataSource.transaction(async (manager) => {
      const interview = await this.interviews.lockForCompany(manager, companyId, applicationId, interviewId);
      if (!interview) throw interviewNotFound();
      if (interview.status === 'cancelada') return this.interviews.view(manager, interviewId);
      await this.interviews.cancel(manager, interviewId, now);
      return this.tellCandidate(manager, interviewId, 'cancelada', now);
    });
    this.mail.deliverSoon();
    return toInterview(row, 'company');
  }

  async ofApplication(companyId: number, applicationId: number): Promise<ListResponse<Interview>> {
    if (!(await this.applications.applicantForCompany(companyId, applicationId)))
      throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });
    const rows = await this.interviews.ofApplication(companyId, applicationId);
    return toListResponse(
      rows.map((row) => toInterview(row, 'company')),
      rows.length,
    );
  }

  async upcomingForCompany(companyId: number, avisoId?: number): Promise<ListResponse<Interview>> {
    const rows = await this.interviews.upcomingForCompany(companyId, new Date(), avisoId);
    return toListResponse(
      rows.map((row) => toInterview(row, 'company')),
      rows.length,
    );
  }

  async upcomingForApplicant(applicantId: number): Promise<ListResponse<Interview>> {
    const rows = await this.interviews.upcomingForApplicant(applicantId, new Date());
    return toListResponse(
      rows.map((row) => toInterview(row, 'applicant')),
      rows.length,
    );
  }

  /** The candidate's answer; the same answer and message again changes nothing and e-mails nobody. */
  async answer(applicantId: number, interviewId: number, body: InterviewAnswerRequest): Promise<Interview> {
    const now = new Date();
    let changed = false;
    const row = await this.dataSource.transaction(async (manager) => {
      const interview = await this.interviews.lockForApplicant(manager, applicantId, interviewId);
      if (!interview) throw interviewNotFound();
      if (interview.status === 'cancelada') throw conflict(INTERVIEW_MESSAGES.cancelled);
      if (new Date(interview.ends_at).getTime() <= now.getTime()) throw conflict(INTERVIEW_MESSAGES.alreadyHappened);
      const before = await this.interviews.view(manager, interviewId);
      if (before.answer === body.respuesta && before.answer_message === (body.mensaje ?? null)) return before;
      await this.interviews.answer(manager, interviewId, body.respuesta, body.mensaje ?? null, now);
      const after = await this.interviews.view(manager, interviewId);
      await this.enqueue(manager, answerMail(after, this.mailContext(now)));
      changed = true;
      return after;
    });
    if (changed) this.mail.deliverSoon();
    return toInterview(row, 'applicant');
  }

  /** The start typed in Argentina, refused when it is not after the server's now (the form checked the browser's). */
  private futureStart(save: InterviewSave, now: Date): Date {
    const start = interviewInstant(save.fecha, save.hora);
    if (!start || start.getTime() <= now.getTime()) throw new ApiException(HttpStatus.BAD_REQUEST, { message: INTERVIEW_MESSAGES.past, field: 'fecha' });
    return start;
  }

  /** The company's application, locked, open to an interview: not withdrawn, its ad not finished, its applicant still there. */
  private async openApplication(manager: EntityManager, companyId: number, applicationId: number): Promise<SchedulableRow> {
    const application = await this.interviews.lockApplication(manager, companyId, applicationId);
    if (!application) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });
    if (application.withdrawn) throw conflict(INTERVIEW_MESSAGES.withdrawn);
    if (application.aviso_status === 'finished') throw conflict(INTERVIEW_MESSAGES.avisoFinished);
    if (application.applicant_id === null) throw conflict(INTERVIEW_MESSAGES.applicantGone);
    return application;
  }

  private async tellCandidate(
    manager: EntityManager,
    interviewId: number,
    news: 'programada' | 'reprogramada' | 'cancelada',
    now: Date,
  ): Promise<InterviewRow> {
    const row = await this.interviews.view(manager, interviewId);
    await this.enqueue(manager, candidateMail(row, news, this.mailContext(now)));
    return row;
  }

  private async enqueue(manager: EntityManager, mail: QueuedMail | undefined): Promise<void> {
    if (mail) await this.mail.enqueue(mail, manager);
  }
}
