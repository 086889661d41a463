import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type AccommodationDecisionInput, type AccommodationQueueQuery } from '@postulate/contracts';
import { adminQueries } from '../../common/api/admin-queries';

/** Every read of the queue starts with 'ajustes', so a decision refreshes both tabs. */
const accommodationKeys = { all: ['ajustes'] as const, page: (state: AccommodationQueueQuery['state'], page: number) => ['ajustes', state, page] as const };

/** One page of the pending (oldest first) or decided (latest first) requests. */
export function useAccommodationQueue(state: AccommodationQueueQuery['state'], page: number) {
  return useQuery(
    {
      queryKey: accommodationKeys.page(state, page),
      queryFn: ({ signal }) => api.accommodations.queue({ query: { state, page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    adminQueries,
  );
}

/** Approves or rejects a request; the queue is read again, so a request decided elsewhere disappears too. */
export const useAccommodationDecision = () =>
  useMutation(
    {
      mutationFn: ({ id, body }: { id: number; body: AccommodationDecisionInput }) => api.accommodations.decide({ params: { id }, body }),
      onSettled: () => adminQueries.invalidateQueries({ queryKey: accommodationKeys.all }),
    },
    adminQueries,
  );
