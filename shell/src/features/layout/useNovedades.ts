import { useEffect, useState } from 'react';
import { api } from '@postulate/client';
import { NOVEDADES_EVENT } from '@postulate/contracts';

/** How often the badge reads its counts while the tab is visible. */
const REFRESH_MS = 60_000;

/**
 * The applicant's news for the top-bar badge (GET /api/aplica/novedades): read at login, when the
 * applicant remote says the list or a conversation was seen, when the tab comes back into view,
 * and every minute while it is visible. `session` is the applicant's login (null: nobody to ask);
 * a count read for another login is never shown. A failed read keeps the last count.
 */
export function useNovedades(session: string | null): number {
  const [news, setNews] = useState({ session, total: 0 });

  useEffect(() => {
    if (session === null) return;
    let reading: AbortController | undefined;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      reading?.abort();
      reading = new AbortController();
      api.applications.novedades({}, reading.signal).then(
        ({ total }) => setNews({ session, total }),
        () => undefined,
      );
    };
    read();
    const timer = window.setInterval(read, REFRESH_MS);
    window.addEventListener(NOVEDADES_EVENT, read);
    document.addEventListener('visibilitychange', read);
    return () => {
      reading?.abort();
      window.clearInterval(timer);
      window.removeEventListener(NOVEDADES_EVENT, read);
      document.removeEventListener('visibilitychange', read);
    };
  }, [session]);

  return news.session === session ? news.total : 0;
}
