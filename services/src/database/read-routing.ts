import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '@postulate/contracts';

interface ReadRouting {
  /** The request is an anonymous read (GET or HEAD without a session cookie): it may see a replica. */
  replicaAllowed: boolean;
}

const storage = new AsyncLocalStorage<ReadRouting>();

/**
 * Runs `work` knowing whether `request` may be answered from a replica. A session, even on a public
 * route, reads the primary: its user must see what they just wrote.
 */
export function withReadRouting<T>(request: Pick<Request, 'method' | 'cookies'>, work: () => T): T {
  const anonymousRead = (request.method === 'GET' || request.method === 'HEAD') && !request.cookies?.[SESSION_COOKIE];
  return storage.run({ replicaAllowed: anonymousRead }, work);
}

/** Express middleware (after cookie-parser): the rest of the request knows where its public reads may go. */
export const routePublicReads: RequestHandler = (request, _response, next) => withReadRouting(request, next);

/** Outside a request (background jobs, seeding, tests calling services) every read goes to the primary. */
export function replicaAllowed(): boolean {
  return storage.getStore()?.replicaAllowed ?? false;
}
