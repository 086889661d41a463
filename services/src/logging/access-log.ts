import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { PinoLogger } from 'nestjs-pino';
import type { Level, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { API_PLACES } from '@postulate/contracts';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js';

interface RoutedRequest extends IncomingMessage {
  originalUrl?: string;
  baseUrl?: string;
  route?: { path?: unknown };
}

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

const accessLine = (request: RoutedRequest, response: ServerResponse, durationMs: unknown) => ({
  method: request.method,
  route: routeOf(request),
  status: response.statusCode,
  durationMs,
});

/**
 * The first middleware of the app: gives each request its id (answered in X-Request-Id), binds it
 * to whatever Nest's logger writes while the request is handled (`context`), and logs one access
 * line when the answer is sent, with method, route, status, duration and request id only. Headers,
 * cookies, queries and bodies are left out (the root logger's serializers keep them out of any line
 * that names the request or the response too).
 */
export function accessLog(logger: Logger, context: PinoLogger): RequestHandler {
  const log = pinoHttp<RoutedRequest, ServerResponse>({
    logger,
    genReqId: (request, response) => {
      const id = newRequestId(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    // Logs made during the request carry its id only, not a copy of the request.
    quietReqLogger: true,
    quietResLogger: true,
    // The root logger's serializers stay (pino-http would put pino's, which copy headers and every error field).
    wrapSerializers: false,
    // The exception filter logs a 5xx's error and stack; the access line only says it happened.
    customLogLevel: (_request, response, error): Level => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (request, response, value: { durationMs: unknown }) => accessLine(request, response, value.durationMs),
    customErrorObject: (request, response, _error, value: { durationMs: unknown }) => accessLine(request, response, value.durationMs),
    customSuccessMessage: (request, response) => `${request.method} ${routeOf(request)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${routeOf(request)} ${response.statusCode}`,
  });
  return (request, response, next) => log(request, response, () => context.runInContext(next, { bindings: { requestId: request.id } }));
}
