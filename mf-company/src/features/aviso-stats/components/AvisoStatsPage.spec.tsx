import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AvisoStats } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
// The canvas chart is uPlot's own drawing (jsdom has no canvas): the page hands it the days.
jest.unstable_mockModule('./DailyChart', () => ({
  DailyChart: ({ dias, label }: { dias: AvisoStats['dias']; label: string }) => (
    <div role="img" aria-label={label}>
      {dias.length} días
    </div>
  ),
}));
const { AvisoStatsPage } = await import('./AvisoStatsPage');

const STATS: AvisoStats = {
  titulo: 'Operario/a de depósito',
  vistas: 1250,
  postulaciones: 50,
  desde: '2026-11-20',
  dias: [
    { fecha: '2026-11-20', vistas: 300, postulaciones: 10 },
    { fecha: '2026-11-21', vistas: 950, postulaciones: 40 },
  ],
  origenes: [
    { origen: 'busqueda', vistas: 900, postulaciones: 30 },
    { origen: 'alerta', vistas: 200, postulaciones: 12 },
    { origen: 'feed', vistas: 0, postulaciones: 0 },
    { origen: 'compartido', vistas: 100, postulaciones: 5 },
    { origen: 'directo', vistas: 50, postulaciones: 1 },
  ],
  sinOrigen: 2,
  etapas: [
    { etapa: 'nueva', postulaciones: 50, porcentaje: 100 },
    { etapa: 'vista', postulaciones: 40, porcentaje: 80 },
    { etapa: 'preseleccionada', postulaciones: 10, porcentaje: 20 },
    { etapa: 'entrevista', postulaciones: 5, porcentaje: 10 },
    { etapa: 'finalista', postulaciones: 2, porcentaje: 4 },
    { etapa: 'contratada', postulaciones: 1, porcentaje: 2 },
    { etapa: 'descartada', postulaciones: 20, porcentaje: 40 },
  ],
};

const show = (answer: (path: string) => unknown) => {
  client.answer((call) => answer(call.path));
  render(
    <MemoryRouter initialEntries={['/admin/aviso/7/estadisticas']}>
      <Routes>
        <Route path="/admin/aviso/:id/estadisticas" element={<AvisoStatsPage />} />
      </Routes>
    </MemoryRouter>,
  );
};

describe('AvisoStatsPage', () => {
  it('shows the totals, the days, where applicants came from and how far they got', async () => {
    show((path) => (path === '/api/empresa/aviso/7/estadisticas' ? STATS : undefined));
    expect(await screen.findByRole('heading', { name: 'Estadísticas del aviso', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Operario/a de depósito')).toBeInTheDocument();
    const summary = screen.getByText('Vistas del aviso').closest('dl')!;
    expect(within(summary).getByText('1.250')).toBeInTheDocument();
    expect(within(summary).getByText('50')).toBeInTheDocument();
    expect(within(summary).getByText('4 %')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: /del 20\/11\/2026 al 21\/11\/2026/ })).toHaveTextContent('2 días');
    const days = screen.getByRole('table', { name: /por día/ });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DíaVistasPostulaciones', '21/11/202695040', '20/11/202630010']);

    const sources = screen.getByRole('table', { name: 'Vistas y postulaciones por origen' });
    expect(within(sources).getByRole('row', { name: /Alerta por e-mail/ })).toHaveTextContent('Alerta por e-mail20012');
    expect(within(sources).getByRole('row', { name: /Enlace compartido/ })).toHaveTextContent('Enlace compartido1005');
    expect(screen.getByText('2 postulaciones llegaron antes de que se registrara el origen.')).toBeInTheDocument();

    const funnel = screen.getByRole('heading', { name: 'Hasta dónde llegaron' }).closest('section')!;
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recibidas50 · 100 %',
      'Vista40 · 80 %',
      'Preseleccionada10 · 20 %',
      'Entrevista5 · 10 %',
      'Finalista2 · 4 %',
      'Contratada1 · 2 %',
      'Descartadas20 · 40 %',
    ]);
    expect(screen.getByRole('link', { name: 'Ver las postulaciones' })).toHaveAttribute('href', '/admin/aviso/7/aplicaciones');
  });

  it('says when the ad was never published and has no applications yet', async () => {
    const draft: AvisoStats = {
      ...STATS,
      vistas: 0,
      postulaciones: 0,
      desde: null,
      dias: [],
      sinOrigen: 0,
      etapas: STATS.etapas.map((row) => ({ ...row, postulaciones: 0, porcentaje: 0 })),
    };
    show(() => draft);
    expect(await screen.findByText('Este aviso todavía no se publicó: las estadísticas empiezan el día que lo publiques.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no recibiste postulaciones en este aviso.')).toBeInTheDocument();
    expect(screen.getByText('Todavía sin vistas')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver las postulaciones' })).toBeNull();
  });

  it("shows the API's refusal and reads again on 'Reintentar'", async () => {
    let calls = 0;
    show(() => {
      calls += 1;
      if (calls === 1) throw new ApiError(404, { message: 'El aviso no existe' });
      return STATS;
    });
    expect(await screen.findByText('El aviso no existe')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1.250')).toBeInTheDocument();
  });
});
