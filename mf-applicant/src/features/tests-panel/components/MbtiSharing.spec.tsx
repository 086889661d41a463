import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTS_MESSAGES, type MbtiSharing as Sharing } from '@postulate/contracts';
import { applicantQueries } from '../../common/api/applicant-queries';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { MbtiSharing } = await import('./MbtiSharing');

/** The server: the choice as last saved; `refuse` makes the next save fail. */
function serverWith(share: boolean, refuse = false) {
  let saved = share;
  client.on('GET', '/api/test/mbti/compartir', (): Sharing => ({ share: saved }));
  client.on('POST', '/api/test/mbti/compartir', (call) => {
    if (refuse) throw new ApiError(503, { message: 'El servicio no está disponible' });
    saved = (call.body as Sharing).share;
    return { share: saved };
  });
}

describe('Mis Tests → sharing the personality result', () => {
  beforeEach(() => {
    signInApplicant();
    applicantQueries.clear();
  });

  it('starts not shared, and shares with one click once the server saved it', async () => {
    serverWith(false);
    render(<MbtiSharing />);
    const toggle = await screen.findByRole('switch', { name: TESTS_MESSAGES.mbtiShareLabel });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(TESTS_MESSAGES.mbtiShareHint);
    expect(screen.getByRole('status')).toHaveTextContent('Tu resultado del test de personalidad no se comparte.');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: TESTS_MESSAGES.mbtiShareLabel })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Tu resultado del test de personalidad se comparte con las empresas.');
    expect(client.posts('/api/test/mbti/compartir').at(-1)).toEqual({ share: true });
  });

  it('stops sharing, and keeps the switch as the server has it when saving fails', async () => {
    serverWith(true, true);
    render(<MbtiSharing />);
    await userEvent.click(await screen.findByRole('switch', { name: TESTS_MESSAGES.mbtiShareLabel }));
    expect(await screen.findByText('El servicio no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: TESTS_MESSAGES.mbtiShareLabel })).toBeChecked();
    expect(client.posts('/api/test/mbti/compartir').at(-1)).toEqual({ share: false });
  });
});
