import { useEffect } from 'react';
import { useUnsavedForms } from '../stores/unsaved-forms';

/** Tells Mi CV's leave guard whether `form` holds unsaved edits; a form that goes away holds none. */
export function useUnsavedFlag(form: string, unsaved: boolean) {
  const setUnsaved = useUnsavedForms((state) => state.setUnsaved);
  useEffect(() => setUnsaved(form, unsaved), [form, unsaved, setUnsaved]);
  useEffect(() => () => setUnsaved(form, false), [form, setUnsaved]);
}
