import type { z } from 'zod';
import type {
  loginResponseSchema,
  menuRouteSchema,
  noSessionSchema,
  sessionApplicantSchema,
  sessionCheckSchema,
  sessionCompanySchema,
  sessionProfileSchema,
} from './session-contract.js';

export type MenuRoute = z.infer<typeof menuRouteSchema>;
export type SessionCompany = z.infer<typeof sessionCompanySchema>;
export type SessionApplicant = z.infer<typeof sessionApplicantSchema>;
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
export type NoSession = z.infer<typeof noSessionSchema>;
/** Body of GET /api/usuar/session. */
export type SessionCheck = z.infer<typeof sessionCheckSchema>;
/** Body of POST /api/usuar/login. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The first word of a full name, as a greeting uses it. */
export const firstName = (name: string | null): string => name?.trim().split(/\s+/)[0] ?? '';

/** What the portal calls someone: a candidate by the first name of their CV, anyone else (or a CV without a name) by their login name. */
export const greetingName = (profile: Pick<SessionProfile, 'name' | 'postulante'>): string => firstName(profile.postulante?.cv.name ?? null) || profile.name;
