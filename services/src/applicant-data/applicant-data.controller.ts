import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { accountDeletionSchema, SESSION_COOKIE, type AccountDeletion, type ApplicantDataExport } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { AuthService } from '../auth/auth.service.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { ApplicantDataService } from './applicant-data.service.js';

/** 'Descargar mis datos' and 'Eliminar mi cuenta', for the applicant's own account only. */
@ApiTags('privacidad')
@ApiCookieAuth()
@Roles('Postulante')
@Controller('postulante')
export class ApplicantDataController {
  constructor(
    private readonly data: ApplicantDataService,
    private readonly applicant: CurrentApplicant,
    private readonly auth: AuthService,
  ) {}

  @Get('misdatos')
  @Header('Content-Disposition', 'attachment; filename="mis-datos-postulate.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'Account, CV, files (without bytes), applications with answers and messages, tests' })
  async export(@CurrentUser() user: SessionUser): Promise<ApplicantDataExport> {
    return this.data.export(user, await this.applicant.idOf(user));
  }

  @Post('eliminar')
  @RateLimited('accountDeletion')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBody({ schema: jsonSchema(accountDeletionSchema) })
  @ApiNoContentResponse({ description: 'Account and personal data deleted, session closed and cookie cleared' })
  async delete(
    @Body(new ZodValidationPipe(accountDeletionSchema)) body: AccountDeletion,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.data.deleteAccount(user, await this.applicant.idOf(user), body.pass);
    // Same attributes as when set, or the browser keeps the cookie.
    res.clearCookie(SESSION_COOKIE, this.auth.sessionCookieOptions());
  }
}
