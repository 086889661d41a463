import type { RoutePlace } from './api-route.js';

/** 'Denuncias' (issue 39, point 2): the administrator's queue and decisions, the company's appeal. Zod-free (see route-places.ts). */
export const MODERATION_PLACES = {
  queue: { method: 'GET', path: '/api/admin/denuncias' },
  decide: { method: 'POST', path: '/api/admin/denuncias/aviso/:id' },
  answerAppeal: { method: 'POST', path: '/api/admin/denuncias/apelacion/:id' },
  appeal: { method: 'POST', path: '/api/empresa/moderacion/:id/apelacion' },
} as const satisfies Record<string, RoutePlace>;
