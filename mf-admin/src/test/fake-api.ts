import { clientDouble } from '../../../packages/client/src/testing/client-double';
import { adminQueries } from '../features/common/api/admin-queries';

/** The one client double, over this remote's cache; each spec declares the routes it answers with `on`. */
export const fakeApi = () => clientDouble({ queries: adminQueries });

export const page = <T>(response: T[], total = response.length) => ({ response, size: response.length, total });
