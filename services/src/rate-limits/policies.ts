import type { Request } from 'express';
import type { AuthenticatedRequest } from '../common/session-user.js';

/** So many requests per window; the window starts with a key's first request. */
export interface Limit {
  points: number;
  seconds: number;
}

export interface RatePolicy {
  /** Per client (req.ip, which honours X-Forwarded-For only from TRUSTED_PROXIES): its IPv4 address or IPv6 /64 (client-address.ts). */
  address?: Limit;
  /** Per account, named by what the request carries: its session's user, or the name or e-mail it targets. */
  account?: Limit & { key: (request: Request) => string | undefined };
}

const sessionUser = (request: Request) => {
  const id = (request as AuthenticatedRequest).user?.id;
  return id === undefined ? undefined : `user:${id}`;
};

const bodyText = (request: Request, field: string) => {
  const value: unknown = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.normalize('NFKC').trim().toLowerCase() : undefined;
};

/**
 * Generous for a person, tight for a script: a whole office behind one address still logs in; a
 * loop of guesses or e-mails stops within the minute. Login's per-account limit is applied by the
 * login itself, since a browser the account has used before is exempt (login/login.service.ts).
 */
export const RATE_POLICIES = {
  login: { address: { points: 50, seconds: 15 * 60 } },
  loginAccount: { account: { points: 20, seconds: 15 * 60, key: (request) => bodyText(request, 'name') } },
  recovery: {
    address: { points: 10, seconds: 15 * 60 },
    account: { points: 5, seconds: 60 * 60, key: (request) => bodyText(request, 'email') },
  },
  registration: { address: { points: 10, seconds: 60 * 60 } },
  captcha: { address: { points: 120, seconds: 10 * 60 } },
  unlock: { address: { points: 20, seconds: 15 * 60 } },
  invitation: { address: { points: 60, seconds: 15 * 60 } },
  message: { address: { points: 60, seconds: 60 }, account: { points: 30, seconds: 60, key: sessionUser } },
  // 'Denunciar aviso': a person reports a few ads a day; a script flooding one ad's queue stops soon.
  avisoReport: { address: { points: 10, seconds: 60 * 60 }, account: { points: 20, seconds: 24 * 60 * 60, key: sessionUser } },
  accountDeletion: { address: { points: 10, seconds: 15 * 60 }, account: { points: 5, seconds: 15 * 60, key: sessionUser } },
} satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof RATE_POLICIES;
