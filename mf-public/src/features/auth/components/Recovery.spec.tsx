import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACCOUNT_MESSAGES, MESSAGES } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { RecoverPasswordModal, ERROR_CLEAR_MS, SUCCESS_CLOSE_MS } = await import('./RecoverPasswordModal');
const { LoginScreen } = await import('./LoginScreen');

const RECOVER = '/api/usuar/login/recoverpass/postulante';
const refuse = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => () => {
  throw new ApiError(status, body);
};

beforeEach(() => {
  client.sent.length = 0;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe("'Recuperar Password'", () => {
  it('asks for the user and the e-mail', async () => {
    render(<RecoverPasswordModal open onClose={jest.fn()} />);
    await user().click(screen.getByRole('button', { name: 'Recuperar password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.recoverNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.recoverEmailRequired)).toBeInTheDocument();
    expect(client.sent).toEqual([]);
  });

  it('shows the success message, then closes after 4 seconds', async () => {
    client.on('POST', RECOVER, () => ({ message: ACCOUNT_MESSAGES.recoverSent }));
    const onClose = jest.fn();
    render(<RecoverPasswordModal open onClose={onClose} />);
    const actor = user();
    await actor.type(screen.getByLabelText(/^Usuario/), 'postulante');
    await actor.type(screen.getByLabelText(/^Email/), 'postulante@postulate.test');
    await actor.click(screen.getByRole('button', { name: 'Recuperar password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.recoverSent)).toBeInTheDocument();
    // The user name goes in the address, the e-mail in the body.
    expect(client.posts(RECOVER)).toEqual([{ email: 'postulante@postulate.test' }]);
    act(() => jest.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalled();
  });

  it('clears an error after 2 seconds', async () => {
    client.on('POST', RECOVER, refuse(500, { message: 'Error en el servidor' }));
    render(<RecoverPasswordModal open onClose={jest.fn()} />);
    const actor = user();
    await actor.type(screen.getByLabelText(/^Usuario/), 'postulante');
    await actor.type(screen.getByLabelText(/^Email/), 'postulante@postulate.test');
    await actor.click(screen.getByRole('button', { name: 'Recuperar password' }));
    expect(await screen.findByText('Error en el servidor')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ERROR_CLEAR_MS));
    expect(screen.queryByText('Error en el servidor')).toBeNull();
  });
});

const renderLogin = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard" element={<LoginScreen />} />
        <Route path="/forgot/:token" element={<LoginScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the reset form at /forgot/{token}', () => {
  it('says why when a login with a short password led here, and only then', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/forgot/tok123', state: { passwordTooShort: true } }]}>
        <Routes>
          <Route path="/forgot/:token" element={<LoginScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(MESSAGES.mustChangePassword)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingresá tu nueva password' })).toBeInTheDocument();
  });

  it('says nothing of it when opened from the e-mailed link', () => {
    renderLogin('/forgot/tok123');
    expect(screen.queryByText(MESSAGES.mustChangePassword)).toBeNull();
  });

  it('refuses a new password shorter than 8 characters before sending it', async () => {
    renderLogin('/forgot/tok123');
    const actor = user();
    await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'mate7');
    await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'mate7');
    await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(client.sent).toEqual([]);
  });

  it('checks locally that both passwords match', async () => {
    renderLogin('/forgot/tok123');
    expect(screen.getByRole('heading', { name: 'Ingresá tu nueva password' })).toBeInTheDocument();
    const actor = user();
    await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva1234');
    await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'otra1234');
    await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(client.sent).toEqual([]);
  });

  it('saves the new password with the token of the link', async () => {
    client.on('POST', '/api/usuar/updatepass/tok123', () => ({ message: ACCOUNT_MESSAGES.resetSaved }));
    renderLogin('/forgot/tok123');
    const actor = user();
    await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva1234');
    await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'nueva1234');
    await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
    expect(await screen.findByText('Se guardó su nueva contraseña')).toBeInTheDocument();
    expect(client.posts('/api/usuar/updatepass/tok123')).toEqual([{ pass: 'nueva1234', locked: 'N' }]);
  });

  it('shows a refused link in red and clears it after 2 seconds', async () => {
    client.on('POST', '/api/usuar/updatepass/usado', refuse(400, { field: 'token', message: ACCOUNT_MESSAGES.resetInvalid }));
    renderLogin('/forgot/usado');
    const actor = user();
    await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva1234');
    await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'nueva1234');
    await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetInvalid);
    act(() => jest.advanceTimersByTime(ERROR_CLEAR_MS));
    expect(screen.queryByText(ACCOUNT_MESSAGES.resetInvalid)).toBeNull();
  });

  it('shows a password the API finds too common under the field, and keeps it there', async () => {
    const errors = [{ field: 'pass', message: ACCOUNT_MESSAGES.passwordCommon }];
    client.on('POST', '/api/usuar/updatepass/tok123', refuse(400, { field: 'pass', message: ACCOUNT_MESSAGES.passwordCommon, errors }));
    renderLogin('/forgot/tok123');
    const actor = user();
    await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'qwerty123');
    await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'qwerty123');
    await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
    const field = screen.getByLabelText(/^Nueva contraseña/);
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordCommon)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    act(() => jest.advanceTimersByTime(ERROR_CLEAR_MS));
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordCommon)).toBeInTheDocument();
  });
});

describe('the login screen', () => {
  it("opens 'Darme de alta como' and the applicant registration", async () => {
    renderLogin('/dashboard');
    const actor = user();
    await actor.click(screen.getByRole('button', { name: 'REGISTRATE ACÁ' }));
    const dialog = screen.getByRole('dialog', { name: 'Darme de alta como' });
    expect(dialog).toHaveTextContent('Rol de empresa');
    await actor.click(screen.getByRole('button', { name: 'Como un postulante' }));
    expect(screen.getByRole('heading', { name: 'Darme de alta como postulante' })).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Volver al login' }));
    expect(screen.getByRole('button', { name: 'INICIO DE SESIÓN EMPRESA' })).toBeInTheDocument();
  });

  it("opens 'Recuperar Password' from the login form", async () => {
    renderLogin('/dashboard');
    const actor = user();
    await actor.click(screen.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }));
    await actor.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    expect(screen.getByRole('dialog', { name: 'Recuperar Password' })).toBeInTheDocument();
  });

  it('sends a login with a right but short password to the new password form, with the notice', async () => {
    const realFetch = globalThis.fetch;
    // The session store's own request (not the double's): the login answer that opens no session.
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      ok: true,
      json: async () => ({ message: MESSAGES.mustChangePassword, mustChangePassword: true, passwordResetToken: 'tok-corta' }),
    })) as unknown as typeof fetch;
    try {
      renderLogin('/dashboard');
      const actor = user();
      await actor.click(screen.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }));
      await actor.type(screen.getByLabelText('Usuario'), 'postulante');
      await actor.type(screen.getByLabelText('Contraseña'), 'mate');
      await screen.findByTestId('captcha-ok');
      await actor.click(screen.getByRole('button', { name: 'Ingresar' }));
      expect(await screen.findByRole('heading', { name: 'Ingresá tu nueva password' })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.mustChangePassword)).toBeInTheDocument();
      // Once the new password is saved, the notice has done its job.
      globalThis.fetch = realFetch;
      client.on('POST', '/api/usuar/updatepass/tok-corta', () => ({ message: ACCOUNT_MESSAGES.resetSaved }));
      await actor.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva1234');
      await actor.type(screen.getByLabelText(/^Repetí la nueva contraseña/), 'nueva1234');
      await actor.click(screen.getByRole('button', { name: 'Enviar nueva contraseña' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.resetSaved)).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.mustChangePassword)).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('tells what the confirmation link did', () => {
    renderLogin('/dashboard?confirmacion=ok');
    expect(screen.getByText(ACCOUNT_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it('tells what the unlock link did', () => {
    renderLogin('/dashboard?desbloqueo=invalida');
    expect(screen.getByText(ACCOUNT_MESSAGES.unlockInvalid)).toBeInTheDocument();
  });
});
