import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';

/**
 * A list's removal behind a confirm dialog ('Eliminar' an alert, 'Retirar postulación'): the item
 * asked about, the write's busy state and error in the dialog, and the banner once it is done.
 * A second confirm while the first is on its way applies nothing.
 */
export function useConfirmedRemoval<Item>(removal: UseMutationResult<unknown, Error, Item>) {
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [done, setDone] = useState(false);
  return {
    confirming,
    done,
    busy: removal.isPending,
    error: removal.error ? errorMessage(removal.error) : null,
    /** Opens the dialog for an item: the last banner and error go. */
    ask(item: Item) {
      removal.reset();
      setDone(false);
      setConfirming(item);
    },
    confirm() {
      if (confirming === null || removal.isPending) return;
      removal.mutate(confirming, {
        onSuccess: () => {
          setConfirming(null);
          setDone(true);
        },
      });
    },
    cancel: () => setConfirming(null),
    /** Another action took the screen: the banner goes. */
    dismiss: () => setDone(false),
  };
}
