import type { Role } from './roles.js';

/** The remotes the shell loads, by the name its federation config gives them (mf_<name>). */
export const REMOTE_NAMES = ['public', 'applicant', 'company', 'admin', 'tests'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * One screen of the portal: its path (react-router's pattern), the name the mobile top bar shows,
 * the remote that renders it and who reaches it. Visitors and candidates are routed by the shell
 * from these; a back-office role reaches its screens under /admin through its remote.
 */
export interface PortalScreen {
  path: string;
  name: string;
  remote: RemoteName;
  /** Signed-in roles that reach it; 'visitor' for someone not signed in. */
  audience: readonly (Role | 'visitor')[];
}

const EVERYONE_OUTSIDE = ['visitor', 'Postulante'] as const;
const COMPANY = ['Empresa'] as const;
const COMPANY_SIDE = ['Empresa', 'Tester'] as const;
const ADMIN = ['Administrador'] as const;

/** Every screen, in the order the shell matches them (the first match wins). */
export const PORTAL_SCREENS: readonly PortalScreen[] = [
  // Public site, for visitors and candidates alike.
  { path: '/', name: 'Buscar Empleo', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/home', name: 'Buscar Empleo', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/dashboard', name: 'Identificate', remote: 'public', audience: ['visitor'] },
  { path: '/forgot/:token', name: 'Identificate', remote: 'public', audience: ['visitor'] },
  // A candidate's ad page carries the apply action (the spec's 'avisologged').
  { path: '/showAviso/:id', name: 'Aviso', remote: 'applicant', audience: ['Postulante'] },
  { path: '/showAviso/:id', name: 'Aviso', remote: 'public', audience: ['visitor'] },
  { path: '/faqOut', name: 'Preguntas frecuentes', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/politicaPostulante', name: 'Política de privacidad para postulantes', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/politicaEmpresa', name: 'Política de privacidad para empresas', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/terminosPostulante', name: 'Términos y condiciones para postulantes', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/terminosEmpresa', name: 'Términos y condiciones para empresas', remote: 'public', audience: EVERYONE_OUTSIDE },
  // The test an e-mailed invitation opens, and a candidate's own test runner.
  // The unsubscribe link of an e-mail; a back-office role reaches it too (shell/src/features/routing/PortalRoutes.tsx).
  { path: '/notificaciones/baja/:token', name: 'Notificaciones', remote: 'public', audience: EVERYONE_OUTSIDE },
  { path: '/tests/:token', name: 'Tests', remote: 'tests', audience: EVERYONE_OUTSIDE },
  { path: '/mistests/:test', name: 'Mis Tests', remote: 'tests', audience: ['Postulante'] },
  // The candidate's own views; a tab with its own address has its own name (the tab's title).
  { path: '/micv/formacion', name: 'Formación académica', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/experiencia', name: 'Experiencia laboral', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/seguridad', name: 'Experiencia en seguridad', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/pdf', name: 'Tu CV en PDF', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/notificaciones', name: 'Notificaciones', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/privacidad', name: 'Mis datos', remote: 'applicant', audience: ['Postulante'] },
  { path: '/mispostulaciones/entrevistas', name: 'Entrevistas', remote: 'applicant', audience: ['Postulante'] },
  { path: '/mispostulaciones/mensajes', name: 'Mensajes', remote: 'applicant', audience: ['Postulante'] },
  { path: '/mispostulaciones/alertas', name: 'Mis alertas', remote: 'applicant', audience: ['Postulante'] },
  { path: '/micv/*', name: 'Mi CV', remote: 'applicant', audience: ['Postulante'] },
  { path: '/mispostulaciones/*', name: 'Mis Postulaciones', remote: 'applicant', audience: ['Postulante'] },
  { path: '/mistests', name: 'Mis Tests', remote: 'applicant', audience: ['Postulante'] },
  // The back office: the role's remote renders /admin (company for Empresa and Tester, admin for Administrador).
  { path: '/admin/home', name: 'Home', remote: 'company', audience: COMPANY_SIDE },
  { path: '/admin/home', name: 'Home', remote: 'admin', audience: ADMIN },
  { path: '/admin/perfilempre', name: 'Mi Perfil', remote: 'company', audience: COMPANY_SIDE },
  { path: '/admin/ctaempre', name: 'Mi Cuenta', remote: 'company', audience: COMPANY_SIDE },
  { path: '/admin/interview', name: 'Candidatos', remote: 'company', audience: ['Tester'] },
  { path: '/admin/aviso/nuevo', name: 'Nuevo aviso', remote: 'company', audience: COMPANY },
  { path: '/admin/aviso/:id/editar', name: 'Modificar aviso', remote: 'company', audience: COMPANY },
  { path: '/admin/aviso/:id/vista', name: 'Vista previa del aviso', remote: 'company', audience: COMPANY },
  { path: '/admin/aviso/:id/aplicaciones/:applicationId/mensajes', name: 'Central de Mensajes', remote: 'company', audience: COMPANY },
  { path: '/admin/aviso/:id/aplicaciones/:applicationId', name: 'Perfil del postulante', remote: 'company', audience: COMPANY },
  { path: '/admin/aviso/:id/aplicaciones', name: 'Aplicaciones', remote: 'company', audience: COMPANY },
  { path: '/admin/user', name: 'Usuarios', remote: 'admin', audience: ADMIN },
  { path: '/admin/empresas', name: 'Empresas', remote: 'admin', audience: ADMIN },
  { path: '/admin/empresas/:id', name: 'Empresas', remote: 'admin', audience: ADMIN },
  { path: '/admin/nivs', name: 'Niveles', remote: 'admin', audience: ADMIN },
  { path: '/admin/subareas', name: 'Subáreas', remote: 'admin', audience: ADMIN },
  { path: '/admin/areas', name: 'Áreas', remote: 'admin', audience: ADMIN },
  { path: '/admin/requisitos', name: 'Requisitos de género o edad', remote: 'admin', audience: ADMIN },
  { path: '/admin/revision', name: 'Avisos en revisión', remote: 'admin', audience: ADMIN },
  { path: '/admin/denuncias', name: 'Denuncias', remote: 'admin', audience: ADMIN },
  { path: '/admin/ajustes', name: 'Ajustes de los tests', remote: 'admin', audience: ADMIN },
];
