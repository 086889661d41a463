import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../remotes/remote-names';

const PUBLIC_PATHS = [
  '/',
  '/home',
  '/dashboard',
  '/forgot/:token',
  '/showAviso/:id',
  '/faqOut',
  '/politicaPostulante',
  '/politicaEmpresa',
];
const TEST_INVITATION_PATH = '/tests/:token';
/** The candidate's own views; the public remote still renders home, search and ad pages. */
const CANDIDATE_PATHS = ['/micv/*', '/mispostulaciones/*', '/mistests/*'];
const CANDIDATE_PUBLIC_PATHS = PUBLIC_PATHS.filter((path) => !['/dashboard', '/forgot/:token'].includes(path));

const matchesAny = (paths: string[], pathname: string) =>
  paths.some((path) => matchPath({ path, end: true }, pathname) !== null);

/** Which remote renders a path for a visitor; null sends the visitor home. */
export function visitorRemoteFor(pathname: string): RemoteName | null {
  if (matchPath(TEST_INVITATION_PATH, pathname)) return 'tests';
  return matchesAny(PUBLIC_PATHS, pathname) ? 'public' : null;
}

/** Which remote renders a path for a logged-in Postulante; null sends the candidate home. */
export function candidateRemoteFor(pathname: string): RemoteName | null {
  if (matchPath(TEST_INVITATION_PATH, pathname)) return 'tests';
  if (matchesAny(CANDIDATE_PATHS, pathname)) return 'applicant';
  return matchesAny(CANDIDATE_PUBLIC_PATHS, pathname) ? 'public' : null;
}
