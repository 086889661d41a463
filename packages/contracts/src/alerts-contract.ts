import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { listResponseSchema, noContentSchema } from './api-schemas.js';
import { alertSaveSchema, jobAlertSchema } from './alerts.js';
import { ALERT_PLACES } from './route-places.js';

/** The applicant's job alerts (Postulante only): saved searches mailed once a day with the new ads they find. */
export const ALERT_ROUTES = {
  list: defineRoute({
    ...ALERT_PLACES.list,
    summary: "The applicant's alerts, oldest first, each with its search in words",
    response: listResponseSchema(jobAlertSchema),
  }),
  create: defineRoute({
    ...ALERT_PLACES.create,
    summary:
      "Saves the home's current search (q, province, area and the facet filters but 'publicado') as an alert, optionally named and weekly; at most 10 per applicant",
    body: alertSaveSchema,
    created: true,
    response: jobAlertSchema,
    refusals: {
      400: 'A field breaks its rule, or the search has no word, province or area',
      409: 'The applicant already has 10 alerts, or one with this same search',
    },
  }),
  update: defineRoute({
    ...ALERT_PLACES.update,
    summary: "Changes one of the applicant's alerts: its search, name and frequency, checked as when it was saved",
    params: z.object({ id: idSchema.describe("The alert's id") }),
    body: alertSaveSchema,
    response: jobAlertSchema,
    refusals: {
      400: 'A field breaks its rule, or the search has no word, province or area',
      404: "Unknown, or another applicant's alert",
      409: 'The applicant already has another alert with this same search',
    },
  }),
  remove: defineRoute({
    ...ALERT_PLACES.remove,
    summary: "Deletes one of the applicant's alerts; no e-mail is sent for it from then on",
    params: z.object({ id: idSchema.describe("The alert's id") }),
    noContent: true,
    response: noContentSchema,
    refusals: { 404: "Unknown, or another applicant's alert" },
  }),
};
