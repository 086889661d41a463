import type { TabItem } from '@postulate/ui/tabs';

const PROFILE_TAB_IDS = ['perfil', 'archivos', 'facturas', 'notificaciones'] as const;
export type ProfileTab = (typeof PROFILE_TAB_IDS)[number];

export const PROFILE_TABS: TabItem[] = [
  { id: 'perfil', label: 'Perfil' },
  { id: 'archivos', label: 'Ver files' },
  { id: 'facturas', label: 'Ver Facturas' },
  { id: 'notificaciones', label: 'Notificaciones' },
];

export const isProfileTab = (value: string | null): value is ProfileTab => (PROFILE_TAB_IDS as readonly string[]).includes(value ?? '');

/** Mi Perfil opened on one tab (?tab=archivos|facturas|notificaciones), so other screens and e-mails can link to it. */
export const profileTabPath = (tab: ProfileTab) => (tab === 'perfil' ? '/admin/perfilempre' : `/admin/perfilempre?tab=${tab}`);
