import { describe, expect, it } from '@jest/globals';
import { PORTAL_SCREENS, ROLES, type Role } from '@postulate/contracts';
import { MENU_ROUTES } from './menu-routes.js';

/** The remote that renders a role's /admin area (the shell's backOfficeRemoteFor). */
const backOfficeRemote = (role: Role) => (role === 'Administrador' ? 'admin' : 'company');

describe('the menus the server sends', () => {
  it.each(ROLES)("link %s only to screens of the portal's manifest that the role reaches, in its remote", (role) => {
    for (const route of MENU_ROUTES[role]) {
      const path = `${route.layout}${route.path}`;
      const screen = PORTAL_SCREENS.find((candidate) => (candidate.path === path || candidate.path === `${path}/*`) && candidate.audience.includes(role));
      expect({ path, found: screen !== undefined }).toEqual({ path, found: true });
      if (route.layout === '/admin') expect({ path, remote: screen?.remote }).toEqual({ path, remote: backOfficeRemote(role) });
    }
  });
});
