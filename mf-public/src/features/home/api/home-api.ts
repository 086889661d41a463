import { api } from '@postulate/client';
import { facetQueryOf, homeQueryOf, type HomeFacetFilters, type HomeFilter, type HomeResponse, type PublicAviso, type SearchMarks } from '@postulate/contracts';

/** The search on screen as the API's query (the home's and its RSS feed's): chips, area and facet filters. */
export function homeSearchQuery(filters: HomeFilter[], area: number | null, facets: HomeFacetFilters) {
  const { page: _page, ...query } = homeQueryOf(filters);
  return { ...query, area: area ?? undefined, ...facetQueryOf(facets) };
}

/** GET /api/home/?q=a,b&province=02&province=06&area=6&modalidad=Remoto&...&page=N, through the contract's client. */
export function fetchHome(filters: HomeFilter[], page: number, area: number | null, facets: HomeFacetFilters, signal?: AbortSignal): Promise<HomeResponse> {
  return api.home.search({ query: { ...homeSearchQuery(filters, area, facets), page } }, signal);
}

/** GET /api/aplica/marcas?q=…&aviso=1&aviso=2: which of the ads shown the applicant applied to, and their alert with this search. */
export function fetchSearchMarks(
  filters: HomeFilter[],
  area: number | null,
  facets: HomeFacetFilters,
  avisoIds: number[],
  signal?: AbortSignal,
): Promise<SearchMarks> {
  return api.searchMarks.get({ query: { ...homeSearchQuery(filters, area, facets), aviso: avisoIds } }, signal);
}

/** GET /api/home/aviso/{id}: a published ad and the company's answer record (404 with a Spanish message otherwise). */
export function fetchAviso(id: string, signal?: AbortSignal): Promise<PublicAviso> {
  return api.home.aviso({ params: { id } }, signal);
}
