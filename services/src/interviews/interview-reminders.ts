import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { candidateMail, companyReminderMail } from './interview-mails.js';
import { InterviewsRepository } from './interviews.repository.js';
import { InterviewsService } from './interviews.service.js';

/** Reminders one transaction claims and queues. */
const BATCH = 20;

/**
 * The reminder e-mail to the candidate and to the company, 24 h before a programmed interview.
 * Every instance checks every NOTIFICATIONS_POLL_MS; the claim (`reminder_sent_at`) is taken in the
 * transaction that queues both e-mails, so one instance sends them, once. A cancelled interview, a
 * withdrawn application or a finished ad gets none; a reprogrammed interview gets one for its new time.
 */
@Injectable()
export class InterviewReminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob(InterviewReminders.name, (now) => this.run(now));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly interviews: InterviewsRepository,
    private readonly service: InterviewsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.notifications.pollMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Queues the reminders due at `now`; answers how many interviews were reminded. */
  runDue(now = new Date()): Promise<number> {
    return this.job.runDue(now);
  }

  private async run(now: Date): Promise<number> {
    let reminded = 0;
    for (;;) {
      const claimed = await this.dataSource.transaction(async (manager) => {
        const ids = await this.interviews.claimReminders(manager, now, BATCH);
        const context = this.service.mailContext(now);
        for (const id of ids) {
          const row = await this.interviews.view(manager, id);
          for (const mail of [candidateMail(row, 'recordatorio', context), companyReminderMail(row, context)]) {
            if (mail) await this.mail.enqueue(mail, manager);
          }
        }
        return ids.length;
      });
      reminded += claimed;
      if (claimed < BATCH) break;
    }
    if (reminded > 0) this.mail.deliverSoon();
    return reminded;
  }
}
