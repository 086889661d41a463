import type { Role } from './roles.js';

/** The login screen, and the parameter that names the page to go back to once logged in. */
export const LOGIN_PATH = '/dashboard';
const RETURN_PARAM = 'volver';

/** The login screen that leads back to `path` (a path of the portal with its query) once logged in. */
export const loginPathFor = (path: string) => `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(path)}`;

const SAME_ORIGIN = 'http://postulate.invalid';

/**
 * `volver` when it is a path of this portal; null for anything that could leave it: another origin,
 * '//host' or '/\host' (which browsers read as another host). It is read as a browser reads it (which
 * drops tabs and line breaks, so '/\t/host' is '//host') and must stay on the same origin.
 */
export function safeReturnPath(volver: string | null | undefined): string | null {
  if (!volver || !/^\/(?![/\\])/.test(volver)) return null;
  const url = new URL(volver, SAME_ORIGIN);
  return url.origin === SAME_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where someone goes once logged in: back to the page that sent them to log in (?volver=, e.g. an
 * e-mail's link to a conversation) when it is one their role reaches, else their role's home.
 */
export function landingAfterLogin(role: Role, params: URLSearchParams): string {
  const back = safeReturnPath(params.get(RETURN_PARAM));
  if (role === 'Postulante') return back !== null && !back.startsWith('/admin/') ? back : '/';
  return back?.startsWith('/admin/') ? back : '/admin/home';
}
