import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_INVITATION_MESSAGES, type TestInvitationCandidate, type TestReportData } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { TestInvitationsScreen } = await import('./TestInvitationsScreen');

const candidate = (
  id: number,
  email: string,
  name: string | null,
  done = false,
  replaced = false,
  extraTime: '0' | '25' | '50' = '0',
): TestInvitationCandidate => ({
  id,
  email,
  name,
  invitedAt: '2026-05-01T12:00:00.000Z',
  expiresAt: '2026-05-08T12:00:00.000Z',
  expired: false,
  replaced,
  extraTime,
  accessibleFormat: false,
  tests: [
    { test: 'toulouse', state: done ? 'done' : 'pending' },
    // 'Modificar' ended the running test of a replaced invitation.
    { test: 'mbti', state: replaced ? 'interrupted' : 'in_progress' },
    { test: 'cards', state: 'pending' },
  ],
});
const report: TestReportData = {
  candidate: { name: 'Lucía Fernández', email: 'lucia@correo.test' },
  toulouse: null,
  mbti: null,
  mbtiWithheld: false,
  cards: null,
  unscored: [],
};

beforeEach(() => {
  client.answer(({ path, body }) => {
    if (path === '/api/interview') {
      const rows = [
        candidate(1, 'lucia@correo.test', 'Lucía Fernández', true),
        candidate(2, 'nuevo@correo.test', null),
        candidate(3, 'antes@correo.test', 'Marta Ruiz', true, true),
        candidate(4, 'sofia@correo.test', null, false, false, '50'),
      ];
      return { response: rows, size: rows.length, total: rows.length };
    }
    if (path === '/api/interview/add') return candidate(3, (body as { email: string }).email, null);
    if (path === '/api/interview/update/2') return candidate(2, (body as { email: string }).email, null);
    if (path === '/api/interview/report/1') return report;
    throw new ApiError(404, { message: 'No encontrado' });
  });
});

describe('TestInvitationsScreen', () => {
  it("invites by e-mail from 'Agregar' with 'Enviar', validating the address first", async () => {
    const user = userEvent.setup();
    render(<TestInvitationsScreen />);
    await user.type(screen.getByLabelText(/Email/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El correo electrónico no tiene un formato válido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'martin@correo.test');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviamos la invitación por correo')).toBeInTheDocument();
    expect(client.posts('/api/interview/add')).toEqual([{ email: 'martin@correo.test', extraTime: '0', accessibleFormat: false }]);
  });

  it('grants extra time with the invitation, and shows it in the list only', async () => {
    const user = userEvent.setup();
    render(<TestInvitationsScreen />);
    await user.type(screen.getByLabelText(/Email/), 'sofia@correo.test');
    await user.selectOptions(screen.getByLabelText('Tiempo adicional'), '50 % más de tiempo');
    await user.click(screen.getByRole('checkbox', { name: /Formato accesible/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(client.posts('/api/interview/add')).toEqual([{ email: 'sofia@correo.test', extraTime: '50', accessibleFormat: true }]));
    expect(screen.getByText(/Los informes no lo muestran/)).toBeInTheDocument();
  });

  it('shows an address already invited once, under the field', async () => {
    client.answer(({ path }) => {
      if (path === '/api/interview/add') throw new ApiError(409, { message: TEST_INVITATION_MESSAGES.duplicateEmail, field: 'email' });
      return { response: [], size: 0, total: 0 };
    });
    const user = userEvent.setup();
    render(<TestInvitationsScreen />);
    await user.type(screen.getByLabelText(/Email/), 'martin@correo.test');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toBeInvalid());
    expect(screen.getAllByText(TEST_INVITATION_MESSAGES.duplicateEmail)).toHaveLength(1);
  });

  it("lists candidates with each test's state, and 'Modificar' edits the e-mail", async () => {
    const user = userEvent.setup();
    render(<TestInvitationsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de postulantes' }));
    const table = await screen.findByRole('table', { name: 'Lista de postulantes' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lucía Fernández');
    expect(rows[1]).toHaveTextContent('Test 1: Completado');
    expect(rows[2]).toHaveTextContent('Sin completar');
    expect(rows[2]).toHaveTextContent('Test 2: En curso');
    expect(within(rows[2]).getByRole('button', { name: 'Ver informe de nuevo@correo.test' })).toBeDisabled();
    // An invitation moved to another address keeps its person's results, readable but not editable.
    expect(rows[3]).toHaveTextContent('Reemplazado: se envió a otro correo');
    expect(rows[3]).toHaveTextContent('Test 2: Interrumpido');
    expect(within(rows[3]).getByRole('button', { name: 'Modificar antes@correo.test' })).toBeDisabled();
    expect(within(rows[3]).getByRole('button', { name: 'Ver informe de Marta Ruiz' })).toBeEnabled();
    expect(rows[4]).toHaveTextContent('Tiempo adicional: 50 %');
    expect(rows[1]).not.toHaveTextContent('Tiempo adicional');
    expect(client.sent.find((call) => call.path === '/api/interview')?.query).toEqual({ page: 1, size: 20 });

    await user.click(within(rows[2]).getByRole('button', { name: 'Modificar nuevo@correo.test' }));
    expect(screen.getByRole('tab', { name: 'Agregar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveValue('nuevo@correo.test');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'corregido@correo.test');
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await waitFor(() => expect(client.posts('/api/interview/update/2')).toEqual([{ email: 'corregido@correo.test', extraTime: '0', accessibleFormat: false }]));
  });

  it("opens a candidate's report and comes back to the list", async () => {
    const user = userEvent.setup();
    render(<TestInvitationsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de postulantes' }));
    await user.click(await screen.findByRole('button', { name: 'Ver informe de Lucía Fernández' }));
    expect(await screen.findByRole('heading', { name: 'Informe de tests de Lucía Fernández' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('heading', { name: 'Candidatos' })).toBeInTheDocument();
  });
});
