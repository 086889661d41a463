import { Body, Controller, Headers, HttpStatus, Inject, Param, Res, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_ROUTES,
  recoverPasswordSchema,
  type MessageResponse,
  type RegistrationRequest,
  type UpdatePasswordRequest,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ApiException } from '../common/api-exception.js';
import { ContractRoute } from '../common/contract-route.js';
import { jsonPart } from '../common/json-part.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { AccountLinksService } from './account-links.service.js';
import { RegistrationService } from './registration.service.js';

const registrationPipe = new ZodValidationPipe(ACCOUNT_ROUTES.accounts.register.body);
// The name travels in the path; it is checked together with the body, as one request.
const recoverPipe = new ZodValidationPipe(recoverPasswordSchema);

/** Tokens we issue are 43 base64url characters; anything else cannot be one. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Registration, e-mail confirmation and password recovery: open to visitors. */
@ApiTags('cuentas')
@Public()
@Controller()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly links: AccountLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ContractRoute(ACCOUNT_ROUTES.accounts.register)
  @RateLimited('registration')
  register(@Body(registrationPipe) body: RegistrationRequest): Promise<MessageResponse> {
    return this.registration.register(body);
  }

  @ContractRoute(ACCOUNT_ROUTES.accounts.registerWithLogo)
  @RateLimited('registration')
  registerWithLogo(@Body() parts: Record<string, unknown>, @UploadedFile() file: UploadedFileData | undefined): Promise<MessageResponse> {
    return this.registration.register(registrationPipe.transform(jsonPart(parts?.jsonbody)), file);
  }

  /**
   * The link of the confirmation e-mail. A browser is sent to the login screen with the outcome;
   * other clients get JSON.
   */
  @ContractRoute(ACCOUNT_ROUTES.accounts.confirm)
  async confirm(@Param('token') token: string, @Headers('accept') accept: string | undefined, @Res() res: Response): Promise<void> {
    const confirmed = TOKEN.test(token) && (await this.links.confirm(token));
    this.answerLink(res, accept, confirmed, 'confirmacion', { done: ACCOUNT_MESSAGES.confirmed, invalid: ACCOUNT_MESSAGES.confirmInvalid });
  }

  /** The link of the e-mail sent when wrong passwords lock an account; like the confirmation's. */
  @ContractRoute(ACCOUNT_ROUTES.accounts.unlock)
  @RateLimited('unlock')
  async unlock(@Param('token') token: string, @Headers('accept') accept: string | undefined, @Res() res: Response): Promise<void> {
    const unlocked = TOKEN.test(token) && (await this.links.unlock(token));
    this.answerLink(res, accept, unlocked, 'desbloqueo', { done: ACCOUNT_MESSAGES.unlocked, invalid: ACCOUNT_MESSAGES.unlockInvalid });
  }

  /**
   * The answer to a link opened from an e-mail: a browser goes to the login screen, which tells the
   * outcome from `?{param}=ok|invalida`; other clients get JSON (a 400 for a dead link).
   */
  private answerLink(res: Response, accept: string | undefined, done: boolean, param: string, messages: { done: string; invalid: string }) {
    if (accept?.includes('text/html')) {
      res.redirect(HttpStatus.SEE_OTHER, `${this.config.mail.portalUrl}/dashboard?${param}=${done ? 'ok' : 'invalida'}`);
      return;
    }
    if (!done) throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'token', message: messages.invalid });
    res.status(HttpStatus.OK).json({ message: messages.done });
  }

  @ContractRoute(ACCOUNT_ROUTES.accounts.recoverPassword)
  @RateLimited('recovery')
  recover(@Param('name') name: string, @Body() body: unknown): Promise<MessageResponse> {
    const fields = typeof body === 'object' && body !== null ? body : {};
    return this.links.requestReset(recoverPipe.transform({ ...fields, name }));
  }

  @ContractRoute(ACCOUNT_ROUTES.accounts.updatePassword)
  updatePassword(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(ACCOUNT_ROUTES.accounts.updatePassword.body)) body: UpdatePasswordRequest,
  ): Promise<MessageResponse> {
    if (!TOKEN.test(token)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'token', message: ACCOUNT_MESSAGES.resetInvalid });
    }
    return this.links.resetPassword(token, body.pass);
  }
}
