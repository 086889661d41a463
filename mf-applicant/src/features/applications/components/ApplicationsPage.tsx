import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '@postulate/ui';
import { MessageCenter } from '../../messages/components/MessageCenter';
import { ApplicationsList } from './ApplicationsList';
import '../applications.css';

const TABS = [
  { id: 'lista', label: 'Lista de aplicaciones' },
  { id: 'mensajes', label: 'Mensajes' },
];

/** Mis Postulaciones: the list at /mispostulaciones, the Central de Mensajes at /mispostulaciones/mensajes. */
export function ApplicationsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith('/mispostulaciones/mensajes') ? 'mensajes' : 'lista';

  return (
    <section className="pl-stack" aria-labelledby="applications-title">
      <h1 id="applications-title" className="pl-page-title">
        Mis Postulaciones
      </h1>
      <Tabs
        label="Mis Postulaciones"
        tabs={TABS}
        active={active}
        onChange={(id) => navigate(id === 'mensajes' ? '/mispostulaciones/mensajes' : '/mispostulaciones')}
      >
        {active === 'lista' ? <ApplicationsList /> : <MessageCenter />}
      </Tabs>
    </section>
  );
}
