import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AvisoDetailData, SessionProfile } from '@postulate/contracts';
import { ApiError, errorMessage } from '../../../../../packages/client/src/http';
import { retryOnceUnlessRefused } from '../../../../../packages/client/src/query-retry';
import { publicQueries } from '../../common/api/public-queries';

const fetchAviso = jest.fn<(id: string, signal?: AbortSignal) => Promise<AvisoDetailData>>();
jest.unstable_mockModule('../api/home-api', () => ({ fetchAviso, fetchHome: jest.fn() }));
let profile: SessionProfile | null = null;
jest.unstable_mockModule('@postulate/client', () => ({
  ApiError,
  errorMessage,
  retryOnceUnlessRefused,
  useSessionStore: (select: (state: { profile: SessionProfile | null }) => unknown) => select({ profile }),
}));
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
} satisfies AvisoDetailData;

const renderAt = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/showAviso/${id}`]}>
      <Routes>
        <Route path="/showAviso/:id" element={<AdDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('AdDetailPage', () => {
  beforeEach(() => {
    profile = null;
    fetchAviso.mockReset();
    publicQueries.clear();
  });

  it('shows a loader, then the ad and, to a visitor, how to apply', async () => {
    let resolve: (value: AvisoDetailData) => void = () => undefined;
    fetchAviso.mockReturnValue(new Promise((done) => (resolve = done)));
    renderAt('9');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el aviso...');
    resolve(aviso);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' })).toBeInTheDocument();
    expect(fetchAviso.mock.calls[0][0]).toBe('9');
    // After logging in, the candidate comes back to this ad.
    expect(screen.getByRole('link', { name: 'Ingresá o registrate' })).toHaveAttribute('href', `/dashboard?volver=${encodeURIComponent(`/showAviso/${aviso.id}`)}`);
  });

  it('explains in Spanish that an unpublished or unknown ad is not available', async () => {
    fetchAviso.mockRejectedValue(new ApiError(404, { message: 'Este aviso no existe o ya no está publicado' }));
    renderAt('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Este aviso no existe o ya no está publicado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/home');
  });

  it('offers a retry when the API cannot be reached', async () => {
    // A server failure is tried once more (a second later) before it is shown.
    const failure = new ApiError(500, { message: 'Error en el servidor' });
    fetchAviso.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockResolvedValueOnce(aviso);
    renderAt('9');
    expect(await screen.findByText('Error en el servidor', undefined, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enfermero/a laboral' })).toBeInTheDocument();
  });
});
