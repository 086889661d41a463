import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTS_MESSAGES, type InvitationView, type MbtiSharing } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { InvitationMbtiSharing } = await import('./InvitationMbtiSharing');
const { useInvitation } = await import('../api/invitation-api');

/** The tests menu's part: the switch as the link's view has it. */
function Menu() {
  const view = useInvitation('tok').data;
  return view ? <InvitationMbtiSharing token="tok" shared={view.shareMbti} /> : null;
}

describe('the invitation menu → sharing the personality result with the tester', () => {
  it('starts not shared and shares with one click, as the server saved it', async () => {
    let shared = false;
    const view = (): InvitationView => ({
      state: 'ready',
      email: 'lucia@correo.test',
      invitedBy: 'Evaluaciones Andinas',
      expiresAt: '2026-06-01T00:00:00.000Z',
      form: null,
      tests: [],
      shareMbti: shared,
    });
    client.on('GET', '/api/invitation/tok', view);
    client.on('POST', '/api/invitation/tok/test/mbti/compartir', (call) => {
      shared = (call.body as MbtiSharing).share;
      return { share: shared };
    });
    render(<Menu />);
    const toggle = await screen.findByRole('switch', { name: TESTS_MESSAGES.mbtiShareWithTesterLabel });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(TESTS_MESSAGES.mbtiShareWithTesterHint);
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: TESTS_MESSAGES.mbtiShareWithTesterLabel })).toBeChecked());
    expect(client.posts('/api/invitation/tok/test/mbti/compartir')).toEqual([{ share: true }]);
  });
});
