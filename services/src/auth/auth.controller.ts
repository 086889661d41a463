import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  loginSchema,
  SESSION_COOKIE,
  type LoginRequest,
  type LoginResponse,
  type SessionProfile,
} from '@postulate/contracts';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { CurrentUser, Public } from './auth.decorators.js';
import type { SessionUser } from './auth.types.js';
import { AuthService, DEVICE_COOKIE } from './auth.service.js';

@ApiTags('auth')
@Controller('usuar')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @RateLimited('login')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(loginSchema) })
  @ApiOkResponse({ description: 'Sets the httpOnly session cookie; the body carries the profile and the CSRF token.' })
  async login(
    @Body(new ZodValidationPipe(loginSchema)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const sentDevice: unknown = req.cookies?.[DEVICE_COOKIE];
    const { token, device, response } = await this.auth.login(body, typeof sentDevice === 'string' ? sentDevice : undefined);
    res.cookie(SESSION_COOKIE, token, this.auth.sessionCookieOptions());
    res.cookie(DEVICE_COOKIE, device, this.auth.deviceCookieOptions());
    return response;
  }

  @Get('session')
  @ApiCookieAuth()
  @ApiOkResponse({ description: 'The session profile, with the menu of the role.' })
  session(@CurrentUser() user: SessionUser): Promise<SessionProfile> {
    return this.auth.profile(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth()
  @ApiNoContentResponse({ description: 'Session closed and cookie cleared.' })
  async logout(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(user);
    // Same attributes as when set, or the browser keeps the cookie; Express drops maxAge here.
    res.clearCookie(SESSION_COOKIE, this.auth.sessionCookieOptions());
  }
}
