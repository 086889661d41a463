import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { CV_MESSAGES, MESSAGES } from '@postulate/contracts';
import { Alert, Button, Loading } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { NotificationsTab } from '../../notifications/components/NotificationsTab';
import { PrivacyTab } from '../../privacy/components/PrivacyTab';
import { useApplicantId, useCv } from '../api/cv-api';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useUnsavedForms } from '../stores/unsaved-forms';
import { EducationTab } from './EducationTab';
import { PdfTab } from './PdfTab';
import { PersonalDataForm } from './PersonalDataForm';
import { SecurityForm } from './SecurityForm';
import { WorkTab } from './WorkTab';
import '../cv.css';

/** The tabs of Mi CV, each at its own URL so back/forward and reload keep the tab. */
const TABS = [
  { id: '', label: 'Datos personales' },
  { id: 'formacion', label: 'Formación académica' },
  { id: 'experiencia', label: 'Experiencia Laboral' },
  { id: 'seguridad', label: 'Experiencia en Seguridad' },
  { id: 'pdf', label: 'Tu CV en PDF' },
  { id: 'notificaciones', label: 'Notificaciones' },
  { id: 'privacidad', label: 'Mis datos' },
];

function PersonalFirst() {
  const navigate = useNavigate();
  return (
    <div className="pl-stack cv-empty">
      <Alert tone="info">{CV_MESSAGES.personalFirst}</Alert>
      <div>
        <Button onClick={() => navigate('/micv')}>Ir a Datos personales</Button>
      </div>
    </div>
  );
}

/** Mi CV: loads the applicant's own CV once and shows the tab the URL names. */
export function CvPage() {
  const applicantId = useApplicantId();
  const read = useCv(applicantId);
  const unsaved = useUnsavedForms((state) => Object.values(state.unsaved).some(Boolean));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { confirmLeave, dialog } = useLeaveGuard(unsaved, navigate);
  const active = pathname.replace(/^\/micv\/?/, '').split('/')[0];

  if (applicantId === null) return <Alert tone="error">{MESSAGES.forbidden}</Alert>;
  if (read.isError) {
    return (
      <div className="pl-stack">
        <Alert tone="error">{errorMessage(read.error)}</Alert>
        <div>
          <Button busy={read.isFetching} onClick={() => void read.refetch()}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  if (!read.isSuccess) return <Loading />;

  const needsPersonal = (element: ReactNode) => (read.data.cv ? element : <PersonalFirst />);

  return (
    <section className="cv-page pl-stack" aria-labelledby="cv-title">
      <h1 id="cv-title" className="pl-page-title">
        Mi CV
      </h1>
      <Tabs
        label="Secciones de Mi CV"
        tabs={TABS}
        active={TABS.some((tab) => tab.id === active) ? active : ''}
        onChange={(id) => confirmLeave(() => void navigate(id ? `/micv/${id}` : '/micv'))}
      >
        <Routes>
          <Route index element={<PersonalDataForm />} />
          <Route path="formacion" element={needsPersonal(<EducationTab />)} />
          <Route path="experiencia" element={needsPersonal(<WorkTab />)} />
          <Route path="seguridad" element={needsPersonal(<SecurityForm />)} />
          <Route path="pdf" element={needsPersonal(<PdfTab />)} />
          <Route path="notificaciones" element={<NotificationsTab />} />
          <Route path="privacidad" element={<PrivacyTab />} />
          <Route path="*" element={<Navigate to="/micv" replace />} />
        </Routes>
      </Tabs>
      {dialog}
    </section>
  );
}
