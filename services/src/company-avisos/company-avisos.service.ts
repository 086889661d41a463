import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_MESSAGES,
  HIDDEN_WHY,
  MODERATION_MESSAGES,
  copyTitle,
  inReviewMessage,
  reviewReasonsOf,
  reviewWhy,
  textsSignalMatches,
  COMPANY_RECORDS_MESSAGES,
  MESSAGES,
  WAITING_LONG_DAYS,
  type AvisoSave,
  type AvisoSaved,
  type CompanyAvisoData,
  type CompanyAvisoItem,
  type CompanyDashboard,
  type Genero,
  type Modalidad,
  type NivelIdioma,
  type ReviewReason,
  type TipoEmpleo,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { AvisoReportsRepository } from '../aviso-reports/aviso-reports.repository.js';
import { AvisoStatsRepository } from '../aviso-stats/aviso-stats.repository.js';
import { cardDisclosure } from '../avisos/aviso-card.js';
import { AvisosRepository, type AvisoColumns, type IdiomaColumns } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { PublicAnswers } from '../common/public-answers.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { MailService } from '../mail/mail.service.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { ApplicationNotifications } from '../notifications/application-notifications.js';
import { InvoicesService } from '../company-profile/invoices.service.js';

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });
const badField = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

/** How many unread conversations the dashboard links to; the rest are reached through each ad. */
const UNREAD_CONVERSATIONS_SHOWN = 10;

/** The ad's columns as the wizard names them. */
function columnsOf(save: AvisoSave): AvisoColumns {
  return {
    titulo: save.titulo,
    descripcion: save.descripcion,
    areaId: save.area,
    subAreaId: save.subarea,
    workLevelId: save.nivel,
    localityId: save.localidad,
    direccion: save.direccion,
    notConfidential: save.notConfidential,
    vacantes: save.vacantes,
    modalidad: save.modalidad as Modalidad,
    tipoEmpleo: save.tipoEmpleo as TipoEmpleo,
    genero: save.genero as Genero,
    discapacidad: save.discapcidad,
    edadDesde: save.edadDesde,
    edadHasta: save.edadHasta,
    motivoRequisito: save.motivoRequisito,
    experiencia: save.experiecia,
    experienciaExcluyente: save.experienciaEx,
    salarioDesde: save.salarioDesde,
    salarioHasta: save.salarioHasta,
    showSalario: save.showSalario,
    permiteMsjDirecto: save.permiteMsjDirecto,
    recibeMail: save.recibeMail,
    direccionMail: save.direccionMail,
    durationDays: save.duracion,
  };
}

/** The ad's languages as the wizard sends them. */
function idiomasOf(save: AvisoSave): IdiomaColumns[] {
  return save.avisoIdiomas.map((idioma) => ({
    idioma: idioma.idioma,
    nivelRead: idioma.nivelRead as NivelIdioma,
    nivelWrite: idioma.nivelWrite as NivelIdioma,
  }));
}

/**
 * A company's own ads: the dashboard, the six-step wizard's save, and the state changes
 * draft → published → finished (by the company, or on expiry: AvisoExpiry), delete while no
 * application exists, and 'Republicar' a finished ad as a new draft. Every query carries the
 * company id, so another company's ad answers 404 as if it did not exist.
 */
@Injectable()
export class CompanyAvisosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly avisos: AvisosRepository,
    private readonly applications: ApplicationsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly companies: CompaniesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
    private readonly applicationNotifications: ApplicationNotifications,
    private readonly mail: MailService,
    private readonly publicAnswers: PublicAnswers,
    private readonly views: AvisoStatsRepository,
    private readonly reports: AvisoReportsRepository,
    private readonly moderation: ModerationService,
  ) {}

  async dashboard(companyId: number): Promise<CompanyDashboard> {
    const rows = await this.avisos.dashboardOf(companyId);
    const unread = await this.conversations.unreadConversationsOfCompany(companyId);
    const [views, standing, moderacion, saldo, waiting] = await Promise.all([
      this.views.totals(rows.map((row) => row.id)),
      this.companies.verification(companyId),
      this.moderation.notices(companyId),
      this.invoices.pendingTotal(companyId),
      this.applications.waitingLongOfCompany(companyId, WAITING_LONG_DAYS),
    ]);
    return {
      saldo,
      verificada: standing!.verified,
      suspendida: standing!.suspended,
      moderacion,
      esperanRespuesta: {
        total: waiting.reduce((sum, row) => sum + row.total, 0),
        avisos: waiting.map((row) => ({ avisoId: row.aviso_id, titulo: row.titulo, total: row.total })),
      },
      avisos: rows.map((row): CompanyAvisoItem => ({
        id: row.id,
        titulo: row.titulo,
        area: row.area,
        subarea: row.subarea,
        status: row.status,
        publicadoEl: row.published_at?.toISOString() ?? null,
        aplicaciones: row.aplicaciones,
        noLeidas: row.no_leidas,
        vistas: views.get(row.id) ?? 0,
        venceEl: row.expires_at?.toISOString() ?? null,
        vencido: row.vencido,
        motivoRevision: row.status === 'review' ? reviewWhy((row.review_reasons ?? []).map((reason) => reason.kind)) : null,
        motivoOculto: row.hidden_reason ? HIDDEN_WHY[row.hidden_reason] : null,
      })),
      mensajesNoLeidos: unread.reduce((total, row) => total + row.mensajes, 0),
      conversacionesNoLeidas: unread.length,
      conversacionesSinLeer: unread.slice(0, UNREAD_CONVERSATIONS_SHOWN).map((row) => ({
        avisoId: row.aviso_id,
        titulo: row.titulo,
        applicationId: row.application_id,
        nombre: row.name ?? null,
        mensajes: row.mensajes,
      })),
    };
  }

  /** One of the company's ads: the wizard's values, the labels of its selects and the public-style preview. */
  async get(companyId: number, id: number): Promise<CompanyAvisoData> {
    const aviso = await this.avisos.ownedWithDetails(companyId, id);
    if (!aviso) throw notFound();
    const avisoIdiomas = aviso.idiomas.map(({ idioma, nivelRead, nivelWrite }) => ({ idioma, nivelRead, nivelWrite }));
    const preguntas = aviso.preguntas.map(({ id: preguntaId, pregunta, tipo, respuestaRequerida, minimoRequerido }) => ({
      id: preguntaId,
      pregunta,
      tipo,
      respuestaRequerida,
      minimoRequerido,
    }));
    return {
      id: aviso.id,
      status: aviso.status,
      publicadoEl: aviso.publishedAt?.toISOString() ?? null,
      aviso: {
        titulo: aviso.titulo,
        descripcion: aviso.descripcion,
        area: aviso.areaId,
        subarea: aviso.subAreaId,
        nivel: aviso.workLevelId,
        provincia: aviso.provinceId,
        localidad: aviso.localityId,
        direccion: aviso.direccion,
        notConfidential: aviso.notConfidential,
        vacantes: aviso.vacantes,
        modalidad: aviso.modalidad,
        tipoEmpleo: aviso.tipoEmpleo,
        genero: aviso.genero,
        discapcidad: aviso.discapacidad,
        edadDesde: aviso.edadDesde,
        edadHasta: aviso.edadHasta,
        motivoRequisito: aviso.motivoRequisito,
        experiecia: aviso.experiencia,
        experienciaEx: aviso.experienciaExcluyente,
        salarioDesde: aviso.salarioDesde,
        salarioHasta: aviso.salarioHasta,
        showSalario: aviso.showSalario,
        permiteMsjDirecto: aviso.permiteMsjDirecto,
        recibeMail: aviso.recibeMail,
        direccionMail: aviso.direccionMail,
        duracion: aviso.durationDays,
        avisoIdiomas,
        preguntas,
      },
      labels: { area: aviso.area.name, subarea: aviso.subArea.name, nivel: aviso.workLevel.name, localidad: aviso.locality.name },
      // What an applicant will see once it is published (the salary shows only with showSalario).
      preview: {
        id: aviso.id,
        titulo: aviso.titulo,
        area: { id: aviso.area.id, name: aviso.area.name },
        subarea: { id: aviso.subArea.id, name: aviso.subArea.name },
        nivel: { id: aviso.workLevel.id, name: aviso.workLevel.name },
        publicadoEl: aviso.publishedAt?.toISOString() ?? null,
        descripcion: aviso.descripcion,
        localidad: { id: aviso.locality.id, label: aviso.locality.name },
        provincia: { id: aviso.locality.province.id, name: aviso.locality.province.name },
        discapcidad: aviso.discapacidad,
        vacantes: aviso.vacantes,
        modalidad: aviso.modalidad,
        tipoEmpleo: aviso.tipoEmpleo,
        ...cardDisclosure(
          {
            notConfidential: aviso.notConfidential,
            razonsocial: aviso.company.razonsocial,
            logoFileId: aviso.company.logoFileId,
            verified: aviso.company.verifiedAt !== null,
            showSalario: aviso.showSalario,
            salarioDesde: aviso.salarioDesde,
            salarioHasta: aviso.salarioHasta,
          },
          this.config.apiUrl,
        ),
        avisoIdiomas: avisoIdiomas as { idioma: string; nivelRead: NivelIdioma; nivelWrite: NivelIdioma }[],
        preguntas,
        permiteMsjDirecto: aviso.permiteMsjDirecto,
      },
    };
  }

  /** A new ad, unpublished, with its languages and questions, in one transaction. */
  async add(companyId: number, save: AvisoSave): Promise<AvisoSaved> {
    return this.dataSource.transaction(async (manager) => {
      const id = await this.insertDraft(manager, companyId, save, null);
      return { id, status: 'draft', message: MESSAGES.saved };
    });
  }

  /**
   * 'Republicar': a finished or expired ad's content (every field the wizard saves, languages and
   * questions) as a new draft; the old ad and its applications stay as they are. While that draft is
   * unpublished, republishing again (a double click) answers the same draft: the source's row lock
   * orders the two requests, and a unique index holds one draft per source.
   */
  async republish(companyId: number, id: number): Promise<AvisoSaved> {
    // A finished ad can no longer be edited: its content read before the lock is the one copied.
    const save: AvisoSave = (await this.get(companyId, id)).aviso;
    return this.dataSource.transaction(async (manager) => {
      const current = await this.avisos.lockForRepublishing(manager, companyId, id);
      if (!current) throw notFound();
      if (current.status !== 'finished') throw conflict(COMPANY_MESSAGES.notFinishedRepublish);
      if (current.draftId !== null) return { id: current.draftId, status: current.draftStatus ?? 'draft', message: COMPANY_MESSAGES.republished };
      return { id: await this.insertDraft(manager, companyId, save, id), status: 'draft', message: COMPANY_MESSAGES.republished };
    });
  }

  /**
   * 'Duplicar': any of the company's ads (draft, published or finished) copied as a new draft titled
   * 'Copia de …', with every field the wizard saves, its languages and questions, in one transaction.
   * Nothing of the source's applications, views, publication or expiry goes with it, and the copy
   * is no republication (a later 'Republicar' of the source is not answered with it).
   */
  async duplicate(companyId: number, id: number): Promise<AvisoSaved> {
    const save: AvisoSave = (await this.get(companyId, id)).aviso;
    return this.dataSource.transaction(async (manager) => {
      // Deleted meanwhile: no copy of an ad that no longer exists.
      const current = await this.avisos.lockStatus(manager, companyId, id);
      if (!current) throw notFound();
      // A copy of a hidden ad would put back in the search what reports took out of it.
      if (current.status === 'hidden') throw conflict(MODERATION_MESSAGES.hiddenChange);
      const draftId = await this.insertDraft(manager, companyId, { ...save, titulo: copyTitle(save.titulo) }, null);
      return { id: draftId, status: 'draft', message: COMPANY_MESSAGES.duplicated };
    });
  }

  /**
   * Changes one of the company's ads (unpublished or published; a finished one is closed).
   * Questions keep their id when sent with it, so an applicant answering meanwhile still matches.
   */
  async update(companyId: number, id: number, save: AvisoSave): Promise<AvisoSaved> {
    const saved = await this.dataSource.transaction(async (manager): Promise<AvisoSaved> => {
      const current = await this.avisos.lockStatus(manager, companyId, id);
      if (!current) throw notFound();
      if (current.status === 'finished') throw conflict(COMPANY_MESSAGES.finishedEdit);
      if (current.status === 'hidden') throw conflict(MODERATION_MESSAGES.hiddenChange);
      await this.checkReferences(manager, save);
      if ((current.status === 'published' || current.status === 'review') && (await this.companies.lacksSecurityLicence(manager, companyId, save.area))) {
        throw conflict(COMPANY_RECORDS_MESSAGES.securityLicence);
      }
      await this.avisos.updateColumns(manager, id, columnsOf(save));
      if (current.status === 'published') await this.avisos.rescheduleExpiry(manager, id);
      await this.avisos.replaceIdiomas(manager, id, idiomasOf(save));
      await this.avisos.replaceQuestions(manager, id, save.preguntas);
      // Who meets the requirements follows the questions as they read now.
      await this.applications.judgeRequirements(manager, id, await this.avisos.questionsOf(id, manager));
      // Held for review: the administrator judges the text as it reads now.
      if (current.status === 'review') await this.avisos.updateReviewReasons(manager, id, await this.reviewReasons(manager, companyId, id));
      return { id, status: current.status, message: MESSAGES.saved };
    });
    // An unpublished ad is nobody's but the company's.
    if (saved.status === 'published') await this.publicAnswers.changed();
    return saved;
  }

  /**
   * Unpublished → published, or 'En revisión' (issue 39) when the company is not verified or the
   * ad's text carries a scam signal: then an administrator publishes or rejects it. The server alone
   * decides. Publishing an already published ad, or one already in review (a double click), changes
   * nothing. A suspended company publishes nothing, and a hidden ad stays hidden. An ad in Seguridad needs the company's security licence approved (slot 8 of 'Ver files').
   */
  async publish(companyId: number, id: number): Promise<AvisoSaved> {
    return this.dataSource.transaction(async (manager): Promise<AvisoSaved> => {
      const current = await this.avisos.lockForPublishing(manager, companyId, id);
      if (!current) throw notFound();
      if (current.status === 'finished') throw conflict(COMPANY_MESSAGES.notDraft);
      if (current.status === 'review') {
        return { id, status: 'review', message: inReviewMessage((current.review_reasons ?? []).map((reason) => reason.kind)) };
      }
      if (current.status === 'hidden') throw conflict(MODERATION_MESSAGES.hiddenChange);
      if (await this.companies.isSuspended(companyId, manager)) throw new ApiException(HttpStatus.FORBIDDEN, { message: MODERATION_MESSAGES.suspended });
      if (await this.companies.lacksSecurityLicence(manager, companyId, current.area_id)) throw conflict(COMPANY_RECORDS_MESSAGES.securityLicence);
      if (current.status === 'draft') {
        const reasons = await this.reviewReasons(manager, companyId, id);
        if (reasons.length > 0) {
          await this.avisos.markInReview(manager, id, reasons);
          return { id, status: 'review', message: inReviewMessage(reasons.map((reason) => reason.kind)) };
        }
      }
      await this.avisos.markPublished(manager, id);
      return { id, status: 'published', message: COMPANY_MESSAGES.published };
    });
  }

  /** Why the company's ad would be held 'En revisión' now: an unverified company, and the signals of its texts. */
  private async reviewReasons(manager: EntityManager, companyId: number, id: number): Promise<ReviewReason[]> {
    const verified = await this.companies.isVerified(companyId, manager);
    return reviewReasonsOf(verified, textsSignalMatches(await this.avisos.textsOf(manager, id)));
  }

  /**
   * Published → finished: out of the public search, and new applications are refused. The
   * applications still open are 'descartada' from then on, and their applicants get the courteous
   * 'Proceso finalizado' e-mail, in the same transaction.
   */
  async finish(companyId: number, userId: number, id: number): Promise<AvisoSaved> {
    const finished = await this.dataSource.transaction(async (manager) => {
      if (!(await this.avisos.finish(manager, companyId, id))) return false;
      await this.endApplications(manager, id, userId);
      return true;
    });
    if (!finished) throw (await this.exists(companyId, id)) ? conflict(COMPANY_MESSAGES.notPublished) : notFound();
    this.mail.deliverSoon();
    return { id, status: 'finished', message: COMPANY_MESSAGES.finished };
  }

  /**
   * Deletes an ad nobody applied to (the check and the delete are one statement) and that has no
   * report waiting for a decision.
   */
  async delete(companyId: number, id: number): Promise<{ id: number; message: string }> {
    // Another company's ad answers 404 before anything is said about its reports.
    if (!(await this.exists(companyId, id))) throw notFound();
    // Reports wait for their decision with the ad they are about.
    if (await this.reports.hasOpen(id)) throw conflict(MODERATION_MESSAGES.reportedDelete);
    if (!(await this.avisos.deleteUnapplied(companyId, id)))
      throw (await this.exists(companyId, id)) ? conflict(COMPANY_MESSAGES.deleteWithApplications) : notFound();
    return { id, message: COMPANY_MESSAGES.deleted };
  }

  /**
   * A finished (or expired) ad's open applications become 'descartada', changed by `userId` (null:
   * nobody, the ad expired), and their applicants get the courteous 'Proceso finalizado' e-mail, in
   * the caller's transaction; the caller nudges delivery once it commits.
   */
  async endApplications(manager: EntityManager, avisoId: number, userId: number | null): Promise<void> {
    const discarded = await this.applications.discardOpen(manager, avisoId, userId);
    await this.applicationNotifications.stageChanged(
      manager,
      discarded.map((applicationId) => ({ applicationId, stage: 'descartada' as const })),
    );
  }

  /** A draft with the wizard's content, its languages and questions; `republishedFrom` names the ad it copies. */
  private async insertDraft(manager: EntityManager, companyId: number, save: AvisoSave, republishedFrom: number | null): Promise<number> {
    await this.checkReferences(manager, save);
    const id = await this.avisos.insertDraft(manager, companyId, columnsOf(save), republishedFrom);
    await this.avisos.insertIdiomas(manager, id, idiomasOf(save));
    await this.avisos.insertQuestions(manager, id, save.preguntas);
    return id;
  }

  private exists(companyId: number, id: number): Promise<boolean> {
    return this.avisos.isOwned(companyId, id);
  }

  /** The area, its sub-area, the level and the locality (inside the chosen province) must exist. */
  private async checkReferences(manager: EntityManager, save: AvisoSave): Promise<void> {
    const row = await this.avisos.references(manager, save);
    if (!row.area) throw badField('area', COMPANY_MESSAGES.area);
    if (!row.sub) throw badField('subarea', COMPANY_MESSAGES.subareaFuera);
    if (!row.nivel) throw badField('nivel', COMPANY_MESSAGES.nivel);
    if (!row.province) throw badField('localidad', COMPANY_MESSAGES.localidad);
    if (row.province.trim() !== save.provincia) throw badField('localidad', COMPANY_MESSAGES.localidadFuera);
  }
}
