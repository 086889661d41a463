import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOMMODATION_MESSAGES, MESSAGES, TESTS_MESSAGES, type Accommodation, type AccommodationQueueItem, type StartResponse } from '@postulate/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newApplicant } from '../../test/applicants.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

let ctx: TestApp;
let server: Server;
let admin: LoggedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  admin = await login(server, 'admin');
  // A fresh database per suite: on a busy machine its boot takes more than the default minute.
}, 180_000);

afterAll(() => ctx?.close());

const ask = (who: LoggedIn, body: unknown) => postAs(server, who, '/api/test/ajustes', body);
const decide = (who: LoggedIn, id: number, body: unknown) => postAs(server, who, `/api/ajustes/${id}/decision`, body);
const mine = async (who: LoggedIn): Promise<Accommodation[]> => (await getAs(server, who, '/api/test/ajustes').expect(200)).body.response;
const mailsTo = async (address: string): Promise<{ subject: string; text_body: string }[]> =>
  ctx.dataSource.query(`SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id`, [address]);

describe('an accommodation asked from Mis Tests', () => {
  let candidate: LoggedIn;

  beforeAll(async () => {
    ({ session: candidate } = await newApplicant(ctx.dataSource, server, 'ajuste1'));
  });

  it('approved +50 % and the accessible format: the matrices start with 90 minutes in the accessible format', async () => {
    const asked: Accommodation = (
      await ask(candidate, { test: 'cards', extraTimePercent: 50, accessible: true, reason: '  Uso lector de pantalla.  ' }).expect(201)
    ).body;
    expect(asked).toMatchObject({ test: 'cards', extraTimePercent: 50, accessible: true, reason: 'Uso lector de pantalla.', state: 'pendiente', reply: null });

    const queue: AccommodationQueueItem[] = (await getAs(server, admin, '/api/ajustes').expect(200)).body.response;
    expect(queue.find((item) => item.id === asked.id)).toMatchObject({ name: 'ajuste1', email: 'ajuste1@correo.test', state: 'pendiente' });

    const decided = (await decide(admin, asked.id, { approve: true, reply: 'Aprobado, suerte.' }).expect(200)).body;
    expect(decided).toMatchObject({ state: 'aprobada', reply: 'Aprobado, suerte.' });
    expect(await mine(candidate)).toEqual([expect.objectContaining({ id: asked.id, state: 'aprobada', reply: 'Aprobado, suerte.' })]);
    const [mail] = await mailsTo('ajuste1@correo.test');
    expect(mail.subject).toBe('Aprobamos tu pedido de ajuste');
    expect(mail.text_body).toContain('Test de razonamiento con matrices (Tiempo adicional: 50 % · Formato accesible)');
    expect(mail.text_body).toContain('Respuesta: Aprobado, suerte.');

    const started: StartResponse = (await postAs(server, candidate, '/api/test/cards/start').expect(200)).body;
    expect(started.clock.durationSeconds).toBe(5400);
    expect(started.test === 'cards' && started.format).toBe('accessible');
    // The approval is for the matrices only: the other tests keep their own time.
    const other: StartResponse = (await postAs(server, candidate, '/api/test/toulouse/start').expect(200)).body;
    expect(other.clock.durationSeconds).toBe(600);
  });

  it('is refused once the test was started, and the decided request cannot be decided again', async () => {
    await ask(candidate, { test: 'cards', extraTimePercent: 25, accessible: false, reason: 'Más tiempo' }).expect(409, {
      message: ACCOMMODATION_MESSAGES.testStarted,
    });
    const [request] = await mine(candidate);
    await decide(admin, request.id, { approve: false }).expect(409, { message: ACCOMMODATION_MESSAGES.alreadyDecided });
    expect((await mailsTo('ajuste1@correo.test')).length).toBe(1);
  });
});

describe('the rules of a request and its decision', () => {
  let candidate: LoggedIn;
  let other: LoggedIn;

  beforeAll(async () => {
    ({ session: candidate } = await newApplicant(ctx.dataSource, server, 'ajuste2'));
    ({ session: other } = await newApplicant(ctx.dataSource, server, 'ajuste3'));
  });

  it('refuses a request without a reason, without anything asked, or the accessible format outside the matrices', async () => {
    const refused = async (body: unknown, message: string) => expect((await ask(candidate, body).expect(400)).body.message).toContain(message);
    await refused({ test: 'mbti', extraTimePercent: 25, accessible: false, reason: '   ' }, ACCOMMODATION_MESSAGES.reasonRequired);
    await refused({ test: 'mbti', extraTimePercent: 25, accessible: false, reason: 'x'.repeat(1001) }, ACCOMMODATION_MESSAGES.reasonTooLong);
    await refused({ test: 'mbti', extraTimePercent: 0, accessible: false, reason: 'Nada' }, ACCOMMODATION_MESSAGES.nothingAsked);
    await refused({ test: 'toulouse', extraTimePercent: 30, accessible: false, reason: 'Algo' }, ACCOMMODATION_MESSAGES.extraTimeInvalid);
    await refused({ test: 'toulouse', extraTimePercent: 0, accessible: true, reason: 'Algo' }, ACCOMMODATION_MESSAGES.accessibleNotOffered);
    expect(await mine(candidate)).toEqual([]);
  });

  it('keeps one open request per test, seen only by its candidate; only an administrator decides', async () => {
    const asked: Accommodation = (await ask(candidate, { test: 'mbti', extraTimePercent: 25, accessible: false, reason: 'Dislexia' }).expect(201)).body;
    await ask(candidate, { test: 'mbti', extraTimePercent: 50, accessible: false, reason: 'Otra vez' }).expect(409, {
      message: ACCOMMODATION_MESSAGES.pendingExists,
    });
    expect(await mine(other)).toEqual([]);

    for (const name of ['tester', 'empresa']) await decide(await login(server, name), asked.id, { approve: true }).expect(403);
    await decide(other, asked.id, { approve: true }).expect(403, { message: MESSAGES.forbidden });
    await getAs(server, candidate, '/api/ajustes').expect(403);
    expect((await mine(candidate))[0].state).toBe('pendiente');
    await decide(admin, 999_999, { approve: true }).expect(404, { message: ACCOMMODATION_MESSAGES.notFound });
    await decide(admin, asked.id, { approve: true, reply: 'x'.repeat(301) }).expect(400);
  });

  it('a rejection is mailed with its reply, leaves the time as it was, and a new request may follow', async () => {
    const [pending] = await mine(candidate);
    await decide(admin, pending.id, { approve: false, reply: 'Necesitamos más detalle.' }).expect(200);
    const [mail] = await mailsTo('ajuste2@correo.test');
    expect(mail.subject).toBe('Tu pedido de ajuste no fue aprobado');
    expect(mail.text_body).toContain('Respuesta: Necesitamos más detalle.');
    expect((await getAs(server, admin, '/api/ajustes?state=decidida').expect(200)).body.response.map((item: AccommodationQueueItem) => item.id)).toContain(
      pending.id,
    );

    const again: Accommodation = (
      await ask(candidate, { test: 'mbti', extraTimePercent: 50, accessible: false, reason: 'Dislexia, con certificado' }).expect(201)
    ).body;
    expect(await mine(candidate)).toEqual([expect.objectContaining({ id: again.id, state: 'pendiente' })]);
  });

  it('a test started while the request waits: the start has the standard time, and the request can only be rejected', async () => {
    const started: StartResponse = (await postAs(server, candidate, '/api/test/mbti/start').expect(200)).body;
    expect(started.clock.durationSeconds).toBe(2400);
    const [pending] = await mine(candidate);
    await decide(admin, pending.id, { approve: true }).expect(409, { message: ACCOMMODATION_MESSAGES.startedBeforeDecision });
    await decide(admin, pending.id, { approve: false }).expect(200);
    await postAs(server, candidate, '/api/test/mbti/start').expect(200);
    await postAs(server, candidate, '/api/test/mbti/finish').expect(200);
    await postAs(server, candidate, '/api/test/mbti/start').expect(409, { message: TESTS_MESSAGES.alreadyFinished });
  });
});
