import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon, useDocumentTitle, useIsMobile } from '@postulate/ui';
import type { SessionProfile } from '@postulate/contracts';
import { Footer } from './Footer';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { menuEntries, routeName } from './nav';
import { useLogout } from './useLogout';

/** The /admin layout for Administrador, Empresa and Tester: sidebar menu, drawer on mobile. */
export function AdminLayout({ profile, children }: { profile: SessionProfile; children: ReactNode }) {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const logout = useLogout();
  const entries = menuEntries(profile.menuRoutes);
  const name = routeName(pathname, profile.menuRoutes);
  useDocumentTitle(pathname, name);

  return (
    <div className="shell-page">
      <SkipLink />
      <TopBar entries={[]} drawerEntries={entries} routeName={name} onLogout={logout} />
      <div className="shell-admin">
        {!isMobile && (
          <nav className="shell-sidebar" aria-label="Menú de la cuenta">
            {entries.map((entry) => (
              <NavLink key={entry.to} to={entry.to} className={({ isActive }) => `shell-sidebar-item${isActive ? ' is-active' : ''}`}>
                {entry.icon && <Icon name={entry.icon} size={18} />}
                <span>{entry.label}</span>
              </NavLink>
            ))}
          </nav>
        )}
        <main className="shell-main shell-admin-main" id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer profile={profile} />
    </div>
  );
}
