import { useEffect, useId, useRef } from 'react';
import { ApiError } from '@postulate/client';
import { MESSAGES, type FieldError } from '@postulate/contracts';
import type { SaveStatus } from '@postulate/ui';
import type { AdminEntity } from '../api/admin-api';
import { useSaveItem } from '../api/admin-mutations';
import { focusField } from './focus-field';
import { useEditedItem } from './useEditedItem';

/** The spec's 'after a successful save the form resets to create after 2 seconds'. */
const SAVE_RESET_DELAY_MS = 2000;

/** The server's own words for what the user can fix; 'Error en el guardado' for anything else. */
function saveErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.saveError;
}

/** The fields a 400 or 409 answer blamed, to show under each field. */
function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.errors.length) return error.errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

interface AdminFormOptions<T> {
  entity: AdminEntity;
  /** The id being edited, or null to create. */
  editingId: number | null;
  /** Back to create mode (after a save, or 'Cancelar'). */
  onDone: () => void;
  /** Id of the form's first field, focused when a record is loaded and when back to create. */
  firstFieldId: string;
  /** Empties the form (react-hook-form's reset to the blank values, and any state of its own). */
  clear: () => void;
  /** Puts the loaded record in the form. */
  fill: (item: T) => void;
}

/**
 * What the administrator's create / update forms share: the record being edited, the save's
 * status for the StatusBanner ('Guardando', 'Guardado con éxito' and, 2 s later, back to create
 * mode; or the error), focus on the first field, 'Cancelar' and the save itself with the server's
 * field errors.
 */
export function useAdminForm<T>({ entity, editingId, onDone, firstFieldId, clear, fill }: AdminFormOptions<T>) {
  const titleId = useId();
  const edited = useEditedItem<T>(entity, editingId);
  const saving = useSaveItem(entity);
  const { reset: resetSave } = saving;
  /** Blank create form, focus on its first field (the edited row's button is gone). */
  const backToCreate = () => {
    clear();
    onDone();
    focusField(firstFieldId);
  };
  const cancel = () => {
    resetSave();
    backToCreate();
  };

  const backToCreateRef = useRef(backToCreate);
  const fillRef = useRef(fill);
  useEffect(() => {
    backToCreateRef.current = backToCreate;
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!edited.item) return;
    fillRef.current(edited.item);
    focusField(firstFieldId);
  }, [edited.item, firstFieldId]);

  useEffect(() => {
    if (!saving.isSuccess) return;
    const timer = setTimeout(() => {
      resetSave();
      backToCreateRef.current();
    }, SAVE_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saving.isSuccess, resetSave]);

  /** Saves the values; on failure hands each field the server blamed to `onFieldError`. */
  const save = (values: object, onFieldError: (field: string, message: string) => void) =>
    saving.mutate(
      { id: editingId, fields: values },
      { onError: (error) => serverFieldErrors(error).forEach(({ field, message }) => onFieldError(field, message)) },
    );

  // An error the server pinned on a field shows under that field only, not again in the banner.
  const bannerError = saving.error && serverFieldErrors(saving.error).length === 0 ? saving.error : null;
  const status: SaveStatus = saving.isPending ? 'saving' : saving.isSuccess ? 'saved' : bannerError ? 'error' : 'idle';
  const message = bannerError ? saveErrorMessage(bannerError) : undefined;

  return { titleId, edited, status, message, cancel, save, updating: editingId !== null };
}

export type AdminForm = ReturnType<typeof useAdminForm>;
