import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HOME_MESSAGES, MESSAGES, REPORT_MESSAGES } from '@postulate/contracts';
import { newApplicant } from '../../test/applicants.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { AvisoReportsRepository } from './aviso-reports.repository.js';
import { insertAviso } from '../../test/avisos.js';
import { solveCaptcha, type LoggedIn } from '../../test/session.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let aviso: { id: number };
let draft: { id: number };
let clients = 0;

/** Each test reports from its own address (X-Forwarded-For is trusted from loopback), so the per-address limit is its own. */
const nextClient = () => `203.0.113.${++clients}`;

const url = (id: number) => `/api/home/aviso/${id}/denuncia`;

/** A report as a visitor from `client`: the body as given (add a solved captcha with `withCaptcha`). */
const asVisitor = (id: number, body: object, client = nextClient()) => request(server).post(url(id)).set('X-Forwarded-For', client).send(body);
const withCaptcha = async (body: object) => ({ ...body, tokenCaptcha: await solveCaptcha(server) });

const reportsOf = (id: number) =>
  ctx.dataSource.query(`SELECT reason, details, email, reporter_user_id, address_hash, company_id FROM aviso_reports WHERE aviso_id = $1 ORDER BY id`, [id]);
const reportCount = async () => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM aviso_reports`))[0].n as number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ RATE_LIMITS: 'on', SMTP_URL: inbox.url, MAIL_POLL_MS: '0' });
  server = ctx.server;
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario minero, Deán Funes' });
  draft = await insertAviso(ctx.dataSource, { titulo: 'Borrador sin publicar', status: 'draft' });
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

describe('POST /api/home/aviso/{id}/denuncia (issue 39)', () => {
  it('takes a visitor’s report with the captcha: 201 with its number, stored with the company and a hash of the address, acknowledged by e-mail', async () => {
    const before = await reportCount();
    const response = await asVisitor(
      aviso.id,
      await withCaptcha({ motivo: 'pide_dinero', detalles: '  Me pidieron un canon de $20.000  ', email: 'ana.denuncia@correo.test' }),
      '203.0.113.200',
    ).expect(201);
    expect(response.body.ticket).toMatch(/^D-\d{6}$/);
    expect(response.body.message).toBe(REPORT_MESSAGES.received(response.body.ticket));
    expect(await reportCount()).toBe(before + 1);

    const [stored] = await reportsOf(aviso.id);
    const [{ company_id }] = await ctx.dataSource.query(`SELECT company_id FROM avisos WHERE id = $1`, [aviso.id]);
    expect(stored).toMatchObject({
      reason: 'pide_dinero',
      details: 'Me pidieron un canon de $20.000',
      email: 'ana.denuncia@correo.test',
      reporter_user_id: null,
      company_id,
    });
    // Never the address itself, and the same address hashes the same (the queue counts different people).
    expect(stored.address_hash).not.toContain('203.0.113');
    expect(stored.address_hash).toMatch(/^[\w-]{43}$/);

    const mail = await inbox.waitFor((received) => received.to.includes('ana.denuncia@correo.test'));
    expect(mail.raw).toContain(`Recibimos tu denuncia ${response.body.ticket}`);
    expect(mail.raw).toContain('Operario minero, Deán Funes');
    expect(mail.raw).toContain('https://www.mpf.gob.ar/ufeci/');
  });

  it('refuses a visitor without a solved captcha, saving nothing', async () => {
    const before = await reportCount();
    const missing = await asVisitor(aviso.id, { motivo: 'discriminatorio' }).expect(400);
    expect(missing.body.errors ?? [{ field: missing.body.field, message: missing.body.message }]).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'tokenCaptcha', message: MESSAGES.captchaRequired })]),
    );
    const forged = await asVisitor(aviso.id, { motivo: 'discriminatorio', tokenCaptcha: Buffer.from('{"a":1}').toString('base64') }).expect(400);
    expect(forged.body.message).toBe(MESSAGES.captchaInvalid);
    // A token is accepted once.
    const token = await solveCaptcha(server);
    await asVisitor(aviso.id, { motivo: 'discriminatorio', tokenCaptcha: token }).expect(201);
    await asVisitor(aviso.id, { motivo: 'discriminatorio', tokenCaptcha: token }).expect(400);
    expect(await reportCount()).toBe(before + 1);
  });

  it('answers 404 for an unknown or unpublished ad, saving nothing', async () => {
    const before = await reportCount();
    const unknown = await asVisitor(999_999, await withCaptcha({ motivo: 'pide_dinero' })).expect(404);
    expect(unknown.body.message).toBe(HOME_MESSAGES.avisoNotFound);
    await asVisitor(draft.id, await withCaptcha({ motivo: 'pide_dinero' })).expect(404);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a bad reason, long details or a malformed e-mail in Spanish, saving nothing', async () => {
    const before = await reportCount();
    for (const [body, field, message] of [
      [{ motivo: 'otro' }, 'motivo', REPORT_MESSAGES.reasonRequired],
      [{ motivo: 'pide_datos', detalles: 'x'.repeat(1001) }, 'detalles', REPORT_MESSAGES.detailsTooLong],
      [{ motivo: 'pide_datos', email: 'ana@' }, 'email', MESSAGES.emailFormat],
    ] as const) {
      const response = await asVisitor(aviso.id, await withCaptcha(body)).expect(400);
      expect(JSON.stringify(response.body)).toContain(field);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await reportCount()).toBe(before);
  });

  describe('signed in', () => {
    let ana: LoggedIn;
    beforeAll(async () => {
      ana = (await newApplicant(ctx.dataSource, server, 'ana-denuncia')).session;
    });

    it('needs no captcha and records the account', async () => {
      const [{ id: userId }] = await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'ana-denuncia'`);
      const response = await postAs(server, ana, url(aviso.id), { motivo: 'otro_canal' }).set('X-Forwarded-For', nextClient()).expect(201);
      expect(response.body.ticket).toMatch(/^D-\d{6}$/);
      const reports = await reportsOf(aviso.id);
      expect(reports.at(-1)).toMatchObject({ reason: 'otro_canal', reporter_user_id: userId, email: null, details: null });
    });

    it('counts each account once and each address without an account once (point 2 hides an ad after 3)', async () => {
      const other = await insertAviso(ctx.dataSource, { titulo: 'Repositor, reportado por varias personas' });
      const carla = (await newApplicant(ctx.dataSource, server, 'carla-denuncia')).session;
      const reporters = ctx.app.get(AvisoReportsRepository);
      const shared = nextClient();
      // Carla twice from two addresses, two visitors from one address, one visitor from another.
      await postAs(server, carla, url(other.id), { motivo: 'pide_dinero' }).set('X-Forwarded-For', nextClient()).expect(201);
      await postAs(server, carla, url(other.id), { motivo: 'pide_datos' }).set('X-Forwarded-For', shared).expect(201);
      expect(await reporters.distinctReporters(other.id)).toBe(1);
      await asVisitor(other.id, await withCaptcha({ motivo: 'pide_dinero' }), shared).expect(201);
      await asVisitor(other.id, await withCaptcha({ motivo: 'pide_dinero' }), shared).expect(201);
      expect(await reporters.distinctReporters(other.id)).toBe(2);
      await asVisitor(other.id, await withCaptcha({ motivo: 'pide_dinero' })).expect(201);
      expect(await reporters.distinctReporters(other.id)).toBe(3);
    });

    it('keeps an applicant’s reports when they delete their account, without the e-mail they left', async () => {
      const dora = await newApplicant(ctx.dataSource, server, 'dora-denuncia');
      const other = await insertAviso(ctx.dataSource, { titulo: 'Cadete, denunciado antes de una baja' });
      await postAs(server, dora.session, url(other.id), { motivo: 'no_registrado', email: 'dora@correo.test' })
        .set('X-Forwarded-For', nextClient())
        .expect(201);
      await postAs(server, dora.session, '/api/postulante/eliminar', { pass: DEMO_PASSWORD }).set('X-Forwarded-For', nextClient()).expect(204);
      expect(await reportsOf(other.id)).toEqual([expect.objectContaining({ reason: 'no_registrado', email: null, reporter_user_id: null })]);
    });

    it('refuses a session without its CSRF token instead of filing it as a visitor', async () => {
      const before = await reportCount();
      await request(server)
        .post(url(aviso.id))
        .set('Cookie', ana.cookie)
        .set('X-Forwarded-For', nextClient())
        .send(await withCaptcha({ motivo: 'otro_canal' }))
        .expect(403);
      expect(await reportCount()).toBe(before);
    });

    it('limits an account to 20 reports a day, whatever address it uses: then 429 in Spanish', async () => {
      const bruno = (await newApplicant(ctx.dataSource, server, 'bruno-denuncia')).session;
      for (let sent = 0; sent < 20; sent += 1) {
        await postAs(server, bruno, url(aviso.id), { motivo: 'puesto_inexistente' }).set('X-Forwarded-For', nextClient()).expect(201);
      }
      const refused = await postAs(server, bruno, url(aviso.id), { motivo: 'puesto_inexistente' }).set('X-Forwarded-For', nextClient()).expect(429);
      expect(refused.body.message).toMatch(/^Demasiados intentos/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('limits an address to 10 reports an hour: the 11th answers 429 and saves nothing', async () => {
    const client = nextClient();
    for (let sent = 0; sent < 10; sent += 1) await asVisitor(aviso.id, await withCaptcha({ motivo: 'contenido_sexual' }), client).expect(201);
    const before = await reportCount();
    const refused = await asVisitor(aviso.id, await withCaptcha({ motivo: 'contenido_sexual' }), client).expect(429);
    expect(refused.body.message).toMatch(/^Demasiados intentos/);
    expect(await reportCount()).toBe(before);
    // Another address is not held back.
    await asVisitor(aviso.id, await withCaptcha({ motivo: 'contenido_sexual' })).expect(201);
  });
});
