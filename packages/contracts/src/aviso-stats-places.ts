import type { RoutePlace } from './api-route.js';

/**
 * An ad's statistics (issue 38): the ad page tells that it was shown, the company reads what its ad
 * got. Zod-free, like the other places (see route-places.ts).
 */
export const AVISO_STATS_PLACES = {
  view: { method: 'POST', path: '/api/home/aviso/:id/vista' },
  forAviso: { method: 'GET', path: '/api/empresa/aviso/:id/estadisticas' },
} as const satisfies Record<string, RoutePlace>;
