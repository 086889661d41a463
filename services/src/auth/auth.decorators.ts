import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@postulate/contracts';
import type { AuthenticatedRequest, SessionUser } from '../common/session-user.js';

export const IS_PUBLIC_KEY = 'postulate:public';
export const ROLES_KEY = 'postulate:roles';

/** Opens a route to visitors; every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Restricts a route (or a whole controller) to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The session's user; only on routes that are not @Public(). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
