import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PRIVACY_MESSAGES } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError, useSessionStore } = client.module;
const { PrivacyTab } = await import('./PrivacyTab');

function Where() {
  const location = useLocation();
  return (
    <>
      <output aria-label="ruta">{location.pathname}</output>
      <output aria-label="estado">{JSON.stringify(location.state)}</output>
    </>
  );
}

const renderTab = () =>
  render(
    <MemoryRouter initialEntries={['/micv/privacidad']}>
      <PrivacyTab />
      <Where />
    </MemoryRouter>,
  );

describe('PrivacyTab', () => {
  beforeEach(() => signInApplicant());

  it('deletes the account only with the right password, then logs out and goes home', async () => {
    client.answer((call) => {
      if ((call.body as { pass: string }).pass !== 'demo1234') throw new ApiError(400, { message: PRIVACY_MESSAGES.wrongPassword });
      return undefined;
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar mi cuenta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(client.sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/contraseña/), 'otra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(useSessionStore.getState().profile).not.toBeNull();

    await userEvent.clear(within(dialog).getByLabelText(/contraseña/));
    await userEvent.type(within(dialog).getByLabelText(/contraseña/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }));
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/$/));
    // The public home is told, to confirm the erasure to the person.
    expect(screen.getByLabelText('estado')).toHaveTextContent('{"accountDeleted":true}');
    expect(useSessionStore.getState().profile).toBeNull();
    expect(client.posts('/api/postulante/eliminar')).toEqual([{ pass: 'otra' }, { pass: 'demo1234' }]);
  });
});
