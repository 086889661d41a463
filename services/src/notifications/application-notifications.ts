import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { applicantStatus, firstName, type ApplicationStage } from '@postulate/contracts';
import { ApplicationsRepository, type NotificationTargetRow } from '../applications/applications.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { quoteText } from '../mail/quoted-text.js';
import { NotificationsService } from './notifications.service.js';

/** What the e-mail says about each stage, in the applicant's words; 'nueva' (moved back) sends nothing. */
const STAGE_NEWS: Record<Exclude<ApplicationStage, 'nueva'>, string[]> = {
  vista: ['La empresa vio tu CV.'],
  preseleccionada: ['La empresa te preseleccionó: tu postulación está en proceso.'],
  entrevista: ['La empresa quiere entrevistarte.'],
  finalista: [
    'Quedaste entre los finalistas.',
    'Esto significa que la empresa va a decidir entre las pocas personas que siguen en el proceso; si necesita algo más, te va a escribir por Postulate.',
  ],
  contratada: [
    '¡Felicitaciones! La empresa te eligió para el puesto.',
    'La empresa se va a comunicar con vos para coordinar los próximos pasos, como la fecha de ingreso y la documentación que necesite.',
  ],
  // The status line already says the company went on with others: this line only thanks.
  descartada: ['Gracias por tu interés y por tu tiempo; te deseamos mucha suerte en tu búsqueda.'],
};

/** Why a finished ad's open applications are discarded: the company closed the process for everyone. */
const PROCESS_CLOSED =
  'La empresa cerró el proceso de selección para este puesto. Gracias por tu interés y por tu tiempo; te deseamos mucha suerte en tu búsqueda.';

/** A stage change, with the message the company wrote to this applicant with it (filled in), if any. */
export interface StageChange {
  applicationId: number;
  stage: ApplicationStage;
  message?: string | null;
}

/** What a stage e-mail still waiting in the outbox hands on to the one that replaces it. */
type PendingStageMail = {
  /** The stage the applicant last heard of: coming back to it cancels the e-mail. */
  told: ApplicationStage;
  /** The company's messages written with the changes since, oldest first. */
  messages: string[];
};

/** How many of the company's messages one e-mail quotes. */
const QUOTES_MAX = 3;

/** The latest messages quoted one after another; earlier ones are only counted (the conversation has them all). */
function quoteMessages(messages: string[]): string[] {
  const shown = messages.slice(-QUOTES_MAX);
  const earlier = messages.length - shown.length;
  return [
    ...(earlier > 0 ? [earlier === 1 ? '(Hay 1 mensaje anterior en la conversación.)' : `(Hay ${earlier} mensajes anteriores en la conversación.)`, ''] : []),
    ...shown.flatMap((message, index) => [...(index > 0 ? [''] : []), ...quoteText(message)]),
  ];
}

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
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Called inside the transaction that changed the stages, with only the applications that really
   * moved. The e-mail waits STAGE_MAIL_GRACE_SECONDS in the outbox: a later change of the same
   * application replaces it (the applicant hears of the last stage only, with every message the
   * company wrote meanwhile), and a change back to the stage the applicant last heard of cancels it
   * (its messages still go, at once). 'CV visto' goes at most once a day per application; a message
   * travels under 'mensajes' when the applicant turned status e-mails off.
   */
  async stageChanged(manager: EntityManager, changes: StageChange[]): Promise<void> {
    if (changes.length === 0) return;
    const ids = changes.map((change) => change.applicationId);
    const changeOf = new Map(changes.map((change) => [change.applicationId, change]));
    const before = await this.applications.stagesBeforeLastChange(manager, ids);
    for (const target of await this.applications.notificationTargets(manager, ids)) {
      const { stage, message } = changeOf.get(target.id)!;
      const key = `estado:${target.id}`;
      const pending = (await this.mail.takePending(manager, key))?.data as PendingStageMail | undefined;
      const told = pending?.told ?? before.get(target.id)!;
      const messages = [...(pending?.messages ?? []), ...(message ? [message] : [])];
      const untold = stage === told || stage === 'nueva' || (stage === 'vista' && !(await this.notifications.claimDay(manager, 'cv-visto', target.id)));
      if (untold) {
        if (messages.length > 0) await this.messagesMail(manager, target, messages);
        continue;
      }
      const status = applicantStatus(stage, target.aviso_status);
      const from = target.empresa ?? 'La empresa';
      const text = [
        greeting(target),
        '',
        `Tu postulación al aviso ${adNamed(target)} cambió de estado: ${status}.`,
        ...(target.aviso_status === 'finished' && stage === 'descartada' ? [PROCESS_CLOSED] : STAGE_NEWS[stage]),
        ...(messages.length > 0
          ? ['', `${from} te escribió:`, '', ...quoteMessages(messages), '', 'Para responder, entrá a tus mensajes:', this.messagesLink(target)]
          : []),
        '',
        'Mirá el estado de todas tus postulaciones en:',
        this.listLink(),
      ].join('\n');
      const schedule = {
        delaySeconds: this.config.notifications.stageGraceSeconds,
        coalesceKey: key,
        coalesceData: { told, messages } satisfies PendingStageMail,
      };
      const mail = { userId: target.user_id, to: target.email, subject: `Tu postulación a "${target.titulo}": ${status}`, text, schedule };
      if (!(await this.notifications.enqueue(manager, { ...mail, kind: 'estado' })) && messages.length > 0) {
        await this.notifications.enqueue(manager, { ...mail, kind: 'mensajes' });
      }
    }
  }

  /** The company wrote in the application's conversation (from the message centre). */
  async companyWrote(manager: EntityManager, applicationId: number, text: string): Promise<void> {
    const [target] = await this.applications.notificationTargets(manager, [applicationId]);
    if (target) await this.messagesMail(manager, target, [text]);
  }

  /** The company's messages quoted, under 'mensajes', at once. */
  private async messagesMail(manager: EntityManager, target: NotificationTargetRow, messages: string[]): Promise<void> {
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
        ...quoteMessages(messages),
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
