import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { adminQueries } from '../../common/api/admin-queries';

/** Every read of the queue starts with 'avisos-revision', so a verdict refreshes it. */
const reviewKeys = { all: ['avisos-revision'] as const };

/** The ads held before publishing, oldest first. */
export function useAvisosInReview() {
  return useQuery({ queryKey: reviewKeys.all, queryFn: ({ signal }) => api.avisoReview.list({}, signal) }, adminQueries);
}

/** 'Publicar' or 'Rechazar' (with the reason the company receives); the queue is read again, so an ad decided elsewhere disappears too. */
export const useAvisoVerdict = () =>
  useMutation(
    {
      mutationFn: (verdict: { id: number; approve: true } | { id: number; approve: false; motivo: string }) =>
        verdict.approve
          ? api.avisoReview.approve({ params: { id: verdict.id } })
          : api.avisoReview.reject({ params: { id: verdict.id }, body: { motivo: verdict.motivo } }),
      onSettled: () => adminQueries.invalidateQueries({ queryKey: reviewKeys.all }),
    },
    adminQueries,
  );
