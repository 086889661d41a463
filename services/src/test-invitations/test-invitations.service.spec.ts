import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ANSWERS_PER_REQUEST, CUIL_MESSAGES, TEST_INVITATION_MESSAGES, MESSAGES, type TestInvitationCandidate } from '@postulate/contracts';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { MailService } from '../mail/mail.service.js';
import { MBTI_ITEMS } from '../psychometric-tests/mbti/mbti-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, solveCaptcha, type LoggedIn } from '../../test/session.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { getAs, postAs } from '../../test/writes.js';

let ctx: TestApp;
let server: Server;
let inbox: SmtpInbox;
let tester: LoggedIn;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'http://portal.test' });
  server = ctx.server;
  tester = await login(server, 'tester');
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

const VALID_CUIL = '20123456786';

/** Delivers every due e-mail (a round sends at most 20). */
async function deliverAll() {
  while ((await ctx.app.get(MailService).deliverDue()) > 0);
}

/** Invites `email` as the demo tester and returns the link's token from the delivered e-mail. */
async function invite(email: string, who = tester): Promise<{ candidate: TestInvitationCandidate; token: string }> {
  const candidate: TestInvitationCandidate = (await postAs(server, who, '/api/interview/add', { email }).expect(201)).body;
  await deliverAll();
  const mail = await inbox.waitFor((message) => message.to.includes(email) && !usedTokens.some((token) => message.raw.includes(token)));
  const token = /http:\/\/portal\.test\/tests\/([A-Za-z0-9_-]{43})/.exec(mail.raw)![1];
  usedTokens.push(token);
  return { candidate, token };
}
const usedTokens: string[] = [];

const form = (overrides: Record<string, unknown> = {}) => ({
  actionType: 'create',
  name: 'Lucía Fernández',
  dni: '1234567',
  cuit: VALID_CUIL,
  terms: true,
  ...overrides,
});

/** The claim cookie the API set, as a browser would send it back. */
const claimCookie = (response: request.Response) => {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('postulate_invitation='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
};

async function claim(token: string): Promise<string> {
  const response = await request(server)
    .post(`/api/invitation/${token}`)
    .send(form({ tokenCaptcha: await solveCaptcha(server) }))
    .expect(200);
  expect(response.headers['set-cookie']!.toString()).toMatch(new RegExp(`Path=/api/invitation/${token}; .*HttpOnly`));
  return claimCookie(response);
}

describe('a tester invites candidates', () => {
  it('sends an e-mail with a single-use link and lists the candidate with pending tests', async () => {
    const { candidate, token } = await invite('lucia@correo.test');
    expect(candidate).toMatchObject({ email: 'lucia@correo.test', name: null, expired: false });
    expect(candidate.tests.map((entry) => entry.state)).toEqual(['pending', 'pending', 'pending']);
    const mail = inbox.messages.find((message) => message.raw.includes(token))!;
    expect(mail.raw).toContain('Evaluaciones Andinas te invita a completar tres tests');
    // Only a hash of the token is stored.
    const [row] = await ctx.dataSource.query(`SELECT token_hash FROM test_invitations WHERE id = $1`, [candidate.id]);
    expect(row.token_hash).not.toContain(token);

    const list = (await getAs(server, tester, '/api/interview/').expect(200)).body;
    expect(list.response.map((entry: TestInvitationCandidate) => entry.email)).toContain('lucia@correo.test');
  });

  it('refuses a second invitation to the same e-mail and a malformed one', async () => {
    await postAs(server, tester, '/api/interview/add', { email: 'LUCIA@correo.test' }).expect(409, {
      message: TEST_INVITATION_MESSAGES.duplicateEmail,
      field: 'email',
    });
    await postAs(server, tester, '/api/interview/add', { email: 'no-es-correo' })
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'email', message: MESSAGES.emailFormat }));
  });

  it('is only for testers, and a tester sees only their own candidates', async () => {
    const empresa = await login(server, 'empresa');
    await getAs(server, empresa, '/api/interview/').expect(403);
    await postAs(server, empresa, '/api/interview/add', { email: 'x@correo.test' }).expect(403);

    await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ('tester2', 'tester2@correo.test', 'Tester', $1) RETURNING id`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    const other = await login(server, 'tester2');
    expect((await getAs(server, other, '/api/interview/').expect(200)).body).toEqual({ response: [], size: 0, total: 0 });
    const [mine] = (await getAs(server, tester, '/api/interview/').expect(200)).body.response;
    await getAs(server, other, `/api/interview/get/${mine.id}`).expect(404, { message: TEST_INVITATION_MESSAGES.candidateNotFound });
    await getAs(server, other, `/api/interview/report/${mine.id}`).expect(404);
    await postAs(server, other, `/api/interview/update/${mine.id}`, { email: 'robo@correo.test' }).expect(404);
    // The same e-mail may be invited by another tester.
    await invite('lucia@correo.test', other);
  });

  it('pages the list by 20', async () => {
    for (let index = 0; index < 21; index += 1) {
      await postAs(server, tester, '/api/interview/add', { email: `masivo${index}@correo.test` }).expect(201);
    }
    const first = (await getAs(server, tester, '/api/interview/').expect(200)).body;
    expect(first.size).toBe(20);
    expect(first.total).toBeGreaterThanOrEqual(22);
    const filtered = (await getAs(server, tester, '/api/interview/?fvalue=masivo20').expect(200)).body;
    expect(filtered.response.map((entry: TestInvitationCandidate) => entry.email)).toEqual(['masivo20@correo.test']);
  });
});

describe('the candidate opens /tests/{token}', () => {
  it('explains an unknown or expired link in Spanish', async () => {
    await request(server)
      .get(`/api/invitation/${'x'.repeat(43)}`)
      .expect(404, { message: TEST_INVITATION_MESSAGES.invitationNotFound });
    await request(server).get('/api/invitation/corto').expect(404, { message: TEST_INVITATION_MESSAGES.invitationNotFound });
    const { candidate, token } = await invite('vencida@correo.test');
    await ctx.dataSource.query(`UPDATE test_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [candidate.id]);
    await request(server).get(`/api/invitation/${token}`).expect(410, { message: TEST_INVITATION_MESSAGES.invitationExpired });
  });

  it('fills the welcome form once (captcha, CUIL check digit), then takes a test from that browser only', async () => {
    const { candidate, token } = await invite('martin@correo.test');
    expect((await request(server).get(`/api/invitation/${token}`).expect(200)).body).toMatchObject({
      state: 'new',
      email: 'martin@correo.test',
      invitedBy: 'Evaluaciones Andinas',
      form: null,
    });

    const base = `/api/invitation/${token}`;
    await request(server)
      .post(base)
      .send(form())
      .expect(400)
      .expect(({ body }) => expect(body.field).toBe('tokenCaptcha'));
    await request(server)
      .post(base)
      .send(form({ cuit: '20123456787', tokenCaptcha: await solveCaptcha(server) }))
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'cuit', message: CUIL_MESSAGES.checkDigit }));
    await request(server)
      .post(base)
      .send(form({ name: 'Ana', dni: '123456789', tokenCaptcha: await solveCaptcha(server) }))
      .expect(400)
      .expect(({ body }) =>
        expect(body.errors).toEqual([
          { field: 'name', message: 'El nombre debe tener al menos 4 caracteres' },
          { field: 'dni', message: TEST_INVITATION_MESSAGES.dniLength },
        ]),
      );

    const cookie = await claim(token);
    const view = (await request(server).get(base).set('Cookie', cookie).expect(200)).body;
    expect(view).toMatchObject({ state: 'ready', form: { name: 'Lucía Fernández', dni: '1234567', cuit: VALID_CUIL } });
    expect(view.tests).toHaveLength(3);

    // Another browser (no claim cookie) cannot use the link any more, nor claim it again.
    await request(server).get(base).expect(409, { message: TEST_INVITATION_MESSAGES.invitationUsed });
    await request(server)
      .post(base)
      .send(form({ tokenCaptcha: await solveCaptcha(server) }))
      .expect(409, { message: TEST_INVITATION_MESSAGES.invitationUsed });
    await request(server).post(`${base}/test/mbti/start`).expect(409);

    // The claiming browser updates its data without a captcha and runs a test.
    await request(server)
      .post(base)
      .set('Cookie', cookie)
      .send(form({ actionType: 'update', name: 'Martín Gómez' }))
      .expect(200);
    await request(server).post(`${base}/test/cards/start`).set('Cookie', cookie).expect(200);
    await request(server)
      .post(`${base}/test/cards/answers`)
      .set('Cookie', cookie)
      .send({ answers: [{ id: 1, value: 3, ms: 5000 }] })
      .expect(200);
    await request(server).post(`${base}/test/cards/finish`).set('Cookie', cookie).expect(200);
    await request(server).post(`${base}/test/cards/start`).set('Cookie', cookie).expect(409);

    const listed: TestInvitationCandidate = (await getAs(server, tester, `/api/interview/get/${candidate.id}`).expect(200)).body;
    expect(listed).toMatchObject({
      name: 'Martín Gómez',
      tests: [
        { test: 'toulouse', state: 'pending' },
        { test: 'mbti', state: 'pending' },
        { test: 'cards', state: 'done' },
      ],
    });
    const report = (await getAs(server, tester, `/api/interview/report/${candidate.id}`).expect(200)).body;
    expect(report.candidate).toEqual({ name: 'Martín Gómez', email: 'martin@correo.test' });
    expect(report.cards).toMatchObject({ total: 36, level: 'Nivel Bajo', integrity: { serverItemMs: [{ id: 1, ms: expect.any(Number) }] } });
    expect(report.toulouse).toBeNull();
  });

  it("'Modificar' sends a new link and retires the old one", async () => {
    const { candidate, token } = await invite('typo@correo.test');
    const updated = (await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'bien@correo.test' }).expect(200)).body;
    expect(updated.email).toBe('bien@correo.test');
    await deliverAll();
    const mail = await inbox.waitFor((message) => message.to.includes('bien@correo.test'));
    const fresh = /\/tests\/([A-Za-z0-9_-]{43})/.exec(mail.raw)![1];
    await request(server).get(`/api/invitation/${token}`).expect(404);
    await request(server).get(`/api/invitation/${fresh}`).expect(200);
    // Nobody had used it: the same invitation, corrected, sent again now.
    expect(updated).toMatchObject({ id: candidate.id, replaced: false });
    expect(Date.parse(updated.invitedAt)).toBeGreaterThan(Date.parse(candidate.invitedAt));
  });

  it('grants extra time as an accommodation: the server deadline grows, the report never tells', async () => {
    await postAs(server, tester, '/api/interview/add', { email: 'tiempo@correo.test', extraTime: '30' })
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'extraTime', message: TEST_INVITATION_MESSAGES.extraTimeInvalid }));
    const { candidate, token } = await invite('tiempo@correo.test');
    expect(candidate.extraTime).toBe('0');
    // The same address again: only the extra time changes, the link stays and no e-mail goes out.
    const mails = inbox.messages.length;
    const granted: TestInvitationCandidate = (
      await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'tiempo@correo.test', extraTime: '50' }).expect(200)
    ).body;
    expect(granted).toMatchObject({ id: candidate.id, extraTime: '50', invitedAt: candidate.invitedAt });
    await deliverAll();
    expect(inbox.messages.length).toBe(mails);

    const cookie = await claim(token);
    const started = (await request(server).post(`/api/invitation/${token}/test/mbti/start`).set('Cookie', cookie).expect(200)).body;
    expect(started.clock.durationSeconds).toBe(Math.round(ctx.config.tests.mbtiSeconds * 1.5));
    // The accessible format, granted beside the time, reaches the matrices started afterwards.
    const accessible: TestInvitationCandidate = (
      await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'tiempo@correo.test', extraTime: '50', accessibleFormat: true }).expect(
        200,
      )
    ).body;
    expect(accessible).toMatchObject({ extraTime: '50', accessibleFormat: true });
    const cards = (await request(server).post(`/api/invitation/${token}/test/cards/start`).set('Cookie', cookie).expect(200)).body;
    expect(cards).toMatchObject({ format: 'accessible', clock: { durationSeconds: Math.round(ctx.config.tests.cardsSeconds * 1.5) } });
    await request(server).post(`/api/invitation/${token}/test/mbti/finish`).set('Cookie', cookie).expect(200);
    // 15 minutes used of the 15 the concentration test got: the report reads 10 of its 10 minutes.
    await request(server).post(`/api/invitation/${token}/test/toulouse/start`).set('Cookie', cookie).expect(200);
    await ctx.dataSource.query(
      `UPDATE test_attempts SET started_at = started_at - interval '16 minutes', deadline_at = deadline_at - interval '16 minutes'
        WHERE invitation_id = $1 AND test = 'toulouse'`,
      [candidate.id],
    );
    await request(server).post(`/api/invitation/${token}/test/toulouse/finish`).set('Cookie', cookie).expect(200);
    const report = (await getAs(server, tester, `/api/interview/report/${candidate.id}`).expect(200)).body;
    // The personality result is the candidate's orientation: unshared, the tester learns only that it was taken.
    expect(report).toMatchObject({ mbti: null, mbtiWithheld: true });
    expect(report.toulouse).toMatchObject({ duration: '00:10:00,000', conclusions: [expect.stringMatching(/^Marcó 0 aciertos, menos de 150:/)] });
    expect(JSON.stringify(report)).not.toMatch(/extra|adicional/i);
    // The candidate reads the same report from the claiming browser, their personality result included, and nobody else does.
    const own = (await request(server).get(`/api/invitation/${token}/report`).set('Cookie', cookie).expect(200)).body;
    expect(own).toEqual({ ...report, mbti: expect.objectContaining({ answered: 0, complete: false }), mbtiWithheld: false });
    await request(server).get(`/api/invitation/${token}/report`).expect(409, { message: TEST_INVITATION_MESSAGES.invitationUsed });
  });

  it('shows the tester the personality result only once the candidate shares it, from the claiming browser', async () => {
    const { candidate, token } = await invite('personalidad@correo.test');
    const cookie = await claim(token);
    const base = `/api/invitation/${token}/test/mbti`;
    await request(server).post(`${base}/start`).set('Cookie', cookie).expect(200);
    const enfj = MBTI_ITEMS.map((item) => ({ id: item.id, value: 'ENFJ'.includes(item.a.letter) ? 'A' : 'B' }));
    for (let index = 0; index < enfj.length; index += ANSWERS_PER_REQUEST.mbti) {
      await request(server)
        .post(`${base}/answers`)
        .set('Cookie', cookie)
        .send({ answers: enfj.slice(index, index + ANSWERS_PER_REQUEST.mbti) })
        .expect(200);
    }
    await request(server).post(`${base}/finish`).set('Cookie', cookie).expect(200);
    const readByTester = async () => (await getAs(server, tester, `/api/interview/report/${candidate.id}`).expect(200)).body;

    expect(await readByTester()).toMatchObject({ mbti: null, mbtiWithheld: true });
    expect((await request(server).get(`/api/invitation/${token}`).set('Cookie', cookie).expect(200)).body.shareMbti).toBe(false);
    // Only the browser holding the link's claim decides.
    await request(server).post(`${base}/compartir`).send({ share: true }).expect(409);
    expect(await readByTester()).toMatchObject({ mbti: null, mbtiWithheld: true });

    await request(server).post(`${base}/compartir`).set('Cookie', cookie).send({ share: true }).expect(200, { share: true });
    expect((await request(server).get(`/api/invitation/${token}`).set('Cookie', cookie).expect(200)).body.shareMbti).toBe(true);
    expect(await readByTester()).toMatchObject({ mbti: { type: 'ENFJ', title: expect.any(String) }, mbtiWithheld: false });

    await request(server).post(`${base}/compartir`).set('Cookie', cookie).send({ share: false }).expect(200, { share: false });
    expect(await readByTester()).toMatchObject({ mbti: null, mbtiWithheld: true });
  });

  it('keeps the sending time when the candidate saves the welcome form', async () => {
    const { candidate, token } = await invite('horario@correo.test');
    const cookie = await claim(token);
    await request(server)
      .post(`/api/invitation/${token}`)
      .set('Cookie', cookie)
      .send(form({ actionType: 'update', name: 'Otro Nombre' }))
      .expect(200);
    const listed: TestInvitationCandidate = (await getAs(server, tester, `/api/interview/get/${candidate.id}`).expect(200)).body;
    expect(listed).toMatchObject({ name: 'Otro Nombre', invitedAt: candidate.invitedAt });
  });

  it("'Modificar' after the candidate took a test: the results stay with that person, the new address starts clean", async () => {
    const { candidate, token } = await invite('primera@correo.test');
    const cookie = await claim(token);
    const base = `/api/invitation/${token}`;
    await request(server).post(`${base}/test/cards/start`).set('Cookie', cookie).expect(200);
    await request(server)
      .post(`${base}/test/cards/answers`)
      .set('Cookie', cookie)
      .send({ answers: [{ id: 1, value: 3 }] })
      .expect(200);
    await request(server).post(`${base}/test/cards/finish`).set('Cookie', cookie).expect(200);

    const moved: TestInvitationCandidate = (await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'segunda@correo.test' }).expect(200))
      .body;
    expect(moved).toMatchObject({ email: 'segunda@correo.test', name: null, replaced: false });
    expect(moved.id).not.toBe(candidate.id);
    expect(moved.tests.map((test) => test.state)).toEqual(['pending', 'pending', 'pending']);

    // The first candidate's invitation stays listed, with their name and results, and its link is dead.
    const kept: TestInvitationCandidate = (await getAs(server, tester, `/api/interview/get/${candidate.id}`).expect(200)).body;
    expect(kept).toMatchObject({ email: 'primera@correo.test', name: 'Lucía Fernández', replaced: true, invitedAt: candidate.invitedAt });
    expect(kept.tests.find((test) => test.test === 'cards')!.state).toBe('done');
    await request(server).get(base).set('Cookie', cookie).expect(404);
    const oldReport = (await getAs(server, tester, `/api/interview/report/${candidate.id}`).expect(200)).body;
    expect(oldReport.candidate).toEqual({ name: 'Lucía Fernández', email: 'primera@correo.test' });
    expect(oldReport.cards).toMatchObject({ answered: 1 });
    await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'tercera@correo.test' }).expect(409, {
      message: TEST_INVITATION_MESSAGES.invitationReplaced,
    });

    // Whoever claims the new link sees three tests to take, and the new report is empty.
    await deliverAll();
    const mail = await inbox.waitFor((message) => message.to.includes('segunda@correo.test'));
    const fresh = /\/tests\/([A-Za-z0-9_-]{43})/.exec(mail.raw)![1];
    const second = await claim(fresh);
    const view = (await request(server).get(`/api/invitation/${fresh}`).set('Cookie', second).expect(200)).body;
    expect(view.tests.map((test: { state: string }) => test.state)).toEqual(['pending', 'pending', 'pending']);
    const newReport = (await getAs(server, tester, `/api/interview/report/${moved.id}`).expect(200)).body;
    expect(newReport).toMatchObject({ candidate: { email: 'segunda@correo.test' }, toulouse: null, mbti: null, mbtiWithheld: false, cards: null });
  });

  it("'Modificar' while a test runs ends that attempt as 'Interrumpido', unscored; finished tests keep their result", async () => {
    const { candidate, token } = await invite('encurso@correo.test');
    const cookie = await claim(token);
    const base = `/api/invitation/${token}`;
    await request(server).post(`${base}/test/cards/start`).set('Cookie', cookie).expect(200);
    await request(server).post(`${base}/test/cards/finish`).set('Cookie', cookie).expect(200);
    await request(server).post(`${base}/test/toulouse/start`).set('Cookie', cookie).expect(200);
    await request(server)
      .post(`${base}/test/toulouse/answers`)
      .set('Cookie', cookie)
      .send({ answers: [{ id: 0 }, { id: 1 }] })
      .expect(200);

    await postAs(server, tester, `/api/interview/update/${candidate.id}`, { email: 'encurso.bien@correo.test' }).expect(200);
    await request(server)
      .post(`${base}/test/toulouse/answers`)
      .set('Cookie', cookie)
      .send({ answers: [{ id: 2 }] })
      .expect(404);

    const listed: TestInvitationCandidate = (await getAs(server, tester, `/api/interview/get/${candidate.id}`).expect(200)).body;
    expect(listed.tests).toEqual([
      { test: 'toulouse', state: 'interrupted' },
      { test: 'mbti', state: 'pending' },
      { test: 'cards', state: 'done' },
    ]);
    // Even once its time has run out, the partial run is never scored as a complete one.
    await ctx.dataSource.query(`UPDATE test_attempts SET deadline_at = now() - interval '1 hour' WHERE invitation_id = $1`, [candidate.id]);
    const report = (await getAs(server, tester, `/api/interview/report/${candidate.id}`).expect(200)).body;
    expect(report).toMatchObject({ toulouse: null, unscored: [{ test: 'toulouse', reason: 'interrupted' }], cards: { answered: 0 } });
    const [attempt] = await ctx.dataSource.query(`SELECT finished_at, result FROM test_attempts WHERE invitation_id = $1 AND test = 'toulouse'`, [
      candidate.id,
    ]);
    expect(attempt.finished_at).not.toBeNull();
    expect(attempt.result).toEqual({ interrupted: true });
  });
});
