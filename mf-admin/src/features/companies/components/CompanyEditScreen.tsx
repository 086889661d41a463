import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { Alert, Loading, VerifiedBadge } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { useCompany } from '../api/company-queries';
import { CompanyDocumentsReview } from './CompanyDocumentsReview';
import { CompanyInvoices } from './CompanyInvoices';
import { CompanyProfileTab } from './CompanyProfileTab';

const TABS = [
  { id: 'perfil', label: 'Perfil' },
  { id: 'archivos', label: 'Ver files' },
  { id: 'facturas', label: 'Ver Facturas' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/** /admin/empresas/{id}: the provider-edit view. Its tab lives in the URL so it survives a reload. */
export function CompanyEditScreen() {
  const titleId = useId();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'perfil';
  const { data: company, error } = useCompany(id);

  if (error) {
    return (
      <section className="adm-screen pl-stack">
        <Alert tone="error">{errorMessage(error)}</Alert>
        <Link to="/admin/empresas">Volver a Empresas</Link>
      </section>
    );
  }
  if (!company) return <Loading />;
  return (
    <section className="adm-screen pl-stack" aria-labelledby={titleId}>
      <Link to="/admin/empresas">← Empresas</Link>
      <div className="adm-company-head">
        <h1 id={titleId} className="pl-page-title">
          {company.razonsocial}
        </h1>
        {company.verificada && <VerifiedBadge />}
      </div>
      <p className="adm-company-facts">
        CUIT {company.cuit} · {company.avisosPublicados === 1 ? '1 aviso publicado' : `${company.avisosPublicados} avisos publicados`} · Alta {company.alta}
        {company.pendientes > 0 && ` · ${company.pendientes === 1 ? '1 documento a revisar' : `${company.pendientes} documentos a revisar`}`}
      </p>
      <Tabs tabs={[...TABS]} active={tab} onChange={(next) => setParams(next === 'perfil' ? {} : { tab: next })} label={company.razonsocial}>
        {tab === 'perfil' && <CompanyProfileTab company={company} />}
        {tab === 'archivos' && <CompanyDocumentsReview companyId={id} />}
        {tab === 'facturas' && <CompanyInvoices companyId={id} />}
      </Tabs>
    </section>
  );
}
