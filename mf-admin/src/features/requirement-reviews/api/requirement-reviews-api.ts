import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { adminQueries } from '../../common/api/admin-queries';

/** One page of the ads that ask for a gender or ages; the previous page stays shown while the next loads. */
export function useRequirementReviews(page: number) {
  return useQuery(
    {
      queryKey: ['requirement-reviews', 'list', page],
      queryFn: ({ signal }) => api.requirementAvisos.list({ query: { page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    adminQueries,
  );
}
