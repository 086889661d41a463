import { z } from './zod.js';
import { formatDmy } from './dates.js';
import { TEST_KINDS, TESTS_MESSAGES, type TestKind } from './test-messages.js';

export * from './test-messages.js';

/** 'El resultado va a ser válido hasta el día dd/MM/yyyy' for the API's validUntil (ISO moment). */
export function validUntilText(validUntil: string): string {
  return `El resultado va a ser válido hasta el día ${formatDmy(new Date(validUntil))}`;
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

/**
 * The most answers one request may carry, per test: the page sends what is waiting 1.5 s after
 * the first answer, or at once when this many are waiting, so a person never reaches it (a fast
 * person marks about 4 symbols, answers 1 question or solves no matrix in 1.5 s). A page that
 * comes back online sends its backlog in several such requests.
 */
export const ANSWERS_PER_REQUEST: Record<TestKind, number> = { toulouse: 10, mbti: 5, cards: 3 };

/** The server's answer to a request carrying more answers than ANSWERS_PER_REQUEST. */
export function tooManyAnswersText(max: number): string {
  return `Se enviaron demasiadas respuestas juntas: como máximo ${max} por envío`;
}

// ---------- Requests ----------

const msSchema = z.int(TESTS_MESSAGES.invalidAnswer).min(0, TESTS_MESSAGES.invalidAnswer).max(86_400_000, TESTS_MESSAGES.invalidAnswer);

/** The most hidden stretches one request may report. */
export const HIDDEN_PER_REQUEST = 50;

/** A stretch the page was hidden (visibilitychange), in ms from the start as the browser measured it. */
const hiddenSchema = z
  .array(z.object({ at: msSchema, ms: msSchema }), TESTS_MESSAGES.invalidAnswer)
  .max(HIDDEN_PER_REQUEST, TESTS_MESSAGES.tooManyAnswers)
  .default([]);

const answerId = (max: number, min = 1) => z.int(TESTS_MESSAGES.invalidAnswer).min(min, TESTS_MESSAGES.invalidAnswer).max(max, TESTS_MESSAGES.invalidAnswer);

/** Clicked cells (0-based, reading order); `ms` since the previous click. */
export const toulouseAnswersSchema = z.object({
  answers: z
    .array(z.object({ id: answerId(TOULOUSE_CELLS - 1, 0), ms: msSchema.optional() }), TESTS_MESSAGES.invalidAnswer)
    .max(ANSWERS_PER_REQUEST.toulouse, tooManyAnswersText(ANSWERS_PER_REQUEST.toulouse)),
  hidden: hiddenSchema,
});

/** Chosen option of each question; `ms` spent on it. */
export const mbtiAnswersSchema = z.object({
  answers: z
    .array(
      z.object({ id: answerId(MBTI_QUESTIONS), value: z.enum(['A', 'B'], TESTS_MESSAGES.invalidAnswer), ms: msSchema.optional() }),
      TESTS_MESSAGES.invalidAnswer,
    )
    .max(ANSWERS_PER_REQUEST.mbti, tooManyAnswersText(ANSWERS_PER_REQUEST.mbti)),
  hidden: hiddenSchema,
});

/** Chosen figure (1 to 8) of each matrix; `ms` spent on it. */
export const cardsAnswersSchema = z.object({
  answers: z
    .array(z.object({ id: answerId(CARDS.items), value: answerId(CARDS.options), ms: msSchema.optional() }), TESTS_MESSAGES.invalidAnswer)
    .max(ANSWERS_PER_REQUEST.cards, tooManyAnswersText(ANSWERS_PER_REQUEST.cards)),
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
export const testStatusSchema = z.object({
  test: z.enum(TEST_KINDS),
  state: z.enum(ATTEMPT_STATES),
  validUntil: isoMoment('Validity end').nullable(),
  carriedOver: z
    .literal(true)
    .optional()
    .describe('Done under an account the person deleted: one result per person, it cannot be taken again while valid, and this account has no report of it'),
});
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
  text: z.string().nullable().describe('The question; null for a word pair, whose step prompt says what to choose'),
  options: z.tuple([mbtiOptionSchema, mbtiOptionSchema]),
});
export type MbtiItem = z.infer<typeof mbtiItemSchema>;

export const mbtiContentSchema = z.object({
  steps: z.array(z.object({ step: z.int(), prompt: z.string().nullable(), items: z.array(mbtiItemSchema) })),
});
export type MbtiContent = z.infer<typeof mbtiContentSchema>;

/**
 * One cell of a matrix as the server drew it: an SVG image (data URI) of plain outlines, with no
 * names, sizes or shades to read, different for every attempt. The accessible format adds a text
 * description good enough to solve the matrix by ear; the standard format has none.
 */
export const matrixPanelSchema = z.object({
  image: z.string().startsWith('data:image/svg+xml;base64,'),
  description: z.string().optional().describe('Only in the accessible format: the figures in words, in Spanish'),
});
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
  z.object({
    test: z.literal('mbti'),
    clock: attemptClockSchema,
    content: mbtiContentSchema,
    saved: z.object({ answers: z.record(z.string(), mbtiKeySchema) }),
  }),
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
  hidden: z
    .array(
      z.object({
        atMs: z.number().describe("When the page was hidden, in ms from the start: on the server's timeline when `placed`, else as the page reported it"),
        ms: z.number().describe('How long, as the page reported it'),
        placed: z.boolean().describe('The stretch ends when its report reached the server (the page sends it on coming back)'),
      }),
    )
    .describe('Stretches the page was hidden'),
  hiddenTotalMs: z.number(),
  serverItemMs: z
    .array(z.object({ id: z.int(), ms: z.number() }))
    .describe("Time per item on the server's clock: from the previous arrival to the arrival of the item's request, shared among the items it carried"),
  arrivals: z
    .object({
      requests: z.int().describe('Requests that carried answers'),
      firstMs: z.number().nullable().describe('Arrival of the first, in ms from the start'),
      lastMs: z.number().nullable().describe('Arrival of the last, in ms from the start'),
      longestSilenceMs: z.number().nullable().describe('The longest stretch without answers arriving, from the start to the last arrival'),
    })
    .describe("The answers' arrivals on the server's clock"),
  resumes: z.int().describe('How often the attempt was resumed (reloads, another tab)'),
  lateRefused: z.int().describe('Answers refused for arriving after the deadline'),
  flags: z
    .array(z.string())
    .describe("Why the result is not a person's own work, from the server's own timing of each answer: the report then warns 'Resultado no confiable'"),
});
export type IntegrityLog = z.infer<typeof integrityLogSchema>;

const reportBaseSchema = z.object({
  finishedAt: isoMoment('Finish'),
  validUntil: isoMoment('Validity end'),
  duration: z.string().describe("HH:MM:SS,mmm from the server's start and finish, on the test's standard time (extra time never shows)"),
  integrity: integrityLogSchema,
});

export const toulouseReportSchema = reportBaseSchema.extend({
  correctas: z.int(),
  incorrectas: z.int(),
  omision: z.int(),
  quotient: z.string().nullable().describe('(correct − incorrect) / (correct + omissions), 2 decimals; null when nothing was marked'),
  conclusionsApply: z.boolean().describe('Observations are drawn only from 100 correct marks on (scaled to the time given)'),
  goodLevel: z.boolean().describe("No observation holds: 'Desempeño dentro de lo esperado'"),
  conclusions: z.array(z.string()).describe('Neutral observations with their figures, never a condition'),
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
  letter: z.string().nullable().describe("The preferred letter; null when the pair shows no clear preference ('Sin preferencia clara')"),
  count: z.int().describe('Answers for the leading letter, the count the level applies to'),
  answered: z.int().describe('Questions of the pair answered, either way'),
  total: z.int().describe('Questions of the pair'),
  level: z.enum(CLARITY_LEVELS).nullable().describe('Null when the pair shows no clear preference'),
});
export type ClarityEntry = z.infer<typeof clarityEntrySchema>;

const mbtiReportBaseSchema = reportBaseSchema.extend({
  clarity: z.array(clarityEntrySchema),
  answered: z.int().describe('Questions answered, of `total` (93)'),
  total: z.int(),
});

/**
 * A type, answers in a fixed pattern that cannot be interpreted, or (too few answers in some pair)
 * an incomplete questionnaire without a type.
 */
export const mbtiReportSchema = z.discriminatedUnion('complete', [
  z.discriminatedUnion('interpretable', [
    mbtiReportBaseSchema.extend({
      complete: z.literal(true),
      interpretable: z.literal(true),
      type: z.string().describe("One letter per pair, '·' for a pair without a clear preference: 'ENFJ', 'IN·P'"),
      title: z.string().nullable().describe("The type's portrait; null unless all four pairs show a clear preference"),
      description: z.string().nullable(),
    }),
    mbtiReportBaseSchema.extend({
      complete: z.literal(true),
      interpretable: z.literal(false),
      type: z.null(),
      title: z.null(),
      description: z.null(),
      reason: z.string().describe("Why no type: 'Las respuestas siguen un patrón fijo (todas A): …'"),
    }),
  ]),
  mbtiReportBaseSchema.extend({
    complete: z.literal(false),
    type: z.null(),
    minimumPerPair: z
      .array(z.object({ pair: mbtiPairSchema, minimum: z.int(), total: z.int() }))
      .describe('The fewest answers per pair that describe a preference, e.g. 18 of 24'),
  }),
]);
export type MbtiReport = z.infer<typeof mbtiReportSchema>;

/** Why a test has no result in the report although it was taken. */
export const UNSCORED_REASONS = ['interrupted', 'taken_before'] as const;
export type UnscoredReason = (typeof UNSCORED_REASONS)[number];
/** POST /api/test/mbti/compartir: whether companies see the candidate's personality result. */
export const mbtiSharingSchema = z.object({ share: z.boolean() });
export type MbtiSharing = z.infer<typeof mbtiSharingSchema>;

export const testReportDataSchema = z.object({
  candidate: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  toulouse: toulouseReportSchema.nullable(),
  mbti: mbtiReportSchema.nullable(),
  mbtiWithheld: z
    .boolean()
    .describe('True when the person took the personality questionnaire but did not share the result with this reader (mbti is then null)'),
  cards: cardsReportSchema.nullable(),
  unscored: z
    .array(z.object({ test: z.enum(TEST_KINDS), reason: z.enum(UNSCORED_REASONS) }))
    .describe(
      "Tests taken without a result here (their entry is null): 'interrupted', the invitation was changed while the test ran; 'taken_before', finished under an account the person deleted, valid until its date",
    ),
});
export type TestReportData = z.infer<typeof testReportDataSchema>;
