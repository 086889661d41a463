import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HOME_MESSAGES, MESSAGES, REPORT_MESSAGES, reportTicket, type AvisoReport, type AvisoReportReceipt } from '@postulate/contracts';
import { AuthRepository } from '../auth/auth.repository.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { reportReceivedMail } from './aviso-report-mails.js';
import { AvisoReportsRepository } from './aviso-reports.repository.js';

/** Who reports: the session's user when signed in, and the client's address (normalised as the rate limits key it). */
export interface Reporter {
  user?: SessionUser;
  address: string | undefined;
}

/** 'Denunciar aviso' (issue 39, point 1): stores the report and acknowledges it. */
@Injectable()
export class AvisoReportsService implements OnModuleInit {
  private addressKey!: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: AvisoReportsRepository,
    private readonly avisos: AvisosRepository,
    private readonly captcha: CaptchaService,
    private readonly secrets: AuthRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.addressKey = await this.secrets.installationSecret('report-address-hmac');
  }

  /**
   * A report of a published ad: a visitor redeems a captcha first, a signed-in person's account is
   * kept instead. The address is kept only as a keyed hash (the queue counts different people, no
   * one can read the address back).
   */
  async report(avisoId: number, input: AvisoReport, reporter: Reporter): Promise<AvisoReportReceipt> {
    const aviso = await this.avisos.publishedCompanyOf(avisoId);
    if (!aviso) throw new ApiException(HttpStatus.NOT_FOUND, { message: HOME_MESSAGES.avisoNotFound });
    if (!reporter.user) {
      if (!input.tokenCaptcha) throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'tokenCaptcha', message: MESSAGES.captchaRequired });
      await this.captcha.redeem(input.tokenCaptcha);
    }
    const ticket = await this.dataSource.transaction(async (manager) => {
      const id = await this.reports.insert(
        {
          avisoId,
          companyId: aviso.company_id,
          reason: input.motivo,
          details: input.detalles ?? null,
          email: input.email ?? null,
          reporterUserId: reporter.user?.id ?? null,
          addressHash: this.addressHash(reporter.address),
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
      return number;
    });
    if (input.email) this.mail.deliverSoon();
    return { ticket, message: REPORT_MESSAGES.received(ticket) };
  }

  private addressHash(address: string | undefined): string {
    return createHmac('sha256', this.addressKey)
      .update(address ?? 'desconocida')
      .digest('base64url');
  }
}
