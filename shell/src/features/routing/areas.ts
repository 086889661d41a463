import { matchPath } from 'react-router-dom';
import { PORTAL_SCREENS, type RemoteName, type Role } from '@postulate/contracts';

/** The remote that renders a path for someone (a visitor, or a role), from the portal's screens; null sends them home. */
function remoteFor(audience: Role | 'visitor') {
  return (pathname: string): RemoteName | null =>
    PORTAL_SCREENS.find((screen) => screen.audience.includes(audience) && matchPath({ path: screen.path, end: true }, pathname) !== null)?.remote ?? null;
}

/** Which remote renders a path for a visitor. */
export const visitorRemoteFor = remoteFor('visitor');

/** Which remote renders a path for a logged-in Postulante (the ad page with the apply action is the applicant's). */
export const candidateRemoteFor = remoteFor('Postulante');

/**
 * A path only a signed-in person reaches (a candidate's own screens, the back office): a visitor who
 * opens it, say from an e-mail, logs in first and comes back to it; any other path sends them home.
 */
export const needsLogin = (pathname: string): boolean =>
  PORTAL_SCREENS.some((screen) => !screen.audience.includes('visitor') && matchPath({ path: screen.path, end: true }, pathname) !== null) ||
  pathname.startsWith('/admin/');
