import type { MenuRoute, Role } from '@postulate/contracts';

const admin = (name: string, path: string, icon: string): MenuRoute => ({ name, layout: '/admin', path, icon });
const own = (name: string, path: string, icon: string): MenuRoute => ({ name, layout: '', path, icon });

/** The menu each role sees; the server decides it so a client cannot grant itself screens. */
export const MENU_ROUTES: Record<Role, MenuRoute[]> = {
  Administrador: [
    admin('Home', '/home', 'home'),
    admin('Usuarios', '/user', 'users'),
    admin('Empresas', '/empresas', 'briefcase'),
    admin('Niveles', '/nivs', 'layers'),
    admin('Subáreas', '/subareas', 'tag'),
    admin('Áreas', '/areas', 'grid'),
    admin('Requisitos', '/requisitos', 'shield'),
    admin('Avisos en revisión', '/revision', 'shield'),
    admin('Denuncias', '/denuncias', 'alert'),
    admin('Ajustes de los tests', '/ajustes', 'clipboard'),
  ],
  Empresa: [admin('Home', '/home', 'home'), admin('Mi Perfil', '/perfilempre', 'user'), admin('Mi Cuenta', '/ctaempre', 'wallet')],
  Tester: [
    admin('Home', '/home', 'home'),
    admin('Mi Perfil', '/perfilempre', 'user'),
    admin('Candidatos', '/interview', 'mail'),
    admin('Mi Cuenta', '/ctaempre', 'wallet'),
  ],
  Postulante: [
    own('Home', '/home', 'home'),
    own('Mi CV', '/micv', 'file'),
    own('Mis Postulaciones', '/mispostulaciones', 'briefcase'),
    own('Mis Tests', '/mistests', 'clipboard'),
  ],
};
