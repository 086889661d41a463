import { Body, Controller, Header, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PRIVACY_ROUTES, SESSION_COOKIE, type AccountDeletion, type ApplicantDataExport } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { LoginService } from '../login/login.service.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { PrivacyService } from './privacy.service.js';

/** 'Descargar mis datos' and 'Eliminar mi cuenta', for the applicant's own account only. */
@ApiTags('privacidad')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class PrivacyController {
  constructor(
    private readonly data: PrivacyService,
    private readonly applicant: CurrentApplicant,
    private readonly login: LoginService,
  ) {}

  @ContractRoute(PRIVACY_ROUTES.myData)
  @Header('Content-Disposition', 'attachment; filename="mis-datos-postulate.json"')
  @Header('Cache-Control', 'no-store')
  async export(@CurrentUser() user: SessionUser): Promise<ApplicantDataExport> {
    return this.data.export(user, await this.applicant.idOf(user));
  }

  @ContractRoute(PRIVACY_ROUTES.deleteAccount)
  @RateLimited('accountDeletion')
  async delete(
    @Body(new ZodValidationPipe(PRIVACY_ROUTES.deleteAccount.body)) body: AccountDeletion,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.data.deleteAccount(user, await this.applicant.idOf(user), body.pass);
    // Same attributes as when set, or the browser keeps the cookie.
    res.clearCookie(SESSION_COOKIE, this.login.sessionCookieOptions());
  }
}
