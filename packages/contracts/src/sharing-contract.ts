import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { fileBytesSchema } from './api-schemas.js';
import { homeQuerySchema } from './home-query.js';
import { SHARING_PLACES } from './sharing-places.js';
import { sharePageSchema } from './sharing.js';

/** Link previews, search engines and feed readers: they read the published ads without JavaScript. */
export const SHARING_ROUTES = {
  page: defineRoute({
    ...SHARING_PLACES.page,
    summary:
      "A published ad's link preview (title, description, Open Graph image) and schema.org JobPosting, which the portal's server writes into /showAviso/{id}",
    params: z.object({ id: idSchema }),
    response: sharePageSchema,
    refusals: { 404: 'Unknown or unpublished ad' },
  }),
  image: defineRoute({
    ...SHARING_PLACES.image,
    summary: "A published ad's 1200×630 PNG preview: the portal's mark, the title, the company or 'Confidencial' and the place",
    params: z.object({ id: idSchema }),
    response: fileBytesSchema,
    fileTypes: ['image/png'],
    refusals: { 404: 'Unknown or unpublished ad' },
  }),
  feed: defineRoute({
    ...SHARING_PLACES.feed,
    summary: "RSS 2.0 of a home search (the home's query; page ignored): its newest 50 ads",
    query: homeQuerySchema,
    response: fileBytesSchema,
    fileTypes: ['application/rss+xml'],
    refusals: { 400: 'A filter with an invalid value (Spanish message)' },
  }),
  sitemap: defineRoute({
    ...SHARING_PLACES.sitemap,
    summary: "The sitemap the portal's server answers at /sitemap.xml: the public pages and every published ad with its last change",
    response: fileBytesSchema,
    fileTypes: ['application/xml'],
  }),
  robots: defineRoute({
    ...SHARING_PLACES.robots,
    summary: "The robots.txt the portal's server answers at /robots.txt: the API and private pages kept out, the sitemap named",
    response: fileBytesSchema,
    fileTypes: ['text/plain'],
  }),
};
