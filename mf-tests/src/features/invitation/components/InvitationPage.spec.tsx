import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InvitationView, TestReportData } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { InvitationPage } = await import('./InvitationPage');

const validUntil = '2027-11-20T15:00:00.000Z';
const ready: InvitationView = {
  state: 'ready',
  email: 'lucia@correo.test',
  invitedBy: 'Evaluaciones Andinas',
  expiresAt: '2026-12-01T00:00:00.000Z',
  form: { name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786' },
  tests: [
    { test: 'toulouse', state: 'pending', validUntil: null },
    { test: 'mbti', state: 'pending', validUntil: null },
    { test: 'cards', state: 'done', validUntil },
  ],
  shareMbti: false,
};
const integrity = {
  hidden: [],
  hiddenTotalMs: 0,
  serverItemMs: [],
  arrivals: { requests: 0, firstMs: null, lastMs: null, longestSilenceMs: null },
  resumes: 0,
  lateRefused: 0,
  flags: [],
};
const timeComment = 'Terminó en 12 min 3 s, menos de 15 minutos, con 20 de 36 aciertos (más de 13).';
const report: TestReportData = {
  candidate: { name: 'Lucía Fernández', email: 'lucia@correo.test' },
  unscored: [],
  mbtiWithheld: false,
  toulouse: null,
  mbti: null,
  cards: { finishedAt: validUntil, validUntil, duration: '00:12:03,000', integrity, score: 20, answered: 36, total: 36, level: 'Nivel Medio', timeComment },
};

/** Opens the link and goes on from the saved form to the tests menu. */
async function openMenu(view: InvitationView) {
  client.answer(({ path }) => (path === '/api/invitation/tok/report' ? report : path === '/api/invitation/tok' ? view : undefined));
  render(
    <MemoryRouter initialEntries={['/tests/tok']}>
      <Routes>
        <Route path="/tests/:token" element={<InvitationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
  return (await screen.findAllByRole('heading', { level: 2, name: /^Test \d:/ })).map((heading) => heading.closest('li')!);
}

beforeEach(() => client.answer(() => undefined));

describe('InvitationPage', () => {
  it('shows the invited candidate, under each finished test, the same report the tester reads', async () => {
    const [first, , third] = await openMenu(ready);
    const disclosure = await within(third).findByText('Ver informe completo');
    await userEvent.click(disclosure);
    expect(third).toHaveTextContent(timeComment);
    expect(within(third).getByText('Nivel').nextSibling).toHaveTextContent('Nivel Medio');
    expect(within(first).queryByText('Ver informe completo')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Comenzar test' })).toBeInTheDocument();
  });

  it('asks for no report while no test is done', async () => {
    await openMenu({ ...ready, tests: ready.tests.map((entry) => ({ ...entry, state: 'pending' as const, validUntil: null })) });
    expect(client.sent.map(({ path }) => path)).not.toContain('/api/invitation/tok/report');
  });
});
