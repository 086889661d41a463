import { QueryClient } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';
import type { AdminEntity } from './admin-api';

/**
 * The admin remote's one cache (TanStack Query), passed to each hook so screens need no provider:
 * a refusal (4xx) is shown at once, a network or server failure is tried once more.
 */
export const adminQueries = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryOnceUnlessRefused,
      refetchOnWindowFocus: false,
    },
  },
});

/** Query keys: everything of an entity starts with its name, so a write invalidates it all at once. */
export const adminKeys = {
  entity: (entity: AdminEntity) => [entity] as const,
  list: (entity: AdminEntity, params: { page: number; search: string; fname?: string }) => [entity, 'list', params] as const,
  item: (entity: AdminEntity, id: number | null) => [entity, 'item', id] as const,
};

/** After a write: every list and record of the entity is read again when next shown. */
export const invalidateEntity = (entity: AdminEntity) => adminQueries.invalidateQueries({ queryKey: adminKeys.entity(entity) });
