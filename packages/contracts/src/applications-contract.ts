import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { listResponseSchema, noContentSchema } from './api-schemas.js';
import {
  applicationDetailSchema,
  applicationListItemSchema,
  applicationStatusSchema,
  applySchema,
  avisoApplicationStateSchema,
  novedadesSchema,
} from './applications.js';
import { listQuerySchema } from './reference.js';
import { APPLICATION_PLACES } from './route-places.js';

/** A candidate's applications (Postulante only; another applicant's application is unknown: 404). */
export const APPLICATION_ROUTES = {
  list: defineRoute({
    ...APPLICATION_PLACES.list,
    summary: "Mis Postulaciones, newest first, filtered by part of the ad's title and paged",
    query: listQuerySchema,
    response: listResponseSchema(applicationListItemSchema),
  }),
  apply: defineRoute({
    ...APPLICATION_PLACES.apply,
    summary: 'Applies to a published ad with the answers to its questions: 201 new, 200 when already applied (the same application)',
    body: applySchema,
    created: 'when new',
    response: applicationStatusSchema,
    refusals: { 400: 'A missing or too long answer, or no CV yet', 404: 'Unknown or unpublished ad', 409: 'The applicant withdrew an application to this ad' },
  }),
  get: defineRoute({
    ...APPLICATION_PLACES.get,
    summary: 'One of the applicant’s applications, with the CV and answers as sent',
    params: z.object({ id: idSchema }),
    response: applicationDetailSchema,
    refusals: { 404: 'Unknown, or another applicant’s' },
  }),
  forAviso: defineRoute({
    ...APPLICATION_PLACES.forAviso,
    summary: 'Whether the applicant already applied to the ad',
    params: z.object({ idAviso: idSchema }),
    response: avisoApplicationStateSchema,
  }),
  withdraw: defineRoute({
    ...APPLICATION_PLACES.withdraw,
    summary: "'Retirar postulación': the company sees it withdrawn and can no longer move it; a second request changes nothing and answers the same",
    params: z.object({ id: idSchema }),
    response: applicationStatusSchema,
    refusals: { 404: 'Unknown, or another applicant’s', 409: 'No longer open: the ad finished, or the company hired or discarded the applicant' },
  }),
  novedades: defineRoute({
    ...APPLICATION_PLACES.novedades,
    summary: 'The top-bar badge: unread company messages, and applications whose status changed since the applicant last opened Mis Postulaciones',
    response: novedadesSchema,
  }),
  seen: defineRoute({
    ...APPLICATION_PLACES.seen,
    summary: 'Mis Postulaciones was opened: status changes until now are no longer news',
    noContent: true,
    response: noContentSchema,
  }),
};
