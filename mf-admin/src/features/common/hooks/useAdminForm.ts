import { useEffect, useId, useRef } from 'react';
import { saveItem, type AdminEntity } from '../api/admin-api';
import { adminQueries } from '../api/admin-queries';
import { focusField } from './focus-field';
import { useEditedItem } from './useEditedItem';
import { serverFieldErrors, useSaveFlow } from './useSaveFlow';

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
 * status (and the reset to create mode 2 s after a successful save), focus on the first field,
 * 'Cancelar' and the save itself with the server's field errors.
 */
export function useAdminForm<T>({ entity, editingId, onDone, firstFieldId, clear, fill }: AdminFormOptions<T>) {
  const titleId = useId();
  const edited = useEditedItem<T>(entity, editingId);
  /** Blank create form, focus on its first field (the edited row's button is gone). */
  const backToCreate = () => {
    clear();
    onDone();
    focusField(firstFieldId);
  };
  const flow = useSaveFlow(backToCreate);
  const cancel = () => {
    flow.show('idle');
    backToCreate();
  };

  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!edited.item) return;
    fillRef.current(edited.item);
    focusField(firstFieldId);
  }, [edited.item, firstFieldId]);

  /** Saves the values; on failure hands each field the server blamed to `onFieldError`. */
  const save = (values: object, onFieldError: (field: string, message: string) => void) =>
    flow.save(
      async () => {
        await saveItem<T>(entity, editingId, values);
        // The lists of the entity are read again when next shown.
        void adminQueries.invalidateQueries({ queryKey: [entity, 'list'] });
      },
      (error) => serverFieldErrors(error).forEach(({ field, message }) => onFieldError(field, message)),
    );

  return { titleId, edited, flow, cancel, save, updating: editingId !== null };
}

export type AdminForm = ReturnType<typeof useAdminForm>;
