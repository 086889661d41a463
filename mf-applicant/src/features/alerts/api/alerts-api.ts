import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { JobAlert, ListResponse } from '@postulate/contracts';
import { applicantQueries } from '../../common/api/applicant-queries';

/** The feature's query keys: every alert read starts with 'alerts'. */
export const alertKeys = { list: ['alerts', 'list'] as const };

/** The applicant's job alerts. */
export const useAlerts = () => useQuery({ queryKey: alertKeys.list, queryFn: ({ signal }) => api.alerts.list({}, signal) }, applicantQueries);

/** Deletes an alert; the list drops it at once. */
export async function deleteAlert(id: number): Promise<void> {
  await api.alerts.remove({ params: { id } });
  applicantQueries.setQueryData<ListResponse<JobAlert>>(alertKeys.list, (list) => {
    if (!list) return list;
    const response = list.response.filter((alert) => alert.id !== id);
    return { response, size: response.length, total: response.length };
  });
}
