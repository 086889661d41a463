import type { RoutePlace } from './api-route.js';

/** The administrator's back office and the company's records (documents, invoices): each feature's places, zod-free (see route-places.ts). */
export const ADMIN_SIDE_PLACES = {} as const satisfies Record<string, Record<string, RoutePlace>>;
