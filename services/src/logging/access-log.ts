import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { PinoLogger } from 'nestjs-pino';
import type { Level, Logger } from 'pino';
import { API_PLACES } from '@postulate/contracts';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js';

interface RoutedRequest extends IncomingMessage {
  originalUrl?: string;
  baseUrl?: string;
  route?: { path?: unknown };
}

/** Node lowercases the names of the headers it received. */
const REQUEST_ID_HEADER_KEY = REQUEST_ID_HEADER.toLowerCase();

/** Path segments this long are taken for tokens (ours are 32 to 43 characters) and never logged. */
const TOKEN_LIKE = /^[^/]{20,}$/;

/** The contract's paths as patterns, fewest parameters first so that a fixed segment wins over a parameter. */
const CONTRACT_PATTERNS = [
  ...new Set(Object.values(API_PLACES).flatMap((feature) => Object.values(feature as Record<string, { path: string }>).map((place) => place.path))),
]
  .map((pattern) => ({
    pattern,
    params: pattern.split('/').filter((segment) => segment.startsWith(':')).length,
    regex: new RegExp(
      `^${pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
  }))
  .sort((a, b) => a.params - b.params);

/**
 * What the access line names the request by: the route pattern express matched, else the contract's
 * pattern for the path (a request answered before routing: a CORS preflight, a refused body), else
 * the path with token-like segments masked. Never the query string nor a path parameter: both carry
 * tokens (e-mailed links, invitations, unsubscribe links).
 */
export function routeOf(request: RoutedRequest): string {
  const route = request.route?.path;
  // A wildcard is a catch-all (Nest answers unknown paths 404 on '/api*path'), not the request's route.
  if (typeof route === 'string' && !route.includes('*')) return `${request.baseUrl ?? ''}${route}`;
  const path = (request.originalUrl ?? request.url ?? '/').split('?')[0];
  const known = CONTRACT_PATTERNS.find(({ regex }) => regex.test(path));
  if (known) return known.pattern;
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * The first middleware of the app: gives each request its id (answered in X-Request-Id), binds it
 * to whatever Nest's logger writes while the request is handled (`context`), and logs one access
 * line when the answer is sent (or the client goes away, or the response fails), with method,
 * route, status, duration and request id only: at level error for a 5xx or a failed response, else
 * info. Headers, cookies, queries and bodies are left out (the root logger's serializers keep them
 * out of any line that names the request or the response too). Written here rather than with
 * pino-http, which made two child loggers per request (one serializing the request through the
 * redaction) that no line used (docs/performance.md, bench:floor).
 */
export function accessLog(logger: Logger, context: PinoLogger): RequestHandler {
  // The access line holds nothing the root logger's redaction looks for (no headers, no forms: a
  // route pattern, a checked id, numbers), and its wildcard paths cost some 20 µs a line to walk it
  // for nothing; this child drops them (pino: `redact: []`), and logging.spec pins the line's keys.
  const lines = logger.child({}, { redact: [] });
  return (request, response, next) => {
    const started = Date.now();
    const requestId = newRequestId(request.headers[REQUEST_ID_HEADER_KEY]);
    request.id = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const logLine = (error?: unknown) => {
      response.off('close', logLine);
      response.off('finish', logLine);
      response.off('error', logLine);
      const route = routeOf(request);
      const status = response.statusCode;
      // The same fields in the same order as ever: the id first, as a child logger's binding put it.
      const line = { requestId, method: request.method, route, status, durationMs: Date.now() - started };
      const level: Level = error || status >= 500 ? 'error' : 'info';
      lines[level](line, `${request.method} ${route} ${status}`);
    };
    response.on('close', logLine);
    response.on('finish', logLine);
    response.on('error', logLine);
    context.runInContext(next, { bindings: { requestId } });
  };
}
