import { errorMessage } from '@postulate/client';
import { TESTS_MESSAGES } from '@postulate/contracts';
import { Alert, Spinner } from '@postulate/ui';
import { useShareMbtiWithTester } from '../api/invitation-api';

/**
 * The invited candidate's choice to show their personality result to the tester who invited them.
 * It is orientation for the candidate, so it is not shown until they turn this on.
 */
export function InvitationMbtiSharing({ token, shared }: { token: string; shared: boolean }) {
  const change = useShareMbtiWithTester(token);
  return (
    <div className="pl-card pl-stack">
      <div className="pl-cluster">
        <input
          id="compartir-personalidad"
          type="checkbox"
          role="switch"
          aria-describedby="compartir-personalidad-ayuda"
          checked={shared}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <label htmlFor="compartir-personalidad">{TESTS_MESSAGES.mbtiShareWithTesterLabel}</label>
        {change.isPending && <Spinner size="sm" />}
      </div>
      <p id="compartir-personalidad-ayuda" className="pl-small pl-muted">
        {TESTS_MESSAGES.mbtiShareWithTesterHint}
      </p>
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
    </div>
  );
}
