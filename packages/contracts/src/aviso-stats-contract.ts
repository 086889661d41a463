import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { noContentSchema } from './api-schemas.js';
import { AVISO_STATS_PLACES } from './aviso-stats-places.js';
import { avisoStatsSchema, avisoViewSchema } from './aviso-stats.js';

const avisoParams = z.object({ id: idSchema.describe("The ad's id") });

export const AVISO_STATS_ROUTES = {
  view: defineRoute({
    ...AVISO_STATS_PLACES.view,
    summary:
      'The ad page was shown. Answered at once and counted later in batches: one view per visitor (a keyed hash of address and browser, kept for the hour) and hour, bots left out by user agent; unknown or unpublished ads count nothing',
    params: avisoParams,
    body: avisoViewSchema,
    noContent: true,
    response: noContentSchema,
  }),
  forAviso: defineRoute({
    ...AVISO_STATS_PLACES.forAviso,
    summary: "One of the company's ads: views, applications per day, sources and the stage funnel",
    params: avisoParams,
    response: avisoStatsSchema,
    refusals: { 404: "Unknown, or another company's ad" },
  }),
};
