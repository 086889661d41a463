import { ACCOMMODATION_PLACES } from './accommodation-places.js';
import { ACCOUNT_PLACES } from './account-places.js';
import { ADMIN_SIDE_PLACES } from './admin-side-places.js';
import { AVISO_STATS_PLACES } from './aviso-stats-places.js';
import { MODERATION_PLACES } from './moderation-places.js';
import type { RoutePlace } from './api-route.js';
import { COMPANY_SIDE_PLACES } from './company-side-places.js';
import { INTERVIEW_PLACES } from './interview-places.js';
import { SHARING_PLACES } from './sharing-places.js';

/**
 * Where each contracted route lives, without zod: packages/client builds its calls from these, and
 * the declarations with their schemas (home-contract.ts) spread them, so a path is written once.
 */
export const HOME_PLACES = {
  search: { method: 'GET', path: '/api/home', anonymous: true },
  aviso: { method: 'GET', path: '/api/home/aviso/:id', anonymous: true },
  // Not anonymous: a signed-in person's report carries their account (and needs no captcha).
  report: { method: 'POST', path: '/api/home/aviso/:id/denuncia' },
} as const satisfies Record<string, RoutePlace>;

/** The reference lists every form reads: public, answered {response, size, total} or one item. */
export const REFERENCE_PLACES = {
  localities: { method: 'GET', path: '/api/location' },
  provinces: { method: 'GET', path: '/api/province', anonymous: true },
  areas: { method: 'GET', path: '/api/area', anonymous: true },
  area: { method: 'GET', path: '/api/area/get/:id' },
  subAreas: { method: 'GET', path: '/api/subarea' },
  subArea: { method: 'GET', path: '/api/subarea/get/:id' },
  workLevels: { method: 'GET', path: '/api/nivel' },
  workLevel: { method: 'GET', path: '/api/nivel/get/:id' },
} as const satisfies Record<string, RoutePlace>;

/** A candidate's applications: apply, Mis Postulaciones, one application as sent, the state on an ad, withdrawal and the badge's counts. */
export const APPLICATION_PLACES = {
  list: { method: 'GET', path: '/api/aplica' },
  apply: { method: 'POST', path: '/api/aplica/aplica' },
  get: { method: 'GET', path: '/api/aplica/get/:id' },
  forAviso: { method: 'GET', path: '/api/aplica/aviso/:idAviso' },
  withdraw: { method: 'POST', path: '/api/aplica/retirar/:id' },
  novedades: { method: 'GET', path: '/api/aplica/novedades' },
  seen: { method: 'POST', path: '/api/aplica/novedades/visto' },
} as const satisfies Record<string, RoutePlace>;

/** The applicant's own marks on the home's search (applied, alert saved), apart from the search everyone gets. */
export const SEARCH_MARK_PLACES = {
  get: { method: 'GET', path: '/api/aplica/marcas' },
} as const satisfies Record<string, RoutePlace>;

/** Mi CV: an applicant's own CV, saved whole (with a file: multipart), and its private files. */
export const CV_PLACES = {
  get: { method: 'GET', path: '/api/cv/get/:id' },
  save: { method: 'POST', path: '/api/cv/update/:id' },
  saveWithFile: { method: 'POST', path: '/api/cv/updatemp/:id', multipart: true },
  file: { method: 'GET', path: '/api/cv/archivo/:fileId', answers: 'file' },
} as const satisfies Record<string, RoutePlace>;

/** The applicant's Central de Mensajes: one conversation per application. */
export const MESSAGE_PLACES = {
  view: { method: 'GET', path: '/api/message' },
  send: { method: 'POST', path: '/api/message/add' },
  markRead: { method: 'POST', path: '/api/message/leido/:id' },
} as const satisfies Record<string, RoutePlace>;

/** 'Descargar mis datos' and 'Eliminar mi cuenta'. */
export const PRIVACY_PLACES = {
  myData: { method: 'GET', path: '/api/postulante/misdatos' },
  deleteAccount: { method: 'POST', path: '/api/postulante/eliminar' },
} as const satisfies Record<string, RoutePlace>;

/** Which e-mails an applicant or a company gets, and the one-click unsubscribe every such e-mail links to. */
export const NOTIFICATION_PLACES = {
  preferences: { method: 'GET', path: '/api/notificaciones' },
  change: { method: 'POST', path: '/api/notificaciones' },
  unsubscribe: { method: 'POST', path: '/api/notificaciones/baja/:token' },
  unsubscribePage: { method: 'GET', path: '/api/notificaciones/baja/:token', answers: 'file' },
} as const satisfies Record<string, RoutePlace>;

/** The applicant's job alerts: saved home searches, mailed once a day with the new ads they find. */
export const ALERT_PLACES = {
  list: { method: 'GET', path: '/api/alertas' },
  create: { method: 'POST', path: '/api/alertas' },
  update: { method: 'POST', path: '/api/alertas/:id' },
  remove: { method: 'POST', path: '/api/alertas/:id/eliminar' },
} as const satisfies Record<string, RoutePlace>;

/** The candidate's own tests: status, own report, and start / answers / finish of each test. */
export const TEST_PLACES = {
  status: { method: 'GET', path: '/api/test' },
  report: { method: 'GET', path: '/api/test/report/:applicantId' },
  start: { method: 'POST', path: '/api/test/:test/start' },
  answers: { method: 'POST', path: '/api/test/:test/answers' },
  finish: { method: 'POST', path: '/api/test/:test/finish' },
  mbtiSharing: { method: 'GET', path: '/api/test/mbti/compartir' },
  shareMbti: { method: 'POST', path: '/api/test/mbti/compartir' },
} as const satisfies Record<string, RoutePlace>;

/** An invitation link's welcome form and tests, for a candidate without an account: the token is the credential. */
export const INVITATION_PLACES = {
  view: { method: 'GET', path: '/api/invitation/:token' },
  save: { method: 'POST', path: '/api/invitation/:token' },
  status: { method: 'GET', path: '/api/invitation/:token/test' },
  start: { method: 'POST', path: '/api/invitation/:token/test/:test/start' },
  answers: { method: 'POST', path: '/api/invitation/:token/test/:test/answers' },
  finish: { method: 'POST', path: '/api/invitation/:token/test/:test/finish' },
  report: { method: 'GET', path: '/api/invitation/:token/report' },
  shareMbti: { method: 'POST', path: '/api/invitation/:token/test/mbti/compartir' },
} as const satisfies Record<string, RoutePlace>;

/** Every contracted feature's places, by the name the client calls it: `api.home.search(...)`. */
export const API_PLACES = {
  home: HOME_PLACES,
  sharing: SHARING_PLACES,
  reference: REFERENCE_PLACES,
  applications: APPLICATION_PLACES,
  cv: CV_PLACES,
  messages: MESSAGE_PLACES,
  privacy: PRIVACY_PLACES,
  alerts: ALERT_PLACES,
  searchMarks: SEARCH_MARK_PLACES,
  notifications: NOTIFICATION_PLACES,
  tests: TEST_PLACES,
  invitation: INVITATION_PLACES,
  accommodations: ACCOMMODATION_PLACES,
  interviews: INTERVIEW_PLACES,
  avisoStats: AVISO_STATS_PLACES,
  moderation: MODERATION_PLACES,
  ...COMPANY_SIDE_PLACES,
  ...ADMIN_SIDE_PLACES,
  ...ACCOUNT_PLACES,
} as const;
