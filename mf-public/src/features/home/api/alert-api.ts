import { api } from '@postulate/client';
import { homeQueryOf, type HomeFacetFilters, type HomeFilter, type JobAlert } from '@postulate/contracts';

/**
 * POST /api/alertas: the home's current search (its chips, area and facet filters) saved as a job
 * alert. 'Publicado' stays out: each e-mail lists the ads published since the previous one.
 */
export function createAlert(filters: HomeFilter[], area: number | null, facets: HomeFacetFilters): Promise<JobAlert> {
  const { q, province } = homeQueryOf(filters);
  const { publicado: _window, ...kept } = facets;
  return api.alerts.create({ body: { q: q ?? '', province, area, ...kept } });
}
