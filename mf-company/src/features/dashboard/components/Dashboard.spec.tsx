import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  COMPANY_MESSAGES,
  HIDDEN_WHY,
  MODERATION_MESSAGES,
  inReviewMessage,
  reviewWhy,
  type CompanyDashboard,
  type ModerationNotice,
} from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signInCompany } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { Dashboard } = await import('./Dashboard');

beforeEach(() => signInCompany());

const dashboard = (changes: Partial<CompanyDashboard>): CompanyDashboard => ({
  avisos: [],
  mensajesNoLeidos: 0,
  conversacionesNoLeidas: 0,
  conversacionesSinLeer: [],
  saldo: 0,
  verificada: false,
  esperanRespuesta: { total: 0, avisos: [] },
  suspendida: false,
  moderacion: [],
  ...changes,
});

const renderWith = (data: CompanyDashboard) => {
  client.answer((call) => {
    if (call.path === '/api/empresa/dashboard') return data;
    // The dashboard's upcoming interviews: none.
    if (call.path === '/api/empresa/entrevistas') return { response: [], size: 0, total: 0 };
    return undefined;
  });
  render(
    <MemoryRouter>
      <Dashboard />
    </MemoryRouter>,
  );
};

const balanceCard = async () => (await screen.findByRole('heading', { name: 'Saldo pendiente de pago' })).closest('section')!;

describe("Dashboard's account card", () => {
  it("says 'Nada por pagar' when nothing is owed, links to the invoices, and invites to verify the company", async () => {
    renderWith(dashboard({ saldo: 0, verificada: false }));
    const card = await balanceCard();
    expect(within(card).getByText('Nada por pagar')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver tus facturas' })).toHaveAttribute('href', '/admin/perfilempre?tab=facturas');
    expect(screen.getByRole('link', { name: 'Verificá tu empresa' })).toHaveAttribute('href', '/admin/perfilempre?tab=archivos');
    expect(screen.queryByText('Empresa verificada')).toBeNull();
  });

  it("shows what is owed in pesos and the 'Empresa verificada' badge", async () => {
    renderWith(dashboard({ saldo: 1500, verificada: true }));
    const card = await balanceCard();
    expect(within(card).getByText(/^\$/).textContent?.replace(/\s/g, ' ')).toBe('$ 1.500,00');
    expect(screen.getByText('Empresa verificada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verificá tu empresa' })).toBeNull();
  });
});

const item = (changes: Partial<CompanyDashboard['avisos'][number]>): CompanyDashboard['avisos'][number] => ({
  id: 1,
  titulo: 'Operario/a de depósito',
  area: 'Logística',
  subarea: 'Depósito',
  status: 'published',
  publicadoEl: '2026-03-02T15:00:00.000Z',
  aplicaciones: 0,
  noLeidas: 0,
  vistas: 0,
  venceEl: '2026-05-01T15:00:00.000Z',
  vencido: false,
  motivoRevision: null,
  motivoOculto: null,
  ...changes,
});

describe("Dashboard's ads and their expiry", () => {
  it("shows 'Vence el' for a published ad, and 'Vencido' or 'Finalizado' for a finished one", async () => {
    renderWith(
      dashboard({
        avisos: [
          item({ id: 1, vistas: 1234 }),
          item({ id: 2, titulo: 'Chofer vencido', status: 'finished', vencido: true, vistas: 1 }),
          item({ id: 3, titulo: 'Chofer finalizado', status: 'finished' }),
        ],
      }),
    );
    const published = (await screen.findByText('Operario/a de depósito')).closest('li')!;
    expect(within(published).getByText('Publicado el 02/03/2026 · Vence el 01/05/2026 · 1.234 vistas')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Estadísticas de Operario/a de depósito' })).toHaveAttribute('href', '/admin/aviso/1/estadisticas');
    expect(within(published).queryByRole('button', { name: /Republicar/ })).toBeNull();
    const expired = screen.getByText('Chofer vencido').closest('li')!;
    expect(within(expired).getByText('Vencido')).toBeInTheDocument();
    expect(within(expired).queryByText(/Vence el/)).toBeNull();
    expect(within(expired).getByText(/· 1 vista$/)).toBeInTheDocument();
    expect(within(screen.getByText('Chofer finalizado').closest('li')!).getByText('Finalizado')).toBeInTheDocument();
  });

  it("'Republicar' asks first, saying what will happen; 'Cancelar' creates nothing", async () => {
    const user = userEvent.setup();
    renderWith(dashboard({ avisos: [item({ id: 2, titulo: 'Chofer vencido', status: 'finished', vencido: true })] }));
    await user.click(await screen.findByRole('button', { name: 'Republicar Chofer vencido' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Republicar el aviso' });
    expect(dialog).toHaveTextContent('Se abrirá un borrador con el contenido de "Chofer vencido" para que lo revises');
    expect(dialog).toHaveTextContent('No se publica hasta que lo publiques');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.posts('/api/empresa/republish_aviso')).toEqual([]);
  });

  it("'Republicar', once confirmed, creates one draft, even on a double click, and opens it in the wizard", async () => {
    const user = userEvent.setup();
    let answerDraft: (value: unknown) => void = () => undefined;
    client.answer((call) => {
      if (call.path === '/api/empresa/dashboard') return dashboard({ avisos: [item({ id: 2, titulo: 'Chofer vencido', status: 'finished', vencido: true })] });
      if (call.path === '/api/empresa/republish_aviso') return new Promise((resolve) => (answerDraft = resolve));
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/admin/home']}>
        <Routes>
          <Route path="/admin/home" element={<Dashboard />} />
          <Route path="/admin/aviso/:id/editar" element={<p>Asistente del aviso</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Republicar Chofer vencido' });
    await user.click(button);
    await user.dblClick(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(button).toBeDisabled();
    answerDraft({ id: 9, status: 'draft', message: COMPANY_MESSAGES.republished });
    expect(await screen.findByText('Asistente del aviso')).toBeInTheDocument();
    expect(client.posts('/api/empresa/republish_aviso')).toEqual([{ id: 2, actionType: 'update' }]);
  });
});

describe("Dashboard's ads 'En revisión' (issue 39)", () => {
  const why = reviewWhy(['no_verificada', 'canal']);

  it("shows a held ad with the drafts, an 'En revisión' badge in words and why, without publish, statistics nor applications", async () => {
    const user = userEvent.setup();
    renderWith(dashboard({ avisos: [item({ id: 4, titulo: 'Vendedor', status: 'review', publicadoEl: null, venceEl: null, motivoRevision: why })] }));
    const row = (await screen.findByText('Vendedor')).closest('li')!;
    expect(row.closest('section')).toHaveTextContent('Publica tu aviso');
    expect(within(row).getByText('En revisión')).toBeInTheDocument();
    expect(
      within(row).getByText('Lo revisamos antes de publicarlo: tu empresa todavía no está verificada y el aviso menciona un contacto por WhatsApp o Telegram.'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Estadísticas|Aplicaciones/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cantidad de avisos publicados: 0' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Administrar Vendedor' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Publicarlo' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Editarlo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Borrarlo' })).toBeInTheDocument();
  });

  it("'Publicarlo' says the ad is held and why, in the server's words, instead of 'publicado'", async () => {
    const user = userEvent.setup();
    const message = inReviewMessage(['no_verificada']);
    client.answer((call) => {
      if (call.path === '/api/empresa/dashboard') return dashboard({ avisos: [item({ id: 5, titulo: 'Cadete', status: 'draft', publicadoEl: null })] });
      if (call.path === '/api/empresa/publish_aviso') return { id: 5, status: 'review', message };
      if (call.path === '/api/empresa/entrevistas') return { response: [], size: 0, total: 0 };
      return undefined;
    });
    render(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Administrar Cadete' }));
    await user.click(screen.getByRole('button', { name: 'Publicarlo' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(COMPANY_MESSAGES.published)).toBeNull();
    expect(client.posts('/api/empresa/publish_aviso')).toEqual([{ id: 5, actionType: 'update' }]);
  });
});

describe("Dashboard's 'Duplicar'", () => {
  it('is offered on every ad, draft, published or finished', async () => {
    renderWith(
      dashboard({
        avisos: [
          item({ id: 1, titulo: 'Borrador', status: 'draft', publicadoEl: null }),
          item({ id: 2, titulo: 'Publicado', status: 'published' }),
          item({ id: 3, titulo: 'Terminado', status: 'finished' }),
        ],
      }),
    );
    for (const titulo of ['Borrador', 'Publicado', 'Terminado']) {
      expect(await screen.findByRole('button', { name: `Duplicar ${titulo}` })).toBeEnabled();
    }
  });

  it('makes one copy on a double click and opens it in the wizard with what happened', async () => {
    const user = userEvent.setup();
    let answerDraft: (value: unknown) => void = () => undefined;
    client.answer((call) => {
      if (call.path === '/api/empresa/dashboard') return dashboard({ avisos: [item({ id: 2, titulo: 'Chofer', status: 'published' })] });
      if (call.path === '/api/empresa/aviso/2/copia') return new Promise((resolve) => (answerDraft = resolve));
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/admin/home']}>
        <Routes>
          <Route path="/admin/home" element={<Dashboard />} />
          <Route path="/admin/aviso/:id/editar" element={<WizardStub />} />
        </Routes>
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Duplicar Chofer' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    answerDraft({ id: 9, status: 'draft', message: COMPANY_MESSAGES.duplicated });
    expect(await screen.findByText(`Asistente del aviso 9: ${COMPANY_MESSAGES.duplicated}`)).toBeInTheDocument();
    expect(client.sent.filter((call) => call.path === '/api/empresa/aviso/2/copia')).toHaveLength(1);
  });

  it("shows the server's refusal and stays on the dashboard", async () => {
    const user = userEvent.setup();
    client.answer((call) => {
      if (call.path === '/api/empresa/dashboard') return dashboard({ avisos: [item({ id: 2, titulo: 'Chofer', status: 'published' })] });
      // The dashboard's upcoming interviews: none.
      if (call.path === '/api/empresa/entrevistas') return { response: [], size: 0, total: 0 };
      throw new ApiError(404, { message: COMPANY_MESSAGES.avisoNotFound });
    });
    render(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Duplicar Chofer' }));
    expect(await screen.findByText(COMPANY_MESSAGES.avisoNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicar Chofer' })).toBeEnabled();
  });
});

/** The wizard's place: which ad it opened, and the notice it was handed. */
function WizardStub() {
  const { id } = useParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <p>
      Asistente del aviso {id}: {notice}
    </p>
  );
}

describe("Dashboard's applications waiting for an answer (issue 39)", () => {
  it('counts the applications waiting more than 15 days, each ad a link to its list', async () => {
    renderWith(
      dashboard({
        esperanRespuesta: {
          total: 4,
          avisos: [
            { avisoId: 7, titulo: 'Chofer de reparto', total: 3 },
            { avisoId: 9, titulo: 'Operario/a de depósito', total: 1 },
          ],
        },
      }),
    );
    const card = (await screen.findByRole('heading', { name: '4 postulaciones esperan respuesta hace más de 15 días' })).closest('section')!;
    expect(within(card).getByRole('link', { name: 'Chofer de reparto' })).toHaveAttribute('href', '/admin/aviso/7/aplicaciones');
    expect(within(card).getByText('· 3 postulaciones')).toBeInTheDocument();
    expect(within(card).getByText('· 1 postulación')).toBeInTheDocument();
  });

  it('says nothing while no application waits that long', async () => {
    renderWith(dashboard({}));
    await balanceCard();
    expect(screen.queryByText(/esperan? respuesta/)).toBeNull();
  });
});

describe("Dashboard's hidden ads and suspension (issue 39)", () => {
  it("shows a hidden ad with an 'Oculto' badge and why, its statistics and applications, and nothing to change, publish or copy", async () => {
    renderWith(dashboard({ avisos: [item({ id: 6, titulo: 'Cajero/a', status: 'hidden', aplicaciones: 4, motivoOculto: HIDDEN_WHY.denuncias })] }));
    const row = (await screen.findByText('Cajero/a')).closest('li')!;
    expect(row.closest('section')).toHaveTextContent('Avisos ocultos: 1');
    expect(within(row).getByText('Oculto')).toBeInTheDocument();
    expect(within(row).getByText('Lo ocultamos mientras revisamos denuncias sobre el aviso.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Estadísticas de Cajero/a' })).toHaveAttribute('href', '/admin/aviso/6/estadisticas');
    expect(within(row).getByRole('link', { name: 'Aplicaciones (4) de Cajero/a' })).toHaveAttribute('href', '/admin/aviso/6/aplicaciones');
    expect(within(row).queryByRole('button', { name: /Administrar|Duplicar|Publicar|Republicar/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cantidad de avisos publicados: 0' })).toBeInTheDocument();
    expect(screen.getByText('Ninguno de tus avisos está en la búsqueda ahora.')).toBeInTheDocument();
    expect(screen.getByText('Ninguno de tus avisos está en la búsqueda ahora.')).toBeInTheDocument();
  });

  it("says at the top that the company is suspended, and a draft offers no 'Publicarlo' but the reason", async () => {
    const user = userEvent.setup();
    renderWith(dashboard({ suspendida: true, avisos: [item({ id: 5, titulo: 'Cadete', status: 'draft', publicadoEl: null })] }));
    const alert = (await screen.findByRole('heading', { name: 'Tu empresa está suspendida' })).closest('section')!;
    expect(alert).toHaveTextContent(MODERATION_MESSAGES.suspended);
    expect(screen.getByRole('button', { name: 'Genera un nuevo aviso' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Administrar Cadete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Publicarlo' })).toBeNull();
    expect(within(dialog).getByText(`${MODERATION_MESSAGES.suspended}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Editarlo' })).toBeInTheDocument();
  });

  it('says nothing of a suspension nor of decisions while there is none', async () => {
    renderWith(dashboard({}));
    await balanceCard();
    expect(screen.queryByText(/suspendida/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Decisiones sobre tus avisos' })).toBeNull();
  });
});

describe("Dashboard's 'Decisiones sobre tus avisos' (issue 39)", () => {
  const notice = (changes: Partial<ModerationNotice>): ModerationNotice => ({
    id: 31,
    accion: 'ocultar',
    avisoId: 6,
    avisoTitulo: 'Cajero/a',
    motivo: 'El aviso pedía un pago para la entrevista',
    fecha: '2026-03-10T15:00:00.000Z',
    apelacion: null,
    respuesta: null,
    ...changes,
  });
  const section = async () => (await screen.findByRole('heading', { name: 'Decisiones sobre tus avisos' })).closest('section')!;

  /** The dashboard holding `notices`, counting its reads; the appeal answered by `appeal`. */
  const answerWith = (notices: ModerationNotice[], appeal: () => unknown) => {
    let reads = 0;
    client.answer((call) => {
      if (call.path === '/api/empresa/dashboard') {
        reads++;
        return dashboard({ moderacion: reads === 1 ? notices : notices.map((item) => ({ ...item, apelacion: 'Ya lo corregimos' })) });
      }
      if (call.path === '/api/empresa/moderacion/31/apelacion') return appeal();
      if (call.path === '/api/empresa/entrevistas') return { response: [], size: 0, total: 0 };
      return undefined;
    });
    render(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    return { reads: () => reads };
  };

  it("shows each decision for the company, with its date and reason, and 'Responder' on a hide or a suspension", async () => {
    renderWith(dashboard({ moderacion: [notice({}), notice({ id: 32, accion: 'suspender', avisoId: null })] }));
    const card = await section();
    expect(within(card).getByRole('heading', { name: 'Ocultamos tu aviso «Cajero/a»' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Suspendimos tu empresa por las denuncias sobre «Cajero/a»' })).toBeInTheDocument();
    expect(within(card).getAllByText('10/03/2026')).toHaveLength(2);
    expect(within(card).getAllByText('Motivo: El aviso pedía un pago para la entrevista')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Responder: Ocultamos tu aviso «Cajero/a»' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Responder: Suspendimos tu empresa por las denuncias sobre «Cajero/a»' })).toBeInTheDocument();
  });

  it("'Responder' sends the answer to the decision, shows the server's message and reads the dashboard again", async () => {
    const user = userEvent.setup();
    const server = answerWith([notice({})], () => ({ id: 31, message: MODERATION_MESSAGES.appealSent }));
    await user.click(within(await section()).getByRole('button', { name: /^Responder/ }));
    const dialog = screen.getByRole('dialog', { name: 'Responder a la decisión' });
    expect(dialog).toHaveTextContent('Podés responder una sola vez');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tu respuesta' }), 'Ya lo corregimos');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(MODERATION_MESSAGES.appealSent)).toBeInTheDocument();
    expect(client.posts('/api/empresa/moderacion/31/apelacion')).toEqual([{ texto: 'Ya lo corregimos' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.reads()).toBe(2));
    expect(await within(await section()).findByText('Esperando revisión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Responder/ })).toBeNull();
  });

  it('asks for the answer in Spanish and sends nothing while it is empty', async () => {
    const user = userEvent.setup();
    answerWith([notice({})], () => ({ id: 31, message: MODERATION_MESSAGES.appealSent }));
    await user.click(within(await section()).getByRole('button', { name: /^Responder/ }));
    const dialog = screen.getByRole('dialog', { name: 'Responder a la decisión' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tu respuesta' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.appealRequired)).toBeInTheDocument();
    expect(client.posts('/api/empresa/moderacion/31/apelacion')).toEqual([]);
  });

  it("shows the server's refusal of a second answer in the dialog", async () => {
    const user = userEvent.setup();
    answerWith([notice({})], () => {
      throw new ApiError(409, { message: MODERATION_MESSAGES.appealOnce });
    });
    await user.click(within(await section()).getByRole('button', { name: /^Responder/ }));
    const dialog = screen.getByRole('dialog', { name: 'Responder a la decisión' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tu respuesta' }), 'Otra vez');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.appealOnce)).toBeInTheDocument();
  });

  it("shows an answered decision's answer, waiting for review, without 'Responder'", async () => {
    renderWith(dashboard({ moderacion: [notice({ apelacion: 'Sacamos el pago del aviso' })] }));
    const card = await section();
    expect(within(card).getByText('Tu respuesta')).toBeInTheDocument();
    expect(within(card).getByText('Sacamos el pago del aviso')).toBeInTheDocument();
    expect(within(card).getByText('Esperando revisión')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Responder/ })).toBeNull();
  });

  it("shows the administrators' verdict on the answer, restored or kept, with its date and reason", async () => {
    renderWith(
      dashboard({
        moderacion: [
          notice({
            apelacion: 'Sacamos el pago del aviso',
            respuesta: { restablecida: true, motivo: 'El aviso ya no pide pagos', fecha: '2026-03-12T15:00:00.000Z' },
          }),
          notice({
            id: 32,
            accion: 'suspender',
            apelacion: 'No pedimos datos',
            respuesta: { restablecida: false, motivo: 'Hay más denuncias iguales', fecha: '2026-03-13T15:00:00.000Z' },
          }),
        ],
      }),
    );
    const card = await section();
    expect(within(card).getByText('Revertimos la decisión el 12/03/2026')).toBeInTheDocument();
    expect(within(card).getByText('Motivo: El aviso ya no pide pagos')).toBeInTheDocument();
    expect(within(card).getByText('Mantuvimos la decisión el 13/03/2026')).toBeInTheDocument();
    expect(within(card).getByText('Motivo: Hay más denuncias iguales')).toBeInTheDocument();
    expect(within(card).queryByText('Esperando revisión')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Responder/ })).toBeNull();
  });
});
