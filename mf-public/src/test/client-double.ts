import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { publicQueries } from '../features/common/api/public-queries';

export { signInApplicant, signOut, type SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: publicQueries });
