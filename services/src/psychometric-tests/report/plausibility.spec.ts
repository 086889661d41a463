import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ANSWERS_PER_REQUEST, tooManyAnswersText, type TestKind, type TestReportData } from '@postulate/contracts';
import { appPerFile } from '../../../test/test-app.js';
import { newApplicant } from '../../../test/applicants.js';
import { postAs } from '../../../test/writes.js';
import { parseAnswerBatch } from '../answer-batch.js';
import { displayedAnswer, ownSet } from '../cards/cards-set.js';
import { MBTI_ITEMS } from '../mbti/mbti-items.js';
import { SeededRandom } from '../random.js';
import { TestsRepository } from '../tests.repository.js';
import { TestsService, type AnswerInput } from '../tests.service.js';
import { buildToulouseGrid } from '../toulouse/toulouse-grid.js';
import { TestReportService } from './test-report.service.js';

const ctx = appPerFile();
let tests: TestsService;
let reports: TestReportService;

beforeAll(async () => {
  tests = ctx.app.get(TestsService);
  reports = ctx.app.get(TestReportService);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** One request as it reached the server: when (ms since the start) and what it carried. */
interface Request {
  at: number;
  answers: AnswerInput[];
  hidden?: { at: number; ms: number }[];
}

/** A timed answer as the person gave it on the page (ms since the start). */
interface Answered {
  t: number;
  answer: AnswerInput;
}

/** The network's delay between the page sending and the server receiving. */
const LATENCY_MS = 40;

/**
 * The requests the page (useAttempt) makes of timed answers: what is waiting 1.5 s after the
 * first answer, or at once when ANSWERS_PER_REQUEST are waiting, a backlog in several requests;
 * while the connection is down (`offline`) nothing goes out, and it retries every 3 s.
 */
function pageRequests(test: TestKind, answered: Answered[], offline?: [number, number]): Request[] {
  const cap = ANSWERS_PER_REQUEST[test];
  const requests: Request[] = [];
  const queue: AnswerInput[] = [];
  let timer: number | null = null;
  const down = (t: number) => offline !== undefined && t >= offline[0] && t < offline[1];
  const flushAt = (t: number) => {
    if (down(t)) {
      timer = t + 3000;
      return;
    }
    for (let at = t + LATENCY_MS; queue.length; at += LATENCY_MS) requests.push({ at, answers: queue.splice(0, cap) });
    timer = null;
  };
  for (const { t, answer } of answered) {
    while (timer !== null && t >= timer) flushAt(timer);
    queue.push(answer);
    if (queue.length >= cap && !down(t)) flushAt(t);
    else timer ??= t + 1500;
  }
  while (queue.length) flushAt(timer!);
  return requests;
}

/** A candidate without a login: the replays call the service, as the controller would. */
async function candidate(name: string): Promise<{ applicantId: number }> {
  const [user] = await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', 'x') RETURNING id`, [
    name,
    `${name}@correo.test`,
  ]);
  const [applicant] = await ctx.dataSource.query(`INSERT INTO applicants (user_id) VALUES ($1) RETURNING id`, [user.id]);
  return { applicantId: applicant.id };
}

/**
 * Starts an attempt, then sends each request at its time on a controlled clock (the tests'
 * clock is TestsRepository.now, the database's now()), through the schema that guards the API,
 * finishes at `finishAt` and returns the report of that test.
 */
async function replay<T extends TestKind>(name: string, test: T, requests: (seed: number) => Request[], finishAt?: number) {
  const owner = await candidate(name);
  const started = await tests.start(owner, test);
  const [{ seed }] = await ctx.dataSource.query(`SELECT seed FROM test_attempts WHERE applicant_id = $1`, [owner.applicantId]);
  const startMs = new Date(started.clock.startedAt).getTime();
  let elapsed = 0;
  jest.spyOn(ctx.app.get(TestsRepository), 'now').mockImplementation(async () => new Date(startMs + elapsed));
  const sent = requests(seed);
  for (const request of sent) {
    elapsed = request.at;
    await tests.saveAnswers(owner, test, parseAnswerBatch(test, { answers: request.answers, hidden: request.hidden ?? [] }));
  }
  elapsed = finishAt ?? (sent.at(-1)?.at ?? 0) + 2000;
  await tests.finish(owner, test);
  const report: TestReportData = await reports.reportFor(owner, { name, email: null }, { showMbti: true });
  return { report: report[test]!, seed };
}

/** The targets of a grid, in reading order. */
const targetsOf = (seed: number) => buildToulouseGrid(seed).isTarget.flatMap((target, cell) => (target ? [cell] : []));

/** Requests of `size` answers each, `gap` ms apart, from `from`. */
const requestsOf = (answers: AnswerInput[], size: number, from: number, gap: number): Request[] =>
  Array.from({ length: Math.ceil(answers.length / size) }, (_, index) => ({
    at: from + index * gap,
    answers: answers.slice(index * size, (index + 1) * size),
  }));

describe('the limit per request', () => {
  it('refuses more answers in one request than the page sends, in Spanish, and saves none of them', async () => {
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'lote-grande');
    await postAs(ctx.server, session, '/api/test/toulouse/start').expect(200);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ id: index * 3 }));
    await postAs(ctx.server, session, '/api/test/toulouse/answers', { answers: eleven })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('Se enviaron demasiadas respuestas juntas: como máximo 10 por envío'));
    await postAs(ctx.server, session, '/api/test/mbti/start').expect(200);
    const six = MBTI_ITEMS.slice(0, 6).map((item) => ({ id: item.id, value: 'A' }));
    await postAs(ctx.server, session, '/api/test/mbti/answers', { answers: six })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe(tooManyAnswersText(ANSWERS_PER_REQUEST.mbti)));
    expect((await postAs(ctx.server, session, '/api/test/toulouse/start').expect(200)).body.saved).toEqual({ cells: [] });
    expect((await postAs(ctx.server, session, '/api/test/mbti/start').expect(200)).body.saved).toEqual({ answers: {} });
    // Ten, what the page sends at most, are taken.
    await postAs(ctx.server, session, '/api/test/toulouse/answers', { answers: eleven.slice(0, 10) }).expect(200);
    expect((await postAs(ctx.server, session, '/api/test/toulouse/start').expect(200)).body.saved.cells).toHaveLength(10);
  });
});

describe('the bots that passed as people, replayed on the server clock', () => {
  it('flags a bot that waits 180 s and then sends all 436 targets: a silence then a burst', async () => {
    const { report } = await replay('bot-espera', 'toulouse', (seed) =>
      requestsOf(
        targetsOf(seed).map((id) => ({ id, ms: 1300 })),
        10,
        180_000,
        30,
      ),
    );
    expect(report).toMatchObject({ correctas: 436, incorrectas: 0, omision: 0, goodLevel: false });
    expect(report.integrity.flags).toContain(
      'Después de 180,0 s sin que llegara ninguna marca, llegaron de golpe 436 de sus 436 marcas en 1,3 s: la página envía lo respondido cada 1,5 s, así que ese trabajo no se fue haciendo en ella.',
    );
  });

  it('flags a bot marking 2 to 3 targets a second with jitter: even pacing, and flawless at a speed no person keeps', async () => {
    const random = new SeededRandom(34);
    const { report } = await replay('bot-ritmo', 'toulouse', (seed) => {
      let at = 0;
      return targetsOf(seed).map((id) => ({ at: (at += 333 + random.int(167)), answers: [{ id, ms: 400 }] }));
    });
    expect(report).toMatchObject({ correctas: 436, incorrectas: 0, omision: 0, goodLevel: false });
    const flags = report.integrity.flags.join('\n');
    expect(flags).toMatch(/^Marcó a un ritmo parejo como el de una máquina: \d+,\d marcas cada 30 s durante \d+ s, con una variación de 0,0\d/m);
    expect(flags).toMatch(/^Recorrió 1\d{3} símbolos a \d,\d por segundo sin una sola marca equivocada ni un modelo salteado en 436 marcas/m);
    // Its average pace, about 2.4 marks a second, is a person's: the old check alone let it through.
    expect(flags).not.toMatch(/más de 4 por segundo/);
  });

  it('flags 93 questionnaire answers sent together after 145 s', async () => {
    const all = MBTI_ITEMS.map((item) => ({ id: item.id, value: item.id % 3 ? 'A' : 'B' }));
    const { report } = await replay('bot-cuestionario', 'mbti', () => requestsOf(all, 5, 145_000, 30));
    expect(report.integrity.flags).toEqual([
      'Después de 145,0 s sin que llegara ninguna respuesta, llegaron de golpe 93 de sus 93 respuestas en 0,5 s: la página envía lo respondido cada 1,5 s, así que ese trabajo no se fue haciendo en ella.',
    ]);
  });

  it('flags a questionnaire answered every 2 s, give or take a tenth', async () => {
    const random = new SeededRandom(93);
    let at = 0;
    const { report } = await replay('bot-parejo', 'mbti', () =>
      MBTI_ITEMS.map((item) => ({ at: (at += 1900 + random.int(200)), answers: [{ id: item.id, value: 'B' }] })),
    );
    expect(report.integrity.flags).toEqual([
      expect.stringMatching(/^Respondió 93 preguntas con tiempos casi iguales: 2,0 s cada una en promedio, con una variación de 0,0\d/),
    ]);
  });

  it('flags 35 of 36 matrices solved at 4 s each: flat time whatever the difficulty; no level', async () => {
    const { report } = await replay('bot-matrices', 'cards', (seed) =>
      ownSet(seed).map((item, index) => {
        const right = displayedAnswer(seed, item);
        return { at: (index + 1) * 4000 + (index % 3) * 100, answers: [{ id: index + 1, value: index === 35 ? (right % 8) + 1 : right }] };
      }),
    );
    expect(report).toMatchObject({ score: 35, level: null });
    expect(report.timeComment).not.toMatch(/ágil|seguro/);
    expect(report.integrity.flags).toEqual([
      expect.stringMatching(
        /^Resolvió 35 matrices dedicando el mismo tiempo a las fáciles que a las difíciles \(4,\d s por matriz en las 12 primeras, 4,\d s en las 12 últimas\): la correlación entre el número de la matriz y su tiempo es -?0,\d\d, por debajo de 0,3/,
      ),
    ]);
  });
});

describe('people stay unflagged', () => {
  it("the e2e's concentration run: two marks, a reload, a third mark, time up", async () => {
    // e2e/tests.e2e.ts: cells 3 and 8 clicked about a second in, the autosave, a reload that
    // resumes, cell 40, then the 15-second test runs out.
    const { report } = await replay(
      'e2e-concentracion',
      'toulouse',
      () => [
        {
          at: 2_600,
          answers: [
            { id: 3, ms: 1000 },
            { id: 8, ms: 300 },
          ],
        },
        { at: 6_100, answers: [{ id: 40, ms: 2500 }] },
      ],
      15_000,
    );
    expect(report.integrity.flags).toEqual([]);
    expect(report.integrity.serverItemMs).toEqual([
      { id: 3, ms: 1300 },
      { id: 8, ms: 1300 },
      { id: 40, ms: 3500 },
    ]);
  });

  it("the e2e's questionnaire and matrices, clicked by a machine, get only the pace no person keeps", async () => {
    // The e2e clicks each option about a tenth of a second apart, and 'Siguiente' between steps.
    const questions = MBTI_ITEMS.map((item, index) => ({ t: 800 + index * 110 + Math.floor(index / 26) * 400, answer: { id: item.id, value: 'A' } }));
    const { report: mbti } = await replay('e2e-cuestionario', 'mbti', () => pageRequests('mbti', questions));
    expect(mbti.integrity.flags).toEqual([expect.stringMatching(/^Respondió 93 preguntas en \d+,\d s, menos de 1,5 s por pregunta/)]);
    const matrices = Array.from({ length: 36 }, (_, index) => ({ t: 900 + index * 250, answer: { id: index + 1, value: ((index + 1) % 8) + 1 } }));
    const { report: cards } = await replay('e2e-matrices', 'cards', () => pageRequests('cards', matrices));
    expect(cards.integrity.flags).toEqual([expect.stringMatching(/^Respondió 36 matrices en \d+,\d s, menos de 3 s por matriz/)]);
  });

  /** A person on the grid: 2,5 to 5 symbols a second, a pause now and then, a few slips. */
  function personOnTheGrid(seed: number, random: SeededRandom): Answered[] {
    const { isTarget } = buildToulouseGrid(seed);
    const answered: Answered[] = [];
    let t = 1500;
    for (let cell = 0; cell < isTarget.length && t < 595_000; cell += 1) {
      t += 200 + random.int(200) + (random.next() < 0.01 ? 3000 + random.int(7000) : 0);
      const slip = random.next() < 0.02;
      if (isTarget[cell] !== slip) answered.push({ t, answer: { id: cell, ms: 0 } });
    }
    return answered;
  }

  it('a varied person on the concentration grid, and the same person after a minute offline', async () => {
    const { report } = await replay('persona-concentracion', 'toulouse', (seed) => pageRequests('toulouse', personOnTheGrid(seed, new SeededRandom(7))));
    expect(report.correctas).toBeGreaterThan(380);
    expect(report.incorrectas).toBeGreaterThan(0);
    expect(report.integrity.flags).toEqual([]);

    // The connection drops for 60 s mid-run; the page sends the backlog in requests of 10.
    const { report: offline } = await replay('persona-sin-conexion', 'toulouse', (seed) =>
      pageRequests('toulouse', personOnTheGrid(seed, new SeededRandom(7)), [120_000, 180_000]),
    );
    expect(offline.integrity.flags).toEqual([]);
    expect(offline.integrity.arrivals.longestSilenceMs).toBeGreaterThanOrEqual(60_000);
  });

  it('a varied person on the questionnaire: 3 to 12 s a question, longer on the long ones', async () => {
    const random = new SeededRandom(11);
    let t = 0;
    const questions = MBTI_ITEMS.map((item) => ({
      t: (t += 3000 + random.int(9000) + (item.text ? item.text.length * 40 : 0)),
      answer: { id: item.id, value: random.next() < 0.6 ? 'A' : 'B' },
    }));
    const { report } = await replay('persona-cuestionario', 'mbti', () => pageRequests('mbti', questions));
    expect(report.integrity.flags).toEqual([]);
  });

  it('a varied person on the matrices: 10 to 120 s each, longer as they get harder, 30 right', async () => {
    const random = new SeededRandom(36);
    const { report } = await replay('persona-matrices', 'cards', (seed) => {
      let t = 0;
      const answered = ownSet(seed).map((item, index) => {
        const level = Math.floor(index / 6);
        const right = displayedAnswer(seed, item);
        t += 10_000 + level * 14_000 + random.int(30_000);
        return { t, answer: { id: index + 1, value: index % 6 === 5 ? (right % 8) + 1 : right } };
      });
      return pageRequests('cards', answered);
    });
    expect(report).toMatchObject({ score: 30, level: 'Nivel Medio Alto' });
    expect(report.integrity.flags).toEqual([]);
  });
});
