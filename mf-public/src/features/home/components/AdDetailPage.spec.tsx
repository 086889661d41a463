import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REPORT_MESSAGES, REPORT_REASON_LABELS, UFECI_URL, type PublicAviso } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signOut, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { AdDetailPage } = await import('./AdDetailPage');

const aviso = {
  id: 9,
  titulo: 'Enfermero/a laboral',
  area: { id: 1, name: 'Salud' },
  subarea: { id: 2, name: 'Enfermería' },
  nivel: { id: 3, name: 'Semi Senior' },
  publicadoEl: '2026-03-05T15:00:00.000Z',
  nombreEmpresa: 'Logística del Plata S.A.',
  logoUrl: null,
  empresaVerificada: false,
  descripcion: 'Atención de primeros auxilios.',
  localidad: { id: '1', label: 'Pilar' },
  provincia: { id: '06', name: 'BUENOS AIRES' },
  discapcidad: true,
  vacantes: 2,
  modalidad: 'Presencial',
  tipoEmpleo: 'Part-time',
  showSalario: false,
  salarioDesde: null,
  salarioHasta: null,
  avisoIdiomas: [],
  preguntas: [],
  permiteMsjDirecto: false,
  venceEl: '2026-05-04T15:00:00.000Z',
  respuesta: null,
  requisito: null,
} satisfies PublicAviso;

const renderAt = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/showAviso/${id}`]}>
      <Routes>
        <Route path="/showAviso/:id" element={<AdDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** The API answers GET /api/home/aviso/{id} with `answer` (a thrown ApiError is a refusal). */
const avisos = (answer: (call: SentCall) => unknown) =>
  client.answer((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/home/aviso/')) return answer(call);
    throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
  });

describe('AdDetailPage', () => {
  beforeEach(() => {
    signOut();
  });

  it('shows a loader, then the ad and, to a visitor, how to apply', async () => {
    let resolve: (value: PublicAviso) => void = () => undefined;
    avisos(() => new Promise((done) => (resolve = done)));
    renderAt('9');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el aviso...');
    resolve(aviso);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' })).toBeInTheDocument();
    // When it stops being published, next to when it was.
    expect(screen.getByText(/Publicado el/)).toHaveTextContent('Publicado el 05/03/2026 · Vence el 04/05/2026');
    // The page tells the API it was shown (a visit that came from no known link: 'directo').
    expect(client.sent.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /api/home/aviso/9', undefined],
      ['POST /api/home/aviso/9/vista', { origen: 'directo' }],
    ]);
    // After logging in, the candidate comes back to this ad.
    expect(screen.getByRole('link', { name: 'Ingresá o registrate' })).toHaveAttribute(
      'href',
      `/dashboard?volver=${encodeURIComponent(`/showAviso/${aviso.id}`)}`,
    );
  });

  it("tells a shared link's visit as shared, and remembers it in the tab for the application", async () => {
    avisos(() => aviso);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/showAviso/9?origen=compartido']}>
        <Routes>
          <Route path="/showAviso/:id" element={<AdDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' });
    await waitFor(() => expect(client.posts('/api/home/aviso/9/vista')).toEqual([{ origen: 'compartido' }]));
    unmount();
    // Back at the ad without the link's mark (after logging in, say): still the shared link's visit.
    renderAt('9');
    await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' });
    await waitFor(() => expect(client.posts('/api/home/aviso/9/vista')).toEqual([{ origen: 'compartido' }, { origen: 'compartido' }]));
    sessionStorage.clear();
  });

  it("shows a gender or age requirement with the company's reason, and nothing on an ad without one", async () => {
    avisos(() => ({ ...aviso, requisito: { genero: 'Indistinto', edadDesde: 25, edadHasta: 40, motivo: null } }));
    const first = renderAt('9');
    const note = await screen.findByRole('note', { name: 'Requisito de género o edad' });
    expect(note).toHaveTextContent('Requisito de género o edad: Edad de 25 a 40 años');
    expect(note).toHaveTextContent('La empresa no indicó el motivo.');
    first.unmount();
    avisos(() => aviso);
    renderAt('9');
    await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' });
    expect(screen.queryByRole('note', { name: 'Requisito de género o edad' })).not.toBeInTheDocument();
  });

  it('shows how the company answers its applicants, when the API gives its record', async () => {
    avisos(() => aviso);
    const first = renderAt('9');
    await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' });
    expect(screen.queryByText(/^Responde al/)).not.toBeInTheDocument();
    first.unmount();

    avisos(() => ({ ...aviso, respuesta: { porcentaje: 72, medianaDias: 3 } }));
    const second = renderAt('9');
    expect(await screen.findByText('Responde al 72 % de los postulantes · en una mediana de 3 días')).toBeInTheDocument();
    second.unmount();

    avisos(() => ({ ...aviso, respuesta: { porcentaje: 90, medianaDias: 0 } }));
    const third = renderAt('9');
    expect(await screen.findByText('Responde al 90 % de los postulantes · en una mediana de menos de 1 día')).toBeInTheDocument();
    third.unmount();

    avisos(() => ({ ...aviso, respuesta: { porcentaje: 0, medianaDias: null } }));
    renderAt('9');
    expect(await screen.findByText('Responde al 0 % de los postulantes')).toBeInTheDocument();
  });

  it('explains in Spanish that an unpublished or unknown ad is not available', async () => {
    avisos(() => {
      throw new ApiError(404, { message: 'Este aviso no existe o ya no está publicado' });
    });
    renderAt('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Este aviso no existe o ya no está publicado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/home');
  });

  it('offers a retry when the API cannot be reached', async () => {
    // A server failure is tried once more (a second later) before it is shown.
    let failures = 2;
    avisos(() => {
      if (failures-- > 0) throw new ApiError(500, { message: 'Error en el servidor' });
      return aviso;
    });
    renderAt('9');
    expect(await screen.findByText('Error en el servidor', undefined, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' })).toBeInTheDocument();
    expect(client.sent.map(({ path }) => path)).toEqual(['/api/home/aviso/9', '/api/home/aviso/9', '/api/home/aviso/9', '/api/home/aviso/9/vista']);
  });

  it('warns that no company may ask for money, links to UFECI, and has a visitor report the ad with the captcha', async () => {
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home/aviso/9') return aviso;
      if (call.method === 'POST' && call.path === '/api/home/aviso/9/denuncia') return { ticket: 'D-000042', message: REPORT_MESSAGES.received('D-000042') };
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
    renderAt('9');
    const notice = await screen.findByRole('complementary', { name: 'Cuidado con las estafas' });
    expect(notice).toHaveTextContent(REPORT_MESSAGES.notice);
    expect(within(notice).getByRole('link', { name: /UFECI/ })).toHaveAttribute('href', UFECI_URL);

    await userEvent.click(within(notice).getByRole('button', { name: 'Denunciar aviso' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar aviso' });
    expect(await within(dialog).findByText(/Verificado/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.pide_dinero }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(REPORT_MESSAGES.received('D-000042'))).toBeInTheDocument();
    expect(client.posts('/api/home/aviso/9/denuncia')).toEqual([{ motivo: 'pide_dinero', tokenCaptcha: 'captcha-resuelto' }]);
  });
});
