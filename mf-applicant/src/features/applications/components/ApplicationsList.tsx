import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { APPLY_MESSAGES, DEFAULT_PAGE_SIZE, formatDmy, type ApplicationListItem, type ListResponse } from '@postulate/contracts';
import { Alert, Button, DataTable, Icon, Pagination } from '@postulate/ui';
import { fetchApplications } from '../api/applicationsApi';

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

type ListState =
  | { status: 'loading'; list: ListResponse<ApplicationListItem> | null }
  | { status: 'ready'; list: ListResponse<ApplicationListItem> }
  | { status: 'failed'; message: string };

/** Tab 'Lista de aplicaciones': paged (?pagina=N), a table on desktop and cards under 740 px. */
export function ApplicationsList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [state, setState] = useState<ListState>({ status: 'loading', list: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', list: current.status === 'failed' ? null : current.list }));
    fetchApplications(page, DEFAULT_PAGE_SIZE, controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [page, attempt]);

  if (state.status === 'failed') {
    return (
      <div className="pl-stack">
        <Alert tone="error">{state.message}</Alert>
        <div>
          <Button onClick={() => setAttempt((value) => value + 1)}>Reintentar</Button>
        </div>
      </div>
    );
  }
  const list = state.list;
  const rows = list?.response ?? [];

  return (
    <div className="pl-stack">
      <DataTable
        caption="Mis aplicaciones"
        loading={state.status === 'loading'}
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
          { id: 'mensajes', header: 'Mensajes', render: (item) => <MessagesLink item={item} /> },
        ]}
      />
      {list && (
        <Pagination
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={list.total}
          disabled={state.status === 'loading'}
          onPageChange={(next) => setParams(next > 1 ? { pagina: String(next) } : {})}
        />
      )}
    </div>
  );
}
