import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ACCOUNT_MESSAGES, CSRF_HEADER, MESSAGES } from '@postulate/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, postLogin, solveCaptcha } from '../../test/session.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { MAX_FAILED_LOGINS } from '../login/login.service.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'http://portal.test' });
  server = ctx.server;
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

const confirmToken = (mail: ReceivedMail) => /\/api\/usuar\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
const resetToken = (mail: ReceivedMail) => /http:\/\/portal\.test\/forgot\/([A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
const mailsTo = (address: string) => inbox.messages.filter((mail) => mail.to.includes(address));

async function registerApplicant(name: string): Promise<string> {
  const email = `${name}@correo.test`;
  await request(server)
    .post('/api/usuar/newprofile')
    .send({
      actionType: 'create',
      tokenCaptcha: await solveCaptcha(server),
      terms: true,
      postulante: { usuar: { name, email, pass: 'clave1234' } },
    })
    .expect(201);
  const mail = await inbox.waitFor((received) => received.to.includes(email) && received.raw.includes('Para confirmar tu correo'));
  return confirmToken(mail)!;
}

const confirmed = async (name: string) => (await ctx.dataSource.query('SELECT confirmed FROM users WHERE name = $1', [name]))[0].confirmed as boolean;

const recover = (name: string, email: string) =>
  request(server)
    .post(`/api/usuar/login/recoverpass/${encodeURIComponent(name)}`)
    .send({ name, email });

/** Asks for a reset link and returns the token the real e-mail carries. */
async function resetLinkFor(name: string, email: string): Promise<string> {
  const already = mailsTo(email).length;
  await recover(name, email).expect(200);
  // The reset e-mail, not the unlock link a lock-out sends to the same address.
  const mail = await inbox.waitFor(
    (received) => received.to.includes(email) && mailsTo(email).indexOf(received) >= already && received.raw.includes('/forgot/'),
  );
  return resetToken(mail)!;
}

/** Lets the recovery rate limit pass, as if a minute had gone by. */
const forgetRecentResets = () => ctx.dataSource.query(`UPDATE account_tokens SET created_at = created_at - interval '1 hour'`);

describe('e-mail confirmation', () => {
  it('register → read the confirmation e-mail → confirm → log in', async () => {
    const token = await registerApplicant('confirmame');
    expect(token).toHaveLength(43);
    const mail = mailsTo('confirmame@correo.test')[0];
    expect(mail.raw).toContain('Gracias por registrarte en Postulate. Para confirmar tu correo electrónico abrí este enlace:');
    // The portal's address: its server proxies /api, so the link works wherever the portal is deployed.
    expect(mail.raw).toContain(`${ctx.config.mail.portalUrl}/api/usuar/confirm/${token}`);
    expect(await confirmed('confirmame')).toBe(false);

    const answer = await request(server).get(`/api/usuar/confirm/${token}`).expect(200);
    expect(answer.body).toEqual({ message: ACCOUNT_MESSAGES.confirmed });
    expect(await confirmed('confirmame')).toBe(true);
    await postLogin(server, 'confirmame', 'clave1234', await solveCaptcha(server)).expect(200);
  });

  it('accepts a link once', async () => {
    const token = await registerApplicant('unavez');
    await request(server).get(`/api/usuar/confirm/${token}`).expect(200);
    const again = await request(server).get(`/api/usuar/confirm/${token}`).expect(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.confirmInvalid);
  });

  it('refuses an expired or unknown link', async () => {
    const token = await registerApplicant('vencido');
    await ctx.dataSource.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE name = 'vencido')`,
    );
    await request(server).get(`/api/usuar/confirm/${token}`).expect(400);
    expect(await confirmed('vencido')).toBe(false);
    await request(server)
      .get(`/api/usuar/confirm/${'x'.repeat(43)}`)
      .expect(400);
  });

  it('sends a browser back to the portal with the outcome', async () => {
    const token = await registerApplicant('navegador');
    const ok = await request(server).get(`/api/usuar/confirm/${token}`).set('Accept', 'text/html').expect(303);
    expect(ok.headers.location).toBe('http://portal.test/dashboard?confirmacion=ok');
    const used = await request(server).get(`/api/usuar/confirm/${token}`).set('Accept', 'text/html').expect(303);
    expect(used.headers.location).toBe('http://portal.test/dashboard?confirmacion=invalida');
  });
});

describe('password recovery', () => {
  it('recover → read the e-mail → reset → log in with the new password only', async () => {
    const token = await resetLinkFor('postulante', 'postulante@postulate.test');
    const mail = mailsTo('postulante@postulate.test').at(-1)!;
    expect(mail.raw).toContain('Recibimos un pedido para cambiar la contraseña de tu usuario.');

    const saved = await request(server).post(`/api/usuar/updatepass/${token}`).send({ pass: 'nueva5678', locked: 'N' }).expect(200);
    expect(saved.body).toEqual({ message: 'Se guardó su nueva contraseña' });
    await postLogin(server, 'postulante', 'nueva5678', await solveCaptcha(server)).expect(200);
    await postLogin(server, 'postulante', 'demo1234', await solveCaptcha(server)).expect(401);
  });

  it('answers the same whether or not the user and e-mail exist, and mails only the owner', async () => {
    await forgetRecentResets();
    const [{ before }] = await ctx.dataSource.query('SELECT coalesce(max(id), 0) AS before FROM mail_outbox');
    const answers = await Promise.all([
      recover('tester', 'tester@postulate.test'),
      recover('tester', 'otro@correo.test'),
      recover('nadie-se-llama-asi', 'nadie@correo.test'),
    ]);
    for (const answer of answers) {
      expect([answer.status, answer.body]).toEqual([200, { message: ACCOUNT_MESSAGES.recoverSent }]);
    }
    // Each answer came after the decision to mail, so the outbox is final here.
    const queued = await ctx.dataSource.query('SELECT to_address FROM mail_outbox WHERE id > $1', [before]);
    expect(queued).toEqual([{ to_address: 'tester@postulate.test' }]);
    await inbox.waitFor((mail) => mail.to.includes('tester@postulate.test'));
  });

  it('sends one e-mail a minute at most for the same user', async () => {
    await forgetRecentResets();
    await resetLinkFor('admin', 'admin@postulate.test');
    await recover('admin', 'admin@postulate.test').expect(200);
    const [{ count }] = await ctx.dataSource.query(
      `SELECT count(*)::int AS count FROM account_tokens WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE name = 'admin')`,
    );
    expect(count).toBe(1);
  });

  it('asks for the user and a well-formed e-mail', async () => {
    const response = await request(server).post('/api/usuar/login/recoverpass/alguien').send({ email: 'sin-arroba' }).expect(400);
    expect(response.body).toMatchObject({ field: 'email', message: MESSAGES.emailFormat });
    const empty = await request(server).post('/api/usuar/login/recoverpass/alguien').send({}).expect(400);
    expect(empty.body.message).toBe(ACCOUNT_MESSAGES.recoverEmailRequired);
  });
});

describe('password reset', () => {
  it('uses a link once, and a newer link makes the older ones useless', async () => {
    await forgetRecentResets();
    const first = await resetLinkFor('empresa', 'empresa@postulate.test');
    await forgetRecentResets();
    const second = await resetLinkFor('empresa', 'empresa@postulate.test');
    await request(server).post(`/api/usuar/updatepass/${second}`).send({ pass: 'otra1234', locked: 'N' }).expect(200);
    for (const token of [second, first]) {
      const refused = await request(server).post(`/api/usuar/updatepass/${token}`).send({ pass: 'tercera1', locked: 'N' }).expect(400);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    }
    await postLogin(server, 'empresa', 'otra1234', await solveCaptcha(server)).expect(200);
  });

  it('refuses an expired link', async () => {
    await forgetRecentResets();
    const token = await resetLinkFor('tester', 'tester@postulate.test');
    await ctx.dataSource.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
    await request(server).post(`/api/usuar/updatepass/${token}`).send({ pass: 'nueva1234', locked: 'N' }).expect(400);
    await postLogin(server, 'tester', 'demo1234', await solveCaptcha(server)).expect(200);
  });

  it('unlocks a locked-out account and closes its open sessions', async () => {
    const session = await login(server, 'admin');
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      await postLogin(server, 'admin', 'incorrecta', await solveCaptcha(server));
    }
    await postLogin(server, 'admin', 'demo1234', await solveCaptcha(server)).expect(423);

    await forgetRecentResets();
    const token = await resetLinkFor('admin', 'admin@postulate.test');
    await request(server).post(`/api/usuar/updatepass/${token}`).send({ pass: 'ciruela5678', locked: 'N' }).expect(200);
    await postLogin(server, 'admin', 'ciruela5678', await solveCaptcha(server)).expect(200);
    await request(server).get('/api/usuar/session').set('Cookie', session.cookie).expect(200, { signedIn: false });
    await request(server).post('/api/usuar/logout').set('Cookie', session.cookie).set(CSRF_HEADER, session.csrfToken).expect(401);
  });

  it('checks the new password like the form does', async () => {
    const response = await request(server)
      .post(`/api/usuar/updatepass/${'x'.repeat(43)}`)
      .send({ pass: '12', locked: 'N' })
      .expect(400);
    expect(response.body).toMatchObject({ field: 'pass', message: MESSAGES.passwordMin });
  });
});
