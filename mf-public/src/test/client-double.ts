import type { SessionProfile } from '@postulate/contracts';
import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { useSessionStore } from '../../../packages/client/src/session-store';
import { publicQueries } from '../features/common/api/public-queries';

export type { SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: publicQueries });

/** Signs a Postulante in: the public pages then offer to apply. */
export function signInApplicant() {
  const profile: SessionProfile = {
    name: 'postulante',
    email: 'postulante@postulate.test',
    role: 'Postulante',
    menuRoutes: [],
    empresa: null,
    postulante: {
      id: 7,
      cv: { name: 'María José Ñúñez' },
      haveToulouse: true,
      haveMbti: true,
      haveCards: true,
      lastDayToulouse: null,
      lastDayMbti: null,
      lastDayCards: null,
    },
    csrfToken: 'csrf',
  };
  useSessionStore.setState({ status: 'ready', profile });
}

/** A visitor: nobody signed in. */
export const signOut = () => useSessionStore.setState({ status: 'ready', profile: null });
