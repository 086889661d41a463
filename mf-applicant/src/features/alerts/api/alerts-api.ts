import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { LIST_MAX_PAGE_SIZE, type AlertSave, type JobAlert, type ListResponse } from '@postulate/contracts';
import { applicantQueries } from '../../common/api/applicant-queries';

/** The feature's query keys: every alert read starts with 'alerts'. */
export const alertKeys = { list: ['alerts', 'list'] as const, references: ['alerts', 'references'] as const };

/** The applicant's job alerts. */
export const useAlerts = () => useQuery({ queryKey: alertKeys.list, queryFn: ({ signal }) => api.alerts.list({}, signal) }, applicantQueries);

/** The areas and work levels an alert's search may narrow to (each list fits one page). */
export const useAlertReferences = () =>
  useQuery(
    {
      queryKey: alertKeys.references,
      queryFn: async ({ signal }) => {
        const query = { size: LIST_MAX_PAGE_SIZE };
        const [areas, levels] = await Promise.all([api.reference.areas({ query }, signal), api.reference.workLevels({ query }, signal)]);
        return { areas: areas.response, levels: levels.response };
      },
      staleTime: Infinity,
    },
    applicantQueries,
  );

const replaceInList = (list: ListResponse<JobAlert> | undefined, changed: JobAlert) =>
  list && { ...list, response: list.response.map((alert) => (alert.id === changed.id ? changed : alert)) };

/** Edits an alert (search, name, frequency); the list shows it as the server stored it. */
export const useAlertUpdate = () =>
  useMutation(
    {
      mutationFn: ({ id, body }: { id: number; body: AlertSave }) => api.alerts.update({ params: { id }, body }),
      onSuccess: (changed) => applicantQueries.setQueryData<ListResponse<JobAlert>>(alertKeys.list, (list) => replaceInList(list, changed)),
    },
    applicantQueries,
  );

/** Deletes an alert; the list drops it at once. */
export const useAlertDelete = () =>
  useMutation(
    {
      mutationFn: (alert: JobAlert) => api.alerts.remove({ params: { id: alert.id } }),
      onSuccess: (_answer, removed) =>
        applicantQueries.setQueryData<ListResponse<JobAlert>>(alertKeys.list, (list) => {
          if (!list) return list;
          const response = list.response.filter((alert) => alert.id !== removed.id);
          return { response, size: response.length, total: response.length };
        }),
    },
    applicantQueries,
  );
