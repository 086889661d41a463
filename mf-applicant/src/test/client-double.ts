import type { SessionProfile } from '@postulate/contracts';
import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { useSessionStore } from '../../../packages/client/src/session-store';
import { applicantQueries } from '../features/common/api/applicant-queries';

export type { SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: applicantQueries });

/** Signs a Postulante in, with or without a CV name. */
export function signInApplicant(cvName: string | null = 'María José Ñúñez', id = 7) {
  const profile: SessionProfile = {
    name: 'postulante',
    email: 'postulante@postulate.test',
    role: 'Postulante',
    menuRoutes: [],
    empresa: null,
    postulante: {
      id,
      cv: { name: cvName },
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
