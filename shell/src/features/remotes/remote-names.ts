import type { RemoteName, Role } from '@postulate/contracts';

export { REMOTE_NAMES, type RemoteName } from '@postulate/contracts';

export const federationNameOf = (remote: RemoteName) => `mf_${remote}`;

/** The remote that renders the /admin area for a back-office role. */
export const backOfficeRemoteFor = (role: Role): RemoteName => (role === 'Administrador' ? 'admin' : 'company');
