import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { areaItemSchema, listResponseSchema, localityOptionSchema, namedItemSchema, provinceOptionSchema } from './api-schemas.js';
import { listQuerySchema, locationQuerySchema } from './reference.js';
import { REFERENCE_PLACES } from './route-places.js';

const byId = z.object({ id: idSchema });
const unknownId = { 404: 'Unknown id: {message}' } as const;

/** The reference lists: public reads (the home, the ad wizard, the CV and registration forms). */
export const REFERENCE_ROUTES = {
  localities: defineRoute({
    ...REFERENCE_PLACES.localities,
    summary: 'Localities of a province whose name contains fvalue (case and accents ignored), at most `limit`',
    query: locationQuerySchema,
    response: listResponseSchema(localityOptionSchema),
  }),
  provinces: defineRoute({ ...REFERENCE_PLACES.provinces, summary: 'The 24 provinces', response: listResponseSchema(provinceOptionSchema) }),
  areas: defineRoute({
    ...REFERENCE_PLACES.areas,
    summary: 'Areas with their sub-areas, filtered by name and paged',
    query: listQuerySchema,
    response: listResponseSchema(areaItemSchema),
  }),
  area: defineRoute({ ...REFERENCE_PLACES.area, summary: 'An area with its sub-areas', params: byId, response: areaItemSchema, refusals: unknownId }),
  subAreas: defineRoute({
    ...REFERENCE_PLACES.subAreas,
    summary: 'Sub-areas, filtered by name and paged',
    query: listQuerySchema,
    response: listResponseSchema(namedItemSchema),
  }),
  subArea: defineRoute({ ...REFERENCE_PLACES.subArea, summary: 'A sub-area', params: byId, response: namedItemSchema, refusals: unknownId }),
  workLevels: defineRoute({
    ...REFERENCE_PLACES.workLevels,
    summary: 'Work levels, filtered by name and paged',
    query: listQuerySchema,
    response: listResponseSchema(namedItemSchema),
  }),
  workLevel: defineRoute({ ...REFERENCE_PLACES.workLevel, summary: 'A work level', params: byId, response: namedItemSchema, refusals: unknownId }),
};
