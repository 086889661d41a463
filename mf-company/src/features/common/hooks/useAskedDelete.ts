import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';

/**
 * A list item's 'Eliminar' that asks first: 'Confirmar' runs the deletion once (busy while it is
 * under way, so a double click deletes once), a failure stays shown on the item and the question
 * stays open to try again. Success needs nothing here: the deletion's cache update drops the item.
 */
export function useAskedDelete<Variables>(deletion: UseMutationResult<unknown, Error, Variables>, variables: Variables) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm: () => deletion.mutate(variables),
    busy: deletion.isPending,
    failure: deletion.error ? errorMessage(deletion.error) : null,
  };
}

export type AskedDelete = ReturnType<typeof useAskedDelete>;
