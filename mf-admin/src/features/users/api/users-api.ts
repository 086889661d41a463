import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { UnlinkedCompany } from '@postulate/contracts';
import { adminQueries, invalidateEntity } from '../../common/api/admin-queries';

/** Lifts a lock-out from wrong passwords; the users' lists are read again (not awaited: the notice shows at once). */
export const useUnlockUser = () =>
  useMutation({ mutationFn: (id: number) => api.users.unlock({ params: { id } }), onSuccess: () => void invalidateEntity('usuar') }, adminQueries);

/** Companies without a user, to link to a new Empresa or Tester. */
export async function fetchUnlinkedCompanies(fvalue: string, signal?: AbortSignal): Promise<UnlinkedCompany[]> {
  return (await api.users.unlinkedCompanies({ query: { fvalue } }, signal)).response;
}
