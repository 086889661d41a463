import { HttpStatus, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  APPLICANT_NOTIFICATION_KINDS,
  COMPANY_NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationChange,
  type NotificationKind,
  type NotificationPreferences,
  type Role,
  type UnsubscribeResult,
} from '@postulate/contracts';
import { AuthRepository } from '../auth/auth.repository.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { OutgoingMailSchedule } from '../mail/mail-outbox.repository.js';
import { MailService } from '../mail/mail.service.js';
import { NotificationsRepository, type ClaimKind } from './notifications.repository.js';
import { readUnsubscribe, signUnsubscribe } from './unsubscribe-token.js';

/** An e-mail a person can turn off: `text` is the body without the unsubscribe footer. */
export interface NotificationMail {
  /** The recipient's users.id: the unsubscribe link names it. */
  userId: number;
  to: string;
  kind: NotificationKind;
  subject: string;
  text: string;
  /** When it is due and what may replace it until then (a stage e-mail's grace period). */
  schedule?: OutgoingMailSchedule;
}

/** Where each role chooses its e-mails, for the footer. */
const SETTINGS_PATH: Record<'applicant' | 'company', string> = { applicant: '/micv/notificaciones', company: '/admin/perfilempre?tab=notificaciones' };

const kindsOf = (role: Role): readonly NotificationKind[] =>
  role === 'Postulante' ? APPLICANT_NOTIFICATION_KINDS : role === 'Empresa' ? COMPANY_NOTIFICATION_KINDS : [];

/** The hour of the day in Argentina: the daily e-mails go from a configured one. */
export function argentineHour(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Argentina/Buenos_Aires', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** Today in Argentina, yyyy-mm-dd: the day a once-a-day e-mail belongs to. */
export function argentineDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(now);
}

/**
 * The e-mails of issue 20: each is stored in the outbox inside the caller's transaction, with a
 * signed one-click unsubscribe link in its text and a List-Unsubscribe header, unless its kind is
 * turned off. The switches are 'Notificaciones' in Mi CV and in the company's profile.
 */
@Injectable()
export class NotificationsService implements OnApplicationBootstrap {
  private secret: Promise<string> | null = null;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly auth: AuthRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key is read before any transaction needs it, so no e-mail's rolled-back transaction can be the one that created it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.key().catch(() => undefined);
  }

  async preferences(user: { id: number; role: Role }): Promise<NotificationPreferences> {
    const off = await this.repository.turnedOff(user.id);
    return { preferencias: kindsOf(user.role).map((tipo) => ({ tipo, etiqueta: NOTIFICATION_LABELS[tipo], activo: !off.has(tipo) })) };
  }

  async change(user: { id: number; role: Role }, { tipo, activo }: NotificationChange): Promise<NotificationPreferences> {
    if (!kindsOf(user.role).includes(tipo)) throw new ApiException(HttpStatus.BAD_REQUEST, { message: NOTIFICATION_MESSAGES.notYours, field: 'tipo' });
    await this.repository.set(user.id, tipo, activo);
    return this.preferences(user);
  }

  /** The one-click unsubscribe: the token is the credential; repeating it changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const target = readUnsubscribe(await this.key(), token);
    if (!target) throw new ApiException(HttpStatus.BAD_REQUEST, { message: NOTIFICATION_MESSAGES.invalidToken, field: 'token' });
    await this.repository.set(target.userId, target.kind, false);
    return { tipo: target.kind, etiqueta: NOTIFICATION_LABELS[target.kind] };
  }

  /** Queues the e-mail; false (nothing stored) when the recipient turned this kind off. */
  async enqueue(manager: EntityManager, mail: NotificationMail): Promise<boolean> {
    if ((await this.repository.turnedOff(mail.userId, manager)).has(mail.kind)) return false;
    const token = signUnsubscribe(await this.key(manager), mail.userId, mail.kind);
    const portal = this.config.mail.portalUrl;
    const settings = portal + SETTINGS_PATH[mail.kind === 'resumen' ? 'company' : 'applicant'];
    const footer = [
      '',
      '--',
      `Recibís este correo porque tenés activado "${NOTIFICATION_LABELS[mail.kind]}" en Postulate.`,
      `Para no recibir más estos correos, abrí este enlace: ${portal}/notificaciones/baja/${token}`,
      `También podés elegir qué correos recibir en ${settings}`,
    ];
    await this.mail.enqueue(
      {
        to: mail.to,
        subject: mail.subject,
        text: [mail.text, ...footer].join('\n'),
        listUnsubscribe: `${this.config.apiUrl || portal}/api/notificaciones/baja/${token}`,
        ...mail.schedule,
      },
      manager,
    );
    return true;
  }

  /** True for the first caller of the day (Argentine time) for this subject, in the caller's transaction. */
  claimDay(manager: EntityManager, kind: ClaimKind, subjectId: number, now = new Date()): Promise<boolean> {
    return this.repository.claimDay(manager, kind, subjectId, argentineDay(now));
  }

  /** When the subject's e-mail of this kind was last claimed before today, if ever. */
  lastClaim(manager: EntityManager, kind: ClaimKind, subjectId: number, now = new Date()): Promise<Date | null> {
    return this.repository.lastClaim(manager, kind, subjectId, argentineDay(now));
  }

  /**
   * Read through the caller's transaction when there is one: the embedded database has a single
   * connection, which that transaction holds.
   */
  private key(manager?: EntityManager): Promise<string> {
    // A failed read is not kept: the next e-mail asks the database again.
    this.secret ??= this.auth.installationSecret('notification-unsubscribe', manager).catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
}
