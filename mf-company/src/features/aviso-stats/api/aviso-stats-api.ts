import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** One of the company's ads: views, applications per day, sources and the stage funnel. */
export const useAvisoStats = (avisoId: number) =>
  useQuery(
    { queryKey: companyKeys.avisoStats(avisoId), queryFn: ({ signal }) => api.avisoStats.forAviso({ params: { id: avisoId } }, signal) },
    companyQueries,
  );
