import type { TestKind } from '@postulate/contracts';
import type { AnswerBatchArrival, TestAttempt } from '../entities/test-attempt.entity.js';
import { buildToulouseGrid } from '../toulouse/toulouse-grid.js';

/**
 * The fastest a person can work, measured on the server's clock from when each answer arrived:
 * marking the concentration grid faster than 4 symbols a second all along, solving a matrix in
 * under 3 seconds on average, or answering a question in under 1.5 seconds (less than reading
 * it) is not humanly possible. Checked only once enough items were answered to say so.
 */
export const HUMAN_LIMITS = {
  toulouse: { minItems: 30, maxPerSecond: 4 },
  cards: { minItems: 5, minSecondsEach: 3 },
  mbti: { minItems: 10, minSecondsEach: 1.5 },
} as const;

/**
 * A long silence then a burst: the page sends what was answered 1.5 s after the first answer, so
 * a person's work arrives as it is done. After `silenceMs` without any answer arriving, at least
 * `share` of the run's answers (and `minItems`) arriving within `windowMs` were done elsewhere, or
 * held back. A connection lost that long is possible, but then only what was done offline arrives
 * at once, not the bulk of the run.
 */
export const BURST_LIMITS = {
  toulouse: { silenceMs: 60_000, windowMs: 10_000, share: 0.5, minItems: 30 },
  mbti: { silenceMs: 60_000, windowMs: 10_000, share: 0.5, minItems: 10 },
  cards: { silenceMs: 120_000, windowMs: 10_000, share: 0.5, minItems: 5 },
} as const;

/**
 * Even pacing on the grid: marks arriving per 30-second window, from the first arrival to the
 * last. The targets sit unevenly along the rows, so a person scanning at a steady speed still
 * marks more in some windows than in others (about 36 targets per 100 symbols, ± 5), and people
 * pause; a coefficient of variation under 0.1 over at least 6 windows is a metronome. Windows, not
 * the gaps between requests: those follow the page's 1.5-second timer, not the person.
 */
export const EVEN_PACE_LIMIT = { windowMs: 30_000, minWindows: 6, maxCv: 0.1 } as const;

/**
 * Marking fast and flawlessly: a person scanning more than 3 symbols a second (the whole grid in
 * under 7 minutes) marks some wrong symbols or passes some targets. No wrong mark and no passed
 * target, over at least 100 correct marks, at that speed is flagged. Symbols scanned are the cells
 * up to the last mark; the time, the last mark's arrival.
 */
export const FLAWLESS_SPEED_LIMIT = { minCorrect: 100, maxCellsPerSecond: 3 } as const;

/**
 * Flat time per matrix: difficulty rises every six items, and a person who solves the later ones
 * spends longer on them. With at least 24 matrices answered and at least 27 right (the upper
 * levels), a correlation between the item's number and its time on the server's clock under 0.3
 * is flagged: solving the hardest matrices as fast as the first ones. A person who runs out of
 * patience and guesses the last ones also answers them fast, but does not get them right.
 */
export const FLAT_DIFFICULTY_LIMIT = { minItems: 24, minScore: 27, minCorrelation: 0.3 } as const;

/**
 * Uniform answer times in the questionnaire: items differ in length and in how easy they are to
 * decide, so a person's time per question varies (typically by 40 % or more of its mean). With at
 * least 20 questions answered, a coefficient of variation under 0.15 is flagged.
 */
export const UNIFORM_ANSWERS_LIMIT = { minItems: 20, maxCv: 0.15 } as const;

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');
const decimal = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

/** The server's arrivals: the first arrival of each item, grouped by request (items of one request share it). */
export function arrivalGroups(arrivalMs: Record<string, number>): AnswerBatchArrival[] {
  const counts = new Map<number, number>();
  for (const at of Object.values(arrivalMs)) counts.set(at, (counts.get(at) ?? 0) + 1);
  return [...counts].map(([at, count]) => ({ at, count })).sort((a, b) => a.at - b.at);
}

/**
 * Time per item as the server saw it: from the previous arrival (or the start) to the arrival of
 * the request that carried it, shared among that request's items.
 */
export function serverItemTimes(arrivalMs: Record<string, number>): { id: number; ms: number }[] {
  const groups = arrivalGroups(arrivalMs);
  const perItem = new Map(groups.map((group, index) => [group.at, (group.at - (index ? groups[index - 1].at : 0)) / group.count]));
  return Object.entries(arrivalMs)
    .map(([id, at]) => ({ id: Number(id), ms: perItem.get(at)! }))
    .sort((a, b) => a.id - b.id);
}

function mean(values: number[]): number {
  return values.reduce((total, value) => total + value, 0) / values.length;
}

function coefficientOfVariation(values: number[]): number {
  const average = mean(values);
  if (average === 0) return 0;
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2))) / average;
}

function correlation(xs: number[], ys: number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  const cov = xs.reduce((total, x, index) => total + (x - mx) * (ys[index] - my), 0);
  const sx = Math.sqrt(xs.reduce((total, x) => total + (x - mx) ** 2, 0));
  const sy = Math.sqrt(ys.reduce((total, y) => total + (y - my) ** 2, 0));
  return sx === 0 || sy === 0 ? 0 : cov / (sx * sy);
}

const NOUNS = { toulouse: ['marca', 'marcas'], mbti: ['respuesta', 'respuestas'], cards: ['matriz', 'matrices'] } as const;

function averagePace(test: TestKind, groups: AnswerBatchArrival[], count: number): string | null {
  const spanMs = Math.max(1, groups.at(-1)?.at ?? 0);
  if (test === 'toulouse') {
    const limit = HUMAN_LIMITS.toulouse;
    if (count < limit.minItems || count / (spanMs / 1000) <= limit.maxPerSecond) return null;
    return `Marcó ${count} símbolos en ${seconds(spanMs)} s, más de ${limit.maxPerSecond} por segundo: más rápido de lo que una persona puede marcar.`;
  }
  if (test === 'cards') {
    const limit = HUMAN_LIMITS.cards;
    if (count < limit.minItems || spanMs / count >= limit.minSecondsEach * 1000) return null;
    return `Respondió ${count} matrices en ${seconds(spanMs)} s, menos de ${limit.minSecondsEach} s por matriz: sin tiempo para analizarlas.`;
  }
  const limit = HUMAN_LIMITS.mbti;
  if (count < limit.minItems || spanMs / count >= limit.minSecondsEach * 1000) return null;
  return `Respondió ${count} preguntas en ${seconds(spanMs)} s, menos de 1,5 s por pregunta: más rápido que leerlas.`;
}

function silenceThenBurst(test: TestKind, groups: AnswerBatchArrival[], count: number): string | null {
  const limit = BURST_LIMITS[test];
  const needed = Math.max(limit.minItems, Math.ceil(count * limit.share));
  for (const [index, group] of groups.entries()) {
    const silenceMs = group.at - (index ? groups[index - 1].at : 0);
    if (silenceMs < limit.silenceMs) continue;
    const burst = groups.filter((other) => other.at >= group.at && other.at <= group.at + limit.windowMs);
    const items = burst.reduce((total, other) => total + other.count, 0);
    if (items < needed) continue;
    const [one, many] = NOUNS[test];
    return `Después de ${seconds(silenceMs)} s sin que llegara ninguna ${one}, llegaron de golpe ${items} de sus ${count} ${many} en ${seconds(burst.at(-1)!.at - group.at)} s: la página envía lo respondido cada 1,5 s, así que ese trabajo no se fue haciendo en ella.`;
  }
  return null;
}

function evenPace(groups: AnswerBatchArrival[]): string | null {
  if (!groups.length) return null;
  const first = groups[0].at;
  const windows = Math.floor((groups.at(-1)!.at - first) / EVEN_PACE_LIMIT.windowMs);
  if (windows < EVEN_PACE_LIMIT.minWindows) return null;
  const counts = Array.from({ length: windows }, () => 0);
  for (const group of groups) {
    const window = Math.floor((group.at - first) / EVEN_PACE_LIMIT.windowMs);
    if (window < windows) counts[window] += group.count;
  }
  const cv = coefficientOfVariation(counts);
  if (cv >= EVEN_PACE_LIMIT.maxCv) return null;
  return `Marcó a un ritmo parejo como el de una máquina: ${decimal(mean(counts), 1)} marcas cada 30 s durante ${windows * 30} s, con una variación de ${decimal(cv)} (una persona varía más de ${decimal(EVEN_PACE_LIMIT.maxCv, 1)}, porque los modelos no aparecen a intervalos regulares).`;
}

function flawlessAtSpeed(attempt: TestAttempt, groups: AnswerBatchArrival[]): string | null {
  const cells = attempt.answers.cells ?? [];
  if (cells.length < FLAWLESS_SPEED_LIMIT.minCorrect || !groups.length) return null;
  const { isTarget } = buildToulouseGrid(attempt.seed);
  const marked = new Set(cells);
  const scanned = Math.max(...cells) + 1;
  const wrong = cells.filter((cell) => !isTarget[cell]).length;
  const passed = isTarget.slice(0, scanned).filter((target, cell) => target && !marked.has(cell)).length;
  const correct = cells.length - wrong;
  const perSecond = scanned / (Math.max(1, groups.at(-1)!.at) / 1000);
  if (wrong > 0 || passed > 0 || correct < FLAWLESS_SPEED_LIMIT.minCorrect || perSecond <= FLAWLESS_SPEED_LIMIT.maxCellsPerSecond) return null;
  return `Recorrió ${scanned} símbolos a ${decimal(perSecond, 1)} por segundo sin una sola marca equivocada ni un modelo salteado en ${correct} marcas: a más de ${FLAWLESS_SPEED_LIMIT.maxCellsPerSecond} símbolos por segundo una persona comete errores.`;
}

function flatDifficulty(attempt: TestAttempt): string | null {
  const times = serverItemTimes(attempt.arrivalMs);
  const score = Number(attempt.result?.score ?? 0);
  if (times.length < FLAT_DIFFICULTY_LIMIT.minItems || score < FLAT_DIFFICULTY_LIMIT.minScore) return null;
  const r = correlation(
    times.map((time) => time.id),
    times.map((time) => time.ms),
  );
  if (r >= FLAT_DIFFICULTY_LIMIT.minCorrelation) return null;
  const easy = times.filter((time) => time.id <= 12).map((time) => time.ms);
  const hard = times.filter((time) => time.id > 24).map((time) => time.ms);
  const spent = easy.length && hard.length ? ` (${seconds(mean(easy))} s por matriz en las 12 primeras, ${seconds(mean(hard))} s en las 12 últimas)` : '';
  return `Resolvió ${score} matrices dedicando el mismo tiempo a las fáciles que a las difíciles${spent}: la correlación entre el número de la matriz y su tiempo es ${decimal(r)}, por debajo de ${decimal(FLAT_DIFFICULTY_LIMIT.minCorrelation, 1)}; una persona tarda más en las últimas, que son más difíciles.`;
}

function uniformAnswers(attempt: TestAttempt): string | null {
  const times = serverItemTimes(attempt.arrivalMs).map((time) => time.ms);
  if (times.length < UNIFORM_ANSWERS_LIMIT.minItems) return null;
  const cv = coefficientOfVariation(times);
  if (cv >= UNIFORM_ANSWERS_LIMIT.maxCv) return null;
  return `Respondió ${times.length} preguntas con tiempos casi iguales: ${seconds(mean(times))} s cada una en promedio, con una variación de ${decimal(cv)} (una persona varía más de ${decimal(UNIFORM_ANSWERS_LIMIT.maxCv)}, porque las preguntas difieren en largo y dificultad).`;
}

/**
 * Why a result cannot be a person's own work (empty when nothing says so), from the arrival of
 * each answer on the server's clock (`arrivalMs`: the first arrival of each item, ms since the
 * start). The browser's own times are never used.
 */
export function implausibilities(attempt: TestAttempt): string[] {
  const groups = arrivalGroups(attempt.arrivalMs);
  const count = Object.keys(attempt.arrivalMs).length;
  const flags = [averagePace(attempt.test, groups, count), silenceThenBurst(attempt.test, groups, count)];
  if (attempt.test === 'toulouse') flags.push(evenPace(groups), flawlessAtSpeed(attempt, groups));
  if (attempt.test === 'mbti') flags.push(uniformAnswers(attempt));
  if (attempt.test === 'cards') flags.push(flatDifficulty(attempt));
  return flags.filter((flag): flag is string => flag !== null);
}
