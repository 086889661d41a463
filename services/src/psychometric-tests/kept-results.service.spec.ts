import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TESTS_MESSAGES, type TestReportData, type TestStatus } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { appPerFile } from '../../test/test-app.js';
import { login, solveCaptcha, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { dnisOf, KeptResultsService } from './kept-results.service.js';

const ctx = appPerFile();

const PASS = 'clave1234';

/** Registers through the public form and logs in. */
async function register(name: string, email: string): Promise<LoggedIn> {
  await request(ctx.server)
    .post('/api/usuar/newprofile')
    .send({ actionType: 'create', tokenCaptcha: await solveCaptcha(ctx.server), terms: true, postulante: { usuar: { name, email, pass: PASS } } })
    .expect(201);
  return login(ctx.server, name, PASS);
}

const applicantId = (who: LoggedIn) => who.body.entity!.postulante!.id;

async function takeTest(who: LoggedIn, test: string): Promise<string> {
  await postAs(ctx.server, who, `/api/test/${test}/start`).expect(200);
  return (await postAs(ctx.server, who, `/api/test/${test}/finish`).expect(200)).body.validUntil;
}

const deleteAccount = (who: LoggedIn, pass = DEMO_PASSWORD) => postAs(ctx.server, who, '/api/postulante/eliminar', { pass }).expect(204);
const statusOf = async (who: LoggedIn): Promise<TestStatus[]> => (await getAs(ctx.server, who, '/api/test').expect(200)).body.response;
const saveCv = (who: LoggedIn, dni: string, cuit: string) =>
  postAs(ctx.server, who, `/api/cv/update/${applicantId(who)}`, { version: 0, cv: validCv({ dni, cuit }) }).expect(200);

describe('one result per person across account deletion', () => {
  it('keeps a finished test taken when the same e-mail registers again: done, no second start, no report', async () => {
    const { session: first } = await newApplicant(ctx.dataSource, ctx.server, 'unavez');
    const validUntil = await takeTest(first, 'toulouse');
    await deleteAccount(first);

    // Only the dates and keyed hashes outlive the account: no e-mail, no name, no answers.
    const rows = await ctx.dataSource.query('SELECT * FROM kept_test_results');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ test: 'toulouse', dni_hashes: [] });
    expect(JSON.stringify(rows)).not.toMatch(/unavez|correo/i);

    // The same address, typed in other case, with another user name.
    const again = await register('unavezotra', 'UnaVez@Correo.test');
    expect(again.body.entity!.postulante).toMatchObject({ haveToulouse: true, haveMbti: false, lastDayToulouse: validUntil });
    expect(await statusOf(again)).toEqual([
      { test: 'toulouse', state: 'done', validUntil, carriedOver: true },
      { test: 'mbti', state: 'pending', validUntil: null },
      { test: 'cards', state: 'pending', validUntil: null },
    ]);
    await postAs(ctx.server, again, '/api/test/toulouse/start').expect(409, { message: TESTS_MESSAGES.alreadyFinished });
    await postAs(ctx.server, again, '/api/test/mbti/start').expect(200);

    const report: TestReportData = (await getAs(ctx.server, again, `/api/test/report/${applicantId(again)}`).expect(200)).body;
    expect(report).toMatchObject({ toulouse: null, unscored: [{ test: 'toulouse', reason: 'taken_before' }] });
    const exported = (await getAs(ctx.server, again, '/api/postulante/misdatos').expect(200)).body;
    expect(exported.tests).toEqual([expect.objectContaining({ test: 'mbti' })]);
    expect(exported.testsConservados).toEqual([{ test: 'toulouse', finalizadoEl: expect.any(String), validoHasta: validUntil }]);
  });

  it("finds the person by the CV's DNI under another e-mail, from the DNI field or inside the CUIL", async () => {
    const { session: first } = await newApplicant(ctx.dataSource, ctx.server, 'condni');
    await saveCv(first, '30.111.222', '20-30111222-0');
    const validUntil = await takeTest(first, 'cards');
    await deleteAccount(first);

    // A new address and no CV yet: nothing ties the account to the person.
    const byDni = await register('condnidos', 'otra.direccion@correo.test');
    expect((await statusOf(byDni)).find((entry) => entry.test === 'cards')).toMatchObject({ state: 'pending' });
    // The same DNI with another CUIL.
    await saveCv(byDni, '30111222', '20123456786');
    expect((await statusOf(byDni)).find((entry) => entry.test === 'cards')).toEqual({ test: 'cards', state: 'done', validUntil, carriedOver: true });
    await postAs(ctx.server, byDni, '/api/test/cards/start').expect(409, { message: TESTS_MESSAGES.alreadyFinished });

    // No DNI typed: the one inside the CUIL.
    const byCuil = await register('condnitres', 'tercera@correo.test');
    await saveCv(byCuil, '', '20301112220');
    await postAs(ctx.server, byCuil, '/api/test/cards/start').expect(409, { message: TESTS_MESSAGES.alreadyFinished });
  });

  it('takes the DNI a CV names after the test, when the account is deleted', async () => {
    const { session: first } = await newApplicant(ctx.dataSource, ctx.server, 'dnidespues');
    await takeTest(first, 'mbti');
    await saveCv(first, '40555666', '20123456786');
    await deleteAccount(first);

    const other = await register('dnidespuesdos', 'nueva.direccion@correo.test');
    await saveCv(other, '40.555.666', '20123456786');
    expect((await statusOf(other)).find((entry) => entry.test === 'mbti')).toMatchObject({ state: 'done', carriedOver: true });
  });

  it('forgets a result once it lapses: the test may be taken again and the row is gone', async () => {
    const { session: first } = await newApplicant(ctx.dataSource, ctx.server, 'vencida');
    await takeTest(first, 'mbti');
    await deleteAccount(first);
    // As if twelve months had passed since the finish.
    await ctx.dataSource.query(`UPDATE kept_test_results SET valid_until = now() - interval '1 minute' WHERE test = 'mbti'`);

    const again = await register('vencidaotra', 'vencida@correo.test');
    expect(again.body.entity!.postulante).toMatchObject({ haveMbti: false });
    expect((await statusOf(again)).find((entry) => entry.test === 'mbti')).toEqual({ test: 'mbti', state: 'pending', validUntil: null });
    await postAs(ctx.server, again, '/api/test/mbti/start').expect(200);
    expect(await ctx.dataSource.query(`SELECT 1 FROM kept_test_results WHERE valid_until <= now()`)).toEqual([]);
  });
});

describe('the upkeep every NOTIFICATIONS_POLL_MS', () => {
  it('keeps the valid results finished before rows were kept, and deletes lapsed rows nobody reads', async () => {
    const { session, applicantId: id } = await newApplicant(ctx.dataSource, ctx.server, 'deantes');
    await takeTest(session, 'cards');
    const [attempt] = await ctx.dataSource.query(`SELECT id FROM test_attempts WHERE applicant_id = $1`, [id]);
    // As it was before this table: the result, and no row for it.
    await ctx.dataSource.query(`DELETE FROM kept_test_results WHERE attempt_id = $1`, [attempt.id]);
    await ctx.dataSource.query(
      `INSERT INTO kept_test_results (attempt_id, test, finished_at, valid_until, email_hash) VALUES (-1, 'mbti', now() - interval '13 months', now() - interval '1 month', 'x')`,
    );

    expect(await ctx.app.get(KeptResultsService).runDue()).toBe(1);
    expect(await ctx.dataSource.query(`SELECT attempt_id FROM kept_test_results WHERE attempt_id IN ($1, -1)`, [attempt.id])).toEqual([
      { attempt_id: attempt.id },
    ]);
    await deleteAccount(session);
    const again = await register('deantesotra', 'deantes@correo.test');
    await postAs(ctx.server, again, '/api/test/cards/start').expect(409, { message: TESTS_MESSAGES.alreadyFinished });
  });
});

describe('the DNIs a CV names', () => {
  it('takes the DNI field as eight digits and the DNI inside a person’s CUIL, not a company’s CUIT', () => {
    expect(dnisOf({ dni: '1234567', cuil: '20012345671' })).toEqual(['01234567']);
    expect(dnisOf({ dni: '30111222', cuil: '20123456786' })).toEqual(['30111222', '12345678']);
    expect(dnisOf({ dni: '', cuil: '30712345671' })).toEqual([]);
    expect(dnisOf({ dni: null, cuil: null })).toEqual([]);
  });
});
