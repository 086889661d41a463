import { TESTS_MESSAGES } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import type { FinishPhase } from '../hooks/useFinishTest';

interface FinishedPanelProps {
  title: string;
  /** A line of thanks under the title, when the test has one. */
  thanks?: string;
  /** Why the server ended the test (its clock ran out), when it did. */
  refusal: string | null;
  phase: FinishPhase;
  /** Asks the server again after a failed finish; without it the failure shows where the test was. */
  retry?: () => void;
  onExit: () => void;
  exitLabel: string;
}

/** The screen after a test ends, the same for the three tests. */
export function FinishedPanel({ title, thanks, refusal, phase, retry, onExit, exitLabel }: FinishedPanelProps) {
  const failed = phase === 'error' && retry;
  return (
    <div className="pl-card pl-stack tt-finished">
      <h1 className="pl-page-title">{title}</h1>
      {refusal && <Alert tone="info">{refusal}</Alert>}
      {failed ? <Alert tone="error">{TESTS_MESSAGES.finishError}</Alert> : thanks && <p>{thanks}</p>}
      <div className="pl-actions">
        {failed && (
          <Button variant="primary" onClick={retry}>
            Volver a intentar
          </Button>
        )}
        <Button variant={failed ? 'secondary' : 'primary'} onClick={onExit}>
          {exitLabel}
        </Button>
      </div>
    </div>
  );
}
