import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  APPEALABLE_ACTIONS,
  COMPANY_MESSAGES,
  MODERATION_MESSAGES,
  REPORT_CASES_SHOWN,
  reportTicket,
  type Appeal,
  type AppealVerdict,
  type ModerationDecided,
  type ModerationDecision,
  type ModerationNotice,
  type ReportQueue,
  type ReportQueueOrder,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { AvisoReportsRepository } from '../aviso-reports/aviso-reports.repository.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { appealAnswerMail, decisionToCompanyMail, decisionToReporterMail, withdrawnAvisosMail } from './moderation-mails.js';
import { ModerationRepository, type DecisionRow } from './moderation.repository.js';

/** How many earlier decisions the queue shows per company, and how many the company's dashboard lists. */
const HISTORY_SHOWN = 5;
const NOTICES_SHOWN = 10;

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });

/**
 * 'Denuncias' (issue 39, point 2). A decision answers every open report of one ad at once, under
 * the ad's row lock, so two administrators deciding together decide once (the second finds no open
 * report). Its reason reaches the company and each reporter who left an e-mail, from the same
 * transaction (the outbox). The company answers a hide or a suspension once; the administrator's
 * verdict on that answer is final.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly decisions: ModerationRepository,
    private readonly reports: AvisoReportsRepository,
    private readonly avisos: AvisosRepository,
    private readonly companies: CompaniesRepository,
    private readonly applications: ApplicationsRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(order: ReportQueueOrder): Promise<ReportQueue> {
    const { total, rows } = await this.reports.openCases(order, REPORT_CASES_SHOWN);
    const companyIds = [...new Set(rows.map((row) => row.company_id))];
    const [avisos, companies, published, decided, history, appeals] = await Promise.all([
      this.avisos.moderationCases(rows.map((row) => row.aviso_id)),
      this.companies.moderationSummaries(companyIds),
      this.avisos.publishedCounts(companyIds),
      this.reports.decidedCounts(companyIds),
      this.decisions.latestOf(companyIds, HISTORY_SHOWN),
      this.decisions.waitingAppeals(),
    ]);
    const avisoById = new Map(avisos.map((aviso) => [aviso.id, aviso]));
    const companyById = new Map(companies.map((company) => [company.id, company]));
    return {
      totalCasos: total,
      casos: rows.map((row) => {
        const aviso = avisoById.get(row.aviso_id)!;
        const company = companyById.get(row.company_id)!;
        return {
          aviso: {
            id: aviso.id,
            titulo: aviso.titulo,
            descripcion: aviso.descripcion,
            status: aviso.status,
            oculto: aviso.hidden_reason,
            publicadoEl: aviso.published_at?.toISOString() ?? null,
          },
          empresa: {
            id: company.id,
            razonsocial: company.razonsocial,
            verificada: company.verified,
            suspendida: company.suspended,
            avisosPublicados: published.get(company.id) ?? 0,
            denunciasAnteriores: decided.get(company.id) ?? 0,
            decisiones: history
              .filter((decision) => decision.company_id === company.id)
              .map((decision) => ({
                accion: decision.action,
                avisoTitulo: decision.aviso_titulo,
                motivo: decision.reason,
                fecha: decision.decided_at.toISOString(),
              })),
          },
          denuncias: row.reports.map((report) => ({
            ticket: reportTicket(report.id),
            motivo: report.reason,
            detalles: report.details,
            fecha: new Date(report.created_at).toISOString(),
            conEmail: report.with_email,
            conCuenta: report.with_account,
          })),
          denunciantes: row.reporters,
          ultimaDenuncia: row.last_at.toISOString(),
        };
      }),
      apelaciones: appeals.map((appeal) => ({
        id: appeal.id,
        accion: appeal.action,
        empresa: { id: appeal.company_id, razonsocial: appeal.razonsocial },
        avisoId: appeal.aviso_id,
        avisoTitulo: appeal.aviso_titulo,
        motivo: appeal.reason,
        decididaEl: appeal.decided_at.toISOString(),
        apelacion: appeal.appeal!,
        apeladaEl: appeal.appealed_at!.toISOString(),
      })),
    };
  }

  /** Decides every open report of the ad: the ad stays or returns ('desestimar'), is hidden, or its company is suspended. */
  async decide(adminId: number, avisoId: number, { accion, motivo }: ModerationDecision): Promise<ModerationDecided> {
    const id = await this.dataSource.transaction(async (manager) => {
      const aviso = await this.avisos.lockForModeration(manager, avisoId);
      if (!aviso) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
      if (!(await this.reports.hasOpen(avisoId, manager))) throw conflict(MODERATION_MESSAGES.noOpenReports);
      const decisionId = await this.decisions.insert(manager, {
        companyId: aviso.company_id,
        avisoId,
        avisoTitulo: aviso.titulo,
        action: accion,
        reason: motivo,
        decidedBy: adminId,
      });
      const closed = await this.reports.close(manager, avisoId, decisionId);
      if (accion === 'desestimar') await this.avisos.unhide(manager, { id: avisoId }, ['denuncias']);
      // The ads the decision takes out of the search now (an ad hidden pending review counts: its applicants were not told).
      let withdrawn: number[] = [];
      if (accion === 'ocultar' && (await this.avisos.hideByDecision(manager, avisoId))) withdrawn = [avisoId];
      if (accion === 'suspender') {
        await this.companies.setSuspended(manager, aviso.company_id, true);
        withdrawn = await this.avisos.hideForSuspension(manager, aviso.company_id, avisoId);
      }
      const portalUrl = this.config.mail.portalUrl;
      await this.warnApplicants(manager, withdrawn, portalUrl);
      for (const report of closed) {
        if (!report.email) continue;
        await this.mail.enqueue(
          decisionToReporterMail({ to: report.email, ticket: reportTicket(report.id), titulo: aviso.titulo, action: accion, reason: motivo, portalUrl }),
          manager,
        );
      }
      await this.tellCompany(manager, aviso.company_id, decisionToCompanyMail, { titulo: aviso.titulo, action: accion, reason: motivo, portalUrl });
      return decisionId;
    });
    this.mail.deliverSoon();
    return { id, message: MODERATION_MESSAGES.decided[accion] };
  }

  /** The company's one answer to a decision that hid its ad or suspended it. */
  async appeal(companyId: number, decisionId: number, { texto }: Appeal): Promise<ModerationDecided> {
    await this.dataSource.transaction(async (manager) => {
      const decision = await this.decisions.lock(manager, decisionId);
      // Another company's decision answers as if it did not exist.
      if (!decision || decision.company_id !== companyId) throw new ApiException(HttpStatus.NOT_FOUND, { message: MODERATION_MESSAGES.appealNotFound });
      if (!APPEALABLE_ACTIONS.includes(decision.action)) throw conflict(MODERATION_MESSAGES.appealNotAllowed);
      if (decision.appeal !== null) throw conflict(MODERATION_MESSAGES.appealOnce);
      await this.decisions.setAppeal(manager, decisionId, texto);
    });
    return { id: decisionId, message: MODERATION_MESSAGES.appealSent };
  }

  /** The administrator's verdict on an appeal: restore what the decision took away, or keep it. */
  async answerAppeal(decisionId: number, { restablecer, motivo }: AppealVerdict): Promise<ModerationDecided> {
    await this.dataSource.transaction(async (manager) => {
      const decision = await this.decisions.lock(manager, decisionId);
      if (!decision) throw new ApiException(HttpStatus.NOT_FOUND, { message: MODERATION_MESSAGES.appealNotFound });
      if (decision.appeal === null || decision.appeal_answered_at !== null) throw conflict(MODERATION_MESSAGES.appealNotPending);
      await this.decisions.answerAppeal(manager, decisionId, restablecer, motivo);
      if (restablecer) await this.restore(manager, decision);
      await this.tellCompany(manager, decision.company_id, appealAnswerMail, {
        titulo: decision.aviso_titulo,
        action: decision.action,
        restored: restablecer,
        reason: motivo,
        portalUrl: this.config.mail.portalUrl,
      });
    });
    this.mail.deliverSoon();
    return { id: decisionId, message: restablecer ? MODERATION_MESSAGES.appealRestored : MODERATION_MESSAGES.appealKept };
  }

  /** The decisions that hid one of the company's ads or suspended it, for its dashboard. */
  async notices(companyId: number): Promise<ModerationNotice[]> {
    const rows = await this.decisions.noticesOf(companyId, APPEALABLE_ACTIONS, NOTICES_SHOWN);
    return rows.map((row) => ({
      id: row.id,
      accion: row.action,
      avisoId: row.aviso_id,
      avisoTitulo: row.aviso_titulo,
      motivo: row.reason,
      fecha: row.decided_at.toISOString(),
      apelacion: row.appeal,
      respuesta:
        row.appeal_answered_at === null
          ? null
          : { restablecida: row.appeal_restored!, motivo: row.appeal_answer!, fecha: row.appeal_answered_at.toISOString() },
    }));
  }

  /** One e-mail per applicant of the ads a decision withdrew, naming them all. */
  private async warnApplicants(manager: EntityManager, avisoIds: number[], portalUrl: string): Promise<void> {
    if (avisoIds.length === 0) return;
    const byEmail = new Map<string, { name: string | null; titulos: string[] }>();
    for (const row of await this.applications.applicantsOfAvisos(manager, avisoIds)) {
      const entry = byEmail.get(row.email) ?? { name: row.name, titulos: [] };
      if (!entry.titulos.includes(row.titulo)) entry.titulos.push(row.titulo);
      byEmail.set(row.email, entry);
    }
    for (const [to, { name, titulos }] of byEmail) await this.mail.enqueue(withdrawnAvisosMail({ to, name, titulos, portalUrl }), manager);
  }

  private async restore(manager: EntityManager, decision: DecisionRow): Promise<void> {
    if (decision.action === 'ocultar' && decision.aviso_id !== null) await this.avisos.unhide(manager, { id: decision.aviso_id }, ['moderacion']);
    if (decision.action === 'suspender') {
      await this.companies.setSuspended(manager, decision.company_id, false);
      await this.avisos.unhide(manager, { companyId: decision.company_id }, ['suspension']);
    }
  }

  /** Mails the company (its user, or its contact address) in the caller's transaction. */
  private async tellCompany<T>(
    manager: EntityManager,
    companyId: number,
    mailOf: (input: T & { to: string }) => { to: string; subject: string; text: string },
    input: T,
  ): Promise<void> {
    const { email } = await this.companies.reviewRecipient(manager, companyId);
    if (email) await this.mail.enqueue(mailOf({ ...input, to: email }), manager);
  }
}
