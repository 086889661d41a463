import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** Whether companies see the candidate's personality result (not until the candidate shares it). */
export const useMbtiSharing = () =>
  useQuery({ queryKey: applicantKeys.mbtiSharing, queryFn: ({ signal }) => api.tests.mbtiSharing({}, signal) }, applicantQueries);

/** Shares the result or stops sharing it; the switch shows the server's answer, so a refused change never looks saved. */
export const useShareMbti = () =>
  useMutation(
    {
      mutationFn: (share: boolean) => api.tests.shareMbti({ body: { share } }),
      onSuccess: (answer) => applicantQueries.setQueryData(applicantKeys.mbtiSharing, answer),
    },
    applicantQueries,
  );
