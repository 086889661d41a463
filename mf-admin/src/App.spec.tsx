import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PORTAL_SCREENS } from '@postulate/contracts';
import { fakeApi } from './test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => ({
  ...api.module,
  useSessionStore: (select: (state: { profile: null }) => unknown) => select({ profile: null }),
}));
const { default: App } = await import('./App');

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The manifest's screens this remote renders, with a sample value for each parameter. */
const screens = PORTAL_SCREENS.filter((entry) => entry.remote === 'admin').map((entry) => entry.path.replace(/:\w+/g, '1'));

describe("the admin remote's routes", () => {
  it.each(screens)('renders %s, a screen the portal manifest gives it, without sending the administrator home', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<App />} />
        </Routes>
        <Location />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('sends a path the manifest does not name back home', () => {
    render(
      <MemoryRouter initialEntries={['/admin/nada']}>
        <Routes>
          <Route path="/admin/*" element={<App />} />
        </Routes>
        <Location />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/home');
  });
});
