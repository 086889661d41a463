import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@postulate/ui';
import { DocumentsTab } from './DocumentsTab';
import { InvoicesTab } from './InvoicesTab';
import { PROFILE_TABS, isProfileTab } from './profile-tabs';

/** Mi Perfil of a company: its data, its documents and its invoices. The tab lives in the URL, so the dashboard can link to one. */
export function ProfileTabs({ profileForm }: { profileForm: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isProfileTab(requested) ? requested : 'perfil';
  return (
    <Tabs tabs={PROFILE_TABS} active={tab} onChange={(id) => setParams(id === 'perfil' ? {} : { tab: id })} label="Mi Perfil">
      {tab === 'perfil' && profileForm}
      {tab === 'archivos' && <DocumentsTab />}
      {tab === 'facturas' && <InvoicesTab />}
    </Tabs>
  );
}
