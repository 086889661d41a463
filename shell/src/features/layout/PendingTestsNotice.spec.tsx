import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import type { SessionProfile } from '@postulate/contracts';
import { PendingTestsNotice } from './PendingTestsNotice';

const profile = (csrfToken: string) =>
  ({ name: 'postulante', role: 'Postulante', csrfToken, postulante: { haveMbti: false, haveCards: true } }) as unknown as SessionProfile;

const TITLE = 'Faltan Test por hacer';

function renderAt(path: string, csrfToken = 'sesion-1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/">Home</Link>
      <Link to="/mistests/cards">Test 3</Link>
      <PendingTestsNotice profile={profile(csrfToken)} />
    </MemoryRouter>,
  );
}

describe("'Faltan Test por hacer'", () => {
  beforeEach(() => window.localStorage.clear());

  it('shows once per login session: not again after a reload, again after a new login', () => {
    renderAt('/').unmount();
    expect(window.localStorage.length).toBe(1);
    renderAt('/');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('opens on the first page of the session, and again for a new login', () => {
    const first = renderAt('/');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    first.unmount();
    renderAt('/', 'sesion-2');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('never covers a running test or a conversation, and waits for the next page', async () => {
    for (const path of ['/mistests/toulouse', '/tests/abc123', '/mispostulaciones/mensajes']) {
      renderAt(path).unmount();
    }
    expect(window.localStorage.length).toBe(0);
    renderAt('/mistests/cards');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('steps aside when a test opens while it shows, and comes back on the next page', async () => {
    renderAt('/');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    // A route change under the open dialog (a redirect after login, the browser's back button).
    await userEvent.click(screen.getByRole('link', { name: 'Test 3', hidden: true }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
