import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { companyQueries } from '../features/common/api/company-queries';

export { signInCompany, type SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: companyQueries });
