import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ACCOMMODATION_MESSAGES, type AccommodationQueueItem } from '@postulate/contracts';
import { fakeApi, page } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { ApiError } = api.module;
const { AccommodationsScreen } = await import('./AccommodationsScreen');

const item = (id: number, overrides: Partial<AccommodationQueueItem> = {}): AccommodationQueueItem => ({
  id,
  applicantId: 100 + id,
  name: `Persona ${id}`,
  email: `persona${id}@correo.test`,
  test: 'cards',
  extraTimePercent: 50,
  accessible: true,
  reason: 'Uso lector de pantalla',
  state: 'pendiente',
  reply: null,
  requestedAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

let pending: AccommodationQueueItem[];
let decided: AccommodationQueueItem[];

beforeEach(() => {
  api.sent.length = 0;
  pending = [item(1), item(2, { name: 'Lucía Fernández', test: 'mbti', extraTimePercent: 25, accessible: false, reason: 'Dislexia' })];
  decided = [item(3, { state: 'rechazada', reply: 'Falta detalle', decidedAt: '2026-11-21T15:00:00.000Z' })];
  api.on('GET', '/api/ajustes', ({ query }) => page(query?.state === 'decidida' ? decided : pending));
  api.on('POST', /^\/api\/ajustes\/\d+\/decision$/, ({ path, body }) => {
    const id = Number(path.split('/')[3]);
    if (id === 1) throw new ApiError(409, { message: ACCOMMODATION_MESSAGES.alreadyDecided });
    const { approve, reply } = body as { approve: boolean; reply: string };
    const request = pending.find((entry) => entry.id === id)!;
    pending = pending.filter((entry) => entry.id !== id);
    const done = { ...request, state: approve ? ('aprobada' as const) : ('rechazada' as const), reply: reply || null };
    decided = [done, ...decided];
    return done;
  });
});

const renderScreen = () =>
  render(
    <MemoryRouter>
      <AccommodationsScreen />
    </MemoryRouter>,
  );

describe("'Ajustes de los tests'", () => {
  it('lists the pending requests with who asked, the test, what and why', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes de los tests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pedidos pendientes' });
    const row = within(table).getByText('Lucía Fernández (persona2@correo.test)').closest('tr')!;
    expect(within(row).getByText('Test de personalidad')).toBeInTheDocument();
    expect(within(row).getByText('Tiempo adicional: 25 %')).toBeInTheDocument();
    expect(within(row).getByText('Dislexia')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
  });

  it('approves with a reply: the request leaves the pending list and shows among the decided ones', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Aprobar el pedido de Lucía Fernández' }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Aprobar el pedido de Lucía Fernández' });
    await user.type(within(dialog).getByRole('textbox', { name: /Respuesta/ }), 'Aprobado');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(api.posts('/api/ajustes/2/decision')).toEqual([{ approve: true, reply: 'Aprobado' }]);
    expect(await screen.findByText(ACCOMMODATION_MESSAGES.decided)).toBeInTheDocument();
    expect(screen.queryByText('Lucía Fernández (persona2@correo.test)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Decididos' }));
    const table = await screen.findByRole('table', { name: 'Pedidos decididos' });
    const row = within(table).getByText('Lucía Fernández (persona2@correo.test)').closest('tr')!;
    expect(within(row).getByText('Aprobada')).toBeInTheDocument();
    expect(within(row).getByText('Aprobado')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (a request decided elsewhere)", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Rechazar el pedido de Persona 1' }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el pedido de Persona 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText(ACCOMMODATION_MESSAGES.alreadyDecided)).toBeInTheDocument();
    expect(api.posts('/api/ajustes/1/decision')).toEqual([{ approve: false, reply: '' }]);
  });
});
