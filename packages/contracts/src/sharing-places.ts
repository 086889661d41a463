import type { RoutePlace } from './api-route.js';

/**
 * An ad found by search engines and shared (issue 22): the data of its page's link preview, its
 * preview image, an RSS feed of any home search, and the sitemap and robots.txt the portal's server
 * answers at /sitemap.xml and /robots.txt.
 * A module of its own: the home's RSS link reads it without bundling every other route's place.
 */
export const SHARING_PLACES = {
  page: { method: 'GET', path: '/api/home/aviso/:id/compartir', anonymous: true },
  image: { method: 'GET', path: '/api/home/aviso/:id/imagen.png', answers: 'file' },
  feed: { method: 'GET', path: '/api/home/feed', answers: 'file' },
  sitemap: { method: 'GET', path: '/api/home/sitemap.xml', answers: 'file' },
  robots: { method: 'GET', path: '/api/home/robots.txt', answers: 'file' },
} as const satisfies Record<string, RoutePlace>;
