import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { homeQueryOf, type HomeFacetFilters, type HomeFilter } from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';

/**
 * POST /api/alertas: the home's current search (its chips, area and facet filters) saved as a job
 * alert. 'Publicado' stays out: each e-mail lists the ads published since the previous one.
 */
export const useCreateAlert = () =>
  useMutation(
    {
      mutationFn: ({ filters, area, facets }: { filters: HomeFilter[]; area: number | null; facets: HomeFacetFilters }) => {
        const { q, province } = homeQueryOf(filters);
        const { publicado: _window, ...kept } = facets;
        return api.alerts.create({ body: { q: q ?? '', province, area, ...kept } });
      },
    },
    publicQueries,
  );
