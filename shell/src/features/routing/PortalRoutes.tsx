import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import type { SessionProfile } from '@postulate/contracts';
import { AdminLayout } from '../layout/AdminLayout';
import { SiteLayout } from '../layout/SiteLayout';
import { RemoteView } from '../remotes/RemoteView';
import { backOfficeRemoteFor } from '../remotes/remote-names';
import { candidateRemoteFor, visitorRemoteFor } from './areas';

function SiteArea({ remoteFor }: { remoteFor: typeof visitorRemoteFor }) {
  const { pathname } = useLocation();
  const remote = remoteFor(pathname);
  if (!remote) return <Navigate to="/" replace />;
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
  if (!profile) return <SiteArea remoteFor={visitorRemoteFor} />;
  if (profile.role === 'Postulante') return <SiteArea remoteFor={candidateRemoteFor} />;
  return <BackOfficeRoutes profile={profile} />;
}
