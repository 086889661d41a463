import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ACCOUNT_ROUTES, SESSION_COOKIE, type LoginRequest, type LoginResponse, type SessionCheck } from '@postulate/contracts';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { CurrentUser, Public } from '../auth/auth.decorators.js';
import { DEVICE_COOKIE, LoginService } from './login.service.js';

@ApiTags('auth')
@Controller()
export class LoginController {
  constructor(private readonly logins: LoginService) {}

  @Public()
  @ContractRoute(ACCOUNT_ROUTES.auth.login)
  @RateLimited('login')
  async login(
    @Body(new ZodValidationPipe(ACCOUNT_ROUTES.auth.login.body)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const sentDevice: unknown = req.cookies?.[DEVICE_COOKIE];
    const { token, device, response } = await this.logins.login(body, typeof sentDevice === 'string' ? sentDevice : undefined);
    // None when a short password must be changed first.
    if (token) res.cookie(SESSION_COOKIE, token, this.logins.sessionCookieOptions());
    res.cookie(DEVICE_COOKIE, device, this.logins.deviceCookieOptions());
    return response;
  }

  /** Public: the portal asks it at every start, and a visitor's answer must not be an error in the browser's console. */
  @Public()
  @ContractRoute(ACCOUNT_ROUTES.auth.session)
  @ApiCookieAuth()
  session(@Req() req: Request): Promise<SessionCheck> {
    return this.logins.sessionCheck(req.cookies?.[SESSION_COOKIE]);
  }

  @ContractRoute(ACCOUNT_ROUTES.auth.logout)
  @ApiCookieAuth()
  async logout(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.logins.logout(user);
    // Same attributes as when set, or the browser keeps the cookie; Express drops maxAge here.
    res.clearCookie(SESSION_COOKIE, this.logins.sessionCookieOptions());
  }
}
