import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NOVEDADES_EVENT, type Novedades } from '@postulate/contracts';
import { clientDouble, signInApplicant, signOut } from '../../../../packages/client/src/testing/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { useSessionStore } = client.module;
const { SiteLayout } = await import('./SiteLayout');

/** The demo applicant, with the menu the server sends a Postulante. */
function signInWithMenu() {
  signInApplicant();
  const profile = useSessionStore.getState().profile!;
  useSessionStore.setState({
    profile: {
      ...profile,
      menuRoutes: [
        { name: 'Home', layout: '', path: '/home', icon: 'home' },
        { name: 'Mis Postulaciones', layout: '', path: '/mispostulaciones', icon: 'briefcase' },
      ],
    },
  });
}

/** GET /api/aplica/novedades answers what `news` holds when asked. */
function serve(news: { current: Novedades }) {
  client.answer((call) => {
    if (call.method === 'GET' && call.path === '/api/aplica/novedades') return news.current;
    throw new Error(`sin respuesta para ${call.method} ${call.path}`);
  });
}

const renderLayout = () =>
  render(
    <MemoryRouter initialEntries={['/micv']}>
      <SiteLayout>
        <p>Contenido</p>
      </SiteLayout>
    </MemoryRouter>,
  );

const reads = () => client.sent.filter((call) => call.path === '/api/aplica/novedades').length;

describe("the applicant's news badge on 'Mis Postulaciones'", () => {
  afterEach(() => {
    // Unmounted first: signing out under a mounted layout would re-render it outside act().
    cleanup();
    jest.useRealTimers();
    signOut();
  });

  it('counts unread messages and status changes, named for screen readers, and goes when the remote says they were seen', async () => {
    signInWithMenu();
    const news = { current: { mensajes: 1, cambios: 2, total: 3 } };
    serve(news);
    renderLayout();
    const link = screen.getByRole('link', { name: /Mis Postulaciones/ });
    expect(await screen.findByRole('img', { name: '3 novedades' })).toHaveAttribute('data-count', '3');
    expect(link).toHaveAccessibleName('Mis Postulaciones 3 novedades');
    // The link's text stays its label (the digits are drawn from data-count).
    expect(link).toHaveTextContent(/^Mis Postulaciones$/);

    news.current = { mensajes: 0, cambios: 0, total: 0 };
    act(() => {
      window.dispatchEvent(new Event(NOVEDADES_EVENT));
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: /novedad/ })).not.toBeInTheDocument());
    expect(link).toHaveAccessibleName('Mis Postulaciones');
  });

  it('reads again every minute while the tab is visible, not while it is hidden, and at once back in view', async () => {
    jest.useFakeTimers();
    signInWithMenu();
    const news = { current: { mensajes: 0, cambios: 1, total: 1 } };
    serve(news);
    renderLayout();
    expect(await screen.findByRole('img', { name: '1 novedad' })).toBeInTheDocument();
    expect(reads()).toBe(1);

    news.current = { mensajes: 2, cambios: 1, total: 3 };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByRole('img', { name: '3 novedades' })).toBeInTheDocument();
    expect(reads()).toBe(2);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(120_000);
    });
    expect(reads()).toBe(2);
    visibility.mockRestore();

    // Back in view: read at once, not at the next minute.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(reads()).toBe(3);
  });

  it('asks nothing for a visitor', () => {
    signOut();
    serve({ current: { mensajes: 0, cambios: 0, total: 0 } });
    renderLayout();
    expect(screen.getByRole('link', { name: 'Buscar Empleo' })).toBeInTheDocument();
    expect(reads()).toBe(0);
  });
});

describe("'Saltar al contenido'", () => {
  afterEach(() => cleanup());

  it('is the first Tab stop, and takes the keyboard past the top bar to the screen', async () => {
    signOut();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <SiteLayout>
          <input type="search" aria-label="Nombre del aviso" />
        </SiteLayout>
      </MemoryRouter>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Nombre del aviso' })).toHaveFocus();
  });
});
