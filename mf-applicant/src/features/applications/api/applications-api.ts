import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { NOVEDADES_EVENT, type ApplicationListItem, type ApplyRequestInput, type ListResponse } from '@postulate/contracts';
import { applicantKeys, applicantQueries, applicantWrites } from '../../common/api/applicant-queries';

/** One page of Mis Postulaciones; the page shown stays while the next one loads. */
export const useApplications = (page: number, size: number) =>
  useQuery(
    {
      queryKey: applicantKeys.applicationPage(page, size),
      queryFn: ({ signal }) => api.applications.list({ query: { page, size } }, signal),
      placeholderData: keepPreviousData,
    },
    applicantQueries,
  );

/** The public ad a candidate is about to apply to. */
export const useAvisoToApply = (id: number) =>
  useQuery({ queryKey: applicantKeys.aviso(id), queryFn: ({ signal }) => api.home.aviso({ params: { id } }, signal) }, applicantQueries);

/** Whether the candidate already applied to the ad. */
export const useApplicationState = (idAviso: number) =>
  useQuery(
    {
      queryKey: applicantKeys.applicationState(idAviso),
      queryFn: ({ signal }) => api.applications.forAviso({ params: { idAviso } }, signal),
    },
    applicantQueries,
  );

/** One application as sent (the PDF linked to it): read through the cache, outside a component. */
export const fetchApplication = (id: number) =>
  applicantQueries.fetchQuery({ queryKey: applicantKeys.application(id), queryFn: ({ signal }) => api.applications.get({ params: { id } }, signal) });

/** Applies; the ad's state takes the answer at once, and Mis Postulaciones is read again when next shown. */
export const useApply = () =>
  useMutation(
    {
      mutationKey: applicantWrites.apply,
      mutationFn: (body: ApplyRequestInput) => api.applications.apply({ body }),
      onSuccess: (applied) => {
        applicantQueries.setQueryData(applicantKeys.applicationState(applied.idAviso), { postulacion: applied });
        return applicantQueries.invalidateQueries({ queryKey: applicantKeys.applications });
      },
    },
    applicantQueries,
  );

/** The shell's top-bar badge reads its counts again. */
const announceNovedades = () => window.dispatchEvent(new Event(NOVEDADES_EVENT));

/** The conversation of an ad was read: its 'Mensajes nuevos' flag goes in every cached list, and from the badge. */
export function markApplicationsRead(idAviso: number) {
  applicantQueries.setQueriesData<ListResponse<ApplicationListItem>>(
    { queryKey: [...applicantKeys.applications, 'list'] },
    (list) => list && { ...list, response: list.response.map((item) => (item.idAviso === idAviso ? { ...item, hasNewMessage: false } : item)) },
  );
  announceNovedades();
}

/** Mis Postulaciones was opened: the status changes shown are no longer news for the badge. */
export const useMarkApplicationsSeen = () => useMutation({ mutationFn: () => api.applications.seen({}), onSuccess: announceNovedades }, applicantQueries);

/** 'Retirar postulación': the lists and the ad's state are read again, with the new status. */
export const useWithdrawApplication = () =>
  useMutation(
    {
      mutationFn: (item: ApplicationListItem) => api.applications.withdraw({ params: { id: item.id } }),
      onSuccess: (status, item) => {
        applicantQueries.setQueryData(applicantKeys.applicationState(item.idAviso), { postulacion: status });
        return applicantQueries.invalidateQueries({ queryKey: [...applicantKeys.applications, 'list'] });
      },
    },
    applicantQueries,
  );
