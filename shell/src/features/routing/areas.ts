import { matchPath } from 'react-router-dom';
import { PORTAL_SCREENS, type RemoteName, type Role } from '@postulate/contracts';

/** The remote that renders a path for someone (a visitor, or a role), from the portal's screens; null sends them home. */
function remoteFor(audience: Role | 'visitor') {
  return (pathname: string): RemoteName | null =>
    PORTAL_SCREENS.find((screen) => screen.audience.includes(audience) && matchPath({ path: screen.path, end: true }, pathname) !== null)?.remote ??
    null;
}

/** Which remote renders a path for a visitor. */
export const visitorRemoteFor = remoteFor('visitor');

/** Which remote renders a path for a logged-in Postulante (the ad page with the apply action is the applicant's). */
export const candidateRemoteFor = remoteFor('Postulante');
