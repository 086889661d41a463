import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { TEST_INFO, TEST_KINDS, TESTS_MESSAGES, validUntilText, type TestKind, type TestStatus } from '@postulate/contracts';
import { Alert, Button, Loading } from '@postulate/ui';
import { TestReportDetails } from '@postulate/ui/reports';
import { invitationTestsApi } from '../../runner/api/tests-api';
import { TestRunner } from '../../runner/components/TestRunner';
import { useInvitation, useInvitationReport } from '../api/invitation-api';
import { InvitationForm } from './InvitationForm';
import { InvitationMbtiSharing } from './InvitationMbtiSharing';

type Step = 1 | 2 | TestKind;

/** The three tests; under each finished one, its full report (the candidate's right of access). */
function TestMenu({ token, tests, onOpen }: { token: string; tests: TestStatus[]; onOpen: (test: TestKind) => void }) {
  // The states already say what matters; a report that fails to load is simply not shown.
  const report = useInvitationReport(
    token,
    tests.some((entry) => entry.state === 'done'),
  ).data;
  return (
    <ul className="tt-menu">
      {TEST_KINDS.map((test) => {
        const { number, title, minutes } = TEST_INFO[test];
        const status = tests.find((entry) => entry.test === test);
        return (
          <li key={test} className="pl-card tt-menu__item">
            <div>
              <h2 className="pl-card__title">{`Test ${number}: ${title}`}</h2>
              <p className="pl-muted pl-small">Alrededor de {minutes} minutos</p>
            </div>
            {status?.state === 'done' ? (
              <div>
                <p className="tt-done">{TESTS_MESSAGES.completed}</p>
                {status.validUntil && <p className="pl-small">{validUntilText(status.validUntil)}</p>}
              </div>
            ) : (
              <Button variant="primary" onClick={() => onOpen(test)}>
                {status?.state === 'in_progress' ? 'Continuar test' : TESTS_MESSAGES.start}
              </Button>
            )}
            {status?.state === 'done' && report?.[test] && <TestReportDetails report={report} test={test} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /tests/{token}, for candidates a tester invited: 1 welcome and data, 2 the three tests, then
 * each test with a way back to 2. An unknown, expired or already used link explains itself.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const api = useMemo(() => invitationTestsApi(token), [token]);
  const invitation = useInvitation(token);
  const view = invitation.data;
  const failure = invitation.isError ? errorMessage(invitation.error) : null;
  const [step, setStep] = useState<Step>(1);

  const backToMenu = () => {
    setStep(2);
    // The menu shows fresh states (a test just finished).
    void invitation.refetch();
  };

  if (failure) {
    return (
      <section className="tt-page pl-card pl-stack" aria-labelledby="inv-error-title">
        <h1 id="inv-error-title" className="pl-page-title">
          No podemos abrir esta invitación
        </h1>
        <Alert tone="error">{failure}</Alert>
      </section>
    );
  }
  if (!view) return <Loading />;

  if (step !== 1 && step !== 2) {
    return (
      <div className="tt-page pl-stack">
        <div>
          <Button variant="secondary" onClick={backToMenu}>
            Volver a los tests
          </Button>
        </div>
        <TestRunner test={step} api={api} onExit={backToMenu} exitLabel="Volver a los tests" />
      </div>
    );
  }

  return (
    <section className="tt-page pl-stack" aria-labelledby="inv-title">
      <h1 id="inv-title" className="pl-page-title">
        Bienvenido a los tests de Postulate
      </h1>
      {step === 1 ? (
        <>
          <p>
            {view.invitedBy ?? 'Una empresa'} te invitó a completar tres tests breves. Leé con atención las instrucciones de cada uno: son rápidos y sencillos.
            ¡Éxitos!
          </p>
          <InvitationForm token={token} view={view} onSaved={() => setStep(2)} />
        </>
      ) : (
        <>
          <p>Elegí un test para comenzar. Podés hacerlos en el orden que quieras; cada uno se hace una sola vez.</p>
          <TestMenu token={token} tests={view.tests} onOpen={setStep} />
          <InvitationMbtiSharing token={token} shared={view.shareMbti} />
          <div>
            <Button variant="link" onClick={() => setStep(1)}>
              Revisar mis datos
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
