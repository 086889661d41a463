import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListItem } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { fakeApi, page } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { UsersScreen } = await import('./UsersScreen');

const USERS: UserListItem[] = [
  { id: 1, name: 'admin', email: 'admin@postulate.test', role: 'Administrador', locked: false },
  { id: 2, name: 'empresa', email: 'empresa@postulate.test', role: 'Empresa', locked: true },
  { id: 4, name: 'postulante', email: 'postulante@postulate.test', role: 'Postulante', locked: false },
];

beforeEach(() => {
  api.sent.length = 0;
  api.on('GET', '/api/usuar', () => page(USERS));
  api.on('POST', '/api/usuar/add', ({ body }) => ({ id: 9, locked: false, ...(body as object) }));
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Contraseña/);

describe('users screen', () => {
  it('shows every spec message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.type(field(/^Nombre/), 'ana');
    await user.type(password(), '12');
    await user.type(field(/^Email/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('El nombre debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no tiene un formato válido')).toBeInTheDocument();
    expect(screen.getByText('Debe completar el rol')).toBeInTheDocument();
    expect(api.posts('/api/usuar/add')).toEqual([]);
  });

  it('creates a Tester, choosing the role by typing in the filterable select', async () => {
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.type(field(/^Nombre/), 'evaluadora');
    await user.type(password(), 'clave1234');
    await user.type(field(/^Email/), 'evaluadora@correo.test');
    const role = screen.getByRole('combobox', { name: /^Rol/ });
    await user.click(role);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['[Seleccione]', 'Administrador', 'Empresa', 'Tester']);
    await user.type(role, 'test{Enter}');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/usuar/add')).toEqual([
      { name: 'evaluadora', pass: 'clave1234', email: 'evaluadora@correo.test', role: 'Tester', actionType: 'create' },
    ]);
  });

  it('links a new Empresa to a company that has no user, chosen by typing its name', async () => {
    api.on('GET', '/api/usuar/empresas', () => page([{ id: 31, razonsocial: 'Cooperativa Ñandú Ltda.', cuit: '30700000016' }]));
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.type(field(/^Nombre/), 'cooperativa');
    await user.type(password(), 'clave1234');
    await user.type(field(/^Email/), 'coop@correo.test');
    expect(screen.queryByRole('combobox', { name: /^Empresa/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /^Rol/ }), 'empresa{Enter}');
    await user.type(screen.getByRole('combobox', { name: /^Empresa/ }), 'ñandu');
    await user.click(await screen.findByRole('option', { name: 'Cooperativa Ñandú Ltda. (CUIT 30700000016)' }));
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/usuar/add')).toEqual([
      { name: 'cooperativa', pass: 'clave1234', email: 'coop@correo.test', role: 'Empresa', companyId: 31, actionType: 'create' },
    ]);
  });

  it('edits a user without sending a password when the box stays empty', async () => {
    api.on('GET', '/api/usuar/get/2', () => USERS[1]);
    api.on('POST', '/api/usuar/update/2', ({ body }) => ({ ...USERS[1], ...(body as object) }));
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    await user.click(await screen.findByRole('button', { name: 'Editar empresa' }));
    await waitFor(() => expect(field(/^Email/)).toHaveValue('empresa@postulate.test'));
    expect(screen.getByText('Déjela vacía para mantener la contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveValue('Empresa');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'rrhh@empresa.test');
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/usuar/update/2')).toEqual([{ name: 'empresa', email: 'rrhh@empresa.test', role: 'Empresa', actionType: 'update', id: 2 }]);
  });

  it("shows an applicant's role without letting it change", async () => {
    api.on('GET', '/api/usuar/get/4', () => USERS[2]);
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    await user.click(await screen.findByRole('button', { name: 'Editar postulante' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveValue('Postulante'));
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toBeDisabled();
  });

  it('lists name, email, role and state, and unlocks a locked user', async () => {
    api.on('POST', '/api/usuar/unlock/2', () => ({ ...USERS[1], locked: false }));
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    const table = await screen.findByRole('table', { name: 'Lista de usuarios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Email', 'Rol', 'Estado', 'Acción']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Bloqueado');
    expect(screen.queryByRole('button', { name: 'Desbloquear admin' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desbloquear empresa' }));
    expect(await screen.findByText('Se desbloqueó el usuario empresa')).toBeInTheDocument();
    expect(api.posts('/api/usuar/unlock/2')).toHaveLength(1);
  });

  it('searches by the chosen field', async () => {
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buscar por' }), 'Email');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'postulate.test{Enter}');
    await waitFor(() => expect(api.sent.at(-1)).toMatchObject({ path: '/api/usuar', query: { fvalue: 'postulate.test', fname: 'email', page: 1 } }));
  });

  it('exports what the list shows: its search and field, every page, as a CSV', async () => {
    api.on('POST', '/api/usuar/report.php', () => undefined);
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buscar por' }), 'Email');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'postulate.test{Enter}');
    await user.click(screen.getByRole('button', { name: 'Exportar lista de usuarios a CSV' }));
    await waitFor(() =>
      expect(api.downloadFile).toHaveBeenCalledWith(
        '/api/usuar/report.php',
        { method: 'POST', body: { fvalue: 'postulate.test', fname: 'email' } },
        'usuar.csv',
      ),
    );
  });

  it('says why an export failed', async () => {
    api.on('POST', '/api/usuar/report.php', () => {
      throw new ApiError(403, { message: 'No tiene permisos para realizar esta acción' });
    });
    const user = userEvent.setup();
    render(<UsersScreen />);
    await user.click(screen.getByRole('tab', { name: 'Lista de usuarios' }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar lista de usuarios a CSV' }));
    expect(await screen.findByText('No tiene permisos para realizar esta acción')).toBeInTheDocument();
  });
});
