import { APPLICATION_ROUTES } from './applications-contract.js';
import { HOME_ROUTES } from './home-contract.js';
import { REFERENCE_ROUTES } from './reference-contract.js';

/** Every contracted route by feature, as API_PLACES names them; the API serves each one exactly. */
export const API_CONTRACT = { home: HOME_ROUTES, reference: REFERENCE_ROUTES, applications: APPLICATION_ROUTES };
