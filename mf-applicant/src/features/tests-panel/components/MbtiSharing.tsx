import { errorMessage } from '@postulate/client';
import { TESTS_MESSAGES } from '@postulate/contracts';
import { Alert } from '@postulate/ui';
import { SwitchField } from '@postulate/ui/inputs';
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
    <SwitchField
      id="compartir-personalidad"
      label={TESTS_MESSAGES.mbtiShareLabel}
      hint={TESTS_MESSAGES.mbtiShareHint}
      checked={share}
      pending={change.isPending}
      onChange={(checked) => change.mutate(checked)}
    >
      <p className="pl-small" role="status">
        {share ? TESTS_MESSAGES.mbtiShared : TESTS_MESSAGES.mbtiNotShared}
      </p>
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
    </SwitchField>
  );
}
