import type { RoutePlace } from './api-route.js';

/**
 * Where each contracted route lives, without zod: packages/client builds its calls from these, and
 * the declarations with their schemas (home-contract.ts) spread them, so a path is written once.
 */
export const HOME_PLACES = {
  search: { method: 'GET', path: '/api/home' },
  aviso: { method: 'GET', path: '/api/home/aviso/:id' },
} as const satisfies Record<string, RoutePlace>;

/** Every contracted feature's places, by the name the client calls it: `api.home.search(...)`. */
export const API_PLACES = { home: HOME_PLACES } as const;
