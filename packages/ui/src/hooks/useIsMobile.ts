import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@postulate/contracts';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

// jsdom and some embedded browsers have no matchMedia; the window width then decides.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (hasMatchMedia()) {
    const query = window.matchMedia(QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getSnapshot(): boolean {
  return hasMatchMedia() ? window.matchMedia(QUERY).matches : window.innerWidth <= MOBILE_MAX_WIDTH;
}

/** True while the window is at most 739 px wide (the spec's mobile layout). False on the server. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
