import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PRIVACY_MESSAGES, applicantStatus, type ApplicantDataExport } from '@postulate/contracts';
import { AccommodationsRepository } from '../accommodations/accommodations.repository.js';
import { toAccommodation } from '../accommodations/accommodations.service.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { LoginService } from '../login/login.service.js';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import { ApplicationLabelsRepository } from '../company-applications/application-labels.repository.js';
import { ApplicationNotesRepository } from '../company-applications/application-notes.repository.js';
import { InterviewsRepository } from '../interviews/interviews.repository.js';
import { toInterview } from '../interviews/interviews.service.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { CvFilesService } from '../cv/cv-files.service.js';
import { CvService } from '../cv/cv.service.js';
import { CvsRepository } from '../cv/cvs.repository.js';
import { AvisoReportsRepository } from '../aviso-reports/aviso-reports.repository.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';
import { MailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { KeptResultsService } from '../psychometric-tests/kept-results.service.js';
import { TestsRepository } from '../psychometric-tests/tests.repository.js';
import { UsersRepository } from '../users/users.repository.js';

/** The data-subject rights the privacy policy promises an applicant: a copy of their data, and erasure. */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
    private readonly cvs: CvService,
    private readonly cvRepository: CvsRepository,
    private readonly storedFiles: StoredFilesRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly tests: TestsRepository,
    private readonly kept: KeptResultsService,
    private readonly conversations: ConversationsService,
    private readonly conversationRepository: ConversationsRepository,
    private readonly login: LoginService,
    private readonly users: UsersRepository,
    private readonly alerts: AlertsService,
    private readonly notes: ApplicationNotesRepository,
    private readonly labels: ApplicationLabelsRepository,
    private readonly interviews: InterviewsRepository,
    private readonly accommodations: AccommodationsRepository,
    private readonly cvFiles: CvFilesService,
    private readonly notifications: NotificationsService,
    private readonly reports: AvisoReportsRepository,
  ) {}

  /** Everything the portal holds about the applicant, as JSON. */
  async export(user: SessionUser, applicantId: number): Promise<ApplicantDataExport> {
    const account = await this.users.existing(user.id);
    const cv = await this.cvs.get(applicantId);
    const files = await this.cvRepository.filesForExport(applicantId);
    const applications = await this.applications.exportForApplicant(applicantId);
    const tests = await this.tests.allOfApplicant(applicantId);
    const kept = await this.kept.validFor(applicantId);
    const alerts = await this.alerts.list(applicantId);
    const accommodations = await this.accommodations.allOfApplicant(applicantId);
    const interviews = await this.interviews.allOfApplicant(applicantId);
    const { preferencias } = await this.notifications.preferences(user);
    const photo = cv.cv?.fotoPerfil ? await this.cvFiles.download(user, cv.cv.fotoPerfil.id) : null;

    return {
      generadoEl: new Date().toISOString(),
      cuenta: { usuario: account.name, email: account.email, rol: account.role, creadaEl: account.createdAt.toISOString() },
      cv: { version: cv.version, actualizadoEl: cv.updatedAt, contenido: cv.cv },
      archivos: files.map((file) => ({
        id: file.id,
        nombre: file.name,
        tipo: file.mime,
        tamanio: file.size,
        subidoEl: file.created_at.toISOString(),
      })),
      postulaciones: await Promise.all(
        applications.map(async (row) => ({
          idAviso: row.aviso_id,
          titulo: row.titulo,
          empresa: row.empresa ?? null,
          postuladoEl: row.applied_at.toISOString(),
          respuestas: row.respuestas,
          cvEnviado: row.cv_snapshot,
          mensajes: await this.conversations.messagesOfApplication(row.id),
          estado: applicantStatus(row.stage, row.aviso_status, row.withdrawn_at !== null),
          etapa: row.stage,
          etapaDesde: row.stage_at.toISOString(),
          historial: row.history.map((change) => ({ etapa: change.stage, fecha: new Date(change.changed_at).toISOString() })),
          retiro: row.withdrawn_at ? { fecha: row.withdrawn_at.toISOString() } : null,
        })),
      ),
      notificaciones: preferencias,
      foto:
        photo && cv.cv?.fotoPerfil
          ? { nombre: cv.cv.fotoPerfil.nombre, tipo: cv.cv.fotoPerfil.tipo, dataUrl: `data:${photo.mime};base64,${photo.bytes.toString('base64')}` }
          : null,
      tests: tests.map(({ test, startedAt, finishedAt, validUntil, answers, result }) => ({
        test,
        comenzadoEl: startedAt.toISOString(),
        finalizadoEl: finishedAt?.toISOString() ?? null,
        validoHasta: validUntil?.toISOString() ?? null,
        respuestas: answers,
        resultado: result,
      })),
      testsConservados: kept.map(({ test, finishedAt, validUntil }) => ({
        test,
        finalizadoEl: finishedAt.toISOString(),
        validoHasta: validUntil.toISOString(),
      })),
      alertas: alerts.response,
      ajustes: accommodations.map(toAccommodation),
      entrevistas: interviews.map((row) => toInterview(row, 'applicant')),
    };
  }

  /**
   * Deletes the account and the applicant's personal data in one transaction, once the password
   * confirms it is the owner asking (wrong ones count towards the lock-out, like at the login). Companies keep the applications to their ads, anonymised:
   * no applicant, no CV, no answers, no conversation.
   */
  async deleteAccount(user: SessionUser, applicantId: number, pass: string): Promise<void> {
    if (!(await this.login.confirmPassword(user.id, pass))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, {
        field: 'pass',
        message: PRIVACY_MESSAGES.wrongPassword,
        errors: [{ field: 'pass', message: PRIVACY_MESSAGES.wrongPassword }],
      });
    }
    await this.dataSource.transaction(async (manager) => {
      // The companies' private notes and tags are about the person: they go before the application is
      // anonymised (which clears the rating too).
      await this.notes.deleteAboutApplicant(manager, applicantId);
      await this.labels.deleteAboutApplicant(manager, applicantId);
      await this.interviews.forgetApplicant(manager, applicantId);
      await this.conversationRepository.deleteOfApplicant(manager, applicantId);
      await this.applications.anonymiseApplicant(manager, applicantId);
      await this.storedFiles.deleteOfApplicant(manager, applicantId);
      await this.outbox.deleteTo(manager, user.email);
      // Their reports of ads stay for the moderators, without the address left for the answer.
      await this.reports.forgetReporter(manager, user.id);
      // The tests' kept results (hashed e-mail and DNI, dates) stay while valid: one result per person.
      await this.kept.beforeAccountDeletion(manager, applicantId);
      // Cascades to the applicant row, the CV, test attempts, sessions and account links.
      await this.users.delete(manager, user.id);
    });
  }
}
