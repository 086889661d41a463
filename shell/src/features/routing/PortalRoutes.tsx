import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { loginPathFor, type SessionProfile } from '@postulate/contracts';
import { AdminLayout } from '../layout/AdminLayout';
import { SiteLayout } from '../layout/SiteLayout';
import { RemoteView } from '../remotes/RemoteView';
import { backOfficeRemoteFor } from '../remotes/remote-names';
import { candidateRemoteFor, needsLogin, visitorRemoteFor } from './areas';

/** Where a path nobody of the audience reaches leads: a visitor logs in first when a signed-in person would reach it. */
type Elsewhere = (location: { pathname: string; search: string; hash: string }) => string;
const home: Elsewhere = () => '/';
const throughLogin: Elsewhere = ({ pathname, search, hash }) => (needsLogin(pathname) ? loginPathFor(`${pathname}${search}${hash}`) : '/');

function SiteArea({ remoteFor, elsewhere }: { remoteFor: typeof visitorRemoteFor; elsewhere: Elsewhere }) {
  const location = useLocation();
  const remote = remoteFor(location.pathname);
  if (!remote) return <Navigate to={elsewhere(location)} replace />;
  return (
    <SiteLayout>
      <RemoteView name={remote} />
    </SiteLayout>
  );
}

function BackOfficeRoutes({ profile }: { profile: SessionProfile }) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <AdminLayout profile={profile}>
            <RemoteView name={backOfficeRemoteFor(profile.role)} />
          </AdminLayout>
        }
      />
      {/* A company's daily summary links here: its unsubscribe page is a public one. */}
      <Route
        path="/notificaciones/baja/:token"
        element={
          <SiteLayout>
            <RemoteView name="public" />
          </SiteLayout>
        }
      />
      <Route path="*" element={<Navigate to="/admin/home" replace />} />
    </Routes>
  );
}

/** Visitors get the public routes, a Postulante the candidate home, every other role /admin. */
export function PortalRoutes() {
  const profile = useSessionStore((state) => state.profile);
  if (!profile) return <SiteArea remoteFor={visitorRemoteFor} elsewhere={throughLogin} />;
  if (profile.role === 'Postulante') return <SiteArea remoteFor={candidateRemoteFor} elsewhere={home} />;
  return <BackOfficeRoutes profile={profile} />;
}
