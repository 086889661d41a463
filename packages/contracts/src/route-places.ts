import type { RoutePlace } from './api-route.js';

/**
 * Where each contracted route lives, without zod: packages/client builds its calls from these, and
 * the declarations with their schemas (home-contract.ts) spread them, so a path is written once.
 */
export const HOME_PLACES = {
  search: { method: 'GET', path: '/api/home' },
  aviso: { method: 'GET', path: '/api/home/aviso/:id' },
} as const satisfies Record<string, RoutePlace>;

/** The reference lists every form reads: public, answered {response, size, total} or one item. */
export const REFERENCE_PLACES = {
  localities: { method: 'GET', path: '/api/location' },
  provinces: { method: 'GET', path: '/api/province' },
  areas: { method: 'GET', path: '/api/area' },
  area: { method: 'GET', path: '/api/area/get/:id' },
  subAreas: { method: 'GET', path: '/api/subarea' },
  subArea: { method: 'GET', path: '/api/subarea/get/:id' },
  workLevels: { method: 'GET', path: '/api/nivel' },
  workLevel: { method: 'GET', path: '/api/nivel/get/:id' },
} as const satisfies Record<string, RoutePlace>;

/** A candidate's applications: apply, Mis Postulaciones, one application as sent, the state on an ad. */
export const APPLICATION_PLACES = {
  list: { method: 'GET', path: '/api/aplica' },
  apply: { method: 'POST', path: '/api/aplica/aplica' },
  get: { method: 'GET', path: '/api/aplica/get/:id' },
  forAviso: { method: 'GET', path: '/api/aplica/aviso/:idAviso' },
} as const satisfies Record<string, RoutePlace>;

/** Every contracted feature's places, by the name the client calls it: `api.home.search(...)`. */
export const API_PLACES = { home: HOME_PLACES, reference: REFERENCE_PLACES, applications: APPLICATION_PLACES } as const;
