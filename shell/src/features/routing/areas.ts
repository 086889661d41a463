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
  '/terminosPostulante',
  '/terminosEmpresa',
];
const TEST_INVITATION_PATH = '/tests/:token';
/** A candidate's test runner (/mistests/toulouse, /mbti, /cards); the 'Mis Tests' panel itself is /mistests. */
const CANDIDATE_TEST_PATH = '/mistests/:test';
/**
 * The candidate's own views, /showAviso/{id} included: a candidate's ad page carries the apply
 * action (the spec's 'avisologged'). The public remote still renders the home and search.
 */
const CANDIDATE_PATHS = ['/micv/*', '/mispostulaciones/*', '/mistests', '/showAviso/:id'];
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
  if (matchPath(TEST_INVITATION_PATH, pathname) || matchPath(CANDIDATE_TEST_PATH, pathname)) return 'tests';
  if (matchesAny(CANDIDATE_PATHS, pathname)) return 'applicant';
  return matchesAny(CANDIDATE_PUBLIC_PATHS, pathname) ? 'public' : null;
}
