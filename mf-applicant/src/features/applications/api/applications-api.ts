import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { ApplicationListItem, ApplicationStatus, ApplyRequestInput, ListResponse } from '@postulate/contracts';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

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
export async function applyTo(body: ApplyRequestInput): Promise<ApplicationStatus> {
  const applied = await api.applications.apply({ body });
  applicantQueries.setQueryData(applicantKeys.applicationState(applied.idAviso), { postulacion: applied });
  await applicantQueries.invalidateQueries({ queryKey: applicantKeys.applications });
  return applied;
}

/** The conversation of an ad was read: its 'Mensajes nuevos' flag goes in every cached list. */
export function markApplicationsRead(idAviso: number) {
  applicantQueries.setQueriesData<ListResponse<ApplicationListItem>>({ queryKey: [...applicantKeys.applications, 'list'] }, (list) =>
    list && { ...list, response: list.response.map((item) => (item.idAviso === idAviso ? { ...item, hasNewMessage: false } : item)) },
  );
}
