import { beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException, HttpStatus, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { MESSAGES } from '@postulate/contracts';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { ApiException } from './api-exception.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

function send(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const response = {
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const request = { id: 'req-7' };
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  // The 500 case logs the stack on purpose; keep the test output clean.
  beforeAll(() => Logger.overrideLogger(false));

  it('passes our own error bodies through', () => {
    const body = { token: 'UserLocked', message: MESSAGES.userLocked };
    expect(send(new ApiException(HttpStatus.LOCKED, body))).toEqual({ status: 423, body, headers: {} });
  });

  it('replaces the English messages of framework errors', () => {
    expect(send(new NotFoundException('Cannot GET /x'))).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
    expect(send(new BadRequestException('Unexpected token'))).toMatchObject({
      status: 400,
      body: { message: 'La solicitud no es válida' },
    });
  });

  it('hides the details of unexpected errors, and gives the request id to quote', () => {
    const { status, body } = send(new Error('relation "users" does not exist at /srv/secret.ts'));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Error en el servidor', requestId: 'req-7' });
  });

  it('answers 503 with a retry hint while the database is unreachable, and 500 for other database errors', () => {
    const unavailable = {
      status: 503,
      body: { message: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos', requestId: 'req-7' },
      headers: { 'Retry-After': '5' },
    };
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(send(shutdown)).toEqual(unavailable);
    expect(send(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual(unavailable);
    expect(send(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(send(new QueryRunnerAlreadyReleasedError())).toEqual(unavailable);
    expect(send(new QueryRunnerProviderAlreadyReleasedError())).toEqual(unavailable);
    // TypeORM wraps the driver's error in QueryFailedError.driverError.
    expect(send(Object.assign(new Error('query failed'), { driverError: shutdown }))).toEqual(unavailable);
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(send(uniqueViolation)).toEqual({ status: 500, body: { message: 'Error en el servidor', requestId: 'req-7' }, headers: {} });
  });
});
