import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOMMODATION_MESSAGES, type Accommodation } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { AccommodationPanel } = await import('./AccommodationPanel');

const stored = (overrides: Partial<Accommodation>): Accommodation => ({
  id: 7,
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

let mine: Accommodation[];

beforeEach(() => {
  signInApplicant();
  mine = [];
  client.answer((call) => {
    if (call.method === 'GET' && call.path === '/api/test/ajustes') return { response: mine, size: mine.length, total: mine.length };
    if (call.method === 'POST' && call.path === '/api/test/ajustes') {
      const body = call.body as Accommodation;
      if (body.test === 'mbti') throw new ApiError(409, { message: ACCOMMODATION_MESSAGES.testStarted });
      return stored({ ...body, id: 8 });
    }
    throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
  });
});

describe('asking for an accommodation from Mis Tests', () => {
  it('sends extra time, the accessible format and the reason for the matrices, then shows the request as pending with the warning', async () => {
    const user = userEvent.setup();
    render(<AccommodationPanel test="cards" state="pending" />);
    await user.click(await screen.findByRole('button', { name: 'Pedir un ajuste para el Test de razonamiento con matrices' }));
    await user.click(screen.getByRole('radio', { name: '50 % más' }));
    await user.click(screen.getByRole('checkbox', { name: ACCOMMODATION_MESSAGES.accessibleLabel }));
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Uso lector de pantalla');
    await user.click(screen.getByRole('button', { name: ACCOMMODATION_MESSAGES.send }));

    expect(client.posts('/api/test/ajustes')).toEqual([{ test: 'cards', extraTimePercent: 50, accessible: true, reason: 'Uso lector de pantalla' }]);
    expect(await screen.findByText(/Ajuste pedido: Pendiente/)).toBeInTheDocument();
    expect(screen.getByText('Tiempo adicional: 50 % · Formato accesible', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(ACCOMMODATION_MESSAGES.pendingWarning)).toBeInTheDocument();
  });

  it('says why the other tests have no accessible format, and refuses an empty request in Spanish without sending it', async () => {
    const user = userEvent.setup();
    render(<AccommodationPanel test="toulouse" state="pending" />);
    await user.click(await screen.findByRole('button', { name: /Pedir un ajuste/ }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(ACCOMMODATION_MESSAGES.accessibleOnlyCards)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCOMMODATION_MESSAGES.send }));
    expect(await screen.findByText(ACCOMMODATION_MESSAGES.nothingAsked)).toBeInTheDocument();
    expect(screen.getByText(ACCOMMODATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(client.posts('/api/test/ajustes')).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    render(<AccommodationPanel test="mbti" state="pending" />);
    await user.click(await screen.findByRole('button', { name: /Pedir un ajuste/ }));
    await user.click(screen.getByRole('radio', { name: '25 % más' }));
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Dislexia');
    await user.click(screen.getByRole('button', { name: ACCOMMODATION_MESSAGES.send }));
    expect(await screen.findByText(ACCOMMODATION_MESSAGES.testStarted)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toHaveValue('Dislexia');
  });

  it('shows a decision with its reply; after a rejection another request may be asked', async () => {
    const user = userEvent.setup();
    mine = [stored({ state: 'rechazada', reply: 'Necesitamos más detalle', decidedAt: '2026-11-21T15:00:00.000Z' })];
    render(<AccommodationPanel test="cards" state="pending" />);
    expect(await screen.findByText(/Ajuste pedido: Rechazada/)).toBeInTheDocument();
    expect(screen.getByText('Respuesta: Necesitamos más detalle')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir otro ajuste' }));
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toBeInTheDocument();
  });

  it('offers nothing once the test was started or finished', async () => {
    mine = [stored({ state: 'aprobada' })];
    const { container } = render(<AccommodationPanel test="cards" state="in_progress" />);
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
