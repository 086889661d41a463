import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when it is a short plain token: it is written verbatim into logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id a proxy or client sent in X-Request-Id when it is safe to keep, else a new one. */
export function newRequestId(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The id the access log gave this request (none outside an HTTP request, as in unit tests). */
export function requestIdOf(request: IncomingMessage | undefined): string | undefined {
  return typeof request?.id === 'string' ? request.id : undefined;
}
