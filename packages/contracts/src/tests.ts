import { z } from './zod.js';
import { formatDmy } from './dates.js';

/**
 * The three timed tests. The API keeps the spec's identifiers (`mbti` included); users only ever
 * read the titles below.
 */
export const TEST_KINDS = ['toulouse', 'mbti', 'cards'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

export const TEST_INFO: Record<TestKind, { number: 1 | 2 | 3; title: string; minutes: number }> = {
  toulouse: { number: 1, title: 'Test de concentración', minutes: 10 },
  mbti: { number: 2, title: 'Test de personalidad', minutes: 40 },
  cards: { number: 3, title: 'Test de razonamiento con matrices', minutes: 60 },
};

/** Texts of the tests: the spec's words where it fixes them, ours where it is silent. */
export const TESTS_MESSAGES = {
  completed: 'Completado',
  start: 'Comenzar test',
  begin: 'Comenzar',
  finished: 'Finalizado',
  nextStep: 'Siguiente Paso',
  next: 'Siguiente',
  finish: 'Finalizar',
  toulouseDuration: 'La prueba dura diez minutos',
  toulouseDone: 'Genial! Finalizaste este test.',
  finishError:
    'Error al finalizar este test. Por favor, vuelve a intentarlo. Si el problema persiste, envíanos un mensaje.',
  pendingTitle: 'Faltan Test por hacer',
  pendingBody: 'Tenes aun Tests por hacer',
  wordPrompt: 'Cuál palabra te representa mejor',
  feelingPrompt: 'Cuál alternativa se aproxima más a tu forma de sentir o de actuar',
  /** Ours. */
  unknownTest: 'El test no existe',
  alreadyFinished: 'Ya completaste este test: no se puede volver a empezar',
  notStarted: 'Todavía no comenzaste este test',
  timeIsUp: 'El tiempo de este test terminó: las respuestas enviadas después del límite no se guardan',
  invalidAnswer: 'La respuesta no es válida',
  tooManyAnswers: 'Se enviaron demasiadas respuestas juntas',
  reportNotFound: 'No encontramos resultados de tests para esta persona',
} as const;

/** 'El resultado va a ser valido hasta el día dd/MM/yyyy' for the API's validUntil (ISO moment). */
export function validUntilText(validUntil: string): string {
  return `El resultado va a ser valido hasta el día ${formatDmy(new Date(validUntil))}`;
}

export const testKindSchema = z.enum(TEST_KINDS, TESTS_MESSAGES.unknownTest);

// ---------- Constants of each test ----------

/** Toulouse-style grid: 40 rows by 30 symbols, 8 stroke orientations, 3 models, 436 targets. */
export const TOULOUSE = { rows: 40, cols: 30, targets: 436, orientations: 8, models: 3 } as const;
export const TOULOUSE_CELLS = TOULOUSE.rows * TOULOUSE.cols;

export const MBTI_QUESTIONS = 93;
/** The personality questionnaire's four steps: [first, last] question numbers and the button. */
export const MBTI_STEPS = [
  { step: 1, first: 1, last: 26, prompt: null, button: TESTS_MESSAGES.nextStep },
  { step: 2, first: 27, last: 58, prompt: TESTS_MESSAGES.wordPrompt, button: TESTS_MESSAGES.nextStep },
  { step: 3, first: 59, last: 78, prompt: TESTS_MESSAGES.feelingPrompt, button: TESTS_MESSAGES.nextStep },
  { step: 4, first: 79, last: 93, prompt: TESTS_MESSAGES.wordPrompt, button: TESTS_MESSAGES.finish },
] as const;

export const CARDS = { items: 36, options: 8 } as const;

// ---------- Requests ----------

const msSchema = z.int(TESTS_MESSAGES.invalidAnswer).min(0, TESTS_MESSAGES.invalidAnswer).max(86_400_000, TESTS_MESSAGES.invalidAnswer);

/** A stretch the page was hidden (visibilitychange), in ms from the start as the browser measured it. */
const hiddenSchema = z
  .array(z.object({ at: msSchema, ms: msSchema }), TESTS_MESSAGES.invalidAnswer)
  .max(50, TESTS_MESSAGES.tooManyAnswers)
  .default([]);

const answerId = (max: number, min = 1) =>
  z.int(TESTS_MESSAGES.invalidAnswer).min(min, TESTS_MESSAGES.invalidAnswer).max(max, TESTS_MESSAGES.invalidAnswer);

/** Clicked cells (0-based, reading order); `ms` since the previous click. */
export const toulouseAnswersSchema = z.object({
  answers: z
    .array(z.object({ id: answerId(TOULOUSE_CELLS - 1, 0), ms: msSchema.optional() }), TESTS_MESSAGES.invalidAnswer)
    .max(TOULOUSE_CELLS, TESTS_MESSAGES.tooManyAnswers),
  hidden: hiddenSchema,
});

/** Chosen option of each question; `ms` spent on it. */
export const mbtiAnswersSchema = z.object({
  answers: z
    .array(
      z.object({ id: answerId(MBTI_QUESTIONS), value: z.enum(['A', 'B'], TESTS_MESSAGES.invalidAnswer), ms: msSchema.optional() }),
      TESTS_MESSAGES.invalidAnswer,
    )
    .max(MBTI_QUESTIONS, TESTS_MESSAGES.tooManyAnswers),
  hidden: hiddenSchema,
});

/** Chosen figure (1 to 8) of each matrix; `ms` spent on it. */
export const cardsAnswersSchema = z.object({
  answers: z
    .array(
      z.object({ id: answerId(CARDS.items), value: answerId(CARDS.options), ms: msSchema.optional() }),
      TESTS_MESSAGES.invalidAnswer,
    )
    .max(CARDS.items, TESTS_MESSAGES.tooManyAnswers),
  hidden: hiddenSchema,
});

export const ANSWER_SCHEMAS = { toulouse: toulouseAnswersSchema, mbti: mbtiAnswersSchema, cards: cardsAnswersSchema } as const;
export type ToulouseAnswers = z.input<typeof toulouseAnswersSchema>;
export type MbtiAnswers = z.input<typeof mbtiAnswersSchema>;
export type CardsAnswers = z.input<typeof cardsAnswersSchema>;
export type AnswerBatch = ToulouseAnswers | MbtiAnswers | CardsAnswers;

// ---------- Answers ----------

export type AttemptState = 'pending' | 'in_progress' | 'done';

/** One line of 'Mis Tests' (GET /api/test/). validUntil: when the result stops being valid (ISO). */
export interface TestStatus {
  test: TestKind;
  state: AttemptState;
  validUntil: string | null;
}

/** The server's clock for an attempt; the countdown is drawn from remainingMs. */
export interface AttemptClock {
  startedAt: string;
  deadline: string;
  remainingMs: number;
  durationSeconds: number;
}

export interface ToulouseContent {
  rows: number;
  cols: number;
  /** Orientations (0 = up, clockwise in steps of 45°) of the model symbols. */
  models: number[];
  /** One digit 0-7 per cell, in reading order. */
  cells: string;
}

export interface MbtiOption {
  key: 'A' | 'B';
  label: string;
}

export interface MbtiItem {
  id: number;
  /** The question; null for a word pair, whose step prompt says what to choose. */
  text: string | null;
  options: [MbtiOption, MbtiOption];
}

export interface MbtiContent {
  steps: { step: number; prompt: string | null; items: MbtiItem[] }[];
}

export const SHAPE_KINDS = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** One figure of a matrix cell, in a 100 × 100 box: centre, radius and fill. */
export interface DrawnShape {
  kind: ShapeKind;
  cx: number;
  cy: number;
  r: number;
  fill: string;
}

export interface MatrixPanel {
  shapes: DrawnShape[];
}

export interface CardsItem {
  id: number;
  /** The eight given cells, row by row; the ninth is the one to complete. */
  matrix: MatrixPanel[];
  /** Options 1 to 8, in the order shown. */
  options: MatrixPanel[];
}

export interface CardsContent {
  items: CardsItem[];
}

export type StartResponse =
  | { test: 'toulouse'; clock: AttemptClock; content: ToulouseContent; saved: { cells: number[] } }
  | { test: 'mbti'; clock: AttemptClock; content: MbtiContent; saved: { answers: Record<string, 'A' | 'B'> } }
  | { test: 'cards'; clock: AttemptClock; content: CardsContent; saved: { answers: Record<string, number> } };

export interface AnswersResponse {
  /** Answers of this batch that were stored (a repeated or passed-over Toulouse cell is not). */
  saved: number;
  remainingMs: number;
}

export interface FinishResponse {
  test: TestKind;
  validUntil: string;
}

// ---------- Report ----------

export interface IntegrityLog {
  /** Stretches the page was hidden, in ms from the start. */
  hidden: { atMs: number; ms: number }[];
  hiddenTotalMs: number;
  /** Time per item as the browser measured it. */
  itemMs: { id: number; ms: number }[];
  /** How often the attempt was resumed (reloads, another tab). */
  resumes: number;
  /** Answers refused for arriving after the deadline. */
  lateRefused: number;
  /**
   * Why the result is not humanly possible, from the server's own timing of each answer; when
   * present the report warns 'Resultado no confiable' and draws no favourable conclusion.
   */
  flags: string[];
}

interface ReportBase {
  finishedAt: string;
  validUntil: string;
  /** HH:MM:SS,mmm from the server's start and finish. */
  duration: string;
  integrity: IntegrityLog;
}

export interface ToulouseReport extends ReportBase {
  correctas: number;
  incorrectas: number;
  omision: number;
  /** (correct − incorrect) / (correct + omissions), 2 decimals; null when nothing was marked. */
  quotient: string | null;
  /** Conclusions are drawn only from 100 correct marks on. */
  conclusionsApply: boolean;
  goodLevel: boolean;
  conclusions: string[];
}

export type CardsLevel = 'Nivel Bajo' | 'Nivel Medio' | 'Nivel Medio Alto' | 'Nivel Alto';

export interface CardsReport extends ReportBase {
  score: number;
  /** Matrices answered; the others are shown as unanswered. */
  answered: number;
  total: number;
  /** Null when the result is flagged as not humanly possible. */
  level: CardsLevel | null;
  timeComment: string;
}

export type ClarityLevel = 'Leve' | 'Moderado' | 'Fuerte' | 'Muy Fuerte';

export interface ClarityEntry {
  pair: 'EI' | 'SN' | 'TF' | 'JP';
  letter: string;
  /** Answers for the preferred letter, the count the level applies to. */
  count: number;
  /** Questions of the pair answered, either way. */
  answered: number;
  /** Questions of the pair. */
  total: number;
  level: ClarityLevel;
}

/** A type, or (too few answers in some pair) an incomplete questionnaire without one. */
export type MbtiReport = ReportBase & {
  clarity: ClarityEntry[];
  /** Questions answered, of `total` (93). */
  answered: number;
  total: number;
} & (
    | { complete: true; type: string; title: string; description: string }
    | {
        complete: false;
        type: null;
        /** The fewest answers per pair that describe a preference, e.g. 18 of 24. */
        minimumPerPair: { pair: ClarityEntry['pair']; minimum: number; total: number }[];
      }
  );

export interface TestReportData {
  candidate: { name: string | null; email: string | null };
  toulouse: ToulouseReport | null;
  mbti: MbtiReport | null;
  cards: CardsReport | null;
}
