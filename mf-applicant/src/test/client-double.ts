import { clientDouble as sharedClientDouble } from '../../../packages/client/src/testing/client-double';
import { applicantQueries } from '../features/common/api/applicant-queries';

export { signInApplicant, type SentCall } from '../../../packages/client/src/testing/client-double';

/** The one client double, over this remote's cache. */
export const clientDouble = () => sharedClientDouble({ queries: applicantQueries });
