import { useEffect, useRef } from 'react';

/** setTimeout that is cancelled when the component goes away (the spec's 100 ms / 500 ms delays). */
export function useTimers() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return (callback: () => void, ms: number) => {
    timers.current.push(setTimeout(callback, ms));
  };
}

/** Spec §4 'CV editing': the edit modal closes 100 ms after a save, the form is back in create mode after 500 ms. */
export const MODAL_CLOSE_MS = 100;
export const FORM_RESET_MS = 500;
