import type { CardsLevel } from '@postulate/contracts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The spec's duration format, HH:MM:SS,mmm. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(total % 1000, 3)}`;
}

/**
 * The time an attempt was given (deadline − start, extra time included) and the test's standard
 * time. Reports express the run on the standard time, so an accommodation never shows and the
 * speed-based thresholds scale with the time given.
 */
export interface TimeGiven {
  givenMs: number;
  standardMs: number;
}

/** The time used, on the test's standard duration: 15 min used of 15 given is 10 min of a 10-minute test. */
export function onStandardDuration(durationMs: number, { givenMs, standardMs }: TimeGiven): number {
  return givenMs > 0 ? Math.round((durationMs * standardMs) / givenMs) : durationMs;
}

/** Correct marks below which no observation on the concentration test holds, at the standard time. */
export const MIN_CORRECT = 100;

/** MIN_CORRECT scaled to the time given, rounded up: c < minimumCorrect ⇔ c × standard < 100 × given. */
export function minimumCorrect(time?: TimeGiven): number {
  return time && time.givenMs > 0 ? Math.ceil((MIN_CORRECT * time.givenMs) / time.standardMs) : MIN_CORRECT;
}

/** "1 acierto", "2 aciertos". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface ToulouseCounts {
  correctas: number;
  incorrectas: number;
  omision: number;
}

/** The concentration test's observations: what the run shows, in its own numbers, never a condition. */
export const TOULOUSE_CONCLUSIONS = {
  withinExpected: ({ correctas: c, incorrectas: i, omision: o }: ToulouseCounts, quotient: string) =>
    `Desempeño dentro de lo esperado: ${count(c, 'acierto', 'aciertos')}, ${count(i, 'error', 'errores')} y ${count(o, 'omisión', 'omisiones')}, cociente ${quotient}.`,
  lowQuotient: ({ correctas: c, incorrectas: i, omision: o }: ToulouseCounts, quotient: string) =>
    `Cociente ${quotient}, menor que 0,80: ${count(c, 'acierto', 'aciertos')} menos ${count(i, 'error', 'errores')}, sobre ${count(c + o, 'símbolo igual', 'símbolos iguales')} al modelo.`,
  errorsAndOmissions: ({ correctas: c, incorrectas: i, omision: o }: ToulouseCounts) =>
    `Los símbolos marcados que no eran el modelo (${i}) y los iguales al modelo que dejó sin marcar (${o}) suman ${i + o}, más del 10 % de sus ${count(c, 'acierto', 'aciertos')}.`,
  manyOmissions: ({ correctas: c, omision: o }: ToulouseCounts) =>
    `Dejó sin marcar ${count(o, 'símbolo igual', 'símbolos iguales')} al modelo, más de 3/5 de sus ${count(c, 'acierto', 'aciertos')}.`,
  moreErrors: ({ correctas: c, incorrectas: i, omision: o }: ToulouseCounts) =>
    `Marcó ${count(i, 'símbolo que no era', 'símbolos que no eran')} el modelo: más que 2/5 de sus ${count(o, 'omisión', 'omisiones')} y más del 5 % de sus ${count(c, 'acierto', 'aciertos')}.`,
  fewCorrect: ({ correctas: c }: ToulouseCounts, minimum: number) =>
    `Marcó ${count(c, 'acierto', 'aciertos')}, menos de ${minimum}: con tan pocas marcas no se sacan conclusiones.`,
  unreliable: 'Sin conclusiones: el resultado no es confiable (ver el registro de integridad).',
} as const;

export interface ToulouseInterpretation {
  quotient: string | null;
  conclusionsApply: boolean;
  goodLevel: boolean;
  conclusions: string[];
}

/**
 * backoffice-side §9 for the concentration test, in whole numbers so the boundaries are exact:
 * quotient = (C − I) / (C + O); the four checks apply from `minimumCorrect(time)` correct marks
 * on (100 at the standard time), and none of them holding is 'dentro de lo esperado'. The
 * errors check also needs errors above 5 % of C, so a near-perfect run (436/1/0) never trips it.
 */
export function interpretToulouse(counts: ToulouseCounts, time?: TimeGiven): ToulouseInterpretation {
  const { correctas: c, incorrectas: i, omision: o } = counts;
  const quotient = c + o === 0 ? null : ((c - i) / (c + o)).toFixed(2).replace('.', ',');
  const minimum = minimumCorrect(time);
  if (c < minimum) return { quotient, conclusionsApply: false, goodLevel: false, conclusions: [TOULOUSE_CONCLUSIONS.fewCorrect(counts, minimum)] };
  // c ≥ minimum ≥ 100, so the quotient exists here.
  const shown = quotient!;
  const conclusions: string[] = [];
  if (5 * (c - i) < 4 * (c + o)) conclusions.push(TOULOUSE_CONCLUSIONS.lowQuotient(counts, shown)); // quotient < 0.8
  if (10 * (i + o) > c) conclusions.push(TOULOUSE_CONCLUSIONS.errorsAndOmissions(counts)); // I + O > 10% of C
  if (5 * o > 3 * c) conclusions.push(TOULOUSE_CONCLUSIONS.manyOmissions(counts)); // O > 3/5 of C
  if (5 * i > 2 * o && 20 * i > c) conclusions.push(TOULOUSE_CONCLUSIONS.moreErrors(counts)); // I > 2/5 of O and > 5% of C
  const goodLevel = conclusions.length === 0;
  return { quotient, conclusionsApply: true, goodLevel, conclusions: goodLevel ? [TOULOUSE_CONCLUSIONS.withinExpected(counts, shown)] : conclusions };
}

/** ≤ 13 Bajo, 14–26 Medio, 27–30 Medio Alto, over 30 Alto. */
export function cardsLevel(score: number): CardsLevel {
  if (score <= 13) return 'Nivel Bajo';
  if (score <= 26) return 'Nivel Medio';
  if (score <= 30) return 'Nivel Medio Alto';
  return 'Nivel Alto';
}

/** The matrices' time limit for the comment, on the standard duration (22 min 30 s of real time with +50 %). */
export const QUICK_LIMIT_MS = 15 * 60_000;
export const LOW_SCORE = 13;

/** "14 min 59 s": whole seconds, cut (not rounded) so 14:59,999 still reads under 15 minutes. */
function minutesAndSeconds(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The matrices' time comments: the minutes used and the correct answers, as observed. */
export const CARDS_TIME_COMMENTS = {
  quickLow: (time: string, score: number, total: number) => `Terminó en ${time}, menos de 15 minutos, con ${score} de ${total} aciertos (13 o menos).`,
  quickHigh: (time: string, score: number, total: number) => `Terminó en ${time}, menos de 15 minutos, con ${score} de ${total} aciertos (más de 13).`,
  slowLow: (time: string, score: number, total: number) => `Usó ${time}, 15 minutos o más, y obtuvo ${score} de ${total} aciertos (13 o menos).`,
  slowHigh: (time: string, score: number, total: number) => `Usó ${time}, 15 minutos o más, y obtuvo ${score} de ${total} aciertos (más de 13).`,
  unreliable: 'Sin comentario sobre el tiempo ni nivel: el resultado no es confiable (ver el registro de integridad).',
} as const;

/**
 * The time comment: under 15 minutes or not, and 13 correct answers or fewer or not.
 * `durationMs` is on the standard duration (`onStandardDuration`), so the limit scales with the time given.
 */
export function cardsTimeComment(durationMs: number, score: number, total: number): string {
  const quick = durationMs < QUICK_LIMIT_MS;
  const low = score <= LOW_SCORE;
  const comment = quick
    ? low
      ? CARDS_TIME_COMMENTS.quickLow
      : CARDS_TIME_COMMENTS.quickHigh
    : low
      ? CARDS_TIME_COMMENTS.slowLow
      : CARDS_TIME_COMMENTS.slowHigh;
  return comment(minutesAndSeconds(durationMs), score, total);
}
