import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AppealVerdict, ModerationDecision, ReportQueueOrder } from '@postulate/contracts';
import { adminQueries } from '../../common/api/admin-queries';

/** Every read of the queue starts with 'denuncias', so a decision refreshes both orders. */
const queueKeys = {
  all: ['denuncias'] as const,
  ordered: (orden: ReportQueueOrder) => ['denuncias', orden] as const,
};

const refreshQueue = () => adminQueries.invalidateQueries({ queryKey: queueKeys.all });

/** The ads with open reports (newest report or most reporters first) and the appeals waiting. */
export function useReportQueue(orden: ReportQueueOrder) {
  return useQuery({ queryKey: queueKeys.ordered(orden), queryFn: ({ signal }) => api.moderation.queue({ query: { orden } }, signal) }, adminQueries);
}

/** 'Desestimar', 'Ocultar el aviso' or 'Suspender a la empresa' on every open report of an ad; the queue is read again even on a refusal, so a case decided elsewhere disappears too. */
export const useModerationDecision = () =>
  useMutation(
    {
      mutationFn: ({ avisoId, decision }: { avisoId: number; decision: ModerationDecision }) =>
        api.moderation.decide({ params: { id: avisoId }, body: decision }),
      onSettled: refreshQueue,
    },
    adminQueries,
  );

/** 'Restablecer' or 'Mantener la decisión' on a company's appeal; the queue is read again as above. */
export const useAppealVerdict = () =>
  useMutation(
    {
      mutationFn: ({ decisionId, verdict }: { decisionId: number; verdict: AppealVerdict }) =>
        api.moderation.answerAppeal({ params: { id: decisionId }, body: verdict }),
      onSettled: refreshQueue,
    },
    adminQueries,
  );
