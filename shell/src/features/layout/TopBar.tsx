import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { novedadesLabel } from '@postulate/contracts';
import { Button, Drawer, Icon, Logo, useIsMobile } from '@postulate/ui';
import type { NavEntry } from './nav';

interface TopBarProps {
  entries: NavEntry[];
  routeName: string;
  onLogout?: () => void;
  /** Back-office roles navigate from the sidebar; on mobile their menu lives in the drawer. */
  drawerEntries?: NavEntry[];
}

/**
 * A count of news; its name says what it counts, so the link reads 'Mis Postulaciones 3 novedades'.
 * The digits are drawn by CSS from data-count, so the link's text stays its label.
 */
function Badge({ count }: { count: number }) {
  return <span className="shell-badge" role="img" aria-label={novedadesLabel(count)} data-count={count > 99 ? '99+' : count} />;
}

function NavItems({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  return (
    <>
      {entries.map((entry) => (
        <NavLink
          key={`${entry.label}-${entry.to}`}
          to={entry.to}
          end
          onClick={onNavigate}
          // NavLink marks every link to the current path; a shortcut's twin carries the mark.
          aria-current={entry.shortcut ? 'false' : 'page'}
          className={({ isActive }) =>
            ['shell-nav-item', entry.emphasis ? 'shell-nav-item--button' : '', isActive && !entry.shortcut ? 'is-active' : ''].filter(Boolean).join(' ')
          }
        >
          {entry.icon && <Icon name={entry.icon} size={18} />}
          <span>{entry.label}</span>
          {entry.badge ? <Badge count={entry.badge} /> : null}
        </NavLink>
      ))}
    </>
  );
}

export function TopBar({ entries, routeName, onLogout, drawerEntries }: TopBarProps) {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const menu = drawerEntries ?? entries;
  const closeDrawer = () => setDrawerOpen(false);
  // The drawer's entries are out of sight while it is closed: the menu button carries their news.
  const news = menu.reduce((total, entry) => total + (entry.badge ?? 0), 0);

  return (
    <header className="shell-topbar">
      {isMobile ? (
        <>
          <button
            type="button"
            className="shell-icon-button"
            aria-label={news ? `Abrir menú, ${novedadesLabel(news)}` : 'Abrir menú'}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
            {news > 0 && <span className="shell-badge shell-badge--dot" aria-hidden="true" />}
          </button>
          <span className="shell-route-name">{routeName}</span>
          <Drawer open={drawerOpen} onClose={closeDrawer} label="Menú principal">
            <nav className="shell-drawer-nav" aria-label="Menú principal" key={pathname}>
              <Link to="/" className="shell-brand" onClick={closeDrawer}>
                <Logo />
              </Link>
              <NavItems entries={menu} onNavigate={closeDrawer} />
              {onLogout && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    closeDrawer();
                    onLogout();
                  }}
                >
                  <Icon name="logout" size={18} /> Cerrar sesión
                </Button>
              )}
            </nav>
          </Drawer>
        </>
      ) : (
        <>
          <Link to="/" className="shell-brand" aria-label="Postulate, ir al inicio">
            <Logo />
          </Link>
          <nav className="shell-topbar-nav" aria-label="Menú principal">
            <NavItems entries={entries} />
            {onLogout && (
              <Button variant="secondary" onClick={onLogout}>
                <Icon name="logout" size={18} /> Cerrar sesión
              </Button>
            )}
          </nav>
        </>
      )}
    </header>
  );
}
