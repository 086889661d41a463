import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Role, SessionProfile } from '@postulate/contracts';

jest.unstable_mockModule('../remotes/RemoteView', () => ({
  RemoteView: ({ name }: { name: string }) => <p>remoto {name}</p>,
}));
const { PortalRoutes } = await import('./PortalRoutes');
const { useSessionStore } = await import('@postulate/client');

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="ruta">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const profile = (role: Role, menu: [string, string][]): SessionProfile => ({
  name: role.toLowerCase(),
  email: `${role.toLowerCase()}@postulate.test`,
  role,
  menuRoutes: menu.map(([name, path]) => ({ name, path, layout: role === 'Postulante' ? '' : '/admin', icon: 'home' })),
  empresa: null,
  postulante: null,
  csrfToken: 'csrf',
});

const signIn = (value: SessionProfile | null) => useSessionStore.setState({ status: 'ready', profile: value });

describe('PortalRoutes', () => {
  afterEach(() => signIn(null));

  it('gives a visitor the public remote and the visitor top bar, and sends unknown paths home', async () => {
    renderAt('/cualquier/cosa');
    expect(await screen.findByText('remoto public')).toBeInTheDocument();
    expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/$/);
    expect(screen.getAllByRole('link', { name: /Buscar Empleo/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Ingresar \/ Registrate/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Cerrar sesión/ })).not.toBeInTheDocument();
  });

  it("leads a visitor from an e-mail's link to a signed-in page through the login, naming the page and its query", () => {
    for (const path of [
      '/mispostulaciones/mensajes?aviso=7',
      '/mispostulaciones',
      '/micv/notificaciones',
      '/mistests',
      '/admin/aviso/3/aplicaciones?pagina=2',
    ]) {
      const { unmount } = renderAt(path);
      expect(screen.getByLabelText('ruta').textContent).toBe(`/dashboard?volver=${encodeURIComponent(path)}`);
      expect(screen.getByText('remoto public')).toBeInTheDocument();
      unmount();
    }
  });

  it('gives a visitor the tests remote on an invitation link', () => {
    renderAt('/tests/abc');
    expect(screen.getByText('remoto tests')).toBeInTheDocument();
  });

  it('gives a Postulante the candidate views and top bar from the menu routes', async () => {
    signIn(
      profile('Postulante', [
        ['Home', '/home'],
        ['Mi CV', '/micv'],
        ['Mis Postulaciones', '/mispostulaciones'],
        ['Mis Tests', '/mistests'],
      ]),
    );
    renderAt('/micv');
    expect(screen.getByText('remoto applicant')).toBeInTheDocument();
    for (const label of ['Home', 'Mi CV', 'Mis Postulaciones', 'Mis Tests']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Cerrar sesión/ })).toBeInTheDocument();
    expect(screen.getByText('postulante@postulate.test')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('remoto public')).toBeInTheDocument();
  });

  it('reminds a candidate with pending tests once, and leads to Mis Tests', async () => {
    const candidate = profile('Postulante', [
      ['Home', '/home'],
      ['Mis Tests', '/mistests'],
    ]);
    candidate.postulante = {
      id: 1,
      cv: { name: null },
      haveToulouse: true,
      haveMbti: false,
      haveCards: true,
      lastDayToulouse: null,
      lastDayMbti: null,
      lastDayCards: null,
    };
    signIn(candidate);
    const { unmount } = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Faltan Test por hacer' });
    expect(dialog).toHaveTextContent('Tenés aún Tests por hacer');
    await userEvent.click(screen.getByRole('button', { name: 'Ir a Mis Tests' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/mistests');
    expect(screen.queryByRole('dialog', { name: 'Faltan Test por hacer' })).not.toBeInTheDocument();
    unmount();

    renderAt('/');
    expect(screen.queryByRole('dialog', { name: 'Faltan Test por hacer' })).not.toBeInTheDocument();
  });

  it('sends an administrator anywhere outside /admin to /admin/home with the admin remote', () => {
    signIn(
      profile('Administrador', [
        ['Home', '/home'],
        ['Usuarios', '/user'],
      ]),
    );
    renderAt('/dashboard');
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/admin/home');
    expect(screen.getByText('remoto admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/admin/user');
  });

  it('renders the company remote for Empresa and Tester', () => {
    signIn(
      profile('Tester', [
        ['Home', '/home'],
        ['Candidatos', '/interview'],
      ]),
    );
    renderAt('/admin/interview');
    expect(screen.getByText('remoto company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Candidatos' })).toBeInTheDocument();
  });
});
