import { useEffect } from 'react';
import { useCvStore } from '../stores/cv-store';

/** Tells Mi CV's leave guard whether `form` holds unsaved edits; a form that goes away holds none. */
export function useUnsavedFlag(form: string, unsaved: boolean) {
  const setUnsaved = useCvStore((state) => state.setUnsaved);
  useEffect(() => setUnsaved(form, unsaved), [form, unsaved, setUnsaved]);
  useEffect(() => () => setUnsaved(form, false), [form, setUnsaved]);
}
