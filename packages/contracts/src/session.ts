import type { Role } from './roles.js';

export interface MenuRoute {
  name: string;
  /** '/admin' for back-office screens, '' for the candidate's own top-level views. */
  layout: string;
  path: string;
  icon: string;
}

export interface SessionCompany {
  id: number;
  name: string;
}

export interface SessionApplicant {
  id: number;
  cv: { name: string | null };
  haveToulouse: boolean;
  haveMbti: boolean;
  haveCards: boolean;
  lastDayToulouse: string | null;
  lastDayMbti: string | null;
  lastDayCards: string | null;
}

export interface SessionProfile {
  name: string;
  email: string;
  role: Role;
  menuRoutes: MenuRoute[];
  empresa: SessionCompany | null;
  postulante: SessionApplicant | null;
  /** Sent back in the X-CSRF-Token header on every state-changing request. */
  csrfToken: string;
}

/** Body of POST /api/usuar/login. The credential itself travels only in the httpOnly cookie. */
export interface LoginResponse {
  token?: 'UserLocked' | 'Expirado';
  email?: string;
  role?: Role;
  name?: string;
  entity?: { empresa: SessionCompany | null; postulante: SessionApplicant | null };
  message: string;
  csrfToken?: string;
}
