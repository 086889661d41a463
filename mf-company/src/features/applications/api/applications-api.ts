import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, downloadRoute, fileAsDataUrl } from '@postulate/client';
import {
  API_PLACES,
  DEFAULT_PAGE_SIZE,
  type ApplicationNeighboursQuery,
  type ApplicationStage,
  type ApplicationsExport,
  type CompanyApplicationDetail,
} from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The list's filter as the API's query takes it: the defaults and an empty security filter left out. */
const listQuery = ({ tab, seguridad, estado, q, requisitos, calificacion, etiqueta, orden }: ApplicationNeighboursQuery) => ({
  tab,
  seguridad: seguridad.join(',') || undefined,
  estado,
  q,
  requisitos,
  calificacion,
  etiqueta,
  orden: orden === 'recientes' ? undefined : orden,
});

/** One page of an ad's applications under the list's tab, filters, search and order; the page shown stays while the next one loads. */
export const useCompanyApplications = (avisoId: number, filter: ApplicationNeighboursQuery, page: number) =>
  useQuery(
    {
      queryKey: companyKeys.applicationPage(avisoId, filter, page),
      queryFn: ({ signal }) =>
        api.companyApplications.list({ params: { id: avisoId }, query: { ...listQuery(filter), page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    companyQueries,
  );

/** The profile's 'Anterior' and 'Siguiente' in the list it was opened from. */
export const useApplicationNeighbours = (id: number, filter: ApplicationNeighboursQuery) =>
  useQuery(
    {
      queryKey: companyKeys.applicationNeighbours(id, filter),
      queryFn: ({ signal }) => api.companyApplications.neighbours({ params: { id }, query: listQuery(filter) }, signal),
    },
    companyQueries,
  );

/** The applicant profile: the CV and answers as sent, and the marks. */
export const useCompanyApplication = (id: number) =>
  useQuery({ queryKey: companyKeys.application(id), queryFn: ({ signal }) => api.companyApplications.get({ params: { id } }, signal) }, companyQueries);

/** The applicant's tests report. */
export const useApplicationReport = (id: number) =>
  useQuery(
    { queryKey: companyKeys.applicationReport(id), queryFn: ({ signal }) => api.companyApplications.report({ params: { id } }, signal) },
    companyQueries,
  );

/** The conversation with the applicant (null until the company writes). */
export const useCompanyConversation = (applicationId: number) =>
  useQuery(
    {
      queryKey: companyKeys.conversation(applicationId),
      queryFn: ({ signal }) => api.companyApplications.conversation({ params: { id: applicationId } }, signal),
    },
    companyQueries,
  );

/** The CV's photo as a data URL, for the profile and its PDF (which cannot send the session cookie itself). */
export const useCvPhoto = (fileId: string | null) =>
  useQuery(
    {
      queryKey: companyKeys.cvPhoto(fileId ?? ''),
      queryFn: () => fileAsDataUrl(API_PLACES.cv.file, { fileId: fileId! }),
      enabled: fileId !== null,
      // A photo that cannot be fetched leaves the CV without it: no second try.
      retry: false,
    },
    companyQueries,
  );

/** An application's marks or messages changed: its cached profile takes them, and the lists and the dashboard's counts are read again. */
async function applicationChanged(id: number, changes: Partial<CompanyApplicationDetail>) {
  companyQueries.setQueryData<CompanyApplicationDetail>(companyKeys.application(id), (detail) => detail && { ...detail, ...changes });
  await Promise.all([
    companyQueries.invalidateQueries({ queryKey: [...companyKeys.applications, 'list'] }),
    companyQueries.invalidateQueries({ queryKey: companyKeys.dashboard }),
  ]);
}

/** The first view of an applicant profile reads the application; a new one becomes 'Vista', so its profile is read again. */
export const useMarkApplicationRead = () =>
  useMutation(
    {
      mutationFn: (id: number) => api.companyApplications.markRead({ body: { id } }),
      onSuccess: async (marks, id) => {
        await applicationChanged(id, { readed: marks.readed });
        await companyQueries.invalidateQueries({ queryKey: companyKeys.application(id) });
      },
    },
    companyQueries,
  );

/** 'Modifica Favorito': sets or clears the mark. */
export const useSetFavourite = () =>
  useMutation(
    {
      mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) => api.companyApplications.markFavourite({ body: { id, favourite } }),
      onSuccess: (marks, { id }) => applicationChanged(id, { favourite: marks.favourite }),
    },
    companyQueries,
  );

/**
 * Moves applications to a stage (one, or several at once: all or none), with an optional message
 * to each applicant that moved; the lists, and the conversations a message went to, are read again.
 */
export const useMoveToStage = () =>
  useMutation(
    {
      mutationFn: async ({ ids, estado, mensaje }: { ids: number[]; estado: ApplicationStage; mensaje?: string }) => {
        if (ids.length === 1) await api.companyApplications.setStage({ params: { id: ids[0] }, body: { estado, mensaje } });
        else await api.companyApplications.setStages({ body: { ids, estado, mensaje } });
      },
      onSuccess: (_, { ids, mensaje }) =>
        Promise.all([
          companyQueries.invalidateQueries({ queryKey: [...companyKeys.applications, 'list'] }),
          ...ids.map((id) => companyQueries.invalidateQueries({ queryKey: companyKeys.application(id) })),
          ...(mensaje ? ids.map((id) => companyQueries.invalidateQueries({ queryKey: companyKeys.conversation(id) })) : []),
        ]),
    },
    companyQueries,
  );

/** 'Descartar a quienes no cumplen': every open application failing a requirement moves to 'descartada'; the lists and profiles are read again. */
export const useDiscardUnqualified = (avisoId: number) =>
  useMutation(
    {
      mutationFn: () => api.companyApplications.discardUnqualified({ params: { id: avisoId } }),
      onSuccess: () =>
        Promise.all([
          companyQueries.invalidateQueries({ queryKey: companyKeys.applications }),
          companyQueries.invalidateQueries({ queryKey: companyKeys.dashboard }),
        ]),
    },
    companyQueries,
  );

/** Sends a message; the conversation the server answers replaces the cached one. */
export const useSendMessage = (applicationId: number) =>
  useMutation(
    {
      mutationFn: (message: string) => api.companyApplications.send({ params: { id: applicationId }, body: { message } }),
      onSuccess: (view) => companyQueries.setQueryData(companyKeys.conversation(applicationId), view),
    },
    companyQueries,
  );

/** Opening a conversation reads what the applicant wrote: the profile and the lists drop its 'Mensajes (nuevos)'. */
export const useMarkMessagesRead = (applicationId: number) =>
  useMutation(
    {
      mutationFn: (conversationId: number) => api.companyApplications.markMessagesRead({ body: { id: conversationId } }),
      onSuccess: () => applicationChanged(applicationId, { hasNewMessage: false }),
    },
    companyQueries,
  );

/** One ad's applications under the list's filters (tab, security, Estado, search, stars, tag) and order, saved as a CSV file; the defaults go unsaid. */
export const useExportApplications = (idAviso: number) =>
  useMutation(
    {
      mutationFn: ({ tab, seguridad, estado, q, requisitos, calificacion, etiqueta, orden }: ApplicationNeighboursQuery) => {
        const body: ApplicationsExport = {
          idAviso,
          tab,
          seguridad,
          ...(estado && { estado }),
          ...(q && { q }),
          ...(requisitos && { requisitos }),
          ...(calificacion && { calificacion }),
          ...(etiqueta && { etiqueta }),
          ...(orden !== 'recientes' && { orden }),
        };
        return downloadRoute(API_PLACES.companyRecords.export, { body }, `postulaciones-aviso-${idAviso}.csv`);
      },
    },
    companyQueries,
  );
