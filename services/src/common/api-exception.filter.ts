import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { MESSAGES, type ApiErrorBody } from '@postulate/contracts';
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

/** Every error answers JSON {message, ...}; internals of unexpected errors are logged, never sent. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = this.toResponse(exception);
    host.switchToHttp().getResponse<Response>().status(status).json(body);
  }

  private toResponse(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof ApiException) return { status: exception.getStatus(), body: exception.body };
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      return { status, body: { message: STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest } };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: SERVER_MESSAGES.serverError } };
  }
}
