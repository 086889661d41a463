import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What pino drops from any object logged, in case one ever carries a request, a response or a form:
 * the session cookie, credentials and tokens. Request bodies are never logged in the first place.
 */
const SECRET_FIELDS = ['password', 'pass', 'confirm', 'token', 'csrfToken', 'tokenCaptcha', 'clave', 'contrasena'];
const SECRET_HEADERS = ['cookie', 'authorization', 'set-cookie', 'x-csrf-token'];

export const REDACTED_PATHS = [
  // Bracket notation: a dotted path cannot name 'set-cookie'.
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * Errors are logged by name, message, code and stack only: pino's own serializer copies every field,
 * and a TypeORM QueryFailedError carries the query's parameters (hashes, tokens, CV text).
 */
export function errorFields(error: unknown): Record<string, unknown> {
  // Duck-typed: an error from another realm (a vm context, a worker) is no `instanceof Error` here.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string') return { message: String(error) };
  const { name, message, stack, code } = error as Error & { code?: unknown };
  return { type: name, message, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}), stack };
}

/**
 * A request or response in anything logged (as `req` or `res`) is logged as its id, method and
 * status only: never its headers, cookies, query or body. Serialized before redaction, which would
 * otherwise walk the whole IncomingMessage, getters included.
 */
export const requestFields = (request: IncomingMessage) => ({ id: request.id, method: request.method });
export const responseFields = (response: ServerResponse) => ({ status: response.statusCode });
