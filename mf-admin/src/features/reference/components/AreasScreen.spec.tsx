import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, page } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { AreasScreen } = await import('./AreasScreen');

const SUB_AREAS = [
  { id: 1, name: 'Vigilancia' },
  { id: 2, name: 'Monitoreo' },
  { id: 3, name: 'Drones' },
];

beforeEach(() => {
  api.sent.length = 0;
  api.on('GET', '/api/subarea', ({ query }) =>
    page(SUB_AREAS.filter((subArea) => subArea.name.toLowerCase().includes(String(query?.fvalue ?? '').toLowerCase()))),
  );
  api.on('GET', '/api/area', () => page([{ id: 7, name: 'Seguridad', subareas: SUB_AREAS.slice(0, 2) }]));
  api.on('POST', '/api/area/add', ({ body }) => ({ id: 8, name: (body as { area: string }).area, subareas: [] }));
});

describe('areas screen', () => {
  it('creates an area with sub-areas picked from the multi-select', async () => {
    const user = userEvent.setup();
    render(<AreasScreen />);
    await user.type(screen.getByRole('textbox', { name: /^Área/ }), 'Seguridad aérea');
    const select = screen.getByRole('combobox', { name: 'Subáreas' });
    expect(select).toHaveAttribute('placeholder', 'Escriba o seleccione para filtrar');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Vigilancia' }));
    await user.type(select, 'dro');
    await screen.findByRole('option', { name: 'Drones' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}{Escape}');
    expect(screen.getByRole('button', { name: 'Quitar Drones' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/area/add')).toEqual([{ area: 'Seguridad aérea', subareas: [1, 3], actionType: 'create' }]);
  });

  it('says when no sub-area matches', async () => {
    const user = userEvent.setup();
    render(<AreasScreen />);
    await user.type(screen.getByRole('combobox', { name: 'Subáreas' }), 'zzz');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('validates the name with the spec message', async () => {
    const user = userEvent.setup();
    render(<AreasScreen />);
    await user.type(screen.getByRole('textbox', { name: /^Área/ }), 'Seg');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('El área debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(api.posts('/api/area/add')).toEqual([]);
  });

  it('loads an area for editing with its sub-areas as chips', async () => {
    api.on('GET', '/api/area/get/7', () => ({ id: 7, name: 'Seguridad', subareas: SUB_AREAS.slice(0, 2) }));
    const user = userEvent.setup();
    render(<AreasScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de áreas' }));
    const table = await screen.findByRole('table', { name: 'Lista de áreas' });
    expect(within(table).getByRole('row', { name: /Seguridad/ })).toHaveTextContent('Vigilancia, Monitoreo');
    await user.click(screen.getByRole('button', { name: 'Editar Seguridad' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Área/ })).toHaveValue('Seguridad'));
    expect(screen.getByRole('button', { name: 'Quitar Vigilancia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Monitoreo' })).toBeInTheDocument();
  });
});
