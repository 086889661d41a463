import { z } from './zod.js';
import { ACCOUNT_PLACES } from './account-places.js';
import { ACCOUNT_MESSAGES, LOGO_MAX_BYTES, LOGO_MIME_TYPES, recoverPasswordSchema, registrationSchema, updatePasswordSchema } from './accounts.js';
import { defineRoute } from './api-route.js';
import { fileBytesSchema, noContentSchema } from './api-schemas.js';
import { loginSchema } from './auth.js';
import { loginResponseSchema, messageResponseSchema, sessionCheckSchema } from './session-contract.js';

const tokenParams = z.object({ token: z.string().describe('The token of the link the e-mail carried') });
const emailedLink = (summary: string) => ({
  summary,
  params: tokenParams,
  response: messageResponseSchema,
  redirects: { description: 'A browser (Accept: text/html): the login screen, which shows the outcome' },
  refusals: { 400: 'An unknown, used or expired link' },
});

/** The ALTCHA v2 proof-of-work challenge the browser solves before a registration or an invitation's first save. */
const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
});

/** Sessions, accounts, captcha, health and the public files. */
export const ACCOUNT_ROUTES = {
  auth: {
    login: defineRoute({
      ...ACCOUNT_PLACES.auth.login,
      summary: 'Sets the httpOnly session cookie; the body carries the profile and the CSRF token (or why the user cannot log in)',
      body: loginSchema,
      response: loginResponseSchema,
      refusals: {
        400: 'A field breaks its rule, or the captcha is not solved',
        401: 'Wrong user or password',
        423: 'A locked account (token UserLocked): the unlock link goes by e-mail',
        429: 'Too many attempts',
      },
    }),
    session: defineRoute({
      ...ACCOUNT_PLACES.auth.session,
      summary:
        'The session profile, with the menu of the role; { signedIn: false } for a visitor (no cookie, or an ended session), which the portal asks at every start',
      response: sessionCheckSchema,
    }),
    logout: defineRoute({
      ...ACCOUNT_PLACES.auth.logout,
      summary: 'Closes the session and clears its cookie',
      noContent: true,
      response: noContentSchema,
    }),
  },
  accounts: {
    register: defineRoute({
      ...ACCOUNT_PLACES.accounts.register,
      summary: "Registers an applicant or a company ('Gracias por registrarte...'); a confirmation e-mail is queued",
      body: registrationSchema,
      created: true,
      response: messageResponseSchema,
      refusals: { 400: 'A field breaks its rule', 409: 'The user name or the e-mail is taken; nothing is created', 429: 'Too many registrations' },
    }),
    registerWithLogo: defineRoute({
      ...ACCOUNT_PLACES.accounts.registerWithLogo,
      summary: "As register, with the company's logo (checked by content and stored)",
      body: registrationSchema,
      upload: {
        description: 'Company logo: PNG, JPG or GIF, at most 500000 bytes',
        maxBytes: LOGO_MAX_BYTES,
        tooLargeMessage: ACCOUNT_MESSAGES.logoTooLarge,
        optional: true,
      },
      created: true,
      response: messageResponseSchema,
      refusals: {
        400: 'A field or the logo breaks its rule',
        409: 'The user name or the e-mail is taken',
        413: 'The logo is larger than 500000 bytes',
        429: 'Too many registrations',
      },
    }),
    confirm: defineRoute({
      ...ACCOUNT_PLACES.accounts.confirm,
      ...emailedLink('The confirmation e-mail’s link: {message}; a browser (Accept: text/html) is sent to the login screen with the outcome (303)'),
    }),
    unlock: defineRoute({
      ...ACCOUNT_PLACES.accounts.unlock,
      ...emailedLink('The link e-mailed when wrong passwords lock an account; answered like the confirmation'),
    }),
    recoverPassword: defineRoute({
      ...ACCOUNT_PLACES.accounts.recoverPassword,
      summary: 'Always the same {message}, whether or not the user and e-mail exist; the reset link goes by e-mail',
      params: z.object({ name: z.string().describe('The user name') }),
      body: recoverPasswordSchema.pick({ email: true }),
      response: messageResponseSchema,
      refusals: { 400: 'A missing name or e-mail', 429: 'Too many requests' },
    }),
    updatePassword: defineRoute({
      ...ACCOUNT_PLACES.accounts.updatePassword,
      summary: "Sets the new password from the reset link ('Se guardó su nueva contraseña') and unlocks the account",
      params: tokenParams,
      body: updatePasswordSchema,
      response: messageResponseSchema,
      refusals: { 400: 'An unknown, used or expired link, or a too short password' },
    }),
  },
  captcha: {
    challenge: defineRoute({
      ...ACCOUNT_PLACES.captcha.challenge,
      summary: 'An ALTCHA v2 challenge; the solved payload goes back as tokenCaptcha (base64 JSON {challenge, solution})',
      response: captchaChallengeSchema,
      refusals: { 429: 'Too many challenges' },
    }),
  },
  health: {
    check: defineRoute({
      ...ACCOUNT_PLACES.health.check,
      summary: 'Whether the API and its database answer',
      response: z.object({ status: z.literal('ok'), database: z.literal('up') }),
      refusals: { 503: 'The database does not answer' },
    }),
  },
  files: {
    file: defineRoute({
      ...ACCOUNT_PLACES.files.file,
      summary: 'A public file (a company logo): the bytes, with the content type checked at upload',
      params: z.object({ id: z.uuid().describe('uuid of the stored file') }),
      response: fileBytesSchema,
      fileTypes: LOGO_MIME_TYPES,
      refusals: { 404: 'Unknown id, or a file that is not public' },
    }),
  },
};
