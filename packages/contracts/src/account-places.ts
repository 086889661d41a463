import type { RoutePlace } from './api-route.js';

/** Sessions, accounts, captcha, health and the public files: each feature's places, zod-free (see route-places.ts). */
export const ACCOUNT_PLACES = {
  /** Log in, the session's profile and menu, log out. */
  auth: {
    login: { method: 'POST', path: '/api/usuar/login' },
    session: { method: 'GET', path: '/api/usuar/session' },
    logout: { method: 'POST', path: '/api/usuar/logout' },
  },
  /** Registration (with a company logo: multipart), the links e-mailed to confirm or unlock, password recovery. */
  accounts: {
    register: { method: 'POST', path: '/api/usuar/newprofile' },
    registerWithLogo: { method: 'POST', path: '/api/usuar/newprofilemp', multipart: true },
    confirm: { method: 'GET', path: '/api/usuar/confirm/:token' },
    unlock: { method: 'GET', path: '/api/usuar/desbloqueo/:token' },
    recoverPassword: { method: 'POST', path: '/api/usuar/login/recoverpass/:name' },
    updatePassword: { method: 'POST', path: '/api/usuar/updatepass/:token' },
  },
  captcha: { challenge: { method: 'GET', path: '/api/captcha/challenge' } },
  health: { check: { method: 'GET', path: '/api/health' } },
  /** Public files (company logos): their bytes, cached for good. */
  files: { file: { method: 'GET', path: '/api/files/:id', answers: 'file' } },
} as const satisfies Record<string, Record<string, RoutePlace>>;
