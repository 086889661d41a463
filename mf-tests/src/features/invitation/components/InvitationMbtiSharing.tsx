import { errorMessage } from '@postulate/client';
import { TESTS_MESSAGES } from '@postulate/contracts';
import { Alert } from '@postulate/ui';
import { SwitchField } from '@postulate/ui/inputs';
import { useShareMbtiWithTester } from '../api/invitation-api';

/**
 * The invited candidate's choice to show their personality result to the tester who invited them.
 * It is orientation for the candidate, so it is not shown until they turn this on.
 */
export function InvitationMbtiSharing({ token, shared }: { token: string; shared: boolean }) {
  const change = useShareMbtiWithTester(token);
  return (
    <div className="pl-card">
      <SwitchField
        id="compartir-personalidad"
        label={TESTS_MESSAGES.mbtiShareWithTesterLabel}
        hint={TESTS_MESSAGES.mbtiShareWithTesterHint}
        checked={shared}
        pending={change.isPending}
        onChange={(checked) => change.mutate(checked)}
      >
        {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      </SwitchField>
    </div>
  );
}
