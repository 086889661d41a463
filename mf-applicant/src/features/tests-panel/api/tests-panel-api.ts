import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** The three tests' states for the signed-in candidate. */
export const useMyTests = () =>
  useQuery({ queryKey: applicantKeys.tests, queryFn: async ({ signal }) => (await api.tests.status({}, signal)).response }, applicantQueries);

/** The candidate's own results, as the server computed them; read once some test is done. */
export const useMyReport = (applicantId: number | undefined, anyDone: boolean) =>
  useQuery(
    {
      queryKey: applicantKeys.testReport(applicantId ?? 0),
      queryFn: ({ signal }) => api.tests.report({ params: { applicantId: applicantId ?? 0 } }, signal),
      enabled: anyDone && applicantId !== undefined,
    },
    applicantQueries,
  );
