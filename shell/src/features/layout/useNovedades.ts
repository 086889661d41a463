import { useEffect } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { NOVEDADES_EVENT } from '@postulate/contracts';

/** How often the badge reads its counts while the tab is visible. */
const REFRESH_MS = 60_000;

/** The shell's one cache: the badge is its only read. A failed read waits for the next minute. */
const shellQueries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
// Mounted by hand (there is no QueryClientProvider): it then hears the tab come back into view.
shellQueries.mount();

/** Counts read for one login (its session token), so another login's count is never shown. */
const novedadesKey = (session: string | null) => ['novedades', session] as const;

/**
 * The applicant's news for the top-bar badge (GET /api/aplica/novedades): read at login, when the
 * applicant remote says the list or a conversation was seen, when the tab comes back into view,
 * and every minute while it is visible. `session` is the applicant's login (null: nobody to ask).
 * A failed read keeps the last count.
 */
export function useNovedades(session: string | null): number {
  const { data } = useQuery(
    {
      queryKey: novedadesKey(session),
      queryFn: ({ signal }) => api.applications.novedades({}, signal),
      enabled: session !== null,
      // The interval pauses while the tab is hidden; coming back into view reads at once.
      refetchInterval: REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
    },
    shellQueries,
  );

  useEffect(() => {
    if (session === null) return;
    // Like the minute's read, the remote's word waits while the tab is hidden.
    const read = () => {
      if (document.visibilityState !== 'hidden') void shellQueries.refetchQueries({ queryKey: novedadesKey(session) });
    };
    window.addEventListener(NOVEDADES_EVENT, read);
    return () => window.removeEventListener(NOVEDADES_EVENT, read);
  }, [session]);

  return session === null ? 0 : (data?.total ?? 0);
}
