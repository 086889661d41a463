import type { z } from 'zod';
import type {
  loginResponseSchema,
  menuRouteSchema,
  sessionApplicantSchema,
  sessionCompanySchema,
  sessionProfileSchema,
} from './session-contract.js';

export type MenuRoute = z.infer<typeof menuRouteSchema>;
export type SessionCompany = z.infer<typeof sessionCompanySchema>;
export type SessionApplicant = z.infer<typeof sessionApplicantSchema>;
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
/** Body of POST /api/usuar/login. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;
