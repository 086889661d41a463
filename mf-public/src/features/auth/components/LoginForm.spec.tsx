import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type LoginRequest, type SessionProfile } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
// The session store's login, over the double: POST /api/usuar/login, then the session's profile
// (or only the reset token, when the password must be changed first).
const login = async (credentials: LoginRequest): Promise<SessionProfile | { passwordResetToken: string }> => {
  const answer = (await client.module.api.auth.login({ body: credentials })) as { passwordResetToken?: string } | undefined;
  if (answer?.passwordResetToken) return { passwordResetToken: answer.passwordResetToken };
  return (await client.module.api.auth.session({})) as SessionProfile;
};
const useSessionStore = (select: (state: { login: typeof login }) => unknown) => select({ login });
jest.unstable_mockModule('@postulate/client', () => ({ ...client.module, useSessionStore }));
const { LoginForm } = await import('./LoginForm');

const profile = { name: 'postulante', role: 'Postulante' } as SessionProfile;

async function fillAndSubmit(name: string, pass: string) {
  await userEvent.type(screen.getByLabelText('Usuario'), name);
  await userEvent.type(screen.getByLabelText('Contraseña'), pass);
  await screen.findByTestId('captcha-ok');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginForm', () => {
  it('confirms a valid user name while typing, and only then', async () => {
    render(<LoginForm kind="postulante" onBack={jest.fn()} onLoggedIn={jest.fn()} onPasswordChangeRequired={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Usuario'), 'ab');
    expect(screen.queryByText('La sintaxis del usuario es válida')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Usuario'), 'cd');
    expect(screen.getByText('La sintaxis del usuario es válida')).toBeInTheDocument();
  });

  let captchas = 0;
  beforeEach(() => {
    client.answer(({ method, path }) => {
      if (method === 'POST' && path === '/api/usuar/login') return undefined;
      if (method === 'GET' && path === '/api/usuar/session') return profile;
      throw new ApiError(404, { message: 'No encontrado' });
    });
    captchas = 0;
    client.module.solveCaptcha.mockClear();
    client.module.solveCaptcha.mockImplementation(async () => `captcha-${++captchas}`);
  });

  it('shows the spec messages for a short user and password and sends nothing', async () => {
    render(<LoginForm kind="postulante" onBack={jest.fn()} onLoggedIn={jest.fn()} onPasswordChangeRequired={jest.fn()} />);
    await fillAndSubmit('ab', '12');
    expect(await screen.findByText('El usuario debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 4 dígitos')).toBeInTheDocument();
    expect(client.sent).toEqual([]);
  });

  it('logs in with the solved captcha token', async () => {
    const onLoggedIn = jest.fn();
    render(<LoginForm kind="empresa" onBack={jest.fn()} onLoggedIn={onLoggedIn} onPasswordChangeRequired={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión como Empresa' })).toBeInTheDocument();
    await fillAndSubmit('empresa', 'demo1234');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(profile));
    expect(client.posts('/api/usuar/login')).toEqual([{ name: 'empresa', pass: 'demo1234', tokenCaptcha: 'captcha-1' }]);
  });

  it('sends a right but short password to the change, without a session', async () => {
    client.answer(({ method, path }) => {
      if (method === 'POST' && path === '/api/usuar/login') {
        return { message: MESSAGES.mustChangePassword, mustChangePassword: true, passwordResetToken: 'tok-corta' };
      }
      throw new ApiError(404, { message: 'No encontrado' });
    });
    const onLoggedIn = jest.fn();
    const onPasswordChangeRequired = jest.fn();
    render(<LoginForm kind="postulante" onBack={jest.fn()} onLoggedIn={onLoggedIn} onPasswordChangeRequired={onPasswordChangeRequired} />);
    // Four characters: what the login still takes from accounts older than the 8-character rule.
    await fillAndSubmit('postulante', 'mate');
    await waitFor(() => expect(onPasswordChangeRequired).toHaveBeenCalledWith('tok-corta'));
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a locked user why and fetches a new captcha for the next attempt', async () => {
    client.answer(() => {
      throw new ApiError(423, { token: 'UserLocked', message: 'x' });
    });
    render(<LoginForm kind="postulante" onBack={jest.fn()} onLoggedIn={jest.fn()} onPasswordChangeRequired={jest.fn()} />);
    await fillAndSubmit('postulante', 'demo1234');
    expect(await screen.findByText(MESSAGES.userLocked)).toHaveTextContent(/^Su usuario está lockeado por varios intentos erróneos\. .*'Recuperar Password'/);
    expect(client.posts('/api/usuar/login')).toHaveLength(1);
    await waitFor(() => expect(client.module.solveCaptcha).toHaveBeenCalledTimes(2));
  });
});
