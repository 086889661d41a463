import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CompanyListItem, CompanyListQuery } from '@postulate/contracts';
import { VerifiedBadge } from '@postulate/ui';
import { PagedList } from '../../common/components/PagedList';
import { SearchFieldSelect } from '../../common/components/SearchFieldSelect';
import { usePagedList } from '../../common/hooks/usePagedList';

const SEARCH_FIELDS: { value: CompanyListQuery['fname']; label: string }[] = [
  { value: 'razonsocial', label: 'Razón social' },
  { value: 'cuit', label: 'CUIT' },
  { value: 'email', label: 'Email' },
];

/** Verified, or how many documents wait for review (what the administrator has to do). */
function VerificationState({ company }: { company: CompanyListItem }) {
  if (company.verificada) return <VerifiedBadge />;
  if (company.pendientes > 0) {
    return (
      <span className="pl-badge pl-badge--accent">{company.pendientes === 1 ? '1 documento a revisar' : `${company.pendientes} documentos a revisar`}</span>
    );
  }
  return <span>Sin verificar</span>;
}

/** /admin/empresas: every company, its verification and its user; each opens the provider-edit view. */
export function CompaniesScreen() {
  const titleId = useId();
  const navigate = useNavigate();
  const [fname, setFname] = useState<CompanyListQuery['fname']>('razonsocial');
  const list = usePagedList<CompanyListItem>('empresa', { visible: true, fname });

  return (
    <section className="adm-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        Empresas
      </h1>
      <PagedList
        list={list}
        caption="Lista de empresas"
        columns={[
          { id: 'razonsocial', header: 'Razón social', render: (row) => row.razonsocial, primary: true },
          { id: 'cuit', header: 'CUIT', render: (row) => row.cuit },
          { id: 'email', header: 'Email', render: (row) => row.email },
          { id: 'avisos', header: 'Avisos publicados', render: (row) => row.avisosPublicados },
          { id: 'verificacion', header: 'Verificación', render: (row) => <VerificationState company={row} /> },
          { id: 'usuario', header: 'Usuario', render: (row) => row.usuario ?? 'Sin usuario' },
        ]}
        actions={(row) => [{ label: 'Abrir', accessibleLabel: `Abrir ${row.razonsocial}`, onClick: () => void navigate(`/admin/empresas/${row.id}`) }]}
        searchLabel="Buscar empresa"
        searchExtra={
          <SearchFieldSelect
            id="company-search-field"
            options={SEARCH_FIELDS}
            value={fname}
            onChange={(value) => {
              setFname(value);
              list.setPage(1);
            }}
          />
        }
        emptyText="Todavía no hay empresas registradas"
      />
    </section>
  );
}
