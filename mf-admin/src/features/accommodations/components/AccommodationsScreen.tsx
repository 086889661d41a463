import { useId, useState } from 'react';
import { errorMessage } from '@postulate/client';
import {
  ACCOMMODATION_MESSAGES,
  ACCOMMODATION_REPLY_MAX,
  ACCOMMODATION_STATE_LABELS,
  accommodationDecisionSchema,
  accommodationSummary,
  DEFAULT_PAGE_SIZE,
  formatDmy,
  TEST_INFO,
  type AccommodationQueueItem,
  type AccommodationQueueQuery,
} from '@postulate/contracts';
import { Alert, Button, Field, Modal, Pagination, Textarea } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { DataTable } from '@postulate/ui/tables';
import { useAccommodationDecision, useAccommodationQueue } from '../api/accommodations-api';

type Decision = { item: AccommodationQueueItem; approve: boolean };

/**
 * /admin/ajustes: 'Ajustes de los tests', the candidates' requests for extra time or the accessible
 * format from Mis Tests. The administrator approves or rejects each once, with an optional reply
 * that the candidate reads in Mis Tests and by e-mail. Reasons can be health data: only here.
 */
export function AccommodationsScreen() {
  const titleId = useId();
  const [state, setState] = useState<AccommodationQueueQuery['state']>('pendiente');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState(false);
  const list = useAccommodationQueue(state, page);
  const loading = list.isPending || list.isFetching;
  const pending = state === 'pendiente';

  return (
    <section className="adm-screen pl-stack" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        {ACCOMMODATION_MESSAGES.queueTitle}
      </h1>
      <p className="pl-muted">
        Pedidos de tiempo adicional o del formato accesible que las personas hacen desde Mis Tests antes de empezar. Un ajuste aprobado vale para el próximo
        intento del test; los informes no lo mencionan.
      </p>
      {done && <Alert tone="success">{ACCOMMODATION_MESSAGES.decided}</Alert>}
      <Tabs
        label="Pedidos"
        tabs={[
          { id: 'pendiente', label: 'Pendientes' },
          { id: 'decidida', label: 'Decididos' },
        ]}
        active={state}
        onChange={(id) => {
          setState(id as AccommodationQueueQuery['state']);
          setPage(1);
          setDone(false);
        }}
      >
        {list.isError ? (
          <Alert tone="error">{errorMessage(list.error)}</Alert>
        ) : (
          <DataTable
            caption={pending ? 'Pedidos pendientes' : 'Pedidos decididos'}
            columns={[
              { id: 'persona', header: 'Persona', render: (row) => `${row.name} (${row.email})`, primary: true },
              { id: 'test', header: 'Test', render: (row) => TEST_INFO[row.test].title },
              { id: 'pedido', header: 'Pedido', render: accommodationSummary },
              { id: 'motivo', header: 'Motivo', render: (row) => row.reason },
              { id: 'fecha', header: 'Pedido el', render: (row) => formatDmy(new Date(row.requestedAt)) },
              ...(pending
                ? []
                : [
                    { id: 'estado', header: 'Estado', render: (row: AccommodationQueueItem) => ACCOMMODATION_STATE_LABELS[row.state] },
                    { id: 'respuesta', header: 'Respuesta', render: (row: AccommodationQueueItem) => row.reply ?? '—' },
                  ]),
            ]}
            rows={list.data?.response ?? []}
            rowKey={(row) => row.id}
            actions={
              pending
                ? (row) => [
                    {
                      label: ACCOMMODATION_MESSAGES.approve,
                      accessibleLabel: `Aprobar el pedido de ${row.name}`,
                      onClick: () => setDeciding({ item: row, approve: true }),
                    },
                    {
                      label: ACCOMMODATION_MESSAGES.reject,
                      accessibleLabel: `Rechazar el pedido de ${row.name}`,
                      onClick: () => setDeciding({ item: row, approve: false }),
                    },
                  ]
                : undefined
            }
            loading={loading}
            emptyText={ACCOMMODATION_MESSAGES.queueEmpty}
          />
        )}
      </Tabs>
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={list.data?.total ?? 0} onPageChange={setPage} disabled={loading} />
      {deciding && (
        <DecisionDialog
          decision={deciding}
          onClose={(decided) => {
            setDeciding(null);
            setDone(decided);
          }}
        />
      )}
    </section>
  );
}

function DecisionDialog({ decision: { item, approve }, onClose }: { decision: Decision; onClose: (decided: boolean) => void }) {
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useAccommodationDecision();
  const verb = approve ? ACCOMMODATION_MESSAGES.approve : ACCOMMODATION_MESSAGES.reject;

  const confirm = () => {
    const parsed = accommodationDecisionSchema.safeParse({ approve, reply });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    decide.mutate({ id: item.id, body: parsed.data }, { onSuccess: () => onClose(true) });
  };

  return (
    <Modal
      open
      title={`${verb} el pedido de ${item.name}`}
      onClose={() => onClose(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={decide.isPending}>
            Cancelar
          </Button>
          <Button variant={approve ? 'primary' : 'danger'} onClick={confirm} busy={decide.isPending}>
            {verb}
          </Button>
        </>
      }
    >
      <div className="pl-stack">
        <p>
          {TEST_INFO[item.test].title}: {accommodationSummary(item)}
        </p>
        <p className="pl-muted">Motivo: {item.reason}</p>
        {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
        <Field label={ACCOMMODATION_MESSAGES.replyLabel} htmlFor={replyId} error={error ?? undefined}>
          <Textarea id={replyId} rows={3} maxLength={ACCOMMODATION_REPLY_MAX} value={reply} onChange={(event) => setReply(event.target.value)} />
        </Field>
      </div>
    </Modal>
  );
}
