import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { useDocumentTitle } from '@postulate/ui';
import { Footer } from './Footer';
import { PendingTestsBanner } from './PendingTestsBanner';
import { PendingTestsNotice } from './PendingTestsNotice';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { VISITOR_ENTRIES, menuEntries, routeName, withNovedades } from './nav';
import { useLogout } from './useLogout';
import { useNovedades } from './useNovedades';

/** Layout for visitors and candidates: the top bar carries the whole menu. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const profile = useSessionStore((state) => state.profile);
  const { pathname } = useLocation();
  const logout = useLogout();
  const routes = profile?.menuRoutes ?? [];
  const name = routeName(pathname, routes);
  useDocumentTitle(pathname, name);
  const novedades = useNovedades(profile?.role === 'Postulante' ? profile.csrfToken : null);
  const home = pathname === '/' || pathname === '/home';

  return (
    <div className="shell-page">
      <SkipLink />
      <TopBar entries={profile ? withNovedades(menuEntries(routes), novedades) : VISITOR_ENTRIES} routeName={name} onLogout={profile ? logout : undefined} />
      <main className={home ? 'shell-main shell-main--home' : 'shell-main'} id={MAIN_ID} tabIndex={-1}>
        {profile?.postulante && home && <PendingTestsBanner applicant={profile.postulante} />}
        {children}
      </main>
      <Footer profile={profile} />
      {profile?.role === 'Postulante' && <PendingTestsNotice profile={profile} />}
    </div>
  );
}
