import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CompanyDashboard } from '@postulate/contracts';
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
  ...changes,
});

const renderWith = (data: CompanyDashboard) => {
  client.answer((call) => (call.path === '/api/empresa/dashboard' ? data : undefined));
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
