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
