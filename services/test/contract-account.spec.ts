import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ACCOUNT_ROUTES, type ApiRouteContract } from '@postulate/contracts';
import { login, postLogin, solveCaptcha } from './session.js';
import { appPerFile } from './test-app.js';
import { getAs, postAs } from './writes.js';

const ctx = appPerFile();

const check = (route: ApiRouteContract, body: unknown) =>
  expect({ path: route.path, error: route.response.safeParse(body).error }).toEqual({ path: route.path, error: undefined });

describe('sessions, accounts, captcha and health answer as their declarations say', () => {
  it('logs in, reads the session and logs out', async () => {
    const { auth } = ACCOUNT_ROUTES;
    const wrong = await postLogin(ctx.server, 'postulante', 'no-es-la-clave', await solveCaptcha(ctx.server));
    check(auth.login, wrong.body);
    const session = await login(ctx.server, 'empresa');
    check(auth.login, session.body);
    const profile = (await getAs(ctx.server, session, '/api/usuar/session').expect(200)).body;
    check(auth.session, profile);
    expect(profile.role).toBe('Empresa');
    await postAs(ctx.server, session, '/api/usuar/logout').expect(204);
  });

  it('registers (201), and answers the e-mailed links and the recovery with {message}', async () => {
    const { accounts } = ACCOUNT_ROUTES;
    const registered = await request(ctx.server)
      .post('/api/usuar/newprofile')
      .send({
        actionType: 'create',
        tokenCaptcha: await solveCaptcha(ctx.server),
        terms: true,
        postulante: { usuar: { name: 'contrato', email: 'contrato@correo.test', pass: 'clave1234' } },
      })
      .expect(201);
    check(accounts.register, registered.body);
    const deadLink = 'x'.repeat(43);
    check(accounts.confirm, (await request(ctx.server).get(`/api/usuar/confirm/${deadLink}`).expect(400)).body);
    check(
      accounts.recoverPassword,
      (await request(ctx.server).post('/api/usuar/login/recoverpass/contrato').send({ email: 'contrato@correo.test' }).expect(200)).body,
    );
  });

  it('serves a captcha challenge the browser can solve, and the health check', async () => {
    check(ACCOUNT_ROUTES.captcha.challenge, (await request(ctx.server).get('/api/captcha/challenge').expect(200)).body);
    check(ACCOUNT_ROUTES.health.check, (await request(ctx.server).get('/api/health').expect(200)).body);
  });
});
