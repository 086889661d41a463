import type { MenuRoute } from '@postulate/contracts';

export interface NavEntry {
  label: string;
  to: string;
  icon?: string;
  /** Visually a button rather than a text link (the spec distinguishes both in the top bar). */
  emphasis?: boolean;
  /** A second way to a screen another entry names: never marked as the current page. */
  shortcut?: boolean;
}

export const VISITOR_ENTRIES: NavEntry[] = [
  { label: 'Buscar Empleo', to: '/home', icon: 'search' },
  { label: 'Publica tu oferta de Empleo', to: '/dashboard', icon: 'briefcase', shortcut: true },
  { label: 'Ingresar / Registrate', to: '/dashboard', icon: 'user', emphasis: true },
  { label: 'Volver al Home', to: '/', icon: 'home', emphasis: true },
];

export const menuEntries = (routes: MenuRoute[]): NavEntry[] =>
  routes.map((route) => ({ label: route.name, to: `${route.layout}${route.path}`, icon: route.icon }));

const PUBLIC_ROUTE_NAMES: [RegExp, string][] = [
  [/^\/(home)?$/, 'Buscar Empleo'],
  [/^\/(dashboard|forgot\/)/, 'Identificate'],
  [/^\/showAviso\//, 'Aviso'],
  [/^\/faqOut$/, 'Preguntas frecuentes'],
  [/^\/politicaPostulante$/, 'Política de privacidad para postulantes'],
  [/^\/politicaEmpresa$/, 'Política de privacidad para empresas'],
  [/^\/terminosPostulante$/, 'Términos y condiciones para postulantes'],
  [/^\/terminosEmpresa$/, 'Términos y condiciones para empresas'],
  [/^\/tests\//, 'Tests'],
  [/^\/admin\/aviso\/nuevo$/, 'Nuevo aviso'],
  [/^\/admin\/aviso\/\d+\/editar$/, 'Modificar aviso'],
  [/^\/admin\/aviso\/\d+\/vista$/, 'Vista previa del aviso'],
  [/^\/admin\/aviso\/\d+\/aplicaciones\/\d+\/mensajes$/, 'Central de Mensajes'],
  [/^\/admin\/aviso\/\d+\/aplicaciones\/\d+$/, 'Perfil del postulante'],
  [/^\/admin\/aviso\/\d+\/aplicaciones$/, 'Aplicaciones'],
];

/** The name the mobile top bar shows for the current route. */
export function routeName(pathname: string, routes: MenuRoute[]): string {
  const fromMenu = routes.find((route) => pathname.startsWith(`${route.layout}${route.path}`));
  if (fromMenu) return fromMenu.name;
  return PUBLIC_ROUTE_NAMES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Postulate';
}
