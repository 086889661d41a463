import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MODERATION_MESSAGES, type PendingAppeal, type ReportCase } from '@postulate/contracts';
import { fakeApi } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { ApiError } = api.module;
const { ReportQueueScreen } = await import('./ReportQueueScreen');

const reportCase = (id: number, overrides: Partial<ReportCase> = {}): ReportCase => ({
  aviso: {
    id,
    titulo: `Aviso ${id}`,
    descripcion: 'Descripción del aviso',
    status: 'published',
    oculto: null,
    publicadoEl: '2026-11-10T15:00:00.000Z',
  },
  empresa: {
    id: 40 + id,
    razonsocial: 'Minera del Norte S.A.',
    verificada: true,
    suspendida: false,
    avisosPublicados: 4,
    denunciasAnteriores: 0,
    decisiones: [],
  },
  denuncias: [{ ticket: `D-${id}-1`, motivo: 'puesto_inexistente', detalles: null, fecha: '2026-11-20T15:00:00.000Z', conEmail: false, conCuenta: true }],
  denunciantes: 1,
  ultimaDenuncia: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

const appeal: PendingAppeal = {
  id: 900,
  accion: 'ocultar',
  empresa: { id: 77, razonsocial: 'Transportes Sur S.R.L.' },
  avisoId: 12,
  avisoTitulo: 'Chofer de larga distancia',
  motivo: 'El aviso pedía un pago para la capacitación.',
  decididaEl: '2026-11-02T15:00:00.000Z',
  apelacion: 'Sacamos el pago: la capacitación es gratuita.',
  apeladaEl: '2026-11-03T15:00:00.000Z',
};

let casos: ReportCase[];
let apelaciones: PendingAppeal[];

beforeEach(() => {
  api.sent.length = 0;
  casos = [
    reportCase(1, {
      aviso: {
        id: 1,
        titulo: 'Operario minero',
        descripcion: 'Para ingresar tenés que abonar un canon.\nEscribinos por WhatsApp.',
        status: 'hidden',
        oculto: 'denuncias',
        publicadoEl: '2026-11-10T15:00:00.000Z',
      },
      empresa: {
        id: 41,
        razonsocial: 'Minera del Norte S.A.',
        verificada: false,
        suspendida: true,
        avisosPublicados: 1,
        denunciasAnteriores: 2,
        decisiones: [{ accion: 'ocultar', avisoTitulo: 'Perforista', motivo: 'Pedía el CBU para postularse.', fecha: '2026-10-05T15:00:00.000Z' }],
      },
      denuncias: [
        {
          ticket: 'D-0001',
          motivo: 'pide_dinero',
          detalles: 'Me pidieron $5000 por la inscripción.',
          fecha: '2026-11-21T15:00:00.000Z',
          conEmail: true,
          conCuenta: true,
        },
        { ticket: 'D-0002', motivo: 'otro_canal', detalles: null, fecha: '2026-11-20T15:00:00.000Z', conEmail: true, conCuenta: false },
        { ticket: 'D-0003', motivo: 'pide_dinero', detalles: null, fecha: '2026-11-19T15:00:00.000Z', conEmail: false, conCuenta: true },
      ],
      denunciantes: 3,
      ultimaDenuncia: '2026-11-21T15:00:00.000Z',
    }),
    reportCase(2, { aviso: { ...reportCase(2).aviso, titulo: 'Cadete' } }),
  ];
  apelaciones = [appeal];
  api.on('GET', '/api/admin/denuncias', () => ({ casos, totalCasos: casos.length, apelaciones }));
  api.on('POST', /^\/api\/admin\/denuncias\/aviso\/\d+$/, ({ path, body }) => {
    const id = Number(path.split('/').pop());
    if (id === 2) throw new ApiError(409, { message: MODERATION_MESSAGES.noOpenReports });
    casos = casos.filter((caso) => caso.aviso.id !== id);
    return { id: 500, message: MODERATION_MESSAGES.decided[(body as { accion: 'desestimar' | 'ocultar' | 'suspender' }).accion] };
  });
  api.on('POST', /^\/api\/admin\/denuncias\/apelacion\/\d+$/, ({ body }) => {
    apelaciones = [];
    return { id: appeal.id, message: (body as { restablecer: boolean }).restablecer ? MODERATION_MESSAGES.appealRestored : MODERATION_MESSAGES.appealKept };
  });
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

const renderScreen = (at = '/admin/denuncias') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <ReportQueueScreen />
      <Location />
    </MemoryRouter>,
  );

const item = async (titulo: string) => (await screen.findByRole('heading', { level: 3, name: titulo })).closest('li')!;
const queueReads = () => api.sent.filter((call) => call.method === 'GET' && call.path === '/api/admin/denuncias').map((call) => call.query);

describe("'Denuncias' (issue 39, point 2)", () => {
  it('shows each reported ad with its state, the text as published, the company and its history, and the reports', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Denuncias' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 avisos con denuncias' })).toBeInTheDocument();
    expect(queueReads()).toEqual([{ orden: 'recientes' }]);

    const first = await item('Operario minero');
    expect(within(first).getByText('Oculto a la espera de revisión')).toBeInTheDocument();
    expect(within(first).getByText(/Publicado el 10\/11\/2026/)).toBeInTheDocument();
    expect(within(first).getByText(/Para ingresar tenés que abonar un canon\.\s+Escribinos por WhatsApp\./)).toBeInTheDocument();

    expect(within(first).getByRole('link', { name: 'Minera del Norte S.A.' })).toHaveAttribute('href', '/admin/empresas/41');
    expect(within(first).getByText('Sin verificar')).toBeInTheDocument();
    expect(within(first).getByText('Suspendida')).toBeInTheDocument();
    expect(within(first).getByText(/1 aviso publicado · 2 denuncias anteriores/)).toBeInTheDocument();
    const history = within(first).getByRole('list', { name: 'Decisiones anteriores sobre Minera del Norte S.A.' });
    expect(history).toHaveTextContent('Ocultar el aviso · «Perforista» · 05/10/2026: Pedía el CBU para postularse.');

    expect(within(first).getByText(/3 denuncias de 3 personas distintas/)).toBeInTheDocument();
    const reports = within(within(first).getByRole('list', { name: 'Denuncias sobre Operario minero' })).getAllByRole('listitem');
    expect(reports).toHaveLength(3);
    expect(reports[0]).toHaveTextContent('Pide dinero o pagos');
    expect(reports[0]).toHaveTextContent('D-0001 · 21/11/2026 · con correo · con cuenta');
    expect(reports[0]).toHaveTextContent('Me pidieron $5000 por la inscripción.');
    expect(reports[1]).toHaveTextContent('Lleva la conversación a WhatsApp o Telegram');
    expect(reports[1]).toHaveTextContent('D-0002 · 20/11/2026 · con correo');
    expect(reports[1]).toHaveTextContent('Sin detalles');

    const second = await item('Cadete');
    expect(within(second).getByText('Publicado', { selector: '.pl-badge' })).toBeInTheDocument();
    expect(within(second).getByText('Verificada')).toBeInTheDocument();
    expect(within(second).getByText('Sin decisiones anteriores')).toBeInTheDocument();
  });

  it("'Más denunciados' asks for the most reported first and keeps the order in the address", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Operario minero' });
    expect(screen.getByRole('button', { name: 'Más recientes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Más denunciados' }));
    expect(screen.getByRole('button', { name: 'Más denunciados' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?orden=mas_denunciados');
    await screen.findByRole('heading', { level: 3, name: 'Operario minero' });
    expect(queueReads()).toContainEqual({ orden: 'mas_denunciados' });
  });

  it('opens in the order the address names (a reload)', async () => {
    renderScreen('/admin/denuncias?orden=mas_denunciados');
    await screen.findByRole('heading', { level: 3, name: 'Operario minero' });
    expect(queueReads()).toEqual([{ orden: 'mas_denunciados' }]);
    expect(screen.getByRole('button', { name: 'Más denunciados' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the reason before deciding, and sends nothing without it', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await item('Operario minero')).getByRole('button', { name: 'Ocultar el aviso Operario minero' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar el aviso "Operario minero"' });
    expect(within(dialog).getByText('Lo reciben la empresa y 2 personas que dejaron su correo.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar el aviso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reasonRequired);
    expect(api.posts('/api/admin/denuncias/aviso/1')).toEqual([]);
  });

  it('sends the decision and its reason for the right ad, shows the answer and the case leaves the queue', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await item('Operario minero')).getByRole('button', { name: 'Suspender a la empresa Minera del Norte S.A.' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender a la empresa "Minera del Norte S.A."' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '  Pide dinero a los postulantes en varios avisos ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender a la empresa' }));

    expect(await screen.findByText(MODERATION_MESSAGES.decided.suspender)).toBeInTheDocument();
    expect(api.posts('/api/admin/denuncias/aviso/1')).toEqual([{ accion: 'suspender', motivo: 'Pide dinero a los postulantes en varios avisos' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1 aviso con denuncias' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Operario minero' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (a case decided elsewhere)", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await item('Cadete')).getByRole('button', { name: 'Desestimar Cadete' }));
    const dialog = screen.getByRole('dialog', { name: 'Desestimar las denuncias de "Cadete"' });
    expect(within(dialog).getByText('Lo recibe la empresa: nadie dejó su correo al denunciar.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'El puesto existe: lo confirmamos con la empresa');
    await user.click(within(dialog).getByRole('button', { name: 'Desestimar' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.noOpenReports)).toBeInTheDocument();
    expect(api.posts('/api/admin/denuncias/aviso/2')).toEqual([{ accion: 'desestimar', motivo: 'El puesto existe: lo confirmamos con la empresa' }]);
  });

  it("lists the appeals first and 'Restablecer' sends the verdict with its reason", async () => {
    const user = userEvent.setup();
    renderScreen();
    const appeals = await screen.findByRole('list', { name: 'Apelaciones pendientes' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Apelaciones pendientes', '2 avisos con denuncias']);
    const entry = within(appeals).getByRole('listitem');
    expect(entry).toHaveTextContent('Transportes Sur S.R.L.: «Chofer de larga distancia»');
    expect(entry).toHaveTextContent('Decisión: Ocultar el aviso, el 02/11/2026');
    expect(entry).toHaveTextContent('El aviso pedía un pago para la capacitación.');
    expect(entry).toHaveTextContent('Respuesta de la empresa del 03/11/2026');
    expect(entry).toHaveTextContent('Sacamos el pago: la capacitación es gratuita.');

    await user.click(within(entry).getByRole('button', { name: 'Restablecer Chofer de larga distancia' }));
    const dialog = screen.getByRole('dialog', { name: 'Restablecer el aviso "Chofer de larga distancia"' });
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reasonRequired);
    expect(api.posts('/api/admin/denuncias/apelacion/900')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Corrigieron el aviso');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText(MODERATION_MESSAGES.appealRestored)).toBeInTheDocument();
    expect(api.posts('/api/admin/denuncias/apelacion/900')).toEqual([{ restablecer: true, motivo: 'Corrigieron el aviso' }]);
    expect(screen.queryByRole('heading', { level: 2, name: 'Apelaciones pendientes' })).not.toBeInTheDocument();
  });

  it('says so when nothing waits, without an appeals section', async () => {
    casos = [];
    apelaciones = [];
    renderScreen();
    expect(await screen.findByText('No hay denuncias para revisar.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apelaciones pendientes' })).not.toBeInTheDocument();
  });
});
