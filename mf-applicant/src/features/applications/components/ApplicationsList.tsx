import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLY_MESSAGES,
  DEFAULT_PAGE_SIZE,
  WITHDRAWAL_MESSAGES,
  formatDmy,
  isWithdrawable,
  withdrawQuestion,
  type ApplicationListItem,
} from '@postulate/contracts';
import { Alert, ConfirmDialog, Icon, Pagination } from '@postulate/ui';
import { DataTable, StatusBadge } from '@postulate/ui/tables';
import { AvisoReportDialog, type ReportTarget } from '../../common/components/AvisoReportDialog';
import { LoadFailed } from '../../common/components/LoadFailed';
import { useConfirmedRemoval } from '../../common/hooks/useConfirmedRemoval';
import { useApplications, useMarkApplicationsSeen, useWithdrawApplication } from '../api/applications-api';

const day = (iso: string | null) => (iso ? formatDmy(new Date(iso)) : '-');

/** The messages column: opens the conversation; an icon with words, so colour is never the only signal. */
function MessagesLink({ item }: { item: ApplicationListItem }) {
  return (
    <Link
      to={`/mispostulaciones/mensajes?aviso=${item.idAviso}`}
      className={item.hasNewMessage ? 'apl-flag apl-flag--new' : 'apl-flag'}
      aria-label={`${item.hasNewMessage ? 'Mensajes nuevos' : 'Sin mensajes nuevos'} de ${item.titulo}`}
    >
      <Icon name="mail" size={18} /> {item.hasNewMessage ? 'Mensajes nuevos' : 'Sin mensajes nuevos'}
    </Link>
  );
}

/** Tab 'Lista de aplicaciones': paged (?pagina=N), a table on desktop and cards under 740 px. */
export function ApplicationsList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query = useApplications(page, DEFAULT_PAGE_SIZE);
  const withdrawal = useConfirmedRemoval(useWithdrawApplication());
  const { mutate: markSeen } = useMarkApplicationsSeen();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  // Opening the list shows every status: the top-bar badge stops counting their changes.
  useEffect(() => markSeen(), [markSeen]);

  if (query.isError) return <LoadFailed query={query} />;
  const list = query.data;
  const rows = list?.response ?? [];
  const loading = query.isPending || query.isPlaceholderData;

  return (
    <div className="pl-stack">
      {withdrawal.done && <Alert tone="success">{WITHDRAWAL_MESSAGES.withdrawn}</Alert>}
      <DataTable
        caption="Mis aplicaciones"
        loading={loading}
        rows={rows}
        rowKey={(item) => item.id}
        emptyText={
          <span>
            Todavía no te postulaste a ningún aviso. <Link to="/home">Buscá avisos</Link> y postulate.
          </span>
        }
        columns={[
          { id: 'publicado', header: 'Publicado', render: (item) => day(item.publicadoEl) },
          { id: 'titulo', header: 'Aviso', primary: true, render: (item) => <Link to={`/showAviso/${item.idAviso}`}>{item.titulo}</Link> },
          { id: 'empresa', header: 'Empresa', render: (item) => item.nombreEmpresa ?? APPLY_MESSAGES.confidential },
          { id: 'area', header: 'Área', render: (item) => item.area },
          { id: 'postulado', header: 'Te postulaste', render: (item) => day(item.postuladoEl) },
          {
            id: 'estado',
            header: 'Estado',
            render: (item) => (
              <span className="apl-status">
                <StatusBadge status={item.estado} /> <span className="pl-muted pl-small">desde el {day(item.estadoDesde)}</span>
              </span>
            ),
          },
          { id: 'mensajes', header: 'Mensajes', render: (item) => <MessagesLink item={item} /> },
        ]}
        actionsHeader="Acciones"
        actions={(item) => [
          ...(isWithdrawable(item.estado)
            ? [
                {
                  label: WITHDRAWAL_MESSAGES.action,
                  accessibleLabel: `${WITHDRAWAL_MESSAGES.action} a ${item.titulo}`,
                  icon: 'close' as const,
                  onClick: () => withdrawal.ask(item),
                },
              ]
            : []),
          {
            label: 'Denunciar aviso',
            accessibleLabel: `Denunciar aviso ${item.titulo}`,
            icon: 'alert' as const,
            onClick: () => setReporting({ idAviso: item.idAviso, titulo: item.titulo }),
          },
        ]}
      />
      {list && (
        <Pagination
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={list.total}
          disabled={loading}
          onPageChange={(next) => setParams(next > 1 ? { pagina: String(next) } : {})}
        />
      )}
      <ConfirmDialog
        open={withdrawal.confirming !== null}
        body={
          <div className="pl-stack">
            <p>{withdrawal.confirming ? withdrawQuestion(withdrawal.confirming.titulo) : ''}</p>
            {withdrawal.error && <Alert tone="error">{withdrawal.error}</Alert>}
          </div>
        }
        onConfirm={withdrawal.confirm}
        onCancel={withdrawal.cancel}
        busy={withdrawal.busy}
        danger
      />
      <AvisoReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
