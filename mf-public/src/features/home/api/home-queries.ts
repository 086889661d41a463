import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HomeFacetFilters, HomeFilter } from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';
import { fetchAviso, fetchHome } from './home-api';

/** The home's search: the results shown stay while the next search or page loads. */
export const useHomeSearch = (filters: HomeFilter[], page: number, area: number | null, facets: HomeFacetFilters) =>
  useQuery(
    {
      queryKey: ['home', { filters, page, area, facets }],
      queryFn: ({ signal }) => fetchHome(filters, page, area, facets, signal),
      placeholderData: keepPreviousData,
    },
    publicQueries,
  );

/** A published ad, as the visitor sees it. */
export const usePublicAviso = (id: string) => useQuery({ queryKey: ['aviso', id], queryFn: ({ signal }) => fetchAviso(id, signal) }, publicQueries);
