import { Route, Routes } from 'react-router-dom';
import './public.css';
import { LoginScreen } from './features/auth/components/LoginScreen';
import { AdDetailPage } from './features/home/components/AdDetailPage';
import { HomePage } from './features/home/components/HomePage';
import { FaqPage } from './features/info/components/FaqPage';
import { PolicyPage, TermsPage } from './features/info/components/PolicyPage';

/** The public remote: home and search, ad detail, login/registration, FAQ and legal pages. */
export default function App() {
  return (
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
    </Routes>
  );
}
