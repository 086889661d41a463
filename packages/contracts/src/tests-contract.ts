import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute, type RoutePlace } from './api-route.js';
import { listResponseSchema } from './api-schemas.js';
import { invitationFormSchema, invitationViewSchema } from './test-invitations.js';
import { INVITATION_PLACES, TEST_PLACES } from './route-places.js';
import {
  answersResponseSchema,
  cardsAnswersSchema,
  finishResponseSchema,
  mbtiAnswersSchema,
  mbtiSharingSchema,
  startResponseSchema,
  testKindSchema,
  testReportDataSchema,
  testStatusSchema,
  toulouseAnswersSchema,
} from './tests.js';

const testParams = z.object({ test: testKindSchema });

/** One autosaved batch of raw answers; which shape depends on the test in the path. Scores never come from the browser. */
export const answerBatchSchema = z.union([toulouseAnswersSchema, mbtiAnswersSchema, cardsAnswersSchema]);

const statusSummary = "Each test's state: 'pending', 'in_progress' or 'done', with the result's validity";

/** Start, answers and finish of a test, the same for the candidate's own tests and an invitation link's. */
export const testStepRoutes = <Places extends Record<'start' | 'answers' | 'finish', RoutePlace>, Params extends z.ZodObject>(
  places: Places,
  params: Params,
) => ({
  start: defineRoute({
    ...places.start,
    summary: 'Starts or resumes the test: the server clock (deadline, remainingMs), what to show and the answers saved so far',
    params,
    response: startResponseSchema,
    refusals: { 400: 'Unknown test', 409: 'The test was already finished' },
  }),
  answers: defineRoute({
    ...places.answers,
    summary: 'Stores a batch of raw answers (Toulouse cells; mbti A|B; cards 1-8) as the server receives them',
    params,
    body: answerBatchSchema,
    response: answersResponseSchema,
    refusals: { 400: 'An answer outside the test', 409: 'Not started, already finished, or past the deadline plus grace' },
  }),
  finish: defineRoute({
    ...places.finish,
    summary: 'Finishes the test: the server scores it from the stored answers and its own clock',
    params,
    response: finishResponseSchema,
    refusals: { 409: 'Not started' },
  }),
});

/** The logged-in Postulante's own tests, and their own report. */
export const TEST_ROUTES = {
  status: defineRoute({ ...TEST_PLACES.status, summary: statusSummary, response: listResponseSchema(testStatusSchema) }),
  ...testStepRoutes(TEST_PLACES, testParams),
  report: defineRoute({
    ...TEST_PLACES.report,
    summary: 'Scores and conclusions of the finished tests, with the integrity log',
    params: z.object({ applicantId: idSchema }),
    response: testReportDataSchema,
    refusals: { 404: 'Not the session’s applicant' },
  }),
  mbtiSharing: defineRoute({
    ...TEST_PLACES.mbtiSharing,
    summary: "Whether companies see the candidate's personality result (not shared until the candidate says so)",
    response: mbtiSharingSchema,
  }),
  shareMbti: defineRoute({
    ...TEST_PLACES.shareMbti,
    summary: 'Shares the personality result with the companies the candidate applies to, or stops sharing it',
    body: mbtiSharingSchema,
    response: mbtiSharingSchema,
    refusals: { 400: 'share is not a boolean' },
  }),
};

const tokenParams = z.object({ token: z.string().describe("The invitation link's token") });
const linkRefusals = { 404: 'Unknown link', 409: 'Claimed by another browser', 410: 'Expired link' } as const;

/**
 * The invitation flow for candidates without an account: the link's token is the credential, held
 * together with the claim cookie of the browser that first saved the form.
 */
export const INVITATION_ROUTES = {
  view: defineRoute({
    ...INVITATION_PLACES.view,
    summary: "The link's state ('new' until the welcome form is saved), who invited, the form and the tests",
    params: tokenParams,
    response: invitationViewSchema,
    refusals: { ...linkRefusals, 429: 'Too many attempts' },
  }),
  save: defineRoute({
    ...INVITATION_PLACES.save,
    summary: "Saves the welcome form; the first save ('create', with the captcha) claims the link for this browser",
    params: tokenParams,
    body: invitationFormSchema,
    response: invitationViewSchema,
    refusals: { 400: 'A field breaks its rule', ...linkRefusals, 429: 'Too many attempts' },
  }),
  status: defineRoute({
    ...INVITATION_PLACES.status,
    summary: statusSummary,
    params: tokenParams,
    response: listResponseSchema(testStatusSchema),
    refusals: linkRefusals,
  }),
  ...testStepRoutes(INVITATION_PLACES, tokenParams.extend(testParams.shape)),
  report: defineRoute({
    ...INVITATION_PLACES.report,
    summary: "The invited candidate's own report, the same the tester reads (their right of access)",
    params: tokenParams,
    response: testReportDataSchema,
    refusals: linkRefusals,
  }),
  shareMbti: defineRoute({
    ...INVITATION_PLACES.shareMbti,
    summary: 'Shows the personality result to the tester who invited, or stops showing it (not shown by default)',
    params: tokenParams,
    body: mbtiSharingSchema,
    response: mbtiSharingSchema,
    refusals: { 400: 'share is not a boolean', ...linkRefusals },
  }),
};
