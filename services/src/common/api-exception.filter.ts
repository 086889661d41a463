import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { MESSAGES, type ApiErrorBody } from '@postulate/contracts';
import { requestIdOf } from '../logging/request-id.js';
import { ApiException } from './api-exception.js';
import { SERVER_MESSAGES } from './server-messages.js';

/** Spanish replacements for the English bodies of Nest's and Express's own errors. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: SERVER_MESSAGES.badRequest,
  [HttpStatus.UNAUTHORIZED]: MESSAGES.sessionRequired,
  [HttpStatus.FORBIDDEN]: MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: MESSAGES.notFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: SERVER_MESSAGES.methodNotAllowed,
  [HttpStatus.PAYLOAD_TOO_LARGE]: SERVER_MESSAGES.payloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: MESSAGES.tooManyRequests,
};

/** SQLSTATE class 08 (connection exception) and the server shutting down or starting up. */
const DATABASE_GONE_STATES = /^(08|57P0[123])/;
/** What node-postgres throws when the socket to the server is refused or dropped. */
const DATABASE_GONE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** The database is unreachable for a moment (a restart, a failover): worth retrying, not a bug. */
function isDatabaseGone(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  // TypeORM releases a transaction's connection when the server drops it; the next query says so.
  if (exception instanceof QueryRunnerAlreadyReleasedError || exception instanceof QueryRunnerProviderAlreadyReleasedError) {
    return true;
  }
  const cause = (exception as { driverError?: unknown }).driverError ?? exception;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string' && (DATABASE_GONE_STATES.test(code) || DATABASE_GONE_ERRNOS.has(code))) return true;
  return /^Connection terminated/.test((cause as Error).message ?? '');
}

/**
 * Every error answers JSON {message, ...}; internals of unexpected errors are logged, never sent.
 * A 5xx answer carries the request's id, which the lines logged while handling it carry too.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const requestId = requestIdOf(http.getRequest<Request | undefined>());
    const { status, body } = this.toResponse(exception);
    const response = http.getResponse<Response>();
    if (exception instanceof ApiException && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    } else if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '5');
    response.status(status).json(status >= 500 && requestId ? { ...body, requestId } : body);
  }

  private toResponse(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof ApiException) return { status: exception.getStatus(), body: exception.body };
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      return { status, body: { message: STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest } };
    }
    if (isDatabaseGone(exception)) {
      this.logger.warn(`Base de datos no disponible: ${(exception as Error).message}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: SERVER_MESSAGES.unavailable } };
    }
    this.logger.error({ err: exception }, 'Error inesperado al atender la solicitud');
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: SERVER_MESSAGES.serverError } };
  }
}
