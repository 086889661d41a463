import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HomeFacetFilters, HomeFilter } from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';
import { fetchAviso, fetchHome, fetchSearchMarks } from './home-api';

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

/**
 * A logged-in applicant's own marks on the search on screen (the ads they applied to, their alert
 * with this search): the search is everyone's answer, these come apart.
 */
export const useSearchMarks = (applicant: boolean, filters: HomeFilter[], area: number | null, facets: HomeFacetFilters, avisoIds: number[] | undefined) =>
  useQuery(
    {
      queryKey: ['search-marks', { filters, area, facets, avisoIds }],
      queryFn: ({ signal }) => fetchSearchMarks(filters, area, facets, avisoIds!, signal),
      enabled: applicant && avisoIds !== undefined,
    },
    publicQueries,
  );
