import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import type { RemoteApp } from './remote-loader';

const loadRemoteApp = jest.fn<(name: string) => Promise<RemoteApp>>();
jest.unstable_mockModule('./remote-loader', () => ({ loadRemoteApp, registerRemoteEntries: jest.fn() }));
const { RemoteView } = await import('./RemoteView');

const FALLBACK = 'algo salió mal, intentá más tarde';

function renderArea() {
  return render(
    <MemoryRouter initialEntries={['/admin/home']}>
      <nav>
        <Link to="/admin/user">Usuarios</Link>
      </nav>
      <RemoteView name="admin" />
    </MemoryRouter>,
  );
}

describe('RemoteView', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
  });

  it('renders the remote once loaded', async () => {
    loadRemoteApp.mockResolvedValue(() => <p>pantalla remota</p>);
    renderArea();
    expect(await screen.findByText('pantalla remota')).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledWith('admin');
  });

  it('shows the fallback in its area when the remote is down, and retries after navigation', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('connection refused'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea();
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeInTheDocument();

    loadRemoteApp.mockResolvedValue(() => <p>ya volvió</p>);
    await userEvent.click(screen.getByRole('link', { name: 'Usuarios' }));
    expect(await screen.findByText('ya volvió')).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteApp.mockResolvedValue(() => {
      throw new Error('boom');
    });
    await act(async () => {
      renderArea();
    });
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeInTheDocument();
  });
});
