import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CompanyDashboard } from '@postulate/contracts';
import { ApiError, errorMessage } from '../../../../../packages/client/src/http';
import { createApi } from '../../../../../packages/client/src/route-client';

const apiRequest = jest.fn<(path: string) => Promise<unknown>>();
const state = { profile: { name: 'logistica', role: 'Empresa', empresa: { id: 12, name: 'Logística del Plata S.A.' } } };
const useSessionStore = (select: (value: typeof state) => unknown) => select(state);
jest.unstable_mockModule('@postulate/client', () => ({ ApiError, errorMessage, apiRequest, api: createApi(apiRequest), useSessionStore, getApiBaseUrl: () => '' }));
const { Dashboard } = await import('./Dashboard');

const dashboard = (changes: Partial<CompanyDashboard>): CompanyDashboard => ({
  avisos: [],
  mensajesNoLeidos: 0,
  conversacionesNoLeidas: 0,
  conversacionesSinLeer: [],
  saldo: 0,
  verificada: false,
  ...changes,
});

const renderWith = (data: CompanyDashboard) => {
  apiRequest.mockResolvedValue(data);
  render(
    <MemoryRouter>
      <Dashboard />
    </MemoryRouter>,
  );
};

const balanceCard = async () => (await screen.findByRole('heading', { name: 'Saldo de la cuenta' })).closest('section')!;

describe("Dashboard's account card", () => {
  it("says 'Sin saldo pendiente' when nothing is owed, links to the invoices, and invites to verify the company", async () => {
    renderWith(dashboard({ saldo: 0, verificada: false }));
    const card = await balanceCard();
    expect(within(card).getByText('Sin saldo pendiente')).toBeInTheDocument();
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
