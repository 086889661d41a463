import { beforeAll, describe, expect, it } from '@jest/globals';
import { ANSWERS_PER_REQUEST, MESSAGES, TESTS_MESSAGES, type StartResponse, type TestKind, type TestReportData } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { applicantIdOf, newApplicant } from '../../test/applicants.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { CARDS_ITEMS, attemptItems, displayedAnswer } from './cards/cards-set.js';
import { MBTI_ITEMS } from './mbti/mbti-items.js';
import { CARDS_TIME_COMMENTS } from './report/report-rules.js';

const ctx = appPerFile({ TEST_GRACE_SECONDS: '3' });

const start = (who: LoggedIn, test: string) => postAs(ctx.server, who, `/api/test/${test}/start`);
const answers = (who: LoggedIn, test: string, body: unknown) => postAs(ctx.server, who, `/api/test/${test}/answers`, body);
/** Sends answers as the page does: in requests of at most ANSWERS_PER_REQUEST. */
const answersInRequests = async (who: LoggedIn, test: TestKind, all: unknown[]) => {
  for (let index = 0; index < all.length; index += ANSWERS_PER_REQUEST[test]) {
    await answers(who, test, { answers: all.slice(index, index + ANSWERS_PER_REQUEST[test]) }).expect(200);
  }
};
const finish = (who: LoggedIn, test: string) => postAs(ctx.server, who, `/api/test/${test}/finish`);
const report = async (who: LoggedIn): Promise<TestReportData> => (await getAs(ctx.server, who, `/api/test/report/${applicantIdOf(who)}`).expect(200)).body;

/** Moves an attempt's clock back, as if its time had run out. */
const expire = (applicantId: number, test: string) =>
  ctx.dataSource.query(
    `UPDATE test_attempts SET started_at = started_at - interval '2 hours', deadline_at = now() - interval '1 minute'
      WHERE applicant_id = $1 AND test = $2 AND superseded_at IS NULL`,
    [applicantId, test],
  );

describe('the concentration test (Toulouse)', () => {
  let candidate: LoggedIn;
  let applicantId: number;

  beforeAll(async () => {
    ({ session: candidate, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'toulouse1'));
  });

  it('starts with the server clock and a 40 × 30 grid; a reload resumes the same attempt and its clicks', async () => {
    const first: StartResponse = (await start(candidate, 'toulouse').expect(200)).body;
    expect(first.test).toBe('toulouse');
    if (first.test !== 'toulouse') return;
    expect(first.clock.durationSeconds).toBe(600);
    expect(first.clock.remainingMs).toBeGreaterThan(590_000);
    expect(first.clock.remainingMs).toBeLessThanOrEqual(600_000);
    expect(first.content.cells).toHaveLength(1200);
    expect(first.saved.cells).toEqual([]);

    const saved = await answers(candidate, 'toulouse', {
      answers: [
        { id: 3, ms: 800 },
        { id: 10, ms: 400 },
      ],
      hidden: [{ at: 1500, ms: 4200 }],
    }).expect(200);
    expect(saved.body).toEqual({ saved: 2, remainingMs: expect.any(Number) });

    const again: StartResponse = (await start(candidate, 'toulouse').expect(200)).body;
    expect(again.clock.deadline).toBe(first.clock.deadline);
    expect(again.content).toEqual(first.content);
    expect(again.saved).toEqual({ cells: [3, 10] });
  });

  it('scores a hand-built click sequence on the server; passed cells cannot be clicked any more', async () => {
    const content = ((await start(candidate, 'toulouse').expect(200)).body as Extract<StartResponse, { test: 'toulouse' }>).content;
    const isTarget = (cell: number) => content.models.includes(Number(content.cells[cell]));
    const targets = [...content.cells].flatMap((_, cell) => (cell > 10 && isTarget(cell) ? [cell] : []));
    const wrong = [...content.cells].flatMap((_, cell) => (cell > 10 && cell < targets[29] && !isTarget(cell) ? [cell] : [])).slice(0, 4);
    // The first 30 targets after cell 10, skipping 3 of them, plus 4 wrong picks; cell 5 was passed.
    const picks = [...targets.slice(0, 30).filter((_, index) => ![2, 9, 17].includes(index)), ...wrong].sort((a, b) => a - b);
    const clicks = [{ id: 5 }, ...picks.map((id) => ({ id, ms: 300 }))];
    for (let index = 0; index < clicks.length; index += 10) {
      await answers(candidate, 'toulouse', { answers: clicks.slice(index, index + 10), hidden: [] }).expect(200);
    }
    await finish(candidate, 'toulouse').expect(200);

    const before = [3, 10].filter(isTarget).length;
    // Every target not clicked is omitted: the ones passed over and the ones never reached.
    const allTargets = [...content.cells].filter((_, cell) => isTarget(cell)).length;
    const { toulouse } = await report(candidate);
    expect(toulouse).toMatchObject({
      correctas: 27 + before,
      incorrectas: 4 + (2 - before),
      omision: allTargets - (27 + before),
      conclusionsApply: false,
    });
    // Placed on the server's timeline: it ended when its report arrived, a moment after the start.
    expect(toulouse!.integrity.hidden).toEqual([{ atMs: 0, ms: 4200, placed: true }]);
    expect(toulouse!.integrity.hiddenTotalMs).toBe(4200);
    expect(toulouse!.integrity.resumes).toBe(2);
    expect(toulouse!.duration).toMatch(/^00:00:\d\d,\d{3}$/);
  });

  it('cannot be restarted once finished, and its flag and validity reach the session profile', async () => {
    await start(candidate, 'toulouse').expect(409, { message: TESTS_MESSAGES.alreadyFinished });
    await answers(candidate, 'toulouse', { answers: [{ id: 1199 }] }).expect(409, { message: TESTS_MESSAGES.alreadyFinished });
    // A second finish answers the same, and changes nothing.
    const again = (await finish(candidate, 'toulouse').expect(200)).body;

    const session = (await getAs(ctx.server, candidate, '/api/usuar/session').expect(200)).body;
    expect(session.postulante).toMatchObject({ haveToulouse: true, haveMbti: false, haveCards: false, lastDayMbti: null });
    expect(session.postulante.lastDayToulouse).toBe(again.validUntil);
    const [row] = await ctx.dataSource.query(
      `SELECT (valid_until = finished_at + interval '12 months') AS twelve_months FROM test_attempts WHERE applicant_id = $1`,
      [applicantId],
    );
    expect(row.twelve_months).toBe(true);

    const status = (await getAs(ctx.server, candidate, '/api/test/').expect(200)).body;
    expect(status).toEqual({
      response: [
        { test: 'toulouse', state: 'done', validUntil: again.validUntil },
        { test: 'mbti', state: 'pending', validUntil: null },
        { test: 'cards', state: 'pending', validUntil: null },
      ],
      size: 3,
      total: 3,
    });
  });

  it('may be taken again once the 12-month result has lapsed', async () => {
    await ctx.dataSource.query(`UPDATE test_attempts SET valid_until = now() - interval '1 day' WHERE applicant_id = $1`, [applicantId]);
    expect((await getAs(ctx.server, candidate, '/api/test/').expect(200)).body.response[0]).toEqual({ test: 'toulouse', state: 'pending', validUntil: null });
    const fresh: StartResponse = (await start(candidate, 'toulouse').expect(200)).body;
    expect(fresh.test === 'toulouse' && fresh.saved.cells).toEqual([]);
    const [{ count }] = await ctx.dataSource.query(`SELECT count(*)::int AS count FROM test_attempts WHERE applicant_id = $1`, [applicantId]);
    expect(count).toBe(2);
  });
});

describe('server authority', () => {
  it('creates one attempt however many starts arrive at once', async () => {
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'concurrente');
    const responses = await Promise.all([...Array(6)].map(() => start(session, 'cards')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.clock.deadline)).size).toBe(1);
    const [{ count }] = await ctx.dataSource.query(`SELECT count(*)::int AS count FROM test_attempts WHERE applicant_id = $1`, [applicantId]);
    expect(count).toBe(1);
  });

  it('refuses answers after the deadline plus grace, counts them, and finishes the attempt on the next read', async () => {
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'tardio');
    await start(session, 'mbti').expect(200);
    await answers(session, 'mbti', { answers: [{ id: 1, value: 'A', ms: 2000 }] }).expect(200);
    await expire(applicantId, 'mbti');
    await answers(session, 'mbti', {
      answers: [
        { id: 2, value: 'A' },
        { id: 3, value: 'B' },
      ],
    }).expect(409, { message: TESTS_MESSAGES.timeIsUp });

    // The tab was closed: nobody called finish, yet the test counts as done with what was saved.
    const status = (await getAs(ctx.server, session, '/api/test/').expect(200)).body.response;
    expect(status[1]).toMatchObject({ test: 'mbti', state: 'done' });
    const { mbti } = await report(session);
    // The time per item is the server's, not the 2000 ms the page claimed.
    expect(mbti!.integrity).toMatchObject({ lateRefused: 2, serverItemMs: [{ id: 1, ms: expect.any(Number) }] });
    expect(mbti!.integrity.serverItemMs[0].ms).toBeLessThan(2000);
    // One answer of 93 describes no type: the report says the questionnaire is incomplete.
    expect(mbti).toMatchObject({ complete: false, type: null, answered: 1, total: 93 });
    expect(mbti!.clarity.find((entry) => entry.pair === 'EI')).toMatchObject({ answered: 1, total: 24 });
    // The finish time is the deadline: a closed tab gives no extra time, and the whole time given reads as the test's 40 minutes.
    expect(mbti!.duration).toBe('00:40:00,000');
  });

  it('accepts answers within the grace period', async () => {
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'gracia');
    await start(session, 'cards').expect(200);
    await ctx.dataSource.query(`UPDATE test_attempts SET deadline_at = now() - interval '1 second' WHERE applicant_id = $1`, [applicantId]);
    await answers(session, 'cards', { answers: [{ id: 1, value: 4 }] }).expect(200, { saved: 1, remainingMs: 0 });
  });

  it('validates raw answers and never takes a score from the browser', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'validador');
    await answers(session, 'cards', { answers: [{ id: 1, value: 4 }] }).expect(409, { message: TESTS_MESSAGES.notStarted });
    await start(session, 'cards').expect(200);
    const key = await keyOf(session);
    await answers(session, 'cards', { answers: [{ id: 37, value: 4 }] })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe(TESTS_MESSAGES.invalidAnswer));
    await answers(session, 'cards', { answers: [{ id: 1, value: 9 }] }).expect(400);
    await answers(session, 'mbti', { answers: [{ id: 1, value: 'E' }] }).expect(400);
    await postAs(ctx.server, session, '/api/test/raven/start').expect(400, {
      message: TESTS_MESSAGES.unknownTest,
      field: 'test',
      errors: [{ field: 'test', message: TESTS_MESSAGES.unknownTest }],
    });
    // Extra fields such as a score are dropped by the schema.
    await answers(session, 'cards', { answers: [{ id: 1, value: 4 }], score: 36 }).expect(200);
    await finish(session, 'cards').expect(200);
    const { cards } = await report(session);
    expect(cards!.score).toBe(key[0] === 4 ? 1 : 0);
    // One matrix answered: the other 35 are reported as unanswered.
    expect(cards).toMatchObject({ answered: 1, total: 36 });
  });

  it('is only for candidates, each on their own results', async () => {
    const postulante = await login(ctx.server, 'postulante');
    const empresa = await login(ctx.server, 'empresa');
    await postAs(ctx.server, empresa, '/api/test/toulouse/start').expect(403, { message: MESSAGES.forbidden });
    await postAs(ctx.server, null, '/api/test/toulouse/start').expect(401);
    const { applicantId: other } = await newApplicant(ctx.dataSource, ctx.server, 'ajeno');
    await getAs(ctx.server, postulante, `/api/test/report/${other}`).expect(403, { message: MESSAGES.forbidden });
  });
});

/** The right figure (1 to 8) of each matrix as the candidate's attempt shows them: the server's key, from the stored attempt. */
const keyOf = async (who: LoggedIn) => {
  const [row] = await ctx.dataSource.query<{ seed: number; cards_items: number }[]>(
    `SELECT seed, cards_items FROM test_attempts WHERE applicant_id = $1 AND test = 'cards' AND superseded_at IS NULL`,
    [applicantIdOf(who)],
  );
  const attempt = { seed: row.seed, cardsItems: row.cards_items };
  return attemptItems(attempt).map((item) => displayedAnswer(attempt.seed, item));
};

/** Moves an attempt's start (and deadline) back, as if the candidate had been working that much longer. */
const startedAgo = (applicantId: number, test: string, seconds: number) =>
  ctx.dataSource.query(
    `UPDATE test_attempts SET started_at = started_at - make_interval(secs => $3), deadline_at = deadline_at - make_interval(secs => $3)
      WHERE applicant_id = $1 AND test = $2`,
    [applicantId, test, seconds],
  );

describe('results no person could produce, timed on the server', () => {
  it('flags all 436 targets posted as fast as the requests go: no good level, a warning', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'bot-toulouse');
    const content = ((await start(session, 'toulouse').expect(200)).body as Extract<StartResponse, { test: 'toulouse' }>).content;
    const targets = [...content.cells].flatMap((symbol, cell) => (content.models.includes(Number(symbol)) ? [cell] : []));
    // The browser claims a human pace; the server's clock says otherwise.
    await answersInRequests(
      session,
      'toulouse',
      targets.map((id) => ({ id, ms: 1200 })),
    );
    await finish(session, 'toulouse').expect(200);
    const { toulouse } = await report(session);
    expect(toulouse).toMatchObject({ correctas: 436, incorrectas: 0, omision: 0, goodLevel: false });
    expect(toulouse!.conclusions).toEqual(['Sin conclusiones: el resultado no es confiable (ver el registro de integridad).']);
    expect(toulouse!.integrity.flags).toEqual(expect.arrayContaining([expect.stringMatching(/^Marcó 436 símbolos en \d+,\d s, más de 4 por segundo/)]));
  });

  it('flags 14 matrices answered in a fraction of a second: no level, no favourable comment', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'bot-matrices');
    await start(session, 'cards').expect(200);
    const key = await keyOf(session);
    await answersInRequests(
      session,
      'cards',
      key.slice(0, 14).map((value, index) => ({ id: index + 1, value, ms: 40_000 })),
    );
    await finish(session, 'cards').expect(200);
    const { cards } = await report(session);
    expect(cards).toMatchObject({ score: 14, level: null });
    expect(cards!.timeComment).toBe(CARDS_TIME_COMMENTS.unreliable);
    expect(cards!.integrity.flags).toEqual([expect.stringMatching(/^Respondió 14 matrices en \d+,\d s, menos de 3 s por matriz/)]);
  });

  it('flags a questionnaire answered faster than it can be read', async () => {
    const fast = await newApplicant(ctx.dataSource, ctx.server, 'bot-mbti');
    await start(fast.session, 'mbti').expect(200);
    await answersInRequests(
      fast.session,
      'mbti',
      MBTI_ITEMS.map((item) => ({ id: item.id, value: 'A', ms: 5000 })),
    );
    await finish(fast.session, 'mbti').expect(200);
    expect((await report(fast.session)).mbti!.integrity.flags).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Respondió 93 preguntas en .* más rápido que leerlas\.$/)]),
    );
  });
});

describe('personality questionnaire and matrices, from raw answer sets', () => {
  it('derives the type, clarity per pair, description and duration of the personality test', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'personal');
    await start(session, 'mbti').expect(200);
    const leaning = (letters: string) => MBTI_ITEMS.map((item) => ({ id: item.id, value: letters.includes(item.a.letter) ? 'A' : 'B', ms: 1000 }));
    // Sent in small batches, as the page autosaves.
    await answersInRequests(session, 'mbti', leaning('ENFJ'));
    await finish(session, 'mbti').expect(200);
    const { mbti } = await report(session);
    expect(mbti).toMatchObject({ complete: true, type: 'ENFJ', title: 'Comunicación y referencia', answered: 93 });
    expect(mbti!.clarity.map((entry) => `${entry.letter}${entry.count}${entry.level}`)).toEqual([
      'E24Muy Fuerte',
      'N24Muy Fuerte',
      'F23Muy Fuerte',
      'J22Muy Fuerte',
    ]);
    expect(mbti!.complete && mbti!.description!.length).toBeGreaterThan(150);
    expect(mbti!.duration).toMatch(/^\d\d:\d\d:\d\d,\d{3}$/);
    expect(mbti!.integrity.serverItemMs).toHaveLength(93);
  });

  it('gives no type for a questionnaire answered below three of every four questions of some pair', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'incompleto');
    await start(session, 'mbti').expect(200);
    const byPair = (pair: string) => MBTI_ITEMS.filter((item) => item.pair === pair);
    // Every pair at its minimum (18, 18, 18, 17) except J/P one short: still incomplete.
    const minimum = { EI: 18, SN: 18, TF: 18, JP: 16 } as Record<string, number>;
    const chosen = Object.entries(minimum).flatMap(([pair, count]) =>
      byPair(pair)
        .slice(0, count)
        .map((item) => ({ id: item.id, value: 'A' })),
    );
    await answersInRequests(session, 'mbti', chosen);
    await finish(session, 'mbti').expect(200);
    const { mbti } = await report(session);
    expect(mbti).toMatchObject({ complete: false, type: null, answered: 70, total: 93 });
    expect(mbti!.complete === false && mbti!.minimumPerPair).toEqual([
      { pair: 'EI', minimum: 18, total: 24 },
      { pair: 'SN', minimum: 18, total: 24 },
      { pair: 'TF', minimum: 18, total: 23 },
      { pair: 'JP', minimum: 17, total: 22 },
    ]);
  });

  it('gives a type once every pair reaches its minimum', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'justo');
    await start(session, 'mbti').expect(200);
    const minimum = { EI: 18, SN: 18, TF: 18, JP: 17 } as Record<string, number>;
    const chosen = Object.entries(minimum).flatMap(([pair, count]) =>
      MBTI_ITEMS.filter((item) => item.pair === pair)
        .slice(0, count)
        .map((item) => ({ id: item.id, value: 'ISTP'.includes(item.a.letter) ? 'A' : 'B' })),
    );
    await answersInRequests(session, 'mbti', chosen);
    await finish(session, 'mbti').expect(200);
    const { mbti } = await report(session);
    expect(mbti).toMatchObject({ complete: true, interpretable: true, type: 'ISTP', answered: 71 });
  });

  it('reports a straight-lined questionnaire as not interpretable: no type, no portrait, the pattern named', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'todas-b');
    await start(session, 'mbti').expect(200);
    await startedAgo(applicantIdOf(session), 'mbti', 10 * 60);
    await answersInRequests(
      session,
      'mbti',
      MBTI_ITEMS.map((item) => ({ id: item.id, value: 'B' })),
    );
    await finish(session, 'mbti').expect(200);
    const { mbti } = await report(session);
    expect(mbti).toMatchObject({
      complete: true,
      interpretable: false,
      type: null,
      title: null,
      description: null,
      reason: 'Las respuestas siguen un patrón fijo (todas B): el cuestionario no se puede interpretar',
      answered: 93,
    });
  });

  it('leaves a pair without a clear preference out of the type, and the portrait with it', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'empate');
    await start(session, 'mbti').expect(200);
    // E/I answered half each way (12-12), the other pairs as an ESTJ would.
    let eiOnE = 0;
    const tied = MBTI_ITEMS.map((item) => {
      const letter = item.pair === 'EI' ? (eiOnE++ % 2 === 0 ? 'E' : 'I') : 'ESTJ'.includes(item.a.letter) ? item.a.letter : item.b.letter;
      return { id: item.id, value: item.a.letter === letter ? 'A' : 'B' };
    });
    await answersInRequests(session, 'mbti', tied);
    await finish(session, 'mbti').expect(200);
    const { mbti } = await report(session);
    expect(mbti).toMatchObject({ complete: true, interpretable: true, type: '·STJ', title: null, description: null });
    expect(mbti!.clarity[0]).toEqual({ pair: 'EI', letter: null, count: 12, answered: 24, total: 24, level: null });
  });

  it('gives each attempt its own matrices, the same on every resume, so no key can circulate', async () => {
    const first = await newApplicant(ctx.dataSource, ctx.server, 'orden-a');
    const second = await newApplicant(ctx.dataSource, ctx.server, 'orden-b');
    const a: StartResponse = (await start(first.session, 'cards').expect(200)).body;
    const b: StartResponse = (await start(second.session, 'cards').expect(200)).body;
    const again: StartResponse = (await start(first.session, 'cards').expect(200)).body;
    expect(again.content).toEqual(a.content);
    const keyA = await keyOf(first.session);
    const keyB = await keyOf(second.session);
    expect(keyA.every((figure) => figure >= 1 && figure <= 8)).toBe(true);
    // Other figures altogether: no image of one attempt appears in the other.
    const images = (started: StartResponse) =>
      (started as Extract<StartResponse, { test: 'cards' }>).content.items.flatMap((item) => [...item.matrix, ...item.options].map((panel) => panel.image));
    const imagesA = new Set(images(a));
    expect(images(b).filter((image) => imagesA.has(image))).toEqual([]);
    // A's key scores nothing special for B.
    await answersInRequests(
      second.session,
      'cards',
      keyA.map((value, index) => ({ id: index + 1, value })),
    );
    await finish(second.session, 'cards').expect(200);
    const { cards } = await report(second.session);
    expect(cards!.score).toBe(keyA.filter((figure, index) => figure === keyB[index]).length);
  });

  it('still scores an attempt from before each attempt had its own items against the frozen set', async () => {
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'matrices-antes');
    await start(session, 'cards').expect(200);
    await ctx.dataSource.query(`UPDATE test_attempts SET cards_items = $2 WHERE applicant_id = $1`, [applicantId, CARDS_ITEMS.frozen]);
    const key = await keyOf(session);
    await startedAgo(applicantId, 'cards', 20 * 60);
    await answersInRequests(
      session,
      'cards',
      key.slice(0, 30).map((value, index) => ({ id: index + 1, value })),
    );
    await finish(session, 'cards').expect(200);
    const { cards } = await report(session);
    expect(cards).toMatchObject({ score: 30, answered: 30 });
  });

  it('scores the matrices from the chosen figures, with level and time comment', async () => {
    const { session, applicantId } = await newApplicant(ctx.dataSource, ctx.server, 'matrices');
    await start(session, 'cards').expect(200);
    const key = await keyOf(session);
    // 28 right, 8 wrong: Nivel Medio Alto, and done in well under 15 minutes (7.5) at a person's
    // pace, longer on the harder matrices (the server times each answer).
    const chosen = key.map((right, index) => ({ id: index + 1, value: index < 28 ? right : (right % 8) + 1 }));
    for (const [index, answer] of chosen.entries()) {
      await startedAgo(applicantId, 'cards', 5 + 3 * Math.floor(index / 6));
      await answers(session, 'cards', { answers: [answer] }).expect(200);
    }
    // Changing an answer replaces the earlier choice.
    await answers(session, 'cards', { answers: [{ id: 36, value: key[35] }] }).expect(200);
    await finish(session, 'cards').expect(200);
    const { cards } = await report(session);
    expect(cards).toMatchObject({
      score: 29,
      answered: 36,
      total: 36,
      level: 'Nivel Medio Alto',
    });
    expect(cards!.timeComment).toMatch(/^Terminó en \d+ min \d+ s, menos de 15 minutos, con 29 de 36 aciertos \(más de 13\)\.$/);
  });
});

describe("the candidate's choice to share the personality result", () => {
  it('is not shared until the candidate says so, and can be changed back', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'comparte');
    await getAs(ctx.server, session, '/api/test/mbti/compartir').expect(200, { share: false });
    await postAs(ctx.server, session, '/api/test/mbti/compartir', { share: true }).expect(200, { share: true });
    await getAs(ctx.server, session, '/api/test/mbti/compartir').expect(200, { share: true });
    await postAs(ctx.server, session, '/api/test/mbti/compartir', { share: false }).expect(200, { share: false });
    await getAs(ctx.server, session, '/api/test/mbti/compartir').expect(200, { share: false });
  });

  it('takes a yes or no from a candidate only', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'comparte-mal');
    const refused = await postAs(ctx.server, session, '/api/test/mbti/compartir', { share: 'sí' }).expect(400);
    expect(refused.body.message).toEqual(expect.any(String));
    await getAs(ctx.server, session, '/api/test/mbti/compartir').expect(200, { share: false });
    const empresa = await login(ctx.server, 'empresa');
    await postAs(ctx.server, empresa, '/api/test/mbti/compartir', { share: true }).expect(403, { message: MESSAGES.forbidden });
  });

  it('leaves the candidate their own full result whether shared or not', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'propio');
    await start(session, 'mbti').expect(200);
    await startedAgo(applicantIdOf(session), 'mbti', 10 * 60);
    await answersInRequests(
      session,
      'mbti',
      MBTI_ITEMS.map((item) => ({ id: item.id, value: 'INFP'.includes(item.a.letter) ? 'A' : 'B' })),
    );
    await finish(session, 'mbti').expect(200);
    const own = await report(session);
    expect(own).toMatchObject({ mbtiWithheld: false, mbti: { type: 'INFP', title: expect.any(String) } });
  });
});
