import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionStore } from '@postulate/client';
import { Tabs } from '@postulate/ui/tabs';
import { NotificationsTab } from '../../notifications/components/NotificationsTab';
import { DocumentsTab } from './DocumentsTab';
import { InvoicesTab } from './InvoicesTab';
import { PROFILE_TABS, isProfileTab } from './profile-tabs';

/** Mi Perfil of a company: its data, its documents, its invoices and its e-mails. The tab lives in the URL, so the dashboard can link to one. */
export function ProfileTabs({ profileForm }: { profileForm: ReactNode }) {
  const [params, setParams] = useSearchParams();
  // The daily summary is the company account's e-mail; a tester gets none.
  const isCompany = useSessionStore((state) => state.profile?.role === 'Empresa');
  const tabs = isCompany ? PROFILE_TABS : PROFILE_TABS.filter((item) => item.id !== 'notificaciones');
  const requested = params.get('tab');
  const tab = isProfileTab(requested) && tabs.some((item) => item.id === requested) ? requested : 'perfil';
  return (
    <Tabs tabs={tabs} active={tab} onChange={(id) => setParams(id === 'perfil' ? {} : { tab: id })} label="Mi Perfil">
      {tab === 'perfil' && profileForm}
      {tab === 'archivos' && <DocumentsTab />}
      {tab === 'facturas' && <InvoicesTab />}
      {tab === 'notificaciones' && <NotificationsTab />}
    </Tabs>
  );
}
