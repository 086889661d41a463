import { alertSearchInWords, homeQuerySchema, type AlertSearch, type HomeQuery } from '@postulate/contracts';

/** What the home searches for a saved search: its terms (split and capped as the home does), provinces and area. */
export type AlertQuery = Pick<HomeQuery, 'terms' | 'provinces' | 'area'>;

/** The saved search read by the home's own query schema; null when it no longer parses (a province code retired). */
export function readAlertSearch(search: AlertSearch): AlertQuery | null {
  const parsed = homeQuerySchema.safeParse({ q: search.q, province: search.province, area: search.area ?? undefined });
  if (!parsed.success) return null;
  const { terms, provinces, area } = parsed.data;
  return { terms, provinces, area };
}

export const isEmptyQuery = (query: AlertQuery) => query.terms.length === 0 && query.provinces.length === 0 && query.area === null;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Two searches the home answers alike share a key: terms ignore case, accents and order, as the
 * search does; provinces ignore order.
 */
export function searchKey(query: AlertQuery): string {
  const terms = [...new Set(query.terms.map(fold))].sort();
  const provinces = [...new Set(query.provinces)].sort();
  return JSON.stringify({ terms, provinces, area: query.area });
}

/** The search in words, as the list and the e-mail show it. */
export function searchInWords(search: AlertSearch, areaName: string | null): string {
  const query = readAlertSearch(search);
  if (!query) return search.q;
  return alertSearchInWords({ terms: query.terms, provinces: query.provinces, areaName });
}

/**
 * The home with this search, as the public home writes it in its address (mf-public's
 * stores/home-filters.ts): one `filtro` per term and province, and the area.
 */
export function homeSearchUrl(portalUrl: string, query: AlertQuery): string {
  const params = new URLSearchParams();
  for (const term of query.terms) params.append('filtro', `aviso:${term}`);
  for (const province of query.provinces) params.append('filtro', `provincia:${province}`);
  if (query.area !== null) params.set('area', String(query.area));
  return `${portalUrl}/?${params.toString()}`;
}
