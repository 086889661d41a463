import { fileUrl } from '@postulate/client';
import { facetQueryOf, homeQueryOf, SHARING_PLACES, type HomeFacetFilters, type HomeFilter } from '@postulate/contracts';

/** 'RSS': the search on screen as a feed (GET /api/home/feed takes the home's own query), for a feed reader. */
export function FeedLink({ filters, area, facets }: { filters: HomeFilter[]; area: number | null; facets: HomeFacetFilters }) {
  const { q, province } = homeQueryOf(filters);
  const query = new URLSearchParams(Object.entries({ q, area, ...facetQueryOf(facets) }).flatMap(([name, value]) => (value == null ? [] : [[name, String(value)]])));
  for (const id of province) query.append('province', id);
  const search = query.toString();
  return (
    <a href={`${fileUrl(SHARING_PLACES.feed, {})}${search && `?${search}`}`} type="application/rss+xml" title="Seguí esta búsqueda en tu lector de RSS">
      RSS
    </a>
  );
}
