import { defineRoute } from './api-route.js';
import { fileBytesSchema } from './api-schemas.js';
import { notificationChangeSchema, notificationPreferencesSchema, unsubscribeResultSchema, unsubscribeTokenSchema } from './notifications.js';
import { NOTIFICATION_PLACES } from './route-places.js';

/** 'Notificaciones': the caller's e-mail switches, and the signed link that turns one off without logging in. */
export const NOTIFICATION_ROUTES = {
  preferences: defineRoute({
    ...NOTIFICATION_PLACES.preferences,
    summary: 'The e-mails the logged-in applicant or company gets, each on or off (on until turned off)',
    response: notificationPreferencesSchema,
  }),
  change: defineRoute({
    ...NOTIFICATION_PLACES.change,
    summary: 'Turns one kind of e-mail on or off; answers every switch',
    body: notificationChangeSchema,
    response: notificationPreferencesSchema,
    refusals: { 400: "A kind that is not the caller's (an applicant's kinds, or the company's summary)" },
  }),
  unsubscribe: defineRoute({
    ...NOTIFICATION_PLACES.unsubscribe,
    summary:
      "One-click unsubscribe (RFC 8058): the token in an e-mail's link and List-Unsubscribe header names the account and the kind; no session needed, any body ignored, repeating it changes nothing",
    params: unsubscribeTokenSchema,
    response: unsubscribeResultSchema,
    refusals: { 400: 'A token that was not signed by this portal' },
  }),
  unsubscribePage: defineRoute({
    ...NOTIFICATION_PLACES.unsubscribePage,
    summary:
      "For mail programs that open the List-Unsubscribe address in a browser instead of POSTing to it: a 303 to the portal's unsubscribe page, which turns the kind off; the GET itself changes nothing (link scanners fetch it)",
    params: unsubscribeTokenSchema,
    response: fileBytesSchema,
    redirects: { description: "The portal's unsubscribe page", always: true },
  }),
};
