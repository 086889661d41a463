import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type InterviewCandidate, type InterviewSave } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** One page of the tester's candidates; the page shown stays while the next one loads. */
export const useInterviews = (page: number) =>
  useQuery(
    {
      queryKey: companyKeys.interviewPage(page),
      queryFn: ({ signal }) => api.interviews.list({ query: { page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    companyQueries,
  );

/** A candidate's tests report. */
export const useInterviewReport = (id: number) =>
  useQuery({ queryKey: companyKeys.interviewReport(id), queryFn: ({ signal }) => api.interviews.report({ params: { id } }, signal) }, companyQueries);

/** 'Enviar' invites, 'Modificar' changes a candidate; the list is read again. */
export async function saveCandidate(editingId: number | null, body: InterviewSave): Promise<InterviewCandidate> {
  const saved = editingId === null ? await api.interviews.add({ body }) : await api.interviews.update({ params: { id: editingId }, body });
  await companyQueries.invalidateQueries({ queryKey: companyKeys.interviews });
  return saved;
}
