import { apiRequest } from '@postulate/client';
import type { UserListItem } from '@postulate/contracts';

/** POST /api/usuar/unlock/{id}: lifts a lock-out from wrong passwords. */
export function unlockUser(id: number): Promise<UserListItem> {
  return apiRequest<UserListItem>(`/api/usuar/unlock/${id}`, { method: 'POST' });
}
