import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type TestInvitationSave } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** One page of the tester's candidates; the page shown stays while the next one loads. */
export const useTestInvitations = (page: number) =>
  useQuery(
    {
      queryKey: companyKeys.testInvitationPage(page),
      queryFn: ({ signal }) => api.testInvitations.list({ query: { page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    companyQueries,
  );

/** A candidate's tests report. */
export const useTestInvitationReport = (id: number) =>
  useQuery({ queryKey: companyKeys.testInvitationReport(id), queryFn: ({ signal }) => api.testInvitations.report({ params: { id } }, signal) }, companyQueries);

/** 'Enviar' invites, 'Modificar' changes a candidate (`id`); the list is read again. */
export const useSaveCandidate = () =>
  useMutation(
    {
      mutationFn: ({ id, body }: { id: number | null; body: TestInvitationSave }) =>
        id === null ? api.testInvitations.add({ body }) : api.testInvitations.update({ params: { id }, body }),
      onSuccess: () => companyQueries.invalidateQueries({ queryKey: companyKeys.testInvitations }),
    },
    companyQueries,
  );
