import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { Interview, InterviewAnswerInput, ListResponse } from '@postulate/contracts';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** The candidate's interviews that have not ended, soonest first (cancelled ones marked). */
export const useMyInterviews = () =>
  useQuery({ queryKey: applicantKeys.interviews, queryFn: ({ signal }) => api.interviews.mine({}, signal) }, applicantQueries);

/** Confirms or asks for another time; the list takes the answer at once. */
export const useAnswerInterview = () =>
  useMutation(
    {
      mutationFn: ({ id, body }: { id: number; body: InterviewAnswerInput }) => api.interviews.answer({ params: { idEntrevista: id }, body }),
      onSuccess: (answered) =>
        applicantQueries.setQueryData<ListResponse<Interview>>(
          applicantKeys.interviews,
          (list) => list && { ...list, response: list.response.map((item) => (item.id === answered.id ? answered : item)) },
        ),
    },
    applicantQueries,
  );
