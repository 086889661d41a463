import { useEffect } from 'react';

/** The path the page was loaded at: its server wrote that page's own title (an ad's, the FAQ's), which stays. */
const loadedAt = window.location.pathname;
let navigated = false;

/**
 * The tab's title follows client-side navigation: the screen's name, as the top bar shows it. The
 * page first loaded keeps the title its server wrote (scripts/share-page.mjs) until the person moves on.
 */
export function useDocumentTitle(pathname: string, name: string): void {
  useEffect(() => {
    if (!navigated && pathname === loadedAt) return;
    navigated = true;
    document.title = name === 'Postulate' ? 'Postulate · Portal de empleo' : `${name} | Postulate`;
  }, [pathname, name]);
}
