import { useEffect } from 'react';

// One title per tab, shared by the shell and every remote (this package is a federation singleton):
// the shell names the screen from the route table, and a screen may name what it shows (an ad's
// title), which wins while that screen is on view.

/** The path the page was loaded at: its server wrote that page's own title (an ad's, the FAQ's), which stays. */
const loadedAt = window.location.pathname;
let navigated = false;
let screenName = 'Postulate';
let shown: string | null = null;

/** The title index.html carries for every path the server has no title of its own for. */
const GENERIC_TITLE = 'Postulate · Portal de empleo';

function write() {
  if (!navigated) return;
  const name = shown ?? screenName;
  document.title = name === 'Postulate' ? GENERIC_TITLE : `${name} | Postulate`;
}

/**
 * The shell's: the tab's title follows client-side navigation, the screen's name as the top bar shows
 * it. The page first loaded keeps the title its server wrote (shell/server/share-page.ts) until the person moves on.
 */
export function useDocumentTitle(pathname: string, name: string): void {
  useEffect(() => {
    if (!navigated && pathname === loadedAt && document.title !== GENERIC_TITLE) return;
    navigated = true;
    screenName = name;
    write();
  }, [pathname, name]);
}

/** A screen's: what it shows names the tab (an ad's title) while it is on view; null while it loads. */
export function useShownTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    shown = title;
    write();
    return () => {
      shown = null;
      write();
    };
  }, [title]);
}
