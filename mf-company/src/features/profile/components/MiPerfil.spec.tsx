import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MESSAGES } from '@postulate/contracts';
import { ApiError, errorMessage } from '../../../../../packages/client/src/http';

type Options = { method?: string; body?: unknown; query?: Record<string, unknown> };
const apiRequest = jest.fn<(path: string, options?: Options) => Promise<unknown>>();
const load = jest.fn(async () => null);
// An Empresa an administrator created: logged in, with no company yet.
const state = { profile: { name: 'panaderia', role: 'Empresa', empresa: null }, load };
const useSessionStore = Object.assign((select: (value: typeof state) => unknown) => select(state), { getState: () => state });
jest.unstable_mockModule('@postulate/client', () => ({ ApiError, errorMessage, apiRequest, useSessionStore, getApiBaseUrl: () => '' }));
const { MiPerfil } = await import('./MiPerfil');

describe('Mi Perfil of a user without a company', () => {
  it('starts empty, says why, and saving creates the company', async () => {
    apiRequest.mockImplementation(async (path, options) => {
      if (path === '/api/location/') return { response: [{ id: '0209801001', label: 'Palermo' }], size: 1, total: 1 };
      if (path === '/api/empresa/perfil' && options?.method === 'POST') return { ...(options.body as object), locationLabel: 'Palermo', logoUrl: null };
      throw new ApiError(403, { message: COMPANY_MESSAGES.noCompany });
    });
    const user = userEvent.setup();
    render(<MiPerfil />);
    expect(screen.getByText(COMPANY_MESSAGES.createCompany)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Razón social/ }), 'Panadería La Espiga');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Panadería artesanal de barrio');
    await user.type(screen.getByRole('textbox', { name: /^CUIT/ }), '30711111111');
    await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '+5491145678900');
    await user.type(screen.getByRole('textbox', { name: /^Email de la empresa/ }), 'hola@laespiga.test');
    await user.type(screen.getByRole('textbox', { name: /^Domicilio/ }), 'Av. Corrientes 1234');
    await user.type(screen.getByRole('combobox', { name: /^Provincia/ }), 'caba{Enter}');
    await user.type(screen.getByRole('combobox', { name: /^Localidad/ }), 'paler');
    await user.click(await screen.findByRole('option', { name: 'Palermo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(load).toHaveBeenCalled());
    const saved = apiRequest.mock.calls.find(([path, options]) => path === '/api/empresa/perfil' && options?.method === 'POST');
    expect(saved?.[1]?.body).toMatchObject({ razonsocial: 'Panadería La Espiga', cuit: '30711111111', province: '02', location: '0209801001' });
    // The company's profile was never read: there was none.
    expect(apiRequest.mock.calls.filter(([path, options]) => path === '/api/empresa/perfil' && options?.method !== 'POST')).toEqual([]);
  });
});
