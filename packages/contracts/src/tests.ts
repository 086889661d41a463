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

// ---------- Answers (schemas: the types are inferred, the API document shows them) ----------

export const ATTEMPT_STATES = ['pending', 'in_progress', 'done'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

const isoMoment = (what: string) => z.iso.datetime().describe(`${what} (ISO)`);

/** One line of 'Mis Tests' (GET /api/test/). validUntil: when the result stops being valid (ISO). */
export const testStatusSchema = z.object({ test: z.enum(TEST_KINDS), state: z.enum(ATTEMPT_STATES), validUntil: isoMoment('Validity end').nullable() });
export type TestStatus = z.infer<typeof testStatusSchema>;

/** The server's clock for an attempt; the countdown is drawn from remainingMs. */
export const attemptClockSchema = z.object({
  startedAt: isoMoment('Start'),
  deadline: isoMoment('Deadline'),
  remainingMs: z.int(),
  durationSeconds: z.int(),
});
export type AttemptClock = z.infer<typeof attemptClockSchema>;

export const toulouseContentSchema = z.object({
  rows: z.int(),
  cols: z.int(),
  models: z.array(z.int()).describe('Orientations (0 = up, clockwise in steps of 45°) of the model symbols'),
  cells: z.string().describe('One digit 0-7 per cell, in reading order'),
});
export type ToulouseContent = z.infer<typeof toulouseContentSchema>;

const mbtiKeySchema = z.enum(['A', 'B']);
export const mbtiOptionSchema = z.object({ key: mbtiKeySchema, label: z.string() });
export type MbtiOption = z.infer<typeof mbtiOptionSchema>;

export const mbtiItemSchema = z.object({
  id: z.int(),
  text: z.string().nullable().describe("The question; null for a word pair, whose step prompt says what to choose"),
  options: z.tuple([mbtiOptionSchema, mbtiOptionSchema]),
});
export type MbtiItem = z.infer<typeof mbtiItemSchema>;

export const mbtiContentSchema = z.object({
  steps: z.array(z.object({ step: z.int(), prompt: z.string().nullable(), items: z.array(mbtiItemSchema) })),
});
export type MbtiContent = z.infer<typeof mbtiContentSchema>;

export const SHAPE_KINDS = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** One figure of a matrix cell, in a 100 × 100 box: centre, radius and fill. */
export const drawnShapeSchema = z.object({ kind: z.enum(SHAPE_KINDS), cx: z.number(), cy: z.number(), r: z.number(), fill: z.string() });
export type DrawnShape = z.infer<typeof drawnShapeSchema>;

export const matrixPanelSchema = z.object({ shapes: z.array(drawnShapeSchema) });
export type MatrixPanel = z.infer<typeof matrixPanelSchema>;

export const cardsItemSchema = z.object({
  id: z.int(),
  matrix: z.array(matrixPanelSchema).describe('The eight given cells, row by row; the ninth is the one to complete'),
  options: z.array(matrixPanelSchema).describe('Options 1 to 8, in the order shown'),
});
export type CardsItem = z.infer<typeof cardsItemSchema>;

export const cardsContentSchema = z.object({ items: z.array(cardsItemSchema) });
export type CardsContent = z.infer<typeof cardsContentSchema>;

/** How an attempt is shown: the accessible format (an approved accommodation) describes each matrix figure in words. */
export const TEST_FORMATS = ['standard', 'accessible'] as const;
export type TestFormat = (typeof TEST_FORMATS)[number];

/** POST .../{test}/start: the server's clock, what to show and the answers saved so far. */
export const startResponseSchema = z.discriminatedUnion('test', [
  z.object({ test: z.literal('toulouse'), clock: attemptClockSchema, content: toulouseContentSchema, saved: z.object({ cells: z.array(z.int()) }) }),
  z.object({ test: z.literal('mbti'), clock: attemptClockSchema, content: mbtiContentSchema, saved: z.object({ answers: z.record(z.string(), mbtiKeySchema) }) }),
  z.object({
    test: z.literal('cards'),
    clock: attemptClockSchema,
    content: cardsContentSchema,
    saved: z.object({ answers: z.record(z.string(), z.int()) }),
    format: z.enum(TEST_FORMATS).describe("The attempt's format, fixed at its start"),
  }),
]);
export type StartResponse = z.infer<typeof startResponseSchema>;

export const answersResponseSchema = z.object({
  saved: z.int().describe('Answers of this batch that were stored (a repeated or passed-over Toulouse cell is not)'),
  remainingMs: z.int(),
});
export type AnswersResponse = z.infer<typeof answersResponseSchema>;

export const finishResponseSchema = z.object({ test: z.enum(TEST_KINDS), validUntil: isoMoment('Validity end') });
export type FinishResponse = z.infer<typeof finishResponseSchema>;

// ---------- Report ----------

export const integrityLogSchema = z.object({
  hidden: z.array(z.object({ atMs: z.number(), ms: z.number() })).describe('Stretches the page was hidden, in ms from the start'),
  hiddenTotalMs: z.number(),
  itemMs: z.array(z.object({ id: z.int(), ms: z.number() })).describe('Time per item as the browser measured it'),
  resumes: z.int().describe('How often the attempt was resumed (reloads, another tab)'),
  lateRefused: z.int().describe('Answers refused for arriving after the deadline'),
  flags: z
    .array(z.string())
    .describe("Why the result is not humanly possible, from the server's own timing of each answer: the report then warns 'Resultado no confiable'"),
});
export type IntegrityLog = z.infer<typeof integrityLogSchema>;

const reportBaseSchema = z.object({
  finishedAt: isoMoment('Finish'),
  validUntil: isoMoment('Validity end'),
  duration: z.string().describe("HH:MM:SS,mmm from the server's start and finish"),
  integrity: integrityLogSchema,
});

export const toulouseReportSchema = reportBaseSchema.extend({
  correctas: z.int(),
  incorrectas: z.int(),
  omision: z.int(),
  quotient: z.string().nullable().describe('(correct − incorrect) / (correct + omissions), 2 decimals; null when nothing was marked'),
  conclusionsApply: z.boolean().describe('Conclusions are drawn only from 100 correct marks on'),
  goodLevel: z.boolean(),
  conclusions: z.array(z.string()),
});
export type ToulouseReport = z.infer<typeof toulouseReportSchema>;

export const CARDS_LEVELS = ['Nivel Bajo', 'Nivel Medio', 'Nivel Medio Alto', 'Nivel Alto'] as const;
export type CardsLevel = (typeof CARDS_LEVELS)[number];

export const cardsReportSchema = reportBaseSchema.extend({
  score: z.int(),
  answered: z.int().describe('Matrices answered; the others are shown as unanswered'),
  total: z.int(),
  level: z.enum(CARDS_LEVELS).nullable().describe('Null when the result is flagged as not humanly possible'),
  timeComment: z.string(),
});
export type CardsReport = z.infer<typeof cardsReportSchema>;

export const CLARITY_LEVELS = ['Leve', 'Moderado', 'Fuerte', 'Muy Fuerte'] as const;
export type ClarityLevel = (typeof CLARITY_LEVELS)[number];
const mbtiPairSchema = z.enum(['EI', 'SN', 'TF', 'JP']);

export const clarityEntrySchema = z.object({
  pair: mbtiPairSchema,
  letter: z.string(),
  count: z.int().describe('Answers for the preferred letter, the count the level applies to'),
  answered: z.int().describe('Questions of the pair answered, either way'),
  total: z.int().describe('Questions of the pair'),
  level: z.enum(CLARITY_LEVELS),
});
export type ClarityEntry = z.infer<typeof clarityEntrySchema>;

const mbtiReportBaseSchema = reportBaseSchema.extend({
  clarity: z.array(clarityEntrySchema),
  answered: z.int().describe('Questions answered, of `total` (93)'),
  total: z.int(),
});

/** A type, or (too few answers in some pair) an incomplete questionnaire without one. */
export const mbtiReportSchema = z.discriminatedUnion('complete', [
  mbtiReportBaseSchema.extend({ complete: z.literal(true), type: z.string(), title: z.string(), description: z.string() }),
  mbtiReportBaseSchema.extend({
    complete: z.literal(false),
    type: z.null(),
    minimumPerPair: z
      .array(z.object({ pair: mbtiPairSchema, minimum: z.int(), total: z.int() }))
      .describe('The fewest answers per pair that describe a preference, e.g. 18 of 24'),
  }),
]);
export type MbtiReport = z.infer<typeof mbtiReportSchema>;

export const testReportDataSchema = z.object({
  candidate: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  toulouse: toulouseReportSchema.nullable(),
  mbti: mbtiReportSchema.nullable(),
  cards: cardsReportSchema.nullable(),
});
export type TestReportData = z.infer<typeof testReportDataSchema>;
