import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@postulate/client';
import { MESSAGES, type FieldError } from '@postulate/contracts';
import type { SaveStatus } from '@postulate/ui';

/** The spec's 'after a successful save the form resets to create after 2 seconds'. */
export const SAVE_RESET_DELAY_MS = 2000;

/** The server's own words for what the user can fix; 'Error en el guardado' for anything else. */
export function saveErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.saveError;
}

/** The fields a 400 or 409 answer blamed, to show under each field. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.errors.length) return error.errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

/**
 * Status of a form's save for its StatusBanner: 'Guardando', then 'Guardado con éxito' and,
 * 2 s later, `onReset` (back to create mode); or the error.
 */
export function useSaveFlow(onReset: () => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const resetRef = useRef(onReset);
  useEffect(() => {
    resetRef.current = onReset;
  });

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => {
      setStatus('idle');
      resetRef.current();
    }, SAVE_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /** Runs the save; on failure shows the error and hands it to `onError` (field messages). */
  const save = async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setStatus('saving');
    setMessage(undefined);
    try {
      await action();
      setStatus('saved');
    } catch (error) {
      // An error the server pinned on a field shows under that field only, not again in the banner.
      const onFields = onError !== undefined && serverFieldErrors(error).length > 0;
      setStatus(onFields ? 'idle' : 'error');
      setMessage(onFields ? undefined : saveErrorMessage(error));
      onError?.(error);
    }
  };

  /** For a load (the record to edit) rather than a save. */
  const show = (next: SaveStatus, text?: string) => {
    setStatus(next);
    setMessage(text);
  };

  return { status, message, save, show };
}
