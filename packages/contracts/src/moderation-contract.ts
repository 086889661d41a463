import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { MODERATION_PLACES } from './moderation-places.js';
import {
  appealSchema,
  appealVerdictSchema,
  moderationDecidedSchema,
  moderationDecisionSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
} from './moderation.js';

const byId = (what: string) => z.object({ id: idSchema.describe(what) });

export const MODERATION_ROUTES = {
  queue: defineRoute({
    ...MODERATION_PLACES.queue,
    summary: 'Ads with open reports, grouped by ad with their company and its history (newest report or most reporters first), and the appeals waiting',
    query: reportQueueQuerySchema,
    response: reportQueueSchema,
  }),
  decide: defineRoute({
    ...MODERATION_PLACES.decide,
    summary:
      "Decides every open report of the ad: 'desestimar', 'ocultar' or 'suspender' (the company's ads hidden, its users cannot publish); the reason reaches the company and each reporter who left an e-mail",
    params: byId("The ad's id"),
    body: moderationDecisionSchema,
    response: moderationDecidedSchema,
    refusals: { 400: 'No action, no reason, or a reason over 1000 characters', 404: 'Unknown ad', 409: 'The ad has no open reports (already decided)' },
  }),
  answerAppeal: defineRoute({
    ...MODERATION_PLACES.answerAppeal,
    summary: "Answers a company's appeal: restore (the ad, or the company and its ads, back in the search) or keep, with a reason the company receives",
    params: byId("The decision's id"),
    body: appealVerdictSchema,
    response: moderationDecidedSchema,
    refusals: { 400: 'No reason, or a reason over 1000 characters', 404: 'Unknown decision', 409: 'No appeal waiting on this decision' },
  }),
  appeal: defineRoute({
    ...MODERATION_PLACES.appeal,
    summary: "The company's one answer to a decision that hid one of its ads or suspended it",
    params: byId("The decision's id"),
    body: appealSchema,
    response: moderationDecidedSchema,
    refusals: {
      400: 'No text, or a text over 2000 characters',
      404: "Unknown decision, or another company's",
      409: 'Already answered, or a decision that is not appealed (desestimar)',
    },
  }),
};
