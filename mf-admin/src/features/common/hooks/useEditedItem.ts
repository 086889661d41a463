import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';
import { fetchItem, type AdminEntity } from '../api/admin-api';
import { adminKeys, adminQueries } from '../api/admin-queries';

/** The record a form edits (GET /api/{entity}/get/{id}), read fresh each time it is opened; null ids mean create. */
export function useEditedItem<T>(entity: AdminEntity, id: number | null) {
  const query = useQuery(
    {
      queryKey: adminKeys.item(entity, id),
      queryFn: ({ signal }) => fetchItem<T>(entity, id!, signal),
      enabled: id !== null,
      // A form must start from the record as it is now, not as a previous opening cached it.
      staleTime: 0,
      gcTime: 0,
    },
    adminQueries,
  );
  return {
    item: id !== null && query.isSuccess ? query.data : null,
    loading: id !== null && query.isPending,
    error: id !== null && query.isError ? errorMessage(query.error) : null,
  };
}
