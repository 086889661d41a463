import { useCallback, useState } from 'react';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, TEST_INFO, formatDmy, type TestInvitationCandidate } from '@postulate/contracts';
import { Alert, Button, Loading, Pagination } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { DataTable } from '@postulate/ui/tables';
import { TestReport } from '@postulate/ui/reports';
import { useTestInvitationReport, useTestInvitations } from '../api/test-invitations-api';
import { TestInvitationForm } from './TestInvitationForm';
import './TestInvitationsScreen.css';

const TABS = [
  { id: 'add', label: 'Agregar' },
  { id: 'list', label: 'Lista de postulantes' },
];

const STATE_TEXT = { pending: 'Pendiente', in_progress: 'En curso', done: 'Completado', interrupted: 'Interrumpido' } as const;

function TestStates({ candidate }: { candidate: TestInvitationCandidate }) {
  return (
    <ul className="cmp-test-states">
      {candidate.tests.map((entry) => (
        <li key={entry.test}>
          {`Test ${TEST_INFO[entry.test].number}: `}
          <span className={`cmp-test-state cmp-test-state--${entry.state}`}>{STATE_TEXT[entry.state]}</span>
        </li>
      ))}
      {candidate.extraTime !== '0' && <li className="pl-muted">{`Tiempo adicional: ${candidate.extraTime} %`}</li>}
      {candidate.accessibleFormat && <li className="pl-muted">Formato accesible</li>}
    </ul>
  );
}

function ReportView({ candidate, onBack }: { candidate: TestInvitationCandidate; onBack: () => void }) {
  const { data: report, error: failure } = useTestInvitationReport(candidate.id);
  const error = failure ? errorMessage(failure) : null;

  return (
    <section className="pl-stack" aria-label={`Informe de ${candidate.name ?? candidate.email}`}>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Volver a la lista
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!report && !error && <Loading />}
      {report && <TestReport report={report} />}
    </section>
  );
}

/** /admin/interview for a Tester: invite candidates by e-mail, follow their tests, read each report. */
export function TestInvitationsScreen() {
  const [tab, setTab] = useState('add');
  const [editing, setEditing] = useState<TestInvitationCandidate | null>(null);
  const [reporting, setReporting] = useState<TestInvitationCandidate | null>(null);
  const [page, setPage] = useState(1);
  const candidates = useTestInvitations(page);
  const list = candidates.data;
  const loading = candidates.isFetching;
  const error = candidates.error ? errorMessage(candidates.error) : null;
  const cancelEdit = useCallback(() => setEditing(null), []);

  if (reporting) return <ReportView candidate={reporting} onBack={() => setReporting(null)} />;

  return (
    <section className="pl-stack" aria-labelledby="test-invitations-title">
      <h1 id="test-invitations-title" className="pl-page-title">
        Candidatos
      </h1>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Candidatos">
        {tab === 'add' ? (
          <TestInvitationForm editing={editing} onCancelEdit={cancelEdit} />
        ) : (
          <div className="pl-stack">
            {error && <Alert tone="error">{error}</Alert>}
            {loading && list && <Loading />}
            <DataTable
              caption="Lista de postulantes"
              loading={loading}
              rows={list?.response ?? []}
              rowKey={(candidate) => candidate.id}
              emptyText="Todavía no invitaste candidatos. Agregalos desde la pestaña Agregar."
              columns={[
                { id: 'name', header: 'Nombre', primary: true, render: (candidate) => candidate.name ?? <span className="pl-muted">Sin completar</span> },
                { id: 'email', header: 'Email', render: (candidate) => candidate.email },
                { id: 'tests', header: 'Tests', render: (candidate) => <TestStates candidate={candidate} /> },
                {
                  id: 'expires',
                  header: 'Enlace',
                  render: (candidate) =>
                    candidate.replaced
                      ? 'Reemplazado: se envió a otro correo'
                      : candidate.expired
                        ? 'Vencido'
                        : `Vence el ${formatDmy(new Date(candidate.expiresAt))}`,
                },
              ]}
              actions={(candidate) => [
                {
                  label: 'Modificar',
                  accessibleLabel: `Modificar ${candidate.email}`,
                  // Its results stay with the person who took them; the new address has its own row.
                  disabled: candidate.replaced,
                  onClick: () => {
                    setEditing(candidate);
                    setTab('add');
                  },
                },
                {
                  label: 'Ver informe',
                  accessibleLabel: `Ver informe de ${candidate.name ?? candidate.email}`,
                  icon: 'file',
                  disabled: candidate.tests.every((entry) => entry.state !== 'done'),
                  onClick: () => setReporting(candidate),
                },
              ]}
            />
            <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={list?.total ?? 0} onPageChange={setPage} disabled={loading} />
          </div>
        )}
      </Tabs>
    </section>
  );
}
