import type { RoutePlace } from './api-route.js';

/**
 * Interviews (issue 38): the company schedules, reprograms and cancels one from an application and
 * lists its upcoming ones; the candidate lists theirs and answers. Zod-free, like the other places
 * (see route-places.ts).
 */
export const INTERVIEW_PLACES = {
  schedule: { method: 'POST', path: '/api/empresa/aplicacion/:id/entrevista' },
  reschedule: { method: 'PUT', path: '/api/empresa/aplicacion/:id/entrevista/:idEntrevista' },
  cancel: { method: 'DELETE', path: '/api/empresa/aplicacion/:id/entrevista/:idEntrevista' },
  ofApplication: { method: 'GET', path: '/api/empresa/aplicacion/:id/entrevista' },
  upcoming: { method: 'GET', path: '/api/empresa/entrevistas' },
  mine: { method: 'GET', path: '/api/aplica/entrevistas' },
  answer: { method: 'POST', path: '/api/aplica/entrevista/:idEntrevista/respuesta' },
} as const satisfies Record<string, RoutePlace>;
