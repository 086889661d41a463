import { Route, Routes } from 'react-router-dom';
import './public.css';
import { LoginScreen } from './features/auth/components/LoginScreen';
import { LandingPage } from './features/home/components/LandingPage';
import { AdDetailPage } from './features/home/components/AdDetailPage';
import { FaqPage } from './features/info/components/FaqPage';
import { PolicyPage } from './features/info/components/PolicyPage';

/** The public remote: home and search, ad detail, login/registration, FAQ and legal pages. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/home" element={<LandingPage />} />
      <Route path="/dashboard" element={<LoginScreen />} />
      <Route path="/forgot/:token" element={<LoginScreen />} />
      <Route path="/showAviso/:id" element={<AdDetailPage />} />
      <Route path="/faqOut" element={<FaqPage />} />
      <Route path="/politicaPostulante" element={<PolicyPage audience="postulante" />} />
      <Route path="/politicaEmpresa" element={<PolicyPage audience="empresa" />} />
    </Routes>
  );
}
