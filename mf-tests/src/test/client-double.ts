import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { testsQueries } from '../features/common/api/tests-queries';

export type { SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: testsQueries });
