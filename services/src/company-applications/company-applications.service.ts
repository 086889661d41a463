import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_MESSAGES,
  SECURITY_AREA,
  securityMask,
  formatDmy,
  APPLICATION_STAGE_LABELS,
  type ApplicationMarks,
  type ApplicationNeighbours,
  type ApplicationNeighboursQuery,
  type CompanyApplicationDetail,
  type CompanyApplicationItem,
  type CompanyApplicationsPage,
  type CompanyApplicationsQuery,
  type CompanyAvisoHeader,
  type ConversationView,
  type MbtiReport,
  type TestReportData,
  MESSAGE_MAX,
  STAGE_MESSAGES,
  WITHDRAWAL_MESSAGES,
  TEMPLATE_MESSAGES,
  fillTemplate,
  firstName,
  REQUIREMENT_FILTER_LABELS,
  UNQUALIFIED_DISCARD,
  type UnqualifiedDiscard,
  tagKey,
  type ApplicationStage,
  type ApplicationStageState,
} from '@postulate/contracts';
import {
  ApplicationsRepository,
  type CompanyAvisoHeaderRow,
  type CompanyExportRow,
  type CompanyListFilterShape,
  type MarkChange,
} from '../applications/applications.repository.js';
import { AvisosRepository, type AvisoQuestionRow } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { toCsv, type CsvColumn } from '../common/csv-export.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { COMPANY_NO_DIRECT_MESSAGES, ConversationsService } from '../conversations/conversations.service.js';
import { MailService } from '../mail/mail.service.js';
import { ApplicationNotifications } from '../notifications/application-notifications.js';
import { TestReportService } from '../psychometric-tests/report/test-report.service.js';

const avisoNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
const applicationNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });

const toHeader = (row: CompanyAvisoHeaderRow): CompanyAvisoHeader => ({
  id: row.id,
  titulo: row.titulo,
  area: row.area,
  subarea: row.subarea,
  status: row.status,
  publicadoEl: row.published_at?.toISOString() ?? null,
  permiteMsjDirecto: row.permite_msj_directo,
  seguridad: row.area === SECURITY_AREA,
  requisitos: row.requisitos,
  noCumplenAbiertas: row.no_cumplen_abiertas,
});

/** 'Cumple requisitos' / 'No cumple' in the export; empty when it cannot be judged. */
const requirementLabel = (meets: boolean | null) => (meets === null ? null : REQUIREMENT_FILTER_LABELS[meets ? 'cumple' : 'no_cumple']);

/** The list's filters and order as the repository takes them. */
const toListFilter = (query: ApplicationNeighboursQuery): CompanyListFilterShape => ({
  tab: query.tab,
  mask: securityMask(query.seguridad),
  stage: query.estado,
  search: query.q,
  meets: query.requisitos === undefined ? undefined : query.requisitos === 'cumple',
  minRating: query.calificacion,
  tag: query.etiqueta === undefined ? undefined : tagKey(query.etiqueta),
  sort: query.orden,
});

/** The type as the report gives it, or why there is none; the result is orientation only. */
function mbtiSummary(mbti: MbtiReport): string {
  if (!mbti.complete) return 'sin tipo (respuestas insuficientes)';
  if (!mbti.interpretable) return 'sin tipo (patrón fijo de respuestas)';
  return `${mbti.type} (orientativo, no para seleccionar)`;
}

/** One line per finished test, as the report reads it; a flagged result says so instead of a level. */
function testSummary(report: TestReportData): string {
  const unreliable = (flags: string[]) => (flags.length > 0 ? ' (Resultado no confiable)' : '');
  return [
    report.toulouse && `Concentración: cociente ${report.toulouse.quotient ?? '-'}${unreliable(report.toulouse.integrity.flags)}`,
    report.mbti && `Personalidad: ${mbtiSummary(report.mbti)}`,
    report.mbtiWithheld && 'Personalidad: no compartido por la persona',
    report.cards && `Matrices: ${report.cards.level ?? 'sin nivel'} (${report.cards.score}/${report.cards.total})${unreliable(report.cards.integrity.flags)}`,
  ]
    .filter(Boolean)
    .join(' | ');
}

/**
 * One column per question: the ad's, in its order, then any question answered that the ad no longer
 * has (under the words the applicant read). An application without that answer leaves it empty.
 */
function questionColumns(questions: AvisoQuestionRow[], rows: CompanyExportRow[]): CsvColumn<CompanyExportRow>[] {
  const texts = new Map(questions.map((question) => [question.id, question.pregunta]));
  for (const answer of rows.flatMap((row) => row.respuestas)) if (!texts.has(answer.idPregunta)) texts.set(answer.idPregunta, answer.pregunta);
  return [...texts].map(([id, pregunta]) => ({
    header: pregunta,
    value: (row) => row.respuestas.find((answer) => answer.idPregunta === id)?.respuesta ?? null,
  }));
}

/**
 * The applications to a company's ads: the list per ad (tabs, security filters, paging, all in
 * SQL), the applicant profile with the CV as sent, the read and favourite marks, the tests report
 * and the conversation. Every query joins the ad and checks its company.
 */
@Injectable()
export class CompanyApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
    private readonly avisos: AvisosRepository,
    private readonly conversations: ConversationsService,
    private readonly conversationRepository: ConversationsRepository,
    private readonly reports: TestReportService,
    private readonly applicationNotifications: ApplicationNotifications,
    private readonly mail: MailService,
  ) {}

  async list(companyId: number, avisoId: number, query: CompanyApplicationsQuery): Promise<CompanyApplicationsPage> {
    const header = await this.applications.companyAvisoHeader(companyId, avisoId);
    if (!header) throw avisoNotFound();
    const { total, rows } = await this.applications.pageForAviso(avisoId, { ...toListFilter(query), page: query.page, size: query.size });
    const response = rows.map((row): CompanyApplicationItem => ({
      id: row.id,
      postuladoEl: row.applied_at.toISOString(),
      name: row.name ?? null,
      educacion: row.educacion ?? null,
      experiencia: row.experiencia ?? null,
      readed: row.readed,
      favourite: row.favourite,
      hasNewMessage: row.has_new,
      estado: row.stage,
      estadoDesde: row.stage_at.toISOString(),
      retirada: row.retirada,
      cumpleRequisitos: row.cumple_requisitos,
      calificacion: row.rating,
      etiquetas: row.tags,
      diasSinRespuesta: row.dias_sin_respuesta,
    }));
    return { aviso: toHeader(header), response, size: response.length, total };
  }

  /**
   * One ad's applications as CSV, exactly the rows its list shows for the same tab, security filters,
   * Estado, search, requirements, stars and tag, in its order: contact data from the CV as sent, the
   * stage and since when, the company's rating and tags, whether the answers meet the ad's
   * requirements (when it asks for any), one column per question and a line per finished test.
   */
  async exportCsv(companyId: number, avisoId: number, filter: ApplicationNeighboursQuery): Promise<Buffer> {
    const header = await this.applications.companyAvisoHeader(companyId, avisoId);
    if (!header) throw avisoNotFound();
    const rows = await this.applications.exportForAviso(avisoId, toListFilter(filter));
    const withTests = [];
    for (const row of rows) {
      const report = row.applicant_id === null ? null : await this.reports.reportForApplicant(row.applicant_id, { reader: 'company' });
      withTests.push({ ...row, tests: report ? testSummary(report) : '' });
    }
    return toCsv(withTests, [
      { header: 'Nombre', value: (row) => row.name },
      { header: 'Email', value: (row) => row.mail },
      { header: 'Teléfono', kind: 'code', value: (row) => row.tel },
      { header: 'Fecha de postulación', value: (row) => formatDmy(row.applied_at) },
      { header: 'Estado', value: (row) => (row.retirada ? WITHDRAWAL_MESSAGES.companyLabel : APPLICATION_STAGE_LABELS[row.stage]) },
      { header: 'Fecha del estado', value: (row) => formatDmy(row.stage_at) },
      { header: 'Educación', value: (row) => row.educacion },
      { header: 'Experiencia', value: (row) => row.experiencia },
      ...(header.requisitos ? [{ header: 'Requisitos', value: (row: CompanyExportRow) => requirementLabel(row.cumple_requisitos) }] : []),
      // The stars as a number, which a spreadsheet sorts; empty when not rated.
      { header: 'Calificación', value: (row) => row.rating },
      { header: 'Etiquetas', value: (row) => row.tags.join(', ') },
      ...questionColumns(await this.avisos.questionsOf(avisoId, this.dataSource.manager), withTests),
      { header: 'Tests', value: (row) => row.tests },
    ]);
  }

  /** The applicant profile: the CV and the answers exactly as sent with the application. */
  async detail(companyId: number, applicationId: number): Promise<CompanyApplicationDetail> {
    const row = await this.applications.detailForCompany(companyId, applicationId);
    if (!row) throw applicationNotFound();
    return {
      id: row.application_id,
      aviso: toHeader(row),
      postuladoEl: row.applied_at.toISOString(),
      readed: row.readed,
      favourite: row.favourite,
      hasNewMessage: row.has_new,
      conversationId: row.conversation_id ?? null,
      estado: row.stage,
      estadoDesde: row.stage_at.toISOString(),
      retirada: row.retirada,
      cumpleRequisitos: row.cumple_requisitos,
      calificacion: row.rating,
      etiquetas: row.tags,
      cv: row.cv_snapshot,
      respuestas: row.respuestas,
    };
  }

  /** The profile's 'Anterior' and 'Siguiente': the neighbours in the list it was opened from. */
  async neighbours(companyId: number, applicationId: number, filter: ApplicationNeighboursQuery): Promise<ApplicationNeighbours> {
    const row = await this.applications.neighboursForCompany(companyId, applicationId, toListFilter(filter));
    if (!row) throw applicationNotFound();
    return { anterior: row.previous_id, siguiente: row.next_id, posicion: row.place, total: row.total };
  }

  /** The first view of the profile: read from now on, and a new application is 'vista' and its applicant told (repeating it changes nothing). */
  async markRead(companyId: number, applicationId: number, userId: number): Promise<ApplicationMarks> {
    const marks = await this.dataSource.transaction(async (manager) => {
      const read = await this.applications.updateMarks(companyId, applicationId, 'read', manager);
      if (!read) return read;
      const states = await this.applications.setStage(manager, { companyId, ids: [applicationId], stage: 'vista', userId, onlyFrom: 'nueva' });
      // 'CV visto' by e-mail, at most once a day per application (ApplicationNotifications).
      if (states?.some((state) => state.moved)) await this.applicationNotifications.stageChanged(manager, [{ applicationId, stage: 'vista' }]);
      return read;
    });
    if (!marks) throw applicationNotFound();
    this.mail.deliverSoon();
    return marks;
  }

  /**
   * Moves applications to a stage, all or none (a double click changes nothing the second time).
   * The message, if any, goes into the conversation of each application that really moved, and the
   * applicants hear of the change, all in the transaction of the move.
   */
  async setStage(companyId: number, userId: number, ids: number[], stage: ApplicationStage, message?: string): Promise<ApplicationStageState[]> {
    const rows = await this.dataSource.transaction(async (manager) => {
      const states = await this.applications.setStage(manager, { companyId, ids, stage, userId });
      if (!states) return null;
      // All or none, like the rest: one withdrawn application refuses the whole move.
      if ((await this.applications.withdrawnAmong(manager, ids)).length > 0) {
        throw new ApiException(HttpStatus.CONFLICT, {
          message: ids.length > 1 ? WITHDRAWAL_MESSAGES.companyCannotMove : WITHDRAWAL_MESSAGES.companyCannotMoveOne,
        });
      }
      const moved = states.filter((state) => state.moved).map((state) => state.id);
      const written = message === undefined ? new Map<number, string>() : await this.writeStageMessage(manager, companyId, ids, moved, message);
      await this.applicationNotifications.stageChanged(
        manager,
        moved.map((applicationId) => ({ applicationId, stage, message: written.get(applicationId) })),
      );
      return states;
    });
    if (!rows) throw new ApiException(HttpStatus.NOT_FOUND, { message: ids.length > 1 ? STAGE_MESSAGES.notFound : COMPANY_MESSAGES.applicationNotFound });
    this.mail.deliverSoon();
    return rows.map((row) => ({ id: row.id, estado: row.stage, estadoDesde: row.stage_at.toISOString() }));
  }

  /**
   * 'Descartar a quienes no cumplen': every open application to the ad that fails a requirement
   * becomes 'descartada', logged as the user's change, and each applicant gets the courteous
   * e-mail, in one transaction; a repeat (a double click) finds none left.
   */
  async discardUnqualified(companyId: number, userId: number, avisoId: number): Promise<UnqualifiedDiscard> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const ids = await this.applications.openUnqualified(manager, companyId, avisoId);
      if (ids === undefined) throw avisoNotFound();
      if (ids.length === 0) return [];
      const states = (await this.applications.setStage(manager, { companyId, ids, stage: 'descartada', userId }))!;
      const changed = states.filter((state) => state.moved).map((state) => state.id);
      await this.applicationNotifications.stageChanged(
        manager,
        changed.map((applicationId) => ({ applicationId, stage: 'descartada' as const })),
      );
      return changed;
    });
    if (moved.length > 0) this.mail.deliverSoon();
    return { descartadas: moved.length, message: UNQUALIFIED_DISCARD.done(moved.length) };
  }

  /**
   * A stage change's message, as the message centre writes a company message: refused for all when
   * one of the ads takes no direct messages; {nombre} and {aviso} filled per applicant. An
   * application that did not move, or whose applicant is gone, gets none. Answers the text each
   * application got, for its e-mail.
   */
  private async writeStageMessage(manager: EntityManager, companyId: number, ids: number[], moved: number[], template: string): Promise<Map<number, string>> {
    const targets = await this.applications.stageMessageTargets(manager, ids);
    if (targets.some((target) => !target.permite_msj_directo)) throw new ApiException(HttpStatus.FORBIDDEN, { message: COMPANY_NO_DIRECT_MESSAGES });
    const sender = await this.conversationRepository.companySenderName(manager, companyId);
    const written = new Map<number, string>();
    for (const target of targets) {
      if (!moved.includes(target.id) || target.applicant_id === null) continue;
      const text = fillTemplate(template, { nombre: firstName(target.name), aviso: target.titulo });
      if (text.length > MESSAGE_MAX) throw new ApiException(HttpStatus.BAD_REQUEST, { message: TEMPLATE_MESSAGES.resolvedTooLong, field: 'mensaje' });
      const conversationId = await this.conversationRepository.openConversation(manager, target.id);
      await this.conversationRepository.appendMessage(manager, conversationId, 'Empresa', sender, text);
      written.set(target.id, text);
    }
    return written;
  }

  /** Sets the favourite mark, or flips it when no value is given. */
  markFavourite(companyId: number, applicationId: number, favourite?: boolean): Promise<ApplicationMarks> {
    return this.mark(companyId, applicationId, favourite === undefined ? 'toggleFavourite' : favourite ? 'favourite' : 'notFavourite');
  }

  /** The tests report of the applicant behind the application ('sin resultados' when they took none). */
  async report(companyId: number, applicationId: number): Promise<TestReportData> {
    const row = await this.applications.applicantForCompany(companyId, applicationId);
    if (!row) throw applicationNotFound();
    // An applicant who deleted their account left no tests behind.
    if (row.applicant_id === null)
      return { candidate: { name: null, email: null }, toulouse: null, mbti: null, mbtiWithheld: false, cards: null, unscored: [] };
    const report = await this.reports.reportForApplicant(row.applicant_id, { reader: 'company' });
    // The profile's heading names the person as the CV tab does: as sent with the application, not as their CV reads today.
    return { ...report, candidate: { name: row.name ?? report.candidate.name, email: row.mail ?? report.candidate.email } };
  }

  conversation(companyId: number, applicationId: number): Promise<ConversationView> {
    return this.conversations.viewForCompany(companyId, applicationId);
  }

  send(companyId: number, applicationId: number, text: string): Promise<ConversationView> {
    return this.conversations.sendAsCompany(companyId, applicationId, text);
  }

  markMessagesRead(companyId: number, conversationId: number): Promise<void> {
    return this.conversations.markReadByCompany(companyId, conversationId);
  }

  private async mark(companyId: number, applicationId: number, change: MarkChange): Promise<ApplicationMarks> {
    const marks = await this.applications.updateMarks(companyId, applicationId, change);
    if (!marks) throw applicationNotFound();
    return marks;
  }
}
