import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { Appeal } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The ads by state, the balance and the messages waiting; only a user with a company has one. */
export const useDashboard = (hasCompany: boolean) =>
  useQuery({ queryKey: companyKeys.dashboard, queryFn: ({ signal }) => api.companyAvisos.dashboard({}, signal), enabled: hasCompany }, companyQueries);

/**
 * The company's one answer to a moderation decision. The dashboard is read again even on a refusal:
 * 'already answered' means it shows an old state of the decision.
 */
export const useAppeal = () =>
  useMutation(
    {
      mutationFn: ({ id, texto }: { id: number } & Appeal) => api.moderation.appeal({ params: { id }, body: { texto } }),
      onSettled: () => companyQueries.invalidateQueries({ queryKey: companyKeys.dashboard }),
    },
    companyQueries,
  );
