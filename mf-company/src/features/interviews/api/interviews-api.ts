import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { InterviewSaveInput } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** An application's interviews, cancelled ones included: programmed ones first, then latest first. */
export const useApplicationInterviews = (applicationId: number) =>
  useQuery(
    {
      queryKey: companyKeys.interviewsOf(applicationId),
      queryFn: ({ signal }) => api.interviews.ofApplication({ params: { id: applicationId } }, signal),
    },
    companyQueries,
  );

/** The company's programmed interviews that have not ended, soonest first; of one ad when given. */
export const useUpcomingInterviews = (avisoId?: number) =>
  useQuery(
    {
      queryKey: companyKeys.upcomingInterviews(avisoId),
      queryFn: ({ signal }) => api.interviews.upcoming({ query: avisoId ? { aviso: avisoId } : {} }, signal),
    },
    companyQueries,
  );

/** Interviews changed: every interview list is read again, and the applications (a new one moves its application to 'entrevista'). */
const interviewsChanged = () =>
  Promise.all([
    companyQueries.invalidateQueries({ queryKey: companyKeys.interviews }),
    companyQueries.invalidateQueries({ queryKey: companyKeys.applications }),
  ]);

/** Schedules a new interview, or reprograms `interviewId`. */
export const useSaveInterview = (applicationId: number) =>
  useMutation(
    {
      mutationFn: ({ interviewId, body }: { interviewId?: number; body: InterviewSaveInput }) =>
        interviewId === undefined
          ? api.interviews.schedule({ params: { id: applicationId }, body })
          : api.interviews.reschedule({ params: { id: applicationId, idEntrevista: interviewId }, body }),
      onSuccess: interviewsChanged,
    },
    companyQueries,
  );

export const useCancelInterview = (applicationId: number) =>
  useMutation(
    {
      mutationFn: (interviewId: number) => api.interviews.cancel({ params: { id: applicationId, idEntrevista: interviewId } }),
      onSuccess: interviewsChanged,
    },
    companyQueries,
  );
