import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@postulate/contracts';
import type { AuthenticatedRequest, SessionUser } from '../common/session-user.js';

export const IS_PUBLIC_KEY = 'postulate:public';
export const ROLES_KEY = 'postulate:roles';
export const SESSION_OPTIONAL_KEY = 'postulate:session-optional';

/** Opens a route to visitors; every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * On a @Public() route: a valid session, when the request carries one, is the request's user (its
 * CSRF token checked on writes); without one the caller is a visitor. 'Denunciar aviso' records
 * the account of a signed-in person and asks only a visitor for the captcha.
 */
export const SessionOptional = () => SetMetadata(SESSION_OPTIONAL_KEY, true);

/** Restricts a route (or a whole controller) to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The session's user; on routes that are not @Public(), and on @SessionOptional() ones when signed in. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
