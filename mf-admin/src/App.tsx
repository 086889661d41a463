import { Navigate, Route, Routes } from 'react-router-dom';
import './admin.css';
import { AccommodationsScreen } from './features/accommodations/components/AccommodationsScreen';
import { AvisoReviewScreen } from './features/aviso-review/components/AvisoReviewScreen';
import { CompaniesScreen } from './features/companies/components/CompaniesScreen';
import { CompanyEditScreen } from './features/companies/components/CompanyEditScreen';
import { AdminHome } from './features/home/components/AdminHome';
import { AreasScreen } from './features/reference/components/AreasScreen';
import { SUB_AREAS, WORK_LEVELS } from './features/reference/components/named-lists';
import { NamedListScreen } from './features/reference/components/NamedListScreen';
import { ReportQueueScreen } from './features/report-queue/components/ReportQueueScreen';
import { RequirementReviewsScreen } from './features/requirement-reviews/components/RequirementReviewsScreen';
import { UsersScreen } from './features/users/components/UsersScreen';

/** The administrator's screens under /admin; unknown paths go to /admin/home. */
export default function App() {
  return (
    <Routes>
      <Route path="home" element={<AdminHome />} />
      <Route path="user" element={<UsersScreen />} />
      <Route path="empresas" element={<CompaniesScreen />} />
      <Route path="empresas/:id" element={<CompanyEditScreen />} />
      <Route path="nivs" element={<NamedListScreen key="nivel" config={WORK_LEVELS} />} />
      <Route path="subareas" element={<NamedListScreen key="subarea" config={SUB_AREAS} />} />
      <Route path="areas" element={<AreasScreen />} />
      <Route path="requisitos" element={<RequirementReviewsScreen />} />
      <Route path="revision" element={<AvisoReviewScreen />} />
      <Route path="denuncias" element={<ReportQueueScreen />} />
      <Route path="ajustes" element={<AccommodationsScreen />} />
      <Route path="*" element={<Navigate to="/admin/home" replace />} />
    </Routes>
  );
}
