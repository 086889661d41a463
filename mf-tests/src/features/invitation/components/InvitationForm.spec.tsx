import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationView } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { InvitationForm } = await import('./InvitationForm');

const newView: InvitationView = {
  state: 'new',
  email: 'lucia@correo.test',
  invitedBy: 'Evaluaciones Andinas',
  expiresAt: '2026-06-01T00:00:00.000Z',
  form: null,
  tests: [],
  shareMbti: false,
};

/** The API saves the form of a link and answers the link's new state. */
const saves = (view: InvitationView) => client.answer(({ method, path }) => (method === 'POST' && path === '/api/invitation/tok' ? view : undefined));

beforeEach(() => {
  client.answer(() => undefined);
  client.module.solveCaptcha.mockClear();
});

describe('InvitationForm', () => {
  it('checks name, DNI, CUIL and terms with the spec messages before sending', async () => {
    const user = userEvent.setup();
    render(<InvitationForm token="t" view={newView} onSaved={jest.fn()} />);
    await user.type(screen.getByLabelText(/Nombre completo/), 'Ana');
    await user.type(screen.getByLabelText(/DNI/), '12a');
    await user.type(screen.getByLabelText(/CUIL/), '20123456787');
    await screen.findByTestId('captcha-ok');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El nombre debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El DNI debe ser numérico')).toBeInTheDocument();
    expect(screen.getByText('El CUIL no es válido: revisá los números (el último dígito no coincide)')).toBeInTheDocument();
    expect(screen.getByText('Debe aceptar los Términos y Condiciones')).toBeInTheDocument();
    expect(client.sent).toEqual([]);

    await user.type(screen.getByLabelText(/Nombre completo/), 'lía');
    expect(await screen.findByText('El nombre es válido')).toBeInTheDocument();
  });

  it('claims the link the first time with the captcha, and updates without one afterwards', async () => {
    const user = userEvent.setup();
    const saved: InvitationView = { ...newView, state: 'ready', form: { name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786' } };
    saves(saved);
    const onSaved = jest.fn();
    const { unmount } = render(<InvitationForm token="tok" view={newView} onSaved={onSaved} />);
    await user.type(screen.getByLabelText(/Nombre completo/), 'Lucía Fernández');
    // An 8-digit DNI fits the box (decided in issue 14: 7 or 8 digits).
    await user.type(screen.getByLabelText(/DNI/), '30123456');
    // Pasted with spaces around its dashes: all 11 digits arrive.
    await user.click(screen.getByLabelText(/CUIL/));
    await user.paste('20 - 12345678 - 6');
    await user.click(screen.getByRole('checkbox', { name: /He leído y acepto los Términos y Condiciones/ }));
    await screen.findByTestId('captcha-ok');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(client.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/invitation/tok']);
    expect(client.posts('/api/invitation/tok')).toEqual([
      { actionType: 'create', name: 'Lucía Fernández', dni: '30123456', cuit: '20123456786', terms: true, tokenCaptcha: 'captcha-resuelto' },
    ]);
    unmount();

    render(<InvitationForm token="tok" view={saved} onSaved={onSaved} />);
    expect(screen.queryByText(/Verificando que no sos un robot/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Lucía Fernández');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(client.posts('/api/invitation/tok')).toHaveLength(2));
    expect(client.posts('/api/invitation/tok')[1]).toMatchObject({ actionType: 'update' });
    expect(client.posts('/api/invitation/tok')[1]).not.toHaveProperty('tokenCaptcha');
    expect(client.module.solveCaptcha).toHaveBeenCalledTimes(1);
  });
});
