import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { argentineHour, NotificationsService } from './notifications.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/**
 * A company gets one e-mail a day listing its new applications per ad, from SUMMARY_HOUR in
 * Argentina. Every instance checks every NOTIFICATIONS_POLL_MS; the day's claim in PostgreSQL,
 * taken in the transaction that queues the e-mail, makes one of them send it, once, across restarts.
 */
@Injectable()
export class DailySummary implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob(DailySummary.name, (now) => this.run(now));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.notifications.pollMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Queues the summaries due at `now`; answers how many were queued. One run at a time per instance. */
  runDue(now = new Date()): Promise<number> {
    return this.job.runDue(now);
  }

  private async run(now: Date): Promise<number> {
    if (argentineHour(now) < this.config.notifications.summaryHour) return 0;
    // Two days back: a summary missed yesterday (the API was down at the hour) still finds its company.
    const recipients = await this.applications.summaryRecipients(new Date(now.getTime() - 2 * DAY_MS));
    let queued = 0;
    for (const recipient of recipients) {
      const sent = await this.dataSource.transaction(async (manager) => {
        if (!(await this.notifications.claimDay(manager, 'resumen', recipient.company_id, now))) return false;
        const since = (await this.notifications.lastClaim(manager, 'resumen', recipient.company_id, now)) ?? new Date(now.getTime() - DAY_MS);
        const ads = await this.applications.newApplicationsPerAviso(manager, recipient.company_id, since);
        if (ads.length === 0) return false;
        const total = ads.reduce((sum, ad) => sum + ad.nuevas, 0);
        const portal = this.config.mail.portalUrl;
        return this.notifications.enqueue(manager, {
          userId: recipient.user_id,
          to: recipient.email,
          kind: 'resumen',
          subject: total === 1 ? 'Resumen diario: 1 postulación nueva' : `Resumen diario: ${total} postulaciones nuevas`,
          text: [
            'Hola:',
            '',
            `Estas son las postulaciones nuevas a tus avisos desde el ${dateTime(since)}:`,
            '',
            ...ads.flatMap((ad) => [
              `- "${ad.titulo}": ${ad.nuevas === 1 ? '1 nueva' : `${ad.nuevas} nuevas`}`,
              `  ${portal}/admin/aviso/${ad.aviso_id}/aplicaciones?estado=nueva`,
            ]),
            '',
            'Respondé pronto: los postulantes ven el estado de su postulación en Postulate.',
          ].join('\n'),
        });
      });
      if (sent) queued += 1;
    }
    if (queued > 0) this.mail.deliverSoon();
    return queued;
  }
}
