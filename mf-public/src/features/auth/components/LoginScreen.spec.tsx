import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, type Role, type SessionProfile } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
let role: Role = 'Postulante';
// The session store's login over the double: the profile of whoever logs in, with the role the test chose.
const login = async () => ({ name: 'usuario', role }) as SessionProfile;
const useSessionStore = (select: (state: { login: typeof login }) => unknown) => select({ login });
jest.unstable_mockModule('@postulate/client', () => ({ ...client.module, useSessionStore }));
const { LoginScreen } = await import('./LoginScreen');
const { BACK_TO_LOGIN_MS } = await import('../hooks/useRegistration');

function Landed() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="llegó a">{`${pathname}${search}${hash}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<LoginScreen />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function logInAs(who: Role, kind: 'POSTULANTE' | 'EMPRESA') {
  role = who;
  await userEvent.click(screen.getByRole('button', { name: `INICIO DE SESIÓN ${kind}` }));
  await userEvent.type(screen.getByLabelText('Usuario'), 'usuario');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'demo1234');
  await screen.findByTestId('captcha-ok');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

const volver = (path: string) => `/dashboard?volver=${encodeURIComponent(path)}`;

beforeEach(() => {
  client.sent.length = 0;
  client.module.solveCaptcha.mockImplementation(async () => 'captcha');
});

describe('logging in from a link to a signed-in page', () => {
  it.each([['/mispostulaciones/mensajes?aviso=7'], ['/mispostulaciones'], ['/micv/notificaciones'], ['/showAviso/12']])(
    'takes a candidate back to exactly %s',
    async (path) => {
      renderAt(volver(path));
      await logInAs('Postulante', 'POSTULANTE');
      await waitFor(() => expect(screen.getByLabelText('llegó a').textContent).toBe(path));
    },
  );

  it('takes a company back to its back-office page', async () => {
    renderAt(volver('/admin/aviso/3/aplicaciones?pagina=2'));
    await logInAs('Empresa', 'EMPRESA');
    await waitFor(() => expect(screen.getByLabelText('llegó a').textContent).toBe('/admin/aviso/3/aplicaciones?pagina=2'));
  });

  it.each([['https://evil.example/'], ['//evil.example/'], ['/\\evil.example/'], ['/\t/evil.example/'], ['javascript:alert(1)'], ['mispostulaciones']])(
    'never leaves the portal for %j: the candidate lands on the home',
    async (path) => {
      renderAt(volver(path));
      await logInAs('Postulante', 'POSTULANTE');
      await waitFor(() => expect(screen.getByLabelText('llegó a').textContent).toBe('/'));
    },
  );

  it('sends a company to its home when the link was a candidate page', async () => {
    renderAt(volver('/mispostulaciones'));
    await logInAs('Empresa', 'EMPRESA');
    await waitFor(() => expect(screen.getByLabelText('llegó a').textContent).toBe('/admin/home'));
  });
});

describe('right after registering', () => {
  it('opens the login with the user name just registered, the password left to type', async () => {
    client.on('POST', '/api/usuar/newprofile', () => ({ message: ACCOUNT_MESSAGES.registered }));
    renderAt('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTRATE ACÁ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Como un postulante' }));
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'anagarcia');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@correo.test');
    await userEvent.type(screen.getByLabelText(/^Clave/), 'clave1234');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByTestId('captcha-ok');
    jest.useFakeTimers();
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Darme de alta' }).click();
      });
      expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(BACK_TO_LOGIN_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión como Postulante' })).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveValue('anagarcia');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });
});
