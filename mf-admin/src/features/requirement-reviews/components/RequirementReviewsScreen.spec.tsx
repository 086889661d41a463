import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RequirementAvisoItem } from '@postulate/contracts';
import { fakeApi, page } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { RequirementReviewsScreen } = await import('./RequirementReviewsScreen');

const item = (id: number, overrides: Partial<RequirementAvisoItem> = {}): RequirementAvisoItem => ({
  id,
  titulo: `Aviso ${id}`,
  empresa: 'Logística del Plata S.A.',
  companyId: 4,
  genero: 'Indistinto',
  edadDesde: null,
  edadHasta: null,
  motivo: 'Motivo de la empresa',
  status: 'published',
  modificadoEl: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

const ADS = [
  item(1, { titulo: 'Asistente de vestuario', genero: 'Femenino', motivo: 'Vestuario femenino de un club.' }),
  item(2, { titulo: 'Guardavidas', edadDesde: 18, edadHasta: 50, status: 'draft', motivo: null }),
  ...Array.from({ length: 19 }, (_, index) => item(10 + index)),
];

beforeEach(() => {
  api.sent.length = 0;
  api.on('GET', '/api/avisos/requisitos', ({ query }) => {
    const number = Number(query?.page ?? 1);
    return page(ADS.slice((number - 1) * 20, number * 20), ADS.length);
  });
});

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/requisitos']}>
      <Routes>
        <Route path="/admin/requisitos" element={<RequirementReviewsScreen />} />
        <Route path="/admin/empresas/:id" element={<p>Ficha de la empresa</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("'Avisos con requisitos de género o edad'", () => {
  it('lists each ad with its company, requirement, reason, state and date', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos con requisitos de género o edad' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Avisos con requisitos de género o edad' });
    const first = within(table).getByText('Asistente de vestuario').closest('tr')!;
    expect(within(first).getByText('Género: Femenino')).toBeInTheDocument();
    expect(within(first).getByText('Vestuario femenino de un club.')).toBeInTheDocument();
    expect(within(first).getByText('Publicado')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026')).toBeInTheDocument();
    const second = within(table).getByText('Guardavidas').closest('tr')!;
    expect(within(second).getByText('Edad de 18 a 50 años')).toBeInTheDocument();
    expect(within(second).getByText('Sin motivo: guardado antes de que se pidiera')).toBeInTheDocument();
    expect(within(second).getByText('No publicado')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Asistente de vestuario');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Aviso 28')).toBeInTheDocument();
    expect(screen.queryByText('Asistente de vestuario')).not.toBeInTheDocument();
  });

  it("opens the ad's company", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Asistente de vestuario');
    await user.click(screen.getAllByRole('button', { name: 'Ver la empresa Logística del Plata S.A.' })[0]);
    expect(await screen.findByText('Ficha de la empresa')).toBeInTheDocument();
  });
});
