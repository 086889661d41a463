import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { Accommodation, AccommodationRequest, ListResponse } from '@postulate/contracts';
import { applicantQueries } from '../../common/api/applicant-queries';

/** The feature's query keys: every accommodation read starts with 'accommodations'. */
export const accommodationKeys = { mine: ['accommodations', 'mine'] as const };

/** The applicant's latest accommodation request per test (one read for the three tests of Mis Tests). */
export const useMyAccommodations = () =>
  useQuery({ queryKey: accommodationKeys.mine, queryFn: ({ signal }) => api.accommodations.mine({}, signal) }, applicantQueries);

/** Sends a request; the test's panel shows it as the server stored it (pending). */
export const useAccommodationRequest = () =>
  useMutation(
    {
      mutationFn: (body: AccommodationRequest) => api.accommodations.request({ body }),
      onSuccess: (stored) =>
        applicantQueries.setQueryData<ListResponse<Accommodation>>(accommodationKeys.mine, (list) => {
          const response = [...(list?.response ?? []).filter((request) => request.test !== stored.test), stored];
          return { response, size: response.length, total: response.length };
        }),
    },
    applicantQueries,
  );
