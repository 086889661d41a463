import type { Request } from 'express';
import type { Role } from '@postulate/contracts';

/** The user behind a valid session, as the guard puts it on the request. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  csrfToken: string;
  /** Identifies the session row (the cookie token itself is never kept). */
  tokenHash: string;
}

export interface AuthenticatedRequest extends Request {
  user?: SessionUser;
}
