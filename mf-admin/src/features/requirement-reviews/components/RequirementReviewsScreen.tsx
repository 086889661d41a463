import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, FAIR_WORDING_MESSAGES, formatDmy, requirementText } from '@postulate/contracts';
import { Alert, Pagination } from '@postulate/ui';
import { DataTable } from '@postulate/ui/tables';
import { AVISO_STATUS_LABELS } from '../../common/components/aviso-status';
import { useRequirementReviews } from '../api/requirement-reviews-api';

/**
 * /admin/requisitos: 'Avisos con requisitos de género o edad', each with the company's reason,
 * last saved first, so the administrator can check that the job justifies it (Ley 23.592).
 */
export function RequirementReviewsScreen() {
  const titleId = useId();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useRequirementReviews(page);
  const loading = list.isPending || list.isFetching;

  return (
    <section className="adm-screen pl-stack" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        Avisos con requisitos de género o edad
      </h1>
      <p className="pl-muted">{FAIR_WORDING_MESSAGES.requirementRule}</p>
      {list.isError ? (
        <Alert tone="error">{errorMessage(list.error)}</Alert>
      ) : (
        <DataTable
          caption="Avisos con requisitos de género o edad"
          columns={[
            { id: 'titulo', header: 'Aviso', render: (row) => row.titulo, primary: true },
            { id: 'empresa', header: 'Empresa', render: (row) => row.empresa },
            { id: 'requisito', header: 'Requisito', render: requirementText },
            { id: 'motivo', header: 'Motivo', render: (row) => row.motivo ?? 'Sin motivo: guardado antes de que se pidiera' },
            { id: 'estado', header: 'Estado', render: (row) => AVISO_STATUS_LABELS[row.status] },
            { id: 'fecha', header: 'Guardado el', render: (row) => formatDmy(new Date(row.modificadoEl)) },
          ]}
          rows={list.data?.response ?? []}
          rowKey={(row) => row.id}
          actions={(row) => [
            { label: 'Ver empresa', accessibleLabel: `Ver la empresa ${row.empresa}`, onClick: () => void navigate(`/admin/empresas/${row.companyId}`) },
          ]}
          loading={loading}
          emptyText="Ningún aviso pide un género o una edad"
        />
      )}
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={list.data?.total ?? 0} onPageChange={setPage} disabled={loading} />
    </section>
  );
}
