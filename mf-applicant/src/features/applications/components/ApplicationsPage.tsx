import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '@postulate/ui/tabs';
import { AlertsList } from '../../alerts/components/AlertsList';
import { InterviewsList } from '../../interviews/components/InterviewsList';
import { MessageCenter } from '../../messages/components/MessageCenter';
import { ApplicationsList } from './ApplicationsList';
import '../applications.css';

const TABS = [
  { id: 'lista', label: 'Lista de aplicaciones' },
  { id: 'entrevistas', label: 'Entrevistas' },
  { id: 'mensajes', label: 'Mensajes' },
  { id: 'alertas', label: 'Mis alertas' },
];

const PATHS: Record<string, string> = {
  lista: '/mispostulaciones',
  entrevistas: '/mispostulaciones/entrevistas',
  mensajes: '/mispostulaciones/mensajes',
  alertas: '/mispostulaciones/alertas',
};

/**
 * Mis Postulaciones: the list at /mispostulaciones, the interviews at /mispostulaciones/entrevistas
 * (the invitation e-mails link there), the Central de Mensajes at /mispostulaciones/mensajes and the
 * job alerts at /mispostulaciones/alertas.
 */
export function ApplicationsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = Object.keys(PATHS).find((id) => id !== 'lista' && pathname.startsWith(PATHS[id])) ?? 'lista';

  return (
    <section className="pl-stack" aria-labelledby="applications-title">
      <h1 id="applications-title" className="pl-page-title">
        Mis Postulaciones
      </h1>
      <Tabs label="Mis Postulaciones" tabs={TABS} active={active} onChange={(id) => navigate(PATHS[id] ?? PATHS.lista)}>
        {active === 'lista' ? <ApplicationsList /> : active === 'entrevistas' ? <InterviewsList /> : active === 'mensajes' ? <MessageCenter /> : <AlertsList />}
      </Tabs>
    </section>
  );
}
