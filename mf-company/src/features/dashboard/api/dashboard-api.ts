import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The ads by state, the balance and the messages waiting; only a user with a company has one. */
export const useDashboard = (hasCompany: boolean) =>
  useQuery({ queryKey: companyKeys.dashboard, queryFn: ({ signal }) => api.companyAvisos.dashboard({}, signal), enabled: hasCompany }, companyQueries);
