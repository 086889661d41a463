import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { applicantStatus, firstName, type ApplicationStage } from '@postulate/contracts';
import { ApplicationsRepository, type NotificationTargetRow } from '../applications/applications.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { NotificationsService } from './notifications.service.js';

/** What the e-mail says about each stage, in the applicant's words; 'nueva' (moved back) sends nothing. */
const STAGE_NEWS: Record<Exclude<ApplicationStage, 'nueva'>, string> = {
  vista: 'La empresa vio tu CV.',
  preseleccionada: 'La empresa te preseleccionó: tu postulación está en proceso.',
  entrevista: 'La empresa quiere entrevistarte.',
  finalista: 'Quedaste entre los finalistas.',
  contratada: '¡Felicitaciones! La empresa te eligió para el puesto.',
  // The status line already says the company went on with others: this line only thanks.
  descartada: 'Gracias por tu interés y por tu tiempo; te deseamos mucha suerte en tu búsqueda.',
};

/** Why a finished ad's open applications are discarded: the company closed the process for everyone. */
const PROCESS_CLOSED = 'La empresa cerró el proceso de selección para este puesto. Gracias por tu interés y por tu tiempo; te deseamos mucha suerte en tu búsqueda.';

const greeting = (target: NotificationTargetRow) => {
  const first = firstName(target.name);
  return first ? `Hola, ${first}:` : 'Hola:';
};

const adNamed = (target: NotificationTargetRow) => `"${target.titulo}"${target.empresa ? ` de ${target.empresa}` : ''}`;

/**
 * What the applicant hears by e-mail about an application: a change of stage (with the company's
 * message, if it wrote one), the end of the process when the ad finishes, and a new company message.
 * Each goes through the outbox in the transaction of the change, and only if the applicant wants it;
 * the caller nudges delivery (MailService.deliverSoon) once that transaction commits.
 */
@Injectable()
export class ApplicationNotifications {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Called inside the transaction that changed the stages, with only the applications that really
   * moved. 'CV visto' goes at most once a day per application; a message the company wrote with the
   * change travels in the same e-mail (under 'mensajes' when the applicant turned status e-mails off).
   */
  async stageChanged(manager: EntityManager, changes: { applicationId: number; stage: ApplicationStage }[], message: string | null): Promise<void> {
    const told = changes.filter((change) => change.stage !== 'nueva');
    if (told.length === 0) return;
    const stageOf = new Map(told.map((change) => [change.applicationId, change.stage as Exclude<ApplicationStage, 'nueva'>]));
    for (const target of await this.applications.notificationTargets(manager, [...stageOf.keys()])) {
      const stage = stageOf.get(target.id)!;
      if (stage === 'vista' && !(await this.notifications.claimDay(manager, 'cv-visto', target.id))) continue;
      const status = applicantStatus(stage, target.aviso_status);
      const text = [
        greeting(target),
        '',
        `Tu postulación al aviso ${adNamed(target)} cambió de estado: ${status}.`,
        target.aviso_status === 'finished' && stage === 'descartada' ? PROCESS_CLOSED : STAGE_NEWS[stage],
        ...(message ? ['', 'La empresa te escribió un mensaje. Leelo y respondé desde tus mensajes:', this.messagesLink(target)] : []),
        '',
        'Mirá el estado de todas tus postulaciones en:',
        this.listLink(),
      ].join('\n');
      const mail = { userId: target.user_id, to: target.email, subject: `Tu postulación a "${target.titulo}": ${status}`, text };
      if (!(await this.notifications.enqueue(manager, { ...mail, kind: 'estado' })) && message) {
        await this.notifications.enqueue(manager, { ...mail, kind: 'mensajes' });
      }
    }
  }

  /** The company wrote in the application's conversation (from the message centre). */
  async companyWrote(manager: EntityManager, applicationId: number, text: string): Promise<void> {
    const [target] = await this.applications.notificationTargets(manager, [applicationId]);
    if (!target) return;
    const from = target.empresa ?? 'La empresa';
    await this.notifications.enqueue(manager, {
      userId: target.user_id,
      to: target.email,
      kind: 'mensajes',
      subject: `Nuevo mensaje sobre tu postulación a "${target.titulo}"`,
      text: [
        greeting(target),
        '',
        `${from} te escribió sobre tu postulación al aviso "${target.titulo}":`,
        '',
        ...text.split('\n').map((line) => `> ${line}`),
        '',
        'Para responder, entrá a tus mensajes:',
        this.messagesLink(target),
      ].join('\n'),
    });
  }

  private listLink(): string {
    return `${this.config.mail.portalUrl}/mispostulaciones`;
  }

  /** The conversation itself (Mensajes opens the ad named by ?aviso=), through login when the browser has no session. */
  private messagesLink(target: NotificationTargetRow): string {
    return `${this.config.mail.portalUrl}/mispostulaciones/mensajes?aviso=${target.aviso_id}`;
  }
}
