import { fileUrl } from '@postulate/client';
import { SHARING_PLACES, type HomeFacetFilters, type HomeFilter } from '@postulate/contracts';
import { homeSearchQuery } from '../api/home-api';

/** 'RSS': the search on screen as a feed (GET /api/home/feed takes the home's own query), for a feed reader. */
export function FeedLink({ filters, area, facets }: { filters: HomeFilter[]; area: number | null; facets: HomeFacetFilters }) {
  return (
    <a
      href={fileUrl(SHARING_PLACES.feed, {}, homeSearchQuery(filters, area, facets))}
      type="application/rss+xml"
      title="Seguí esta búsqueda en tu lector de RSS"
    >
      RSS
    </a>
  );
}
