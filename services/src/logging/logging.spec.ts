import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { SESSION_COOKIE } from '@postulate/contracts';
import { login, postLogin, solveCaptcha } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { HealthService } from '../health/health.service.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { routeOf } from './access-log.js';
import { findLogLeaks } from './log-leaks.js';
import { createRootLogger } from './log-settings.js';

/** What the app logged during this file: pino writes each line to this stream. */
const written: string[] = [];
const logs = { write: (line: string) => void written.push(line) };

let ctx: TestApp;
let server: Server;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'postulate-logging-'));
  ctx = await createTestApp({ LOG_LEVEL: 'info', MAIL_OUTBOX_DIR: outboxDir }, logs);
  server = ctx.server;
});

afterAll(async () => {
  await ctx?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

type LogLine = Record<string, unknown>;

const logText = () => written.join('');
const logLines = () =>
  logText()
    .split('\n')
    .filter((line) => line !== '');
/** The access line of the request the header names. */
const accessLineOf = (response: request.Response): LogLine | undefined => {
  const id = response.headers['x-request-id'];
  return logLines()
    .map((line) => JSON.parse(line) as LogLine)
    .find((line) => line.requestId === id && typeof line.route === 'string');
};

describe('structured logs of a run', () => {
  const responses: request.Response[] = [];
  let sessionCookie = '';
  let csrfToken = '';
  let serverError: request.Response;

  beforeAll(async () => {
    const session = await login(server, 'postulante');
    sessionCookie = session.cookie;
    csrfToken = session.csrfToken;
    responses.push(await request(server).get('/api/usuar/session').set('Cookie', sessionCookie).expect(200));
    // The recovery e-mails a reset link with a token; the name in the path is a parameter.
    responses.push(await request(server).post('/api/usuar/login/recoverpass/postulante').send({ email: 'postulante@postulate.test' }).expect(200));
    // Failing requests: a wrong password, an unreadable body, a token in a query and in a path.
    responses.push(await postLogin(server, 'postulante', 'not-the-pass-9', await solveCaptcha(server)).expect(401));
    responses.push(await request(server).post('/api/usuar/login').set('Content-Type', 'application/json').send('{"name":').expect(400));
    responses.push(await request(server).get('/api/no-existe?token=query-secret-1').expect(404));
    responses.push(await request(server).get(`/api/usuar/confirm/${'p'.repeat(43)}`));
    // A CORS preflight is answered before routing, with the token still in its path.
    responses.push(
      await request(server)
        .options(`/api/usuar/updatepass/${'q'.repeat(43)}`)
        .set('Origin', ctx.config.corsOrigins.at(-1)!)
        .set('Access-Control-Request-Method', 'POST')
        .expect(204),
    );
    // A 5xx: the health check fails unexpectedly, once.
    jest.spyOn(ctx.app.get(HealthService), 'check').mockRejectedValueOnce(new Error('fallo provocado por la prueba'));
    serverError = await request(server).get('/api/health').set('X-Request-Id', 'prueba-5xx.1').expect(500);
    responses.push(serverError);
    // The reset link's e-mail is written by the delivery loop; wait for it.
    for (let tries = 0; tries < 50 && (await readdir(outboxDir)).length === 0; tries++) await new Promise((done) => setTimeout(done, 100));
  });

  it('writes JSON lines only', () => {
    expect(logLines().length).toBeGreaterThan(responses.length);
    for (const line of logLines()) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs one access line per request, with method, route, status, duration and the request id of the X-Request-Id header', () => {
    for (const response of responses) {
      expect(response.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      const line = accessLineOf(response);
      expect(line).toEqual(
        expect.objectContaining({ method: expect.any(String), route: expect.any(String), status: response.status, durationMs: expect.any(Number) }),
      );
      // Nothing else: the access line is written without the redaction (access-log.ts).
      expect(Object.keys(line ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'requestId', 'method', 'route', 'status', 'durationMs', 'msg']);
    }
    const routes = responses.map((response) => accessLineOf(response)?.route);
    expect(routes).toEqual([
      '/api/usuar/session',
      '/api/usuar/login/recoverpass/:name',
      '/api/usuar/login',
      '/api/usuar/login',
      '/api/no-existe',
      '/api/usuar/confirm/:token',
      '/api/usuar/updatepass/:token',
      '/api/health',
    ]);
  });

  it('keeps a safe X-Request-Id from the caller and replaces any other', async () => {
    expect(serverError.headers['x-request-id']).toBe('prueba-5xx.1');
    const unsafe = await request(server).get('/api/health').set('X-Request-Id', 'dos palabras').expect(200);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a 5xx with the request id, and logs its error and stack at level error under that id', () => {
    expect(serverError.body).toEqual({ message: 'Error en el servidor', requestId: 'prueba-5xx.1' });
    const errors = logLines()
      .map((line) => JSON.parse(line) as LogLine & { err?: { message?: string; stack?: string } })
      .filter((line) => line.requestId === 'prueba-5xx.1' && line.level === 50);
    const logged = errors.find((line) => line.err);
    expect(logged?.err?.message).toBe('fallo provocado por la prueba');
    expect(logged?.err?.stack).toContain('at ');
    expect(accessLineOf(serverError)).toMatchObject({ level: 50, status: 500 });
  });

  it('never logs the session cookie, a password, a token nor the e-mailed link', async () => {
    const text = logText();
    const [mail] = await readdir(outboxDir);
    // Quoted-printable may break the link's line: join soft line breaks first.
    const eml = (await readFile(path.join(outboxDir, mail), 'utf8')).replace(/=\r?\n/g, '');
    const resetToken = /\/forgot\/([A-Za-z0-9_-]{20,})/.exec(eml)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    expect(
      findLogLeaks(text, [
        DEMO_PASSWORD,
        sessionCookie.split('=')[1],
        csrfToken,
        resetToken,
        'not-the-pass-9',
        'query-secret-1',
        'p'.repeat(43),
        'q'.repeat(43),
      ]),
    ).toEqual([]);
  });
});

describe('a background job that fails', () => {
  it('is logged as JSON at level error with the job name, the error and its stack', async () => {
    const job = new PeriodicJob('TrabajoDePrueba', async () => {
      throw new Error('sin conexión con la base');
    });
    job.start(5);
    const failure = () =>
      logLines()
        .map((line) => JSON.parse(line) as LogLine & { err?: { message?: string; stack?: string } })
        .find((line) => line.job === 'TrabajoDePrueba');
    for (let tries = 0; tries < 100 && !failure(); tries++) await new Promise((done) => setTimeout(done, 10));
    await job.stop();
    expect(failure()).toMatchObject({ level: 50, context: 'TrabajoDePrueba', err: { message: 'sin conexión con la base' } });
    expect(failure()?.err?.stack).toContain('logging.spec.ts');
  });
});

describe('the root logger', () => {
  it('drops cookies, credentials and tokens from any object logged, and the parameters of a failed query', () => {
    const lines: string[] = [];
    const logger = createRootLogger({ level: 'info', format: 'json' }, { write: (line: string) => void lines.push(line) });
    const failedQuery = Object.assign(new Error('duplicate key'), { code: '23505', parameters: ['secreto-del-parametro'] });
    logger.info(
      {
        headers: { cookie: `${SESSION_COOKIE}=abc`, authorization: 'Bearer abc', 'set-cookie': 'x=abc' },
        body: { pass: 'abc', token: 'abc', clave: 'abc' },
        err: failedQuery,
      },
      'objeto con secretos',
    );
    const line = JSON.parse(lines.join('')) as LogLine;
    expect(JSON.stringify(line)).not.toMatch(/abc|secreto-del-parametro/);
    expect(line.err).toEqual({ type: 'Error', message: 'duplicate key', code: '23505', stack: expect.stringContaining('logging.spec.ts') });
  });
});

describe('routeOf', () => {
  it('names a request by its matched route, else the contract pattern of its path, else its path with token-like segments masked', () => {
    expect(routeOf({ route: { path: '/api/files/:id' }, baseUrl: '', url: '/api/files/7?x=1' } as never)).toBe('/api/files/:id');
    expect(routeOf({ route: { path: '/api*path' }, baseUrl: '', originalUrl: '/api/no-existe?x=1' } as never)).toBe('/api/no-existe');
    expect(routeOf({ originalUrl: '/api/invitation/abc/test?token=1' } as never)).toBe('/api/invitation/:token/test');
    expect(routeOf({ originalUrl: `/api/otra/${'x'.repeat(40)}/cosa?token=1` } as never)).toBe('/api/otra/:token/cosa');
  });
});
