import type { RoutePlace } from './api-route.js';

/** The company's own ads: the dashboard, the wizard's save, publish, finish, delete, republish and duplicate. */
const COMPANY_AVISO_PLACES = {
  dashboard: { method: 'GET', path: '/api/empresa/dashboard' },
  get: { method: 'GET', path: '/api/empresa/aviso/:id' },
  add: { method: 'POST', path: '/api/empresa/add_aviso' },
  update: { method: 'POST', path: '/api/empresa/update_aviso' },
  publish: { method: 'POST', path: '/api/empresa/publish_aviso' },
  finish: { method: 'POST', path: '/api/empresa/finish_aviso' },
  remove: { method: 'POST', path: '/api/empresa/delete_aviso' },
  republish: { method: 'POST', path: '/api/empresa/republish_aviso' },
  duplicate: { method: 'POST', path: '/api/empresa/aviso/:id/copia' },
} as const satisfies Record<string, RoutePlace>;

/** Applications to the company's ads: the list per ad, the applicant profile, marks, report and messages. */
const COMPANY_APPLICATION_PLACES = {
  list: { method: 'GET', path: '/api/empresa/aviso/:id/aplicaciones' },
  get: { method: 'GET', path: '/api/empresa/aplicacion/:id' },
  neighbours: { method: 'GET', path: '/api/empresa/aplicacion/:id/vecinas' },
  report: { method: 'GET', path: '/api/empresa/aplicacion/:id/informe' },
  markRead: { method: 'POST', path: '/api/empresa/aplicaisread' },
  markFavourite: { method: 'POST', path: '/api/empresa/aplicaisfauvorite' },
  conversation: { method: 'GET', path: '/api/empresa/aplicacion/:id/mensajes' },
  send: { method: 'POST', path: '/api/empresa/aplicacion/:id/mensajes' },
  markMessagesRead: { method: 'POST', path: '/api/empresa/setReadMessages' },
  setStage: { method: 'POST', path: '/api/empresa/aplicacion/:id/estado' },
  setStages: { method: 'POST', path: '/api/empresa/aplicaciones/estado' },
  discardUnqualified: { method: 'POST', path: '/api/empresa/aviso/:id/aplicaciones/descartar-no-cumplen' },
} as const satisfies Record<string, RoutePlace>;

/** The company's message templates, offered with a stage change. */
const MESSAGE_TEMPLATE_PLACES = {
  list: { method: 'GET', path: '/api/empresa/plantillas' },
  add: { method: 'POST', path: '/api/empresa/plantillas' },
  update: { method: 'POST', path: '/api/empresa/plantillas/:id' },
  remove: { method: 'POST', path: '/api/empresa/plantillas/:id/borrar' },
} as const satisfies Record<string, RoutePlace>;

/** Private notes on an application: only the company reads them. */
const APPLICATION_NOTE_PLACES = {
  list: { method: 'GET', path: '/api/empresa/aplicacion/:id/notas' },
  add: { method: 'POST', path: '/api/empresa/aplicacion/:id/notas' },
  remove: { method: 'POST', path: '/api/empresa/notas/:id/borrar' },
} as const satisfies Record<string, RoutePlace>;

/** The company's rating and tags on an application, and its tags as suggestions: only the company sees them. */
const APPLICATION_LABEL_PLACES = {
  rate: { method: 'POST', path: '/api/empresa/aplicacion/:id/calificacion' },
  addTag: { method: 'POST', path: '/api/empresa/aplicacion/:id/etiquetas' },
  removeTag: { method: 'POST', path: '/api/empresa/aplicacion/:id/etiquetas/borrar' },
  suggestTags: { method: 'GET', path: '/api/empresa/etiquetas' },
} as const satisfies Record<string, RoutePlace>;

/** Mi Perfil of an Empresa or a Tester; with a new logo, multipart. */
const COMPANY_PROFILE_PLACES = {
  get: { method: 'GET', path: '/api/empresa/perfil' },
  save: { method: 'POST', path: '/api/empresa/perfil' },
  saveWithLogo: { method: 'POST', path: '/api/empresa/perfilmp', multipart: true },
} as const satisfies Record<string, RoutePlace>;

/** The Tester's candidates (/admin/interview). */
const TEST_INVITATION_PLACES = {
  list: { method: 'GET', path: '/api/interview' },
  get: { method: 'GET', path: '/api/interview/get/:id' },
  add: { method: 'POST', path: '/api/interview/add' },
  update: { method: 'POST', path: '/api/interview/update/:id' },
  report: { method: 'GET', path: '/api/interview/report/:id' },
} as const satisfies Record<string, RoutePlace>;

/** The company's and the tester's back office: each feature's places, zod-free (see route-places.ts). */
export const COMPANY_SIDE_PLACES = {
  companyAvisos: COMPANY_AVISO_PLACES,
  companyApplications: COMPANY_APPLICATION_PLACES,
  messageTemplates: MESSAGE_TEMPLATE_PLACES,
  applicationNotes: APPLICATION_NOTE_PLACES,
  applicationLabels: APPLICATION_LABEL_PLACES,
  companyProfile: COMPANY_PROFILE_PLACES,
  testInvitations: TEST_INVITATION_PLACES,
} as const satisfies Record<string, Record<string, RoutePlace>>;
