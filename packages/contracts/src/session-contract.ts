import { z } from './zod.js';
import { ROLES } from './roles.js';

// The session's answers as schemas: their types (session.ts) are inferred from these, apart from
// session.ts itself, which the shell and the shared client load without zod.

export const menuRouteSchema = z.object({
  name: z.string(),
  layout: z.string().describe("'/admin' for back-office screens, '' for the candidate's own top-level views"),
  path: z.string(),
  icon: z.string(),
});

export const sessionCompanySchema = z.object({ id: z.int(), name: z.string() });

export const sessionApplicantSchema = z.object({
  id: z.int(),
  cv: z.object({ name: z.string().nullable() }),
  haveToulouse: z.boolean(),
  haveMbti: z.boolean(),
  haveCards: z.boolean(),
  lastDayToulouse: z.string().nullable(),
  lastDayMbti: z.string().nullable(),
  lastDayCards: z.string().nullable(),
});

export const sessionProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  menuRoutes: z.array(menuRouteSchema),
  empresa: sessionCompanySchema.nullable(),
  postulante: sessionApplicantSchema.nullable(),
  csrfToken: z.string().describe('Sent back in the X-CSRF-Token header on every state-changing request'),
});

/** A visitor's answer to the session check: no cookie, or one whose session has ended. */
export const noSessionSchema = z.object({ signedIn: z.literal(false).describe("No session: the page is a visitor's") });

/** GET /api/usuar/session: the profile, or no session; a visitor's check is an answer, not an error. */
export const sessionCheckSchema = z.union([sessionProfileSchema, noSessionSchema]);

/** The credential itself travels only in the httpOnly cookie. */
export const loginResponseSchema = z.object({
  token: z.enum(['UserLocked', 'Expirado']).optional(),
  email: z.string().optional(),
  role: z.enum(ROLES).optional(),
  name: z.string().optional(),
  entity: z.object({ empresa: sessionCompanySchema.nullable(), postulante: sessionApplicantSchema.nullable() }).optional(),
  message: z.string(),
  csrfToken: z.string().optional(),
  mustChangePassword: z
    .literal(true)
    .optional()
    .describe('The password is right but shorter than new ones may be: no session was opened, a new password comes first'),
  passwordResetToken: z.string().optional().describe('With mustChangePassword: the token of the reset screen, /forgot/{token}'),
});

/** The spec's {message} answers: a registration, a confirmed link, a recovery request. */
export const messageResponseSchema = z.object({ message: z.string() });
