import { errorMessage } from '@postulate/client';
import { TESTS_MESSAGES } from '@postulate/contracts';
import { Alert, Spinner } from '@postulate/ui';
import { useMbtiSharing, useShareMbti } from '../api/mbti-sharing-api';

/**
 * Mis Tests: the candidate's choice to show their personality result to the companies they apply
 * to. It is orientation for the candidate, so it is not shared until they turn this on.
 */
export function MbtiSharing() {
  const sharing = useMbtiSharing();
  const change = useShareMbti();
  if (sharing.isError) return <Alert tone="error">{errorMessage(sharing.error)}</Alert>;
  if (!sharing.data) return null;
  const { share } = sharing.data;
  return (
    <div className="pl-stack">
      <div className="pl-cluster">
        <input
          id="compartir-personalidad"
          type="checkbox"
          role="switch"
          aria-describedby="compartir-personalidad-ayuda"
          checked={share}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <label htmlFor="compartir-personalidad">{TESTS_MESSAGES.mbtiShareLabel}</label>
        {change.isPending && <Spinner size="sm" />}
      </div>
      <p id="compartir-personalidad-ayuda" className="pl-small pl-muted">
        {TESTS_MESSAGES.mbtiShareHint}
      </p>
      <p className="pl-small" role="status">
        {share ? TESTS_MESSAGES.mbtiShared : TESTS_MESSAGES.mbtiNotShared}
      </p>
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
    </div>
  );
}
