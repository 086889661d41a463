import { api } from '@postulate/client';
import type { UnlinkedCompany, UserListItem } from '@postulate/contracts';

/** Lifts a lock-out from wrong passwords. */
export function unlockUser(id: number): Promise<UserListItem> {
  return api.users.unlock({ params: { id } });
}

/** Companies without a user, to link to a new Empresa or Tester. */
export async function fetchUnlinkedCompanies(fvalue: string, signal?: AbortSignal): Promise<UnlinkedCompany[]> {
  return (await api.users.unlinkedCompanies({ query: { fvalue } }, signal)).response;
}
