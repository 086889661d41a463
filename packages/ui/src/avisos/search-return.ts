/** Where 'Volver a la búsqueda' leads: the home search an ad was opened from, and how far down it was read. */
export interface SearchReturn {
  path: string;
  scrollY: number;
}

// Per tab, as the browser's own history is: it survives a reload of the ad and reaches every remote.
const KEY = 'postulate:busqueda';
const HOME: SearchReturn = { path: '/home', scrollY: 0 };

/** Called as the person leaves the home for an ad: the search (path and query) and the scroll position. */
export function rememberSearch(path: string, scrollY: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, scrollY } satisfies SearchReturn));
  } catch {
    // Storage refused (a private window's quota): the link leads to the plain home, as before.
  }
}

/** The search to go back to; the plain home at its top when none was remembered. */
export function searchReturn(): SearchReturn {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SearchReturn> | null;
    // Only a path of the portal's home, whatever else the storage was given.
    if (typeof saved?.path === 'string' && /^\/(home)?(\?|$)/.test(saved.path) && typeof saved.scrollY === 'number') {
      return { path: saved.path, scrollY: saved.scrollY };
    }
  } catch {
    // Unreadable: as if nothing was remembered.
  }
  return HOME;
}

/** The navigation state 'Volver a la búsqueda' hands the home, which scrolls back to where the list was read. */
export interface SearchReturnState {
  scrollY: number;
}
