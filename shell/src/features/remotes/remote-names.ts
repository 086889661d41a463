import type { Role } from '@postulate/contracts';

export const REMOTE_NAMES = ['public', 'applicant', 'company', 'admin', 'tests'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const federationNameOf = (remote: RemoteName) => `mf_${remote}`;

/** The remote that renders the /admin area for a back-office role. */
export const backOfficeRemoteFor = (role: Role): RemoteName =>
  role === 'Administrador' ? 'admin' : 'company';
