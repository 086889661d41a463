import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '@postulate/ui';
import { AlertsList } from '../../alerts/components/AlertsList';
import { MessageCenter } from '../../messages/components/MessageCenter';
import { ApplicationsList } from './ApplicationsList';
import '../applications.css';

const TABS = [
  { id: 'lista', label: 'Lista de aplicaciones' },
  { id: 'mensajes', label: 'Mensajes' },
  { id: 'alertas', label: 'Mis alertas' },
];

const PATHS: Record<string, string> = { lista: '/mispostulaciones', mensajes: '/mispostulaciones/mensajes', alertas: '/mispostulaciones/alertas' };

/**
 * Mis Postulaciones: the list at /mispostulaciones, the Central de Mensajes at
 * /mispostulaciones/mensajes and the job alerts at /mispostulaciones/alertas.
 */
export function ApplicationsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith('/mispostulaciones/mensajes') ? 'mensajes' : pathname.startsWith('/mispostulaciones/alertas') ? 'alertas' : 'lista';

  return (
    <section className="pl-stack" aria-labelledby="applications-title">
      <h1 id="applications-title" className="pl-page-title">
        Mis Postulaciones
      </h1>
      <Tabs label="Mis Postulaciones" tabs={TABS} active={active} onChange={(id) => navigate(PATHS[id] ?? PATHS.lista)}>
        {active === 'lista' ? <ApplicationsList /> : active === 'mensajes' ? <MessageCenter /> : <AlertsList />}
      </Tabs>
    </section>
  );
}
