import { Navigate, Route, Routes } from 'react-router-dom';
import { ApplicationsPage } from './features/applications/components/ApplicationsPage';
import { ApplyPage } from './features/applications/components/ApplyPage';
import { CvPage } from './features/cv/components/CvPage';
import { TestsPanel } from './features/tests-panel/components/TestsPanel';

/** The candidate's own views and the ad page with the apply action; the shell renders home and search from the public remote. */
export default function App() {
  return (
    <Routes>
      <Route path="/micv/*" element={<CvPage />} />
      <Route path="/mispostulaciones/*" element={<ApplicationsPage />} />
      <Route path="/showAviso/:id" element={<ApplyPage />} />
      <Route path="/mistests" element={<TestsPanel />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
