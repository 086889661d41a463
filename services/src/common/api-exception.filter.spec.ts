import { beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException, HttpStatus, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { MESSAGES } from '@postulate/contracts';
import { ApiException } from './api-exception.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

function send(exception: unknown) {
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  // The 500 case logs the stack on purpose; keep the test output clean.
  beforeAll(() => Logger.overrideLogger(false));

  it('passes our own error bodies through', () => {
    const body = { token: 'UserLocked', message: MESSAGES.userLocked };
    expect(send(new ApiException(HttpStatus.LOCKED, body))).toEqual({ status: 423, body });
  });

  it('replaces the English messages of framework errors', () => {
    expect(send(new NotFoundException('Cannot GET /x'))).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
    expect(send(new BadRequestException('Unexpected token'))).toEqual({
      status: 400,
      body: { message: 'La solicitud no es válida' },
    });
  });

  it('hides the details of unexpected errors', () => {
    const { status, body } = send(new Error('relation "users" does not exist at /srv/secret.ts'));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Error en el servidor' });
  });
});
