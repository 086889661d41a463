import type { RoutePlace } from './api-route.js';

/** The company's and the tester's back office: each feature's places, zod-free (see route-places.ts). */
export const COMPANY_SIDE_PLACES = {} as const satisfies Record<string, Record<string, RoutePlace>>;
