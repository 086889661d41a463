import { timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, MESSAGES, SESSION_COOKIE, type Role } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import type { AuthenticatedRequest } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { IS_PUBLIC_KEY, ROLES_KEY, SESSION_OPTIONAL_KEY } from './auth.decorators.js';
import { SessionService } from './session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page may change state when it is one of the configured origins or the very host the request
 * was sent to: the portal's server proxies /api keeping the Host header, so a page opened at
 * 127.0.0.1 or a LAN address is same-origin with its API. A browser never lets another site forge Origin.
 */
function allowedOrigin(origin: string, host: string | undefined, configured: string[]): boolean {
  if (configured.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Runs on every route: CSRF defences for state-changing requests, the session cookie (unless the
 * route is @Public()) and @Roles(). The order matters: a forged request is refused before anything else.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const changesState = !SAFE_METHODS.has(request.method);
    const origin = request.headers.origin;
    if (changesState && origin !== undefined && !allowedOrigin(origin, request.headers.host, this.config.corsOrigins)) {
      throw new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.csrfInvalid });
    }

    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
    if (isPublic && !this.reflector.getAllAndOverride<boolean>(SESSION_OPTIONAL_KEY, targets)) return true;

    const token: unknown = request.cookies?.[SESSION_COOKIE];
    const user = typeof token === 'string' && token ? await this.sessions.findUser(token) : null;
    // A public route that reads an optional session: without a valid one, the caller is a visitor.
    if (!user && isPublic) return true;
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, { message: MESSAGES.sessionRequired });
    // A cross-site page can make the browser send the cookie, but cannot read the session's CSRF token.
    if (changesState && !sameToken(request.headers[CSRF_HEADER], user.csrfToken)) {
      throw new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.csrfInvalid });
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) {
      throw new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.forbidden });
    }
    request.user = user;
    return true;
  }
}
