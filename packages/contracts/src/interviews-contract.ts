import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { listResponseSchema } from './api-schemas.js';
import { INTERVIEW_PLACES } from './interview-places.js';
import { interviewAnswerSchema, interviewSaveSchema, interviewSchema, upcomingInterviewsQuerySchema } from './interviews.js';

const applicationParams = z.object({ id: idSchema.describe("The application's id") });
const interviewParams = z.object({ id: idSchema.describe("The application's id"), idEntrevista: idSchema.describe("The interview's id") });
const companyRefusals = {
  400: 'A field breaks its rule: the Spanish message on its field',
  404: "Unknown, or another company's application or interview",
} as const;

/** Interviews: the company's side (Empresa, its own applications only) and the candidate's (Postulante, their own only). */
export const INTERVIEW_ROUTES = {
  schedule: defineRoute({
    ...INTERVIEW_PLACES.schedule,
    summary: "Schedules an interview for the application, moves it to 'entrevista' and e-mails the candidate a calendar invitation (METHOD:REQUEST)",
    params: applicationParams,
    body: interviewSaveSchema,
    created: true,
    response: interviewSchema,
    refusals: { ...companyRefusals, 409: 'The application was withdrawn, its ad finished, its applicant is gone, or it has an upcoming interview already' },
  }),
  reschedule: defineRoute({
    ...INTERVIEW_PLACES.reschedule,
    summary: "Reprograms the interview: the candidate's answer is cleared and the invitation goes again with the same UID and a higher SEQUENCE",
    params: interviewParams,
    body: interviewSaveSchema,
    response: interviewSchema,
    refusals: { ...companyRefusals, 409: 'The interview was cancelled, the application withdrawn or its ad finished' },
  }),
  cancel: defineRoute({
    ...INTERVIEW_PLACES.cancel,
    summary: 'Cancels the interview: the candidate gets METHOD:CANCEL with the same UID; cancelling again changes nothing',
    params: interviewParams,
    response: interviewSchema,
    refusals: { 404: companyRefusals[404] },
  }),
  ofApplication: defineRoute({
    ...INTERVIEW_PLACES.ofApplication,
    summary: "The application's interviews, cancelled ones included: programmed ones first, then latest first",
    params: applicationParams,
    response: listResponseSchema(interviewSchema),
    refusals: { 404: companyRefusals[404] },
  }),
  upcoming: defineRoute({
    ...INTERVIEW_PLACES.upcoming,
    summary: "The company's programmed interviews that have not ended, soonest first (at most 100), optionally of one ad",
    query: upcomingInterviewsQuerySchema,
    response: listResponseSchema(interviewSchema),
  }),
  mine: defineRoute({
    ...INTERVIEW_PLACES.mine,
    summary: "The candidate's interviews that have not ended, soonest first, cancelled ones marked",
    response: listResponseSchema(interviewSchema),
  }),
  answer: defineRoute({
    ...INTERVIEW_PLACES.answer,
    summary: 'The candidate confirms the interview or asks for another time, with an optional message the company reads',
    params: z.object({ idEntrevista: idSchema.describe("The interview's id") }),
    body: interviewAnswerSchema,
    response: interviewSchema,
    refusals: { 400: 'A field breaks its rule', 404: "Unknown, or another applicant's interview", 409: 'The interview was cancelled or already happened' },
  }),
};
