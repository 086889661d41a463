import { alertFacetQuery, alertHomeQuery, alertSearchInWords, homeQuerySchema, type AlertSearch, type HomeQuery } from '@postulate/contracts';

/** What the home searches for a saved search: its terms (split and capped as the home does), provinces, area and facet filters. */
export type AlertQuery = Omit<HomeQuery, 'publicado' | 'page'>;

/**
 * A saved search as stored: an alert saved before the facet filters has none of them (read as
 * not filtering).
 */
export type StoredAlertSearch = Pick<AlertSearch, 'q' | 'province' | 'area'> & Partial<AlertSearch>;

/** The saved search read by the home's own query schema; null when it no longer parses (a province code retired). */
export function readAlertSearch(search: StoredAlertSearch): AlertQuery | null {
  // The home's query leaves out a filter it is not given; a saved one it does not set is null.
  const given = Object.entries(fullAlertSearch(search)).filter(([, value]) => value !== null);
  const parsed = homeQuerySchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) return null;
  const { publicado: _window, page: _page, ...query } = parsed.data;
  return query;
}

/** The saved search in full, as the API answers it. */
export function fullAlertSearch(search: StoredAlertSearch): AlertSearch {
  return {
    q: search.q,
    province: search.province,
    area: search.area ?? null,
    modalidad: search.modalidad ?? null,
    tipoEmpleo: search.tipoEmpleo ?? null,
    nivel: search.nivel ?? null,
    salarioDesde: search.salarioDesde ?? null,
    discapacidad: search.discapacidad ?? false,
  };
}

export const isEmptyQuery = (query: AlertQuery) => query.terms.length === 0 && query.provinces.length === 0 && query.area === null;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Two searches the home answers alike share a key: terms ignore case, accents and order, as the
 * search does; provinces ignore order. Only the facet filters set are in it, so an alert saved
 * before the facet filters keeps its key.
 */
export function searchKey(query: AlertQuery): string {
  const terms = [...new Set(query.terms.map(fold))].sort();
  const provinces = [...new Set(query.provinces)].sort();
  return JSON.stringify({ terms, provinces, area: query.area, ...alertFacetQuery(query) });
}

/** The search in words, as the list and the e-mail show it. */
export function searchInWords(search: StoredAlertSearch, names: { areaName: string | null; nivelName: string | null }): string {
  const query = readAlertSearch(search);
  if (!query) return search.q;
  return alertSearchInWords(query, names);
}

/** The home with this search, as the public home writes it in its address. */
export function homeSearchUrl(portalUrl: string, query: AlertQuery): string {
  return `${portalUrl}/${alertHomeQuery(query)}`;
}
