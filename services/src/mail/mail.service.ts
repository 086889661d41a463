import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailOutboxRepository, type ClaimedMail, type OutgoingMailSchedule } from './mail-outbox.repository.js';
import { createMailTransport, type MailAttachment, type MailMessage, type MailTransport } from './mail-transport.js';

/**
 * What callers store: the message, which application's CV to attach (drawn at delivery, kept small
 * in the outbox), and optionally when it is due and what may replace it until then.
 */
export type QueuedMail = Omit<MailMessage, 'attachments'> & { cvApplicationId?: number } & OutgoingMailSchedule;

/** Draws the CV an application was sent with, as an attachment; null when the application is gone. */
export type CvAttachmentSource = (applicationId: number) => Promise<MailAttachment | null>;

/** Rows one delivery round claims; a claim lapses after a minute so a crashed instance loses nothing. */
const BATCH = 20;
const CLAIM_SECONDS = 60;
/** Retry backoff: 30 s, 1, 2, 4 ... minutes, capped at an hour. */
const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
/** The job name delivery failures are logged under. */
const JOB = 'MailDelivery';

/**
 * The transactional outbox: callers enqueue inside their own transaction, a delivery loop sends.
 * An SMTP server that is down delays mail, never loses it; claims make several API instances safe.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private transport: MailTransport | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private roundAgain = false;
  private stopping = false;
  private cvSource: CvAttachmentSource | null = null;

  constructor(
    private readonly outbox: MailOutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Set at start-up by the applications feature, which owns the CVs sent (applications/cv-attachment.ts). */
  drawCvWith(source: CvAttachmentSource): void {
    this.cvSource = source;
  }

  onApplicationBootstrap(): void {
    this.transport = createMailTransport(this.config.mail);
    if (this.config.mail.pollMs > 0) {
      this.timer = setInterval(() => this.deliverInBackground(), this.config.mail.pollMs);
      this.timer.unref();
    }
  }

  /**
   * Before any module's shutdown (the database closes in one): a round under way finishes, so a
   * message already handed to the SMTP server is marked sent and never goes twice.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Stores a message; pass the caller's transaction manager so the mail exists only if the change commits. */
  async enqueue(message: QueuedMail, manager?: EntityManager): Promise<void> {
    const { delaySeconds, coalesceKey, coalesceData, calendar, ...mail } = message;
    await this.outbox.insert(
      {
        ...mail,
        html: mail.html ?? null,
        cvApplicationId: mail.cvApplicationId ?? null,
        listUnsubscribe: mail.listUnsubscribe ?? null,
        calendarMethod: calendar?.method ?? null,
        calendarIcs: calendar?.ics ?? null,
      },
      { delaySeconds, coalesceKey, coalesceData },
      manager,
    );
    if (!manager) this.deliverSoon();
  }

  /**
   * Withdraws, in the caller's transaction, the undelivered message enqueued with this coalesceKey,
   * answering its coalesceData; undefined when there is none, or a delivery round already holds it.
   */
  takePending(manager: EntityManager, coalesceKey: string): Promise<{ data: unknown } | undefined> {
    return this.outbox.takePending(manager, coalesceKey);
  }

  /** Nudges delivery after a commit instead of waiting for the next poll. */
  deliverSoon(): void {
    setImmediate(() => this.deliverInBackground());
  }

  /** A round nobody awaits (the timer's, a nudge's): its failure, the outbox unreadable say, is logged here. */
  private deliverInBackground(): void {
    void this.deliverDue().then(
      (delivered) => {
        if (delivered > 0) this.logger.debug({ job: JOB, delivered }, 'Correos entregados');
      },
      (error: unknown) => this.logger.error({ job: JOB, err: error }, 'Entrega de correos fallida'),
    );
  }

  /**
   * Sends what is due; returns how many were delivered. One round at a time per instance; a call
   * during a round gets another round after it (within the same promise), since the round may have
   * claimed before its mail was committed. None starts once the app is shutting down. `at` is a
   * test's clock (by default the database's now): such a call waits for the round under way and
   * then has rounds of its own.
   */
  deliverDue(at?: Date): Promise<number> {
    if (this.running && at) return this.running.then(() => this.deliverDue(at));
    if (this.running) {
      this.roundAgain = true;
      return this.running;
    }
    const rounds = async () => {
      let delivered = 0;
      do {
        this.roundAgain = false;
        delivered += await this.deliverRound(at);
      } while (this.roundAgain && !this.stopping);
      return delivered;
    };
    this.running = rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverRound(at?: Date): Promise<number> {
    if (!this.transport) return 0;
    const claimed = await this.outbox.claimDue(CLAIM_SECONDS, BATCH, at);
    let delivered = 0;
    for (const mail of claimed) {
      try {
        const cv = await this.cvAttachment(mail);
        await this.transport.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: cv ? [cv] : [],
          listUnsubscribe: mail.listUnsubscribe,
          calendar: mail.calendarMethod && mail.calendarIcs ? { method: mail.calendarMethod, ics: mail.calendarIcs } : null,
        });
        await this.outbox.markSent(mail.id);
        delivered += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
        this.logger.warn({ job: JOB, mailId: mail.id, attempts, err: error }, 'Correo no entregado, se reintentará');
        await this.outbox.markFailed(mail.id, attempts, lastError, retryDelaySeconds(attempts));
      }
    }
    return delivered;
  }

  /** The CV the message asks for, drawn now; none when the application is gone. */
  private async cvAttachment(mail: ClaimedMail): Promise<MailAttachment | null> {
    if (mail.cvApplicationId === null) return null;
    // Thrown, the message stays in the outbox and is retried.
    if (!this.cvSource) throw new Error('No CV source for mail attachments');
    return this.cvSource(mail.cvApplicationId);
  }
}
