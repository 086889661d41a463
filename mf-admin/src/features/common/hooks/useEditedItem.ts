import { useEffect, useState } from 'react';
import { errorMessage } from '@postulate/client';
import { fetchItem, type AdminEntity } from '../api/admin-api';

/** The record a form edits, fetched fresh by id (GET /api/{entity}/get/{id}); null ids mean create. */
export function useEditedItem<T>(entity: AdminEntity, id: number | null) {
  const [state, setState] = useState<{ id: number | null; item: T | null; error: string | null }>({ id: null, item: null, error: null });

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchItem<T>(entity, id, controller.signal).then(
      (item) => setState({ id, item, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ id, item: null, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [entity, id]);

  const current = state.id === id;
  return {
    item: id !== null && current ? state.item : null,
    loading: id !== null && !current,
    error: id !== null && current ? state.error : null,
  };
}
