import { ACCOMMODATION_ROUTES } from './accommodations-contract.js';
import { ACCOUNT_ROUTES } from './account-contract.js';
import { ADMIN_SIDE_ROUTES } from './admin-side-contract.js';
import { ALERT_ROUTES } from './alerts-contract.js';
import { APPLICATION_ROUTES } from './applications-contract.js';
import { AVISO_STATS_ROUTES } from './aviso-stats-contract.js';
import { COMPANY_SIDE_ROUTES } from './company-side-contract.js';
import { CV_ROUTES } from './cv-contract.js';
import { HOME_ROUTES } from './home-contract.js';
import { INTERVIEW_ROUTES } from './interviews-contract.js';
import { MESSAGE_ROUTES } from './messages-contract.js';
import { MODERATION_ROUTES } from './moderation-contract.js';
import { NOTIFICATION_ROUTES } from './notifications-contract.js';
import { PRIVACY_ROUTES } from './privacy-contract.js';
import { REFERENCE_ROUTES } from './reference-contract.js';
import { SEARCH_MARK_ROUTES } from './search-marks.js';
import { SHARING_ROUTES } from './sharing-contract.js';
import { INVITATION_ROUTES, TEST_ROUTES } from './tests-contract.js';

/** Every contracted route by feature, as API_PLACES names them; the API serves each one exactly. */
export const API_CONTRACT = {
  home: HOME_ROUTES,
  sharing: SHARING_ROUTES,
  reference: REFERENCE_ROUTES,
  applications: APPLICATION_ROUTES,
  cv: CV_ROUTES,
  messages: MESSAGE_ROUTES,
  privacy: PRIVACY_ROUTES,
  alerts: ALERT_ROUTES,
  searchMarks: SEARCH_MARK_ROUTES,
  notifications: NOTIFICATION_ROUTES,
  tests: TEST_ROUTES,
  invitation: INVITATION_ROUTES,
  accommodations: ACCOMMODATION_ROUTES,
  interviews: INTERVIEW_ROUTES,
  avisoStats: AVISO_STATS_ROUTES,
  moderation: MODERATION_ROUTES,
  ...COMPANY_SIDE_ROUTES,
  ...ADMIN_SIDE_ROUTES,
  ...ACCOUNT_ROUTES,
};
