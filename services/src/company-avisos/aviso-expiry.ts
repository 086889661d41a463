import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AVISO_EXPIRY_NOTICE_DAYS, formatDmy } from '@postulate/contracts';
import { AvisosRepository, type ExpiryNoticeRow } from '../avisos/avisos.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { PublicAnswers } from '../common/public-answers.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { CompanyAvisosService } from './company-avisos.service.js';

/** Ads handled per transaction. */
const BATCH_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a run did. */
export interface ExpiryCounts {
  /** Ads finished because their time ran out. */
  expired: number;
  /** 'Vence en 3 días' e-mails queued. */
  noticed: number;
}

/**
 * Ads run out by the server's clock. Every NOTIFICATIONS_POLL_MS each instance finishes the
 * published ads whose expires_at has passed, as 'Finalizar' does (out of the search and its
 * counters, open applications discarded and their applicants told), and e-mails each company once
 * when one of its ads has AVISO_EXPIRY_NOTICE_DAYS left. Both claim their ads with FOR UPDATE SKIP
 * LOCKED in the transaction that changes them and queues the e-mails, so several instances share the
 * work and a restart repeats nothing. The notice is a service e-mail about the company's own ad, like
 * the account e-mails: no notification switch covers it.
 */
@Injectable()
export class AvisoExpiry implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob(AvisoExpiry.name, (now) => this.run(now));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly avisos: AvisosRepository,
    private readonly companyAvisos: CompanyAvisosService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicAnswers: PublicAnswers,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.notifications.pollMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Expires and notices what is due at `now`; one run at a time per instance. */
  runDue(now = new Date()): Promise<ExpiryCounts> {
    return this.job.runDue(now);
  }

  private async run(now: Date): Promise<ExpiryCounts> {
    const counts: ExpiryCounts = { expired: 0, noticed: 0 };
    for (let batch = BATCH_SIZE; batch === BATCH_SIZE;) {
      batch = await this.dataSource.transaction(async (manager) => {
        const expired = await this.avisos.expireDue(manager, now, BATCH_SIZE);
        for (const avisoId of expired) await this.companyAvisos.endApplications(manager, avisoId, null);
        return expired.length;
      });
      // Each batch leaves the search once committed, on every instance.
      if (batch > 0) await this.publicAnswers.changed();
      counts.expired += batch;
    }
    const within = new Date(now.getTime() + AVISO_EXPIRY_NOTICE_DAYS * DAY_MS);
    for (let batch = BATCH_SIZE; batch === BATCH_SIZE;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const claimed = await this.avisos.claimExpiryNotices(manager, now, within, BATCH_SIZE);
        // A company without a user has nobody to tell; its ads are marked all the same.
        const told = claimed.flatMap((aviso) => (aviso.email ? [{ ...aviso, email: aviso.email }] : []));
        for (const aviso of told) await this.mail.enqueue({ to: aviso.email, ...this.noticeOf(aviso) }, manager);
        return { claimed: claimed.length, told: told.length };
      });
      batch = done.claimed;
      counts.noticed += done.told;
    }
    if (counts.expired > 0 || counts.noticed > 0) this.mail.deliverSoon();
    return counts;
  }

  private noticeOf(aviso: ExpiryNoticeRow): { subject: string; text: string } {
    const portal = this.config.mail.portalUrl;
    const day = formatDmy(aviso.expires_at);
    return {
      subject: `Tu aviso "${aviso.titulo}" vence el ${day}`,
      text: [
        'Hola:',
        '',
        `Tu aviso "${aviso.titulo}" vence el ${day}. Ese día deja de aparecer en las búsquedas y no recibe más postulaciones;`,
        'a quienes sigan en proceso les avisamos que la búsqueda terminó.',
        '',
        `Sus postulaciones: ${portal}/admin/aviso/${aviso.id}/aplicaciones`,
        '',
        'Si necesitás más tiempo, cuando venza podés republicarlo desde Tus avisos con el mismo contenido:',
        `${portal}/admin/home`,
      ].join('\n'),
    };
  }
}
