import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  HOME_MESSAGES,
  MESSAGES,
  REPORT_MESSAGES,
  REPORTERS_TO_HIDE,
  URGENT_REPORT_REASONS,
  reportTicket,
  type AvisoReport,
  type AvisoReportReceipt,
} from '@postulate/contracts';
import { AuthRepository } from '../auth/auth.repository.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { PublicAnswers } from '../common/public-answers.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import type { SessionUser } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { reportReceivedMail } from './aviso-report-mails.js';
import { AvisoReportsRepository } from './aviso-reports.repository.js';

const notPublished = () => new ApiException(HttpStatus.NOT_FOUND, { message: HOME_MESSAGES.avisoNotFound });

/** Who reports: the session's user when signed in, and the client's address (normalised as the rate limits key it). */
export interface Reporter {
  user?: SessionUser;
  address: string | undefined;
}

/** 'Denunciar aviso' (issue 39, point 1): stores the report and acknowledges it. */
@Injectable()
export class AvisoReportsService {
  private secret: Promise<string> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: AvisoReportsRepository,
    private readonly avisos: AvisosRepository,
    private readonly companies: CompaniesRepository,
    private readonly publicAnswers: PublicAnswers,
    private readonly captcha: CaptchaService,
    private readonly secrets: AuthRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A report of a published (or already hidden) ad: a visitor redeems a captcha first, a signed-in person's account is
   * kept instead. The address is kept only as a keyed hash (the queue counts different people, no
   * one can read the address back).
   */
  async report(avisoId: number, input: AvisoReport, reporter: Reporter): Promise<AvisoReportReceipt> {
    if (!(await this.avisos.isReportable(avisoId))) throw notPublished();
    if (!reporter.user) {
      if (!input.tokenCaptcha) throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'tokenCaptcha', message: MESSAGES.captchaRequired });
      await this.captcha.redeem(input.tokenCaptcha);
    }
    const addressHash = await this.addressHash(reporter.address);
    const { ticket, hidden } = await this.dataSource.transaction(async (manager) => {
      // The ad's lock orders its reports: the third person's report sees the two before it.
      const aviso = await this.avisos.lockForModeration(manager, avisoId);
      if (aviso?.status !== 'published' && aviso?.status !== 'hidden') throw notPublished();
      const id = await this.reports.insert(
        {
          avisoId,
          companyId: aviso.company_id,
          reason: input.motivo,
          details: input.detalles ?? null,
          email: input.email ?? null,
          reporterUserId: reporter.user?.id ?? null,
          addressHash,
        },
        manager,
      );
      const number = reportTicket(id);
      if (input.email) {
        await this.mail.enqueue(
          reportReceivedMail({ to: input.email, ticket: number, titulo: aviso.titulo, reason: input.motivo, portalUrl: this.config.mail.portalUrl }),
          manager,
        );
      }
      return {
        ticket: number,
        hidden: (await this.hidesAtOnce(manager, aviso.company_id, avisoId, input)) && (await this.avisos.hideForReports(manager, avisoId)),
      };
    });
    if (input.email) this.mail.deliverSoon();
    if (hidden) await this.publicAnswers.changed();
    return { ticket, message: REPORT_MESSAGES.received(ticket) };
  }

  /**
   * Point 2: the ad leaves the search at once, pending the administrator's decision, when it is
   * reported for asking money or data and its company is not verified, or when REPORTERS_TO_HIDE
   * different people reported it since its last decision.
   */
  private async hidesAtOnce(manager: EntityManager, companyId: number, avisoId: number, input: AvisoReport): Promise<boolean> {
    if (URGENT_REPORT_REASONS.includes(input.motivo) && !(await this.companies.isVerified(companyId, manager))) return true;
    return (await this.reports.distinctReporters(avisoId, manager)) >= REPORTERS_TO_HIDE;
  }

  /** Read when first needed, not at start: the demo seeds reports before the application's init hooks run. */
  private async addressHash(address: string | undefined): Promise<string> {
    // A failed read is not kept: the next report asks the database again.
    this.secret ??= this.secrets.installationSecret('report-address-hmac').catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return createHmac('sha256', await this.secret)
      .update(address ?? 'desconocida')
      .digest('base64url');
  }
}
