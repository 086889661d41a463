import type { RoutePlace } from './api-route.js';

/** Sessions, accounts, captcha, health and the public files: each feature's places, zod-free (see route-places.ts). */
export const ACCOUNT_PLACES = {} as const satisfies Record<string, Record<string, RoutePlace>>;
