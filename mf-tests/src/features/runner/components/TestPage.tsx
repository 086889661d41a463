import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '@postulate/client';
import { TEST_INFO, TESTS_MESSAGES, validUntilText, type StartResponse, type TestKind } from '@postulate/contracts';
import { Alert, Button, Loading } from '@postulate/ui';
import { useStartTest, useTestStatus, type TestsApi } from '../api/tests-api';

export interface RunProps<Attempt extends StartResponse = StartResponse> {
  attempt: Attempt;
  api: TestsApi;
  /** Called once the server confirmed the finish. */
  onFinished: () => void;
  /** Leaves the test: to 'Mis Tests', or to the invitation menu. */
  onExit: () => void;
  exitLabel: string;
}

interface TestPageProps {
  test: TestKind;
  api: TestsApi;
  onExit: () => void;
  exitLabel: string;
  onFinished?: () => void;
  /** Step 0: instructions and the button that starts the clock. */
  intro: (begin: () => void, busy: boolean) => ReactNode;
  run: (props: RunProps) => ReactNode;
}

type View =
  | { kind: 'starting'; resuming: boolean }
  | { kind: 'running'; attempt: StartResponse }
  | { kind: 'error'; message: string }
  | { kind: 'loading' }
  | { kind: 'intro' }
  | { kind: 'done'; validUntil: string | null };

/**
 * One test's page: asks the server where the candidate stands. A running attempt resumes at once
 * (reload, closed tab); a finished one shows 'Completado'; otherwise the instructions come first.
 */
export function TestPage({ test, api, onExit, exitLabel, onFinished, intro, run }: TestPageProps) {
  const status = useTestStatus(api);
  const start = useStartTest(api, test);
  const { mutate: begin } = start;

  const entry = status.data?.find((candidate) => candidate.test === test);
  // A running attempt (reload, closed tab) resumes at once.
  const resume = entry?.state === 'in_progress';
  useEffect(() => {
    if (resume) begin();
  }, [resume, begin]);

  // Once the candidate starts, the start decides what shows; until then the server's status does.
  const view: View = start.isPending
    ? { kind: 'starting', resuming: resume }
    : start.isSuccess
      ? { kind: 'running', attempt: start.data }
      : start.isError
        ? { kind: 'error', message: errorMessage(start.error) }
        : status.isError
          ? { kind: 'error', message: errorMessage(status.error) }
          : !status.data
            ? { kind: 'loading' }
            : entry?.state === 'done'
              ? { kind: 'done', validUntil: entry.validUntil }
              : resume
                ? { kind: 'starting', resuming: true }
                : { kind: 'intro' };

  const { number, title } = TEST_INFO[test];
  const heading = `Test ${number}: ${title}`;

  if (view.kind === 'loading' || (view.kind === 'starting' && view.resuming)) return <Loading />;
  if (view.kind === 'running') {
    return (
      <section className="tt-page" aria-label={heading}>
        {run({ attempt: view.attempt, api, onExit, exitLabel, onFinished: () => onFinished?.() })}
      </section>
    );
  }
  return (
    <section className="tt-page pl-stack" aria-labelledby="tt-title">
      <h1 id="tt-title" className="pl-page-title">
        {heading}
      </h1>
      {view.kind === 'done' && (
        <div className="pl-card pl-stack">
          <p className="tt-done">{TESTS_MESSAGES.completed}</p>
          {view.validUntil && <p>{validUntilText(view.validUntil)}</p>}
        </div>
      )}
      {view.kind === 'error' && <Alert tone="error">{view.message}</Alert>}
      {(view.kind === 'intro' || view.kind === 'starting') && intro(() => begin(), view.kind === 'starting')}
      {view.kind !== 'intro' && view.kind !== 'starting' && (
        <div className="pl-actions">
          <Button variant="secondary" onClick={onExit}>
            {exitLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
