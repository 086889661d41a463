import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { Loading } from '@postulate/ui';
import { ApplicantProfile } from './features/applications/components/ApplicantProfile';
import { ApplicationsPage } from './features/applications/components/ApplicationsPage';
import { MessageCentre } from './features/applications/components/MessageCentre';
import { AvisoPreview } from './features/avisos/components/AvisoPreview';
import { AvisoWizard } from './features/avisos/components/AvisoWizard';
import { Dashboard } from './features/dashboard/components/Dashboard';
import { TestInvitationsScreen } from './features/test-invitations/components/TestInvitationsScreen';
import { MiPerfil } from './features/profile/components/MiPerfil';
import './features/common/company.css';

// The chart library comes with the statistics page only: the rest of the back office does without it.
const AvisoStatsPage = lazy(() => import('./features/aviso-stats/components/AvisoStatsPage').then((module) => ({ default: module.AvisoStatsPage })));

function TesterWelcome() {
  const profile = useSessionStore((state) => state.profile);
  return (
    <section className="pl-card" aria-labelledby="company-home">
      <h1 id="company-home">Bienvenido</h1>
      {profile?.empresa && <p className="pl-muted">{profile.empresa.name}</p>}
      <p>Invitá candidatos a los tests desde Candidatos.</p>
    </section>
  );
}

/** Company and tester back office under /admin; unknown paths go to /admin/home. */
export default function App() {
  const profile = useSessionStore((state) => state.profile);
  const isTester = profile?.role === 'Tester';
  return (
    <Routes>
      {isTester ? (
        <>
          <Route path="home" element={<TesterWelcome />} />
          <Route path="ctaempre" element={<TesterWelcome />} />
        </>
      ) : (
        <>
          <Route path="home" element={<Dashboard />} />
          <Route path="ctaempre" element={<Dashboard />} />
          <Route path="aviso/nuevo" element={<AvisoWizard />} />
          <Route path="aviso/:id/editar" element={<AvisoWizard key="editar" />} />
          <Route path="aviso/:id/vista" element={<AvisoPreview />} />
          <Route
            path="aviso/:id/estadisticas"
            element={
              <Suspense fallback={<Loading label="Cargando las estadísticas..." />}>
                <AvisoStatsPage />
              </Suspense>
            }
          />
          <Route path="aviso/:id/aplicaciones" element={<ApplicationsPage />} />
          <Route path="aviso/:id/aplicaciones/:applicationId" element={<ApplicantProfile />} />
          <Route path="aviso/:id/aplicaciones/:applicationId/mensajes" element={<MessageCentre />} />
        </>
      )}
      <Route path="perfilempre" element={<MiPerfil />} />
      {isTester && <Route path="interview" element={<TestInvitationsScreen />} />}
      <Route path="*" element={<Navigate to="/admin/home" replace />} />
    </Routes>
  );
}
