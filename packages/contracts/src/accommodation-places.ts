import type { RoutePlace } from './api-route.js';

/**
 * Accommodations for the candidate's own tests (Mis Tests): the candidate asks, an administrator
 * decides. Zod-free, like the other places (see route-places.ts).
 */
export const ACCOMMODATION_PLACES = {
  mine: { method: 'GET', path: '/api/test/ajustes' },
  request: { method: 'POST', path: '/api/test/ajustes' },
  queue: { method: 'GET', path: '/api/ajustes' },
  decide: { method: 'POST', path: '/api/ajustes/:id/decision' },
} as const satisfies Record<string, RoutePlace>;
