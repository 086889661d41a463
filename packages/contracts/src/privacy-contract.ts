import { defineRoute } from './api-route.js';
import { noContentSchema } from './api-schemas.js';
import { accountDeletionSchema, applicantDataExportSchema } from './privacy.js';
import { PRIVACY_PLACES } from './route-places.js';

/** 'Descargar mis datos' and 'Eliminar mi cuenta', for the applicant's own account only. */
export const PRIVACY_ROUTES = {
  myData: defineRoute({
    ...PRIVACY_PLACES.myData,
    summary:
      'Everything the portal holds about the applicant, as a JSON attachment: account, CV, the profile photo (as a data URL; other files listed without bytes), applications with answers, messages, stage history and withdrawal, notification preferences, tests',
    response: applicantDataExportSchema,
  }),
  deleteAccount: defineRoute({
    ...PRIVACY_PLACES.deleteAccount,
    summary: 'Deletes the account and its personal data; the session is closed and its cookie cleared',
    body: accountDeletionSchema,
    noContent: true,
    response: noContentSchema,
    refusals: { 400: 'Wrong password: nothing deleted', 423: 'Too many wrong passwords locked the account (token UserLocked)', 429: 'Too many attempts' },
  }),
};
