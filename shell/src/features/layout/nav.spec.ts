import { describe, expect, it } from '@jest/globals';
import type { MenuRoute } from '@postulate/contracts';
import { menuEntries, routeName } from './nav';

const adminRoutes: MenuRoute[] = [
  { name: 'Home', layout: '/admin', path: '/home', icon: 'home' },
  { name: 'Usuarios', layout: '/admin', path: '/user', icon: 'users' },
];

describe('navigation helpers', () => {
  it('builds links from the server-chosen menu routes', () => {
    expect(menuEntries(adminRoutes).map((entry) => entry.to)).toEqual(['/admin/home', '/admin/user']);
  });

  it('names the current route for the mobile top bar', () => {
    expect(routeName('/admin/user', adminRoutes)).toBe('Usuarios');
    expect(routeName('/dashboard', [])).toBe('Identificate');
    expect(routeName('/showAviso/3', [])).toBe('Aviso');
    expect(routeName('/terminosEmpresa', [])).toBe('Términos y condiciones para empresas');
    expect(routeName('/admin/aviso/12/aplicaciones/3', adminRoutes)).toBe('Perfil del postulante');
    expect(routeName('/somewhere', [])).toBe('Postulate');
    // A tab with its own address is named for itself, not for its menu entry.
    const candidate: MenuRoute[] = [{ name: 'Mis Postulaciones', layout: '', path: '/mispostulaciones', icon: 'briefcase' }];
    expect(routeName('/mispostulaciones', candidate)).toBe('Mis Postulaciones');
    expect(routeName('/mispostulaciones/mensajes', candidate)).toBe('Mensajes');
    expect(routeName('/micv/notificaciones', [])).toBe('Notificaciones');
  });
});
