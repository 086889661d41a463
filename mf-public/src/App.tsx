import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@postulate/ui';
import './public.css';
import { HomePage } from './features/home/components/HomePage';

// The home is what most visitors open: the other pages (and the forms library of login and
// registration) download when first visited.
const LoginScreen = lazy(() => import('./features/auth/components/LoginScreen').then((module) => ({ default: module.LoginScreen })));
const AdDetailPage = lazy(() => import('./features/home/components/AdDetailPage').then((module) => ({ default: module.AdDetailPage })));
const FaqPage = lazy(() => import('./features/info/components/FaqPage').then((module) => ({ default: module.FaqPage })));
const PolicyPage = lazy(() => import('./features/info/components/PolicyPage').then((module) => ({ default: module.PolicyPage })));
const UnsubscribePage = lazy(() => import('./features/notifications/components/UnsubscribePage').then((module) => ({ default: module.UnsubscribePage })));
const TermsPage = lazy(() => import('./features/info/components/PolicyPage').then((module) => ({ default: module.TermsPage })));

/** The public remote: home and search, ad detail, login/registration, FAQ and legal pages. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/dashboard" element={<LoginScreen />} />
        <Route path="/forgot/:token" element={<LoginScreen />} />
        <Route path="/showAviso/:id" element={<AdDetailPage />} />
        <Route path="/faqOut" element={<FaqPage />} />
        <Route path="/politicaPostulante" element={<PolicyPage audience="postulante" />} />
        <Route path="/politicaEmpresa" element={<PolicyPage audience="empresa" />} />
        <Route path="/terminosPostulante" element={<TermsPage audience="postulante" />} />
        <Route path="/terminosEmpresa" element={<TermsPage audience="empresa" />} />
        <Route path="/notificaciones/baja/:token" element={<UnsubscribePage />} />
      </Routes>
    </Suspense>
  );
}
