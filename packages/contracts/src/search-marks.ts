import { z } from './zod.js';
import { defineRoute } from './api-route.js';
import { homeQueryObject, readHomeQuery } from './home-query.js';
import { SEARCH_MARK_PLACES } from './route-places.js';

/** More than a page of the home's results (20) is never asked about. */
export const SEARCH_MARKS_MAX_AVISOS = 50;

const avisoIds = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z.coerce
        .number('Debe indicar avisos válidos')
        .int('Debe indicar avisos válidos')
        .min(1, 'Debe indicar avisos válidos')
        .max(2_147_483_647, 'Debe indicar avisos válidos'),
    )
    .max(SEARCH_MARKS_MAX_AVISOS, `Se pueden consultar hasta ${SEARCH_MARKS_MAX_AVISOS} avisos`),
);

/**
 * GET /api/aplica/marcas: the home's search on screen (its query, as GET /api/home takes it) and
 * the ads shown (`aviso`, once per ad).
 */
export const searchMarksQuerySchema = homeQueryObject
  .extend({ aviso: avisoIds })
  .transform(({ aviso, ...search }) => ({ avisos: aviso, search: readHomeQuery(search) }));
export type SearchMarksQuery = z.output<typeof searchMarksQuerySchema>;

export const searchMarksSchema = z.object({
  postulados: z.array(z.int()).describe('The ads asked about that the applicant applied to'),
  alerta: z.int().nullable().describe("The id of the applicant's alert with this same search; null without one"),
});
export type SearchMarks = z.output<typeof searchMarksSchema>;

/**
 * What is the applicant's own on a search: the home's results are everyone's (GET /api/home is
 * asked without the session, so caches and replicas answer it), and this small call marks them.
 */
export const SEARCH_MARK_ROUTES = {
  get: defineRoute({
    ...SEARCH_MARK_PLACES.get,
    summary: "The applicant's marks on a home search: which of the ads shown they applied to, and their alert with this search",
    query: searchMarksQuerySchema,
    response: searchMarksSchema,
  }),
};
