import { matchPath } from 'react-router-dom';
import { PORTAL_SCREENS, type MenuRoute } from '@postulate/contracts';

export interface NavEntry {
  label: string;
  to: string;
  icon?: string;
  /** Visually a button rather than a text link (the spec distinguishes both in the top bar). */
  emphasis?: boolean;
  /** A second way to a screen another entry names: never marked as the current page. */
  shortcut?: boolean;
  /** News waiting on that screen, shown as a count beside the label. */
  badge?: number;
}

/** Where the applicant's news (unread company messages, status changes) are read. */
export const NOVEDADES_PATH = '/mispostulaciones';

/** The entries with the applicant's news on Mis Postulaciones. */
export const withNovedades = (entries: NavEntry[], total: number): NavEntry[] =>
  total > 0 ? entries.map((entry) => (entry.to === NOVEDADES_PATH ? { ...entry, badge: total } : entry)) : entries;

export const VISITOR_ENTRIES: NavEntry[] = [
  { label: 'Buscar Empleo', to: '/home', icon: 'search' },
  { label: 'Publica tu oferta de Empleo', to: '/dashboard', icon: 'briefcase', shortcut: true },
  { label: 'Ingresar / Registrate', to: '/dashboard', icon: 'user', emphasis: true },
  { label: 'Volver al Home', to: '/', icon: 'home', emphasis: true },
];

export const menuEntries = (routes: MenuRoute[]): NavEntry[] =>
  routes.map((route) => ({ label: route.name, to: `${route.layout}${route.path}`, icon: route.icon }));

/**
 * The name of the current route, for the mobile top bar and the tab's title: the screen's own when the
 * route table names that path (a tab such as Mensajes), else its menu entry's, else its section's.
 */
export function routeName(pathname: string, routes: MenuRoute[]): string {
  const screen = PORTAL_SCREENS.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null);
  if (screen && !screen.path.endsWith('*')) return screen.name;
  return routes.find((route) => pathname.startsWith(`${route.layout}${route.path}`))?.name ?? screen?.name ?? 'Postulate';
}
