import { useEffect } from 'react';
// By package name, so the ad pages tell the view through the one federated client and session.
import { api, useSessionStore } from '@postulate/client';
import { avisoSourceIn, isAvisoSource, type AvisoSource } from '@postulate/contracts';

// An entry of its own ('@postulate/client/aviso-source'): only the ad pages and the apply step use
// it, and the shared client is on every visitor's home.

/** Each ad's source in this tab: sessionStorage, so it outlives a login on the way to applying. */
const STORAGE_KEY = 'postulate:origen';

function remembered(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Where this tab came to the ad from: the last source its links named, or 'directo'. */
export function avisoSourceOf(avisoId: number): AvisoSource {
  const source = remembered()[avisoId];
  return isAvisoSource(source) ? source : 'directo';
}

/** Keeps the source the ad page's query string names ('?origen=feed'), if any; answers the ad's source. */
export function rememberAvisoSource(avisoId: number, search: string): AvisoSource {
  const named = avisoSourceIn(search);
  if (named === null) return avisoSourceOf(avisoId);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...remembered(), [avisoId]: named }));
  } catch {
    // Storage refused (private mode, full): the view still counts with its source, the application will not know it.
  }
  return named;
}

/**
 * The ad page tells the API it was shown (once per ad shown), with where the visitor came from. A
 * company's or an administrator's look at an ad is not a candidate's view. Nothing waits for it and a
 * failure is nobody's concern: the count is a statistic, not the visitor's data.
 */
export function useAvisoView(avisoId: number | null, search: string): void {
  const role = useSessionStore((state) => (state.status === 'ready' ? (state.profile?.role ?? 'Visitante') : null));
  useEffect(() => {
    if (avisoId === null || (role !== 'Visitante' && role !== 'Postulante')) return;
    const origen = rememberAvisoSource(avisoId, search);
    api.avisoStats.view({ params: { id: avisoId }, body: { origen } }).catch(() => undefined);
    // Once per ad and source: a re-render is not another view.
  }, [avisoId, role, search]);
}
