import type { SessionProfile } from '@postulate/contracts';
import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { useSessionStore } from '../../../packages/client/src/session-store';
import { companyQueries } from '../features/common/api/company-queries';

export type { SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: companyQueries });

/** Signs in the demo Empresa of 'Logística del Plata S.A.', or a Tester. */
export function signInCompany(role: 'Empresa' | 'Tester' = 'Empresa') {
  const profile: SessionProfile = {
    name: role === 'Empresa' ? 'logistica' : 'tester',
    email: 'rrhh@logistica.test',
    role,
    menuRoutes: [],
    empresa: { id: 12, name: 'Logística del Plata S.A.' },
    postulante: null,
    csrfToken: 'csrf',
  };
  useSessionStore.setState({ status: 'ready', profile });
}
