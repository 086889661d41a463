import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@postulate/contracts';

/** An error whose body is already what the client should read (Spanish message, maybe a field). */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly body: ApiErrorBody,
    /** Seconds the client should wait before trying again (Retry-After), for 429 and 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body, status);
  }
}
