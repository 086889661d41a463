import { z } from './zod.js';
import { idSchema } from './admin.js';
import { ACCOMMODATION_PLACES } from './accommodation-places.js';
import {
  accommodationDecisionSchema,
  accommodationQueueItemSchema,
  accommodationQueueQuerySchema,
  accommodationRequestSchema,
  accommodationSchema,
} from './accommodations.js';
import { defineRoute } from './api-route.js';
import { listResponseSchema } from './api-schemas.js';

/** Extra time and the accessible format for the candidate's own tests: asked from Mis Tests, decided by an administrator. */
export const ACCOMMODATION_ROUTES = {
  mine: defineRoute({
    ...ACCOMMODATION_PLACES.mine,
    summary: "The session applicant's latest accommodation request per test, with its state and the decider's reply",
    response: listResponseSchema(accommodationSchema),
  }),
  request: defineRoute({
    ...ACCOMMODATION_PLACES.request,
    summary: 'Asks for extra time (25 or 50 %) and/or the accessible format (matrices only) for a test not yet started, with a reason',
    body: accommodationRequestSchema,
    created: true,
    response: accommodationSchema,
    refusals: { 400: 'A field breaks its rule', 409: 'A request for the test is pending, or the test was started or finished' },
  }),
  queue: defineRoute({
    ...ACCOMMODATION_PLACES.queue,
    summary: 'The requests to decide (oldest first) or the decided ones (latest first), paged',
    query: accommodationQueueQuerySchema,
    response: listResponseSchema(accommodationQueueItemSchema),
  }),
  decide: defineRoute({
    ...ACCOMMODATION_PLACES.decide,
    summary: 'Approves or rejects a pending request with an optional reply; the candidate gets it by e-mail',
    params: z.object({ id: idSchema }),
    body: accommodationDecisionSchema,
    response: accommodationQueueItemSchema,
    refusals: { 400: 'A field breaks its rule', 404: 'Unknown request', 409: 'The request was already decided' },
  }),
};
