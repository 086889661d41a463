import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ResponseObject, ResponsesObject } from '@nestjs/swagger';
import { apiErrorSchema, type ApiRouteContract } from '@postulate/contracts';
import { IS_PUBLIC_KEY, ROLES_KEY } from './auth/auth.decorators.js';
import { CONTRACT_ROUTE_KEY } from './common/contract-route.js';
import { controllerHandlers } from './common/controller-handlers.js';
import { PUBLIC_CACHE_KEY } from './common/public-cache.js';
import { RATE_POLICY_KEY } from './rate-limits/rate-limit.guard.js';

/** The security schemes the document names: the session cookie and the CSRF header it pairs with. */
export const SESSION_SCHEME = 'cookie';
export const CSRF_SCHEME = 'csrf';

/** What the guards, the body parser and the error filter know about a handler, beyond its contract. */
interface ServedRoute {
  route: ApiRouteContract;
  isPublic: boolean;
  roles?: string[];
  rateLimited: boolean;
  /** @PublicCacheable(): an anonymous answer carries an ETag, and a request repeating it gets a 304. */
  cacheable: boolean;
}

function servedRoutes(app: INestApplication): ServedRoute[] {
  const reflector = app.get(Reflector);
  return controllerHandlers(app).flatMap(({ controller, handler }) => {
    const route = reflector.get<ApiRouteContract | undefined>(CONTRACT_ROUTE_KEY, handler);
    if (!route) return [];
    return [
      {
        route,
        isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]) ?? false,
        roles: reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [handler, controller]),
        rateLimited: reflector.get(RATE_POLICY_KEY, handler) !== undefined,
        cacheable: reflector.get(PUBLIC_CACHE_KEY, handler) === true,
      },
    ];
  });
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

const NOT_MODIFIED: ResponseObject = { description: "Not modified: If-None-Match names the answer's current ETag (no body)" };

const refusal = (description: string, retry = false): ResponseObject => ({
  description,
  ...(retry && { headers: RETRY_AFTER }),
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * The refusals a route can meet, by status: its contract's own, then those of its kind. The body
 * parser and the depth check run before routing (400, 413), the database can be away on any (503),
 * the guard refuses a missing session (401), another role or a missing CSRF token, and a state
 * change from a foreign page (403), and a rate-limited route counts (429).
 */
function refusalsOf({ route, isPublic, roles, rateLimited }: ServedRoute): Record<string, ResponseObject> {
  const generic: Record<number, string | undefined> = {
    400: 'A parameter or the body breaks its rule (Spanish message, with the field when one does)',
    401: isPublic ? undefined : 'No session, or one that expired',
    403: !isPublic
      ? `${roles ? `Not for this role (${roles.join(', ')}), or a` : 'A'} state change without the session's CSRF token or from a foreign page`
      : route.method !== 'GET'
        ? 'A state change from a foreign page'
        : undefined,
    404: route.path.includes('/:') ? 'Nothing the caller may see at that address' : undefined,
    413: 'The body is larger than the API reads',
    429: rateLimited ? 'Too many attempts: Retry-After says how long to wait' : undefined,
    503: 'The database does not answer for a moment: Retry-After says when to retry',
  };
  const statuses = new Set([...Object.keys(route.refusals ?? {}), ...Object.keys(generic).filter((status) => generic[Number(status)])]);
  return Object.fromEntries(
    [...statuses]
      .sort()
      .map((status) => [status, refusal(route.refusals?.[Number(status) as 400] ?? generic[Number(status)]!, status === '429' || status === '503')]),
  );
}

/**
 * Completes the generated document with what the decorators cannot say alone: each operation's
 * security, its 304 and its refusals from its handler's metadata (public, roles, rate limit, public
 * cache), every refusal with the one error body.
 */
export function completeDocument(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const { $schema: _dialect, ...errorSchema } = apiErrorSchema.toJSONSchema();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ApiError: errorSchema as object } };
  for (const served of servedRoutes(app)) {
    const path = served.route.path.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[served.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] as OperationObject | undefined;
    if (!operation) continue;
    const session: Record<string, string[]> = served.route.method !== 'GET' ? { [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] } : { [SESSION_SCHEME]: [] };
    // A public route works without a session, and with one (its answer may then differ).
    operation.security = served.isPublic ? [{}, session] : [session];
    operation.responses = { ...operation.responses, ...(served.cacheable && { 304: NOT_MODIFIED }), ...refusalsOf(served) } as ResponsesObject;
  }
  return document;
}
