import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AVISO_REVIEW_MESSAGES, type AvisoInReview } from '@postulate/contracts';
import { fakeApi } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { ApiError } = api.module;
const { AvisoReviewScreen } = await import('./AvisoReviewScreen');

const aviso = (id: number, overrides: Partial<AvisoInReview> = {}): AvisoInReview => ({
  id,
  titulo: `Aviso ${id}`,
  descripcion: 'Descripción del aviso',
  preguntas: [],
  empresa: 'Minera del Norte S.A.',
  companyId: 40 + id,
  verificada: false,
  motivos: [{ kind: 'no_verificada', words: [] }],
  enRevisionDesde: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

let held: AvisoInReview[];

beforeEach(() => {
  api.sent.length = 0;
  held = [
    aviso(1, {
      titulo: 'Operario minero',
      descripcion: 'Para ingresar tenés que abonar un canon de inscripción.',
      preguntas: ['¿Nos escribís a wa.me/5491155550000?'],
      verificada: true,
      motivos: [
        { kind: 'dinero', words: ['canon', 'inscripción', 'abonar'] },
        { kind: 'canal', words: ['wa.me'] },
      ],
    }),
    aviso(2, { titulo: 'Cadete', enRevisionDesde: '2026-11-21T15:00:00.000Z' }),
  ];
  api.on('GET', '/api/admin/avisos/revision', () => ({ avisos: held }));
  api.on('POST', /^\/api\/admin\/avisos\/\d+\/(aprobar|rechazar)$/, ({ path }) => {
    const [, , , , id, verdict] = path.split('/');
    if (Number(id) === 2 && verdict === 'aprobar') throw new ApiError(409, { message: AVISO_REVIEW_MESSAGES.notInReview });
    held = held.filter((entry) => entry.id !== Number(id));
    return verdict === 'aprobar'
      ? { id: Number(id), status: 'published', message: AVISO_REVIEW_MESSAGES.approved }
      : { id: Number(id), status: 'draft', message: AVISO_REVIEW_MESSAGES.rejected };
  });
});

const renderScreen = () =>
  render(
    <MemoryRouter>
      <AvisoReviewScreen />
    </MemoryRouter>,
  );

const card = async (titulo: string) => (await screen.findByRole('heading', { level: 2, name: titulo })).closest('li')!;

describe("'Avisos en revisión' (issue 39)", () => {
  it('lists the held ads in order, with company, verification, the signals and the words that matched, and the text', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos en revisión' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Avisos en revisión' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Operario minero', 'Cadete']);

    const first = await card('Operario minero');
    expect(within(first).getByRole('link', { name: 'Minera del Norte S.A.' })).toHaveAttribute('href', '/admin/empresas/41');
    expect(within(first).getByText('Empresa verificada')).toBeInTheDocument();
    expect(within(first).getByText('Pide dinero o pagos: «canon», «inscripción», «abonar»')).toBeInTheDocument();
    expect(within(first).getByText('Lleva la conversación a WhatsApp o Telegram: «wa.me»')).toBeInTheDocument();
    expect(within(first).getByText('Para ingresar tenés que abonar un canon de inscripción.')).toBeInTheDocument();
    expect(within(first).getByText('¿Nos escribís a wa.me/5491155550000?')).toBeInTheDocument();

    const second = await card('Cadete');
    expect(within(second).getByText('Empresa sin verificar')).toBeInTheDocument();
    expect(within(second).getByText('Empresa no verificada')).toBeInTheDocument();
    expect(within(second).getByText(/21\/11\/2026/)).toBeInTheDocument();
  });

  it("'Publicar' publishes the ad: it leaves the queue with the server's answer", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await card('Operario minero')).getByRole('button', { name: 'Publicar Operario minero' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar "Operario minero"' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(AVISO_REVIEW_MESSAGES.approved)).toBeInTheDocument();
    expect(api.sent.filter((call) => call.path === '/api/admin/avisos/1/aprobar')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2, name: 'Operario minero' })).not.toBeInTheDocument();
  });

  it("'Rechazar' asks for the reason first, then sends it and the ad leaves the queue", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await card('Cadete')).getByRole('button', { name: 'Rechazar Cadete' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar "Cadete"' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AVISO_REVIEW_MESSAGES.reasonRequired);
    expect(api.posts('/api/admin/avisos/2/rechazar')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Falta la dirección real del lugar de trabajo');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(api.posts('/api/admin/avisos/2/rechazar')).toEqual([{ motivo: 'Falta la dirección real del lugar de trabajo' }]);
    expect(await screen.findByText(AVISO_REVIEW_MESSAGES.rejected)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Cadete' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (an ad decided elsewhere)", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await card('Cadete')).getByRole('button', { name: 'Publicar Cadete' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar "Cadete"' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText(AVISO_REVIEW_MESSAGES.notInReview)).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    held = [];
    renderScreen();
    expect(await screen.findByText('No hay avisos esperando revisión.')).toBeInTheDocument();
  });
});
