import { describe, expect, it } from '@jest/globals';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { CSRF_HEADER, MESSAGES, SESSION_COOKIE, type MenuRoute } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { encodeCaptcha, login, postLogin, sessionCookie, solve, solveCaptcha } from '../../test/session.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { User } from '../users/entities/user.entity.js';
import { hashPassword } from '../auth/passwords.js';
import { captchaKeys } from '../auth/captcha.service.js';
import { hashToken } from '../auth/session.service.js';

const ctx = appPerFile();

const paths = (routes: MenuRoute[]) => routes.map((route) => `${route.layout}${route.path}`);

async function lockState(name: string) {
  const [row] = await ctx.dataSource.query(
    `SELECT failed_attempts AS "failedAttempts", locked_until > now() + interval '14 minutes' AS "lockedFor15Min",
            locked_until IS NOT NULL AS "hasLock"
     FROM users WHERE name = $1`,
    [name],
  );
  return row as { failedAttempts: number; lockedFor15Min: boolean | null; hasLock: boolean };
}

/** A user of its own per scenario, so lock-out tests cannot disturb each other or the demo users. */
async function createUser(name: string): Promise<void> {
  await ctx.dataSource.getRepository(User).insert({
    name,
    email: `${name}@postulate.test`,
    role: 'Postulante',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}

async function counts() {
  const [row] = await ctx.dataSource.query(
    `SELECT (SELECT coalesce(sum(failed_attempts), 0)::int FROM users) AS failures,
            (SELECT count(*)::int FROM users WHERE locked_until IS NOT NULL) AS locks,
            (SELECT count(*)::int FROM sessions) AS sessions,
            (SELECT count(*)::int FROM captcha_redemptions) AS redemptions`,
  );
  return row as { failures: number; locks: number; sessions: number; redemptions: number };
}

describe('POST /api/usuar/login and GET /api/usuar/session', () => {
  const expected = {
    admin: {
      role: 'Administrador',
      menu: [
        '/admin/home',
        '/admin/user',
        '/admin/empresas',
        '/admin/nivs',
        '/admin/subareas',
        '/admin/areas',
        '/admin/requisitos',
        '/admin/revision',
        '/admin/denuncias',
        '/admin/ajustes',
      ],
    },
    empresa: { role: 'Empresa', menu: ['/admin/home', '/admin/perfilempre', '/admin/ctaempre'] },
    tester: { role: 'Tester', menu: ['/admin/home', '/admin/perfilempre', '/admin/interview', '/admin/ctaempre'] },
    postulante: { role: 'Postulante', menu: ['/home', '/micv', '/mispostulaciones', '/mistests'] },
  } as const;

  it.each(Object.entries(expected))('logs %s in with an httpOnly cookie and serves the role menu', async (name, { role, menu }) => {
    const response = await postLogin(ctx.server, name, DEMO_PASSWORD, await solveCaptcha(ctx.server))
      .set('Origin', ctx.config.corsOrigins[0])
      .expect(200);

    const setCookie = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith(SESSION_COOKIE));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toContain(`; Max-Age=${ctx.config.sessionTtlHours * 3600}`);
    expect(setCookie?.includes('; Secure')).toBe(ctx.config.cookieSecure);
    const cookie = sessionCookie(response);
    const token = decodeURIComponent(cookie.split('=')[1]);
    expect(token).toMatch(/^[\w-]{43}$/);

    expect(response.body).toMatchObject({ name, role, email: `${name}@postulate.test`, message: MESSAGES.loginWelcome });
    expect(response.body.csrfToken).toMatch(/^[\w-]{43}$/);
    expect(response.body.token).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toContain(token);
    // Only the hash of the token is stored.
    const stored = await ctx.dataSource.query(`SELECT token_hash FROM sessions WHERE token_hash IN ($1, $2)`, [token, hashToken(token)]);
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);

    const session = await request(ctx.server).get('/api/usuar/session').set('Cookie', cookie).expect(200);
    expect(session.body).toMatchObject({ name, role, email: `${name}@postulate.test`, csrfToken: response.body.csrfToken });
    expect(paths(session.body.menuRoutes)).toEqual(menu);
    expect(session.body.menuRoutes[0]).toEqual({ name: 'Home', layout: role === 'Postulante' ? '' : '/admin', path: '/home', icon: 'home' });
    expect({ empresa: session.body.empresa, postulante: session.body.postulante }).toEqual(response.body.entity);
  });

  it('links the company of Empresa and Tester, and the applicant of Postulante', async () => {
    const empresa = await login(ctx.server, 'empresa');
    expect(empresa.body.entity).toEqual({ empresa: { id: expect.any(Number), name: 'Logística del Plata S.A.' }, postulante: null });
    const tester = await login(ctx.server, 'tester');
    expect(tester.body.entity?.empresa?.name).toBe('Evaluaciones Andinas');
    const postulante = await login(ctx.server, 'postulante');
    expect(postulante.body.entity).toEqual({
      empresa: null,
      postulante: {
        id: expect.any(Number),
        cv: { name: null },
        haveToulouse: false,
        haveMbti: false,
        haveCards: false,
        lastDayToulouse: null,
        lastDayMbti: null,
        lastDayCards: null,
      },
    });
    const admin = await login(ctx.server, 'admin');
    expect(admin.body.entity).toEqual({ empresa: null, postulante: null });
  });

  it('rejects invalid input with the Spanish message before touching the captcha or the database', async () => {
    const tokenCaptcha = await solveCaptcha(ctx.server);
    const before = await counts();
    const response = await postLogin(ctx.server, 'ab', 'whatever', tokenCaptcha).expect(400);
    expect(response.body).toMatchObject({ field: 'name', message: 'El usuario debe tener al menos 4 caracteres' });
    expect(response.body.errors).toEqual([{ field: 'name', message: MESSAGES.userNameMin }]);
    await postLogin(ctx.server, 'admin', 'x', tokenCaptcha).expect(400, {
      message: MESSAGES.loginPasswordMin,
      field: 'pass',
      errors: [{ field: 'pass', message: MESSAGES.loginPasswordMin }],
    });
    expect(await counts()).toEqual(before);
    // The captcha was not spent by the rejected requests.
    await postLogin(ctx.server, 'admin', DEMO_PASSWORD, tokenCaptcha).expect(200);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await postLogin(ctx.server, 'nadie-aqui', DEMO_PASSWORD, await solveCaptcha(ctx.server)).expect(401);
    const wrong = await postLogin(ctx.server, 'empresa', 'wrong-pass', await solveCaptcha(ctx.server)).expect(401);
    expect(unknown.body).toEqual({ message: MESSAGES.invalidCredentials });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    await ctx.dataSource.query(`UPDATE users SET failed_attempts = 0 WHERE name = 'empresa'`);
  });

  it('answers a visitor, an unknown cookie and an expired session with no session, not an error', async () => {
    await request(ctx.server).get('/api/usuar/session').expect(200, { signedIn: false });
    await request(ctx.server).get('/api/usuar/session').set('Cookie', `${SESSION_COOKIE}=not-a-session`).expect(200, { signedIn: false });

    const { cookie } = await login(ctx.server, 'postulante');
    const tokenHash = hashToken(decodeURIComponent(cookie.split('=')[1]));
    await ctx.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [tokenHash]);
    await request(ctx.server).get('/api/usuar/session').set('Cookie', cookie).expect(200, { signedIn: false });
    expect(await ctx.dataSource.query(`SELECT 1 FROM sessions WHERE token_hash = $1`, [tokenHash])).toEqual([]);
    // A route that needs the session still refuses it.
    await request(ctx.server).post('/api/usuar/logout').set('Cookie', cookie).expect(401, { message: MESSAGES.sessionRequired });
  });
});

describe('captcha', () => {
  const attempt = (tokenCaptcha: string) => postLogin(ctx.server, 'admin', DEMO_PASSWORD, tokenCaptcha);
  const refused = { field: 'tokenCaptcha', message: MESSAGES.captchaInvalid };

  it('serves signed, expiring ALTCHA v2 challenges', async () => {
    const { body } = await request(ctx.server).get('/api/captcha/challenge').expect(200);
    expect(body.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('requires a token', async () => {
    await attempt('').expect(400, {
      message: MESSAGES.captchaRequired,
      field: 'tokenCaptcha',
      errors: [{ field: 'tokenCaptcha', message: MESSAGES.captchaRequired }],
    });
  });

  it('refuses forged, tampered, wrongly solved and expired challenges without counting a failure', async () => {
    const before = await counts();
    const { body: challenge } = await request(ctx.server).get('/api/captcha/challenge').expect(200);
    const solution = await solve(challenge);

    await attempt('bm90IGpzb24=').expect(400, refused);
    await attempt(encodeCaptcha({ challenge: { ...challenge, signature: 'ab'.repeat(32) }, solution })).expect(400, refused);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    await attempt(encodeCaptcha({ challenge: easier, solution })).expect(400, refused);
    await attempt(encodeCaptcha({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } })).expect(400, refused);
    await attempt(encodeCaptcha({ challenge, solution: { ...solution, derivedKey: 'zz' } })).expect(400, refused);

    // Signed with our secrets but already expired.
    const [{ value: secret }] = await ctx.dataSource.query(`SELECT value FROM installation_secrets WHERE name = 'captcha-hmac'`);
    const expired = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      ...captchaKeys(secret),
      expiresAt: new Date(Date.now() - 1000),
    });
    await attempt(encodeCaptcha({ challenge: expired, solution: await solve(expired) })).expect(400, refused);

    // A wrong password behind a bad captcha is never checked, so nothing is counted.
    await postLogin(ctx.server, 'empresa', 'wrong-pass', 'bm90IGpzb24=').expect(400, refused);
    expect(await counts()).toEqual(before);

    // The untouched original still works.
    await attempt(encodeCaptcha({ challenge, solution })).expect(200);
  });

  it('accepts each solved challenge once', async () => {
    const token = await solveCaptcha(ctx.server);
    await attempt(token).expect(200);
    await attempt(token).expect(400, refused);
    await postLogin(ctx.server, 'empresa', DEMO_PASSWORD, token).expect(400, refused);
  });
});

describe('lock-out', () => {
  const locked = { token: 'UserLocked', message: MESSAGES.userLocked };

  it("tells a locked person the spec's text, how long the lock lasts and that 'Recuperar Password' unlocks it", () => {
    expect(MESSAGES.userLocked).toMatch(/^Su usuario está lockeado por varios intentos erróneos\. /);
    expect(MESSAGES.userLocked).toContain('15 minutos');
    expect(MESSAGES.userLocked).toContain("'Recuperar Password'");
    expect(MESSAGES.userLocked).toContain('el enlace que te enviamos por correo');
  });
  const wrongTimes = async (name: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      statuses.push((await postLogin(ctx.server, name, 'wrong-pass', await solveCaptcha(ctx.server))).status);
    }
    return statuses;
  };

  it('locks after 5 wrong passwords for 15 minutes, in the database, then lets the right password in', async () => {
    await createUser('lockout1');
    expect(await wrongTimes('lockout1', 5)).toEqual([401, 401, 401, 401, 423]);
    expect(await lockState('lockout1')).toEqual({ failedAttempts: 5, lockedFor15Min: true, hasLock: true });

    const right = await postLogin(ctx.server, 'lockout1', DEMO_PASSWORD, await solveCaptcha(ctx.server)).expect(423, locked);
    expect(right.headers['set-cookie']).toBeUndefined();

    // Another API instance on the same database refuses too: the lock is not in process memory.
    const second = (await ctx.startSecondInstance()).getHttpServer();
    await postLogin(second, 'lockout1', DEMO_PASSWORD, await solveCaptcha(second)).expect(423, locked);

    await ctx.dataSource.query(`UPDATE users SET locked_until = now() - interval '1 second' WHERE name = 'lockout1'`);
    await login(ctx.server, 'lockout1');
    expect(await lockState('lockout1')).toEqual({ failedAttempts: 0, lockedFor15Min: null, hasLock: false });
  });

  it('starts counting again after a lock expires', async () => {
    await createUser('lockout2');
    await wrongTimes('lockout2', 5);
    await ctx.dataSource.query(`UPDATE users SET locked_until = now() - interval '1 second' WHERE name = 'lockout2'`);
    expect(await wrongTimes('lockout2', 1)).toEqual([401]);
    expect(await lockState('lockout2')).toMatchObject({ failedAttempts: 1, hasLock: false });
  });

  it('resets the count on a successful login', async () => {
    await createUser('lockout3');
    expect(await wrongTimes('lockout3', 4)).toEqual([401, 401, 401, 401]);
    expect(await lockState('lockout3')).toMatchObject({ failedAttempts: 4, hasLock: false });
    await login(ctx.server, 'lockout3');
    expect(await lockState('lockout3')).toMatchObject({ failedAttempts: 0, hasLock: false });
    // Had the count survived, the first of these would lock.
    expect(await wrongTimes('lockout3', 4)).toEqual([401, 401, 401, 401]);
    await login(ctx.server, 'lockout3');
  });

  it('answers a name nobody has exactly like a real one, lock-out included, so neither tells it exists', async () => {
    await createUser('lockout5');
    const answers = async (name: string) => {
      const bodies: [number, unknown][] = [];
      for (let i = 0; i < 6; i++) {
        const response = await postLogin(ctx.server, name, 'wrong-pass', await solveCaptcha(ctx.server));
        bodies.push([response.status, response.body]);
      }
      return bodies;
    };
    const real = await answers('lockout5');
    expect(real.map(([status]) => status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(await answers('nadie-lockout5')).toEqual(real);
    // Locked whatever the case typed and whatever the password, as a real account is.
    await postLogin(ctx.server, 'NADIE-lockout5', DEMO_PASSWORD, await solveCaptcha(ctx.server)).expect(423, locked);

    await ctx.dataSource.query(`UPDATE unknown_name_failures SET locked_until = now() - interval '1 second' WHERE name = 'nadie-lockout5'`);
    expect(await wrongTimes('nadie-lockout5', 1)).toEqual([401]);
  });

  it('counts concurrent wrong attempts exactly and locks', async () => {
    await createUser('lockout4');
    const tokens = [];
    for (let i = 0; i < 8; i++) tokens.push(await solveCaptcha(ctx.server));
    const responses = await Promise.all(tokens.map((token) => postLogin(ctx.server, 'lockout4', 'wrong-pass', token)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 423, 423]);
    expect(await lockState('lockout4')).toEqual({ failedAttempts: 5, lockedFor15Min: true, hasLock: true });
    await postLogin(ctx.server, 'lockout4', DEMO_PASSWORD, await solveCaptcha(ctx.server)).expect(423, locked);
  });
});

describe('a password shorter than new ones may be', () => {
  it('opens no session: the answer asks for a new one and carries the reset token, which takes one of at least 8', async () => {
    await ctx.dataSource.getRepository(User).insert({
      name: 'clavevieja',
      email: 'clavevieja@postulate.test',
      role: 'Postulante',
      passwordHash: await hashPassword('mate7'),
    });
    const response = await postLogin(ctx.server, 'clavevieja', 'mate7', await solveCaptcha(ctx.server)).expect(200);
    expect(response.body).toEqual({ message: MESSAGES.mustChangePassword, mustChangePassword: true, passwordResetToken: expect.stringMatching(/^[\w-]{43}$/) });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    expect(await ctx.dataSource.query(`SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.name = 'clavevieja'`)).toEqual([]);

    const reset = `/api/usuar/updatepass/${response.body.passwordResetToken}`;
    await request(ctx.server).post(reset).send({ pass: 'mate7', locked: 'N' }).expect(400);
    await request(ctx.server).post(reset).send({ pass: 'yerba-mate-7', locked: 'N' }).expect(200);
    const session = await login(ctx.server, 'clavevieja', 'yerba-mate-7');
    expect(session.body).toMatchObject({ name: 'clavevieja', message: MESSAGES.loginWelcome });
    expect(session.body.mustChangePassword).toBeUndefined();
  });
});

describe('CSRF and logout', () => {
  it('refuses logout without the CSRF token, then closes the session with it', async () => {
    const { cookie, csrfToken } = await login(ctx.server, 'empresa');
    const forbidden = { message: MESSAGES.csrfInvalid };
    await request(ctx.server).post('/api/usuar/logout').set('Cookie', cookie).expect(403, forbidden);
    await request(ctx.server).post('/api/usuar/logout').set('Cookie', cookie).set(CSRF_HEADER, `${csrfToken}x`).expect(403, forbidden);
    await request(ctx.server).get('/api/usuar/session').set('Cookie', cookie).expect(200);

    const response = await request(ctx.server).post('/api/usuar/logout').set('Cookie', cookie).set(CSRF_HEADER, csrfToken).expect(204);
    const cleared = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const tokenHash = hashToken(decodeURIComponent(cookie.split('=')[1]));
    expect(await ctx.dataSource.query(`SELECT 1 FROM sessions WHERE token_hash = $1`, [tokenHash])).toEqual([]);
    await request(ctx.server).get('/api/usuar/session').set('Cookie', cookie).expect(200, { signedIn: false });
    await request(ctx.server).post('/api/usuar/logout').set('Cookie', cookie).set(CSRF_HEADER, csrfToken).expect(401);
  });

  it('refuses state-changing requests from a foreign Origin, even with a valid session and token', async () => {
    const { cookie, csrfToken } = await login(ctx.server, 'tester');
    await request(ctx.server)
      .post('/api/usuar/logout')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, csrfToken)
      .expect(403, { message: MESSAGES.csrfInvalid });
    await postLogin(ctx.server, 'tester', DEMO_PASSWORD, await solveCaptcha(ctx.server))
      .set('Origin', 'https://evil.example')
      .expect(403, { message: MESSAGES.csrfInvalid });
    await request(ctx.server).get('/api/usuar/session').set('Cookie', cookie).expect(200);
  });

  it('accepts a page on the very host the request reached (the portal proxying /api at any address)', async () => {
    const { cookie, csrfToken } = await login(ctx.server, 'tester');
    const logout = (origin: string, host: string) =>
      request(ctx.server).post('/api/usuar/logout').set('Origin', origin).set('Host', host).set('Cookie', cookie).set(CSRF_HEADER, csrfToken);
    await logout('http://192.168.1.20:3000', '192.168.1.21:3000').expect(403, { message: MESSAGES.csrfInvalid });
    await logout('http://192.168.1.20:3000', '192.168.1.20:3000').expect(204);
  });
});
