import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../../packages/client/src/http';
import { fakeApi, page } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { NamedListScreen } = await import('./NamedListScreen');
const { SUB_AREAS, WORK_LEVELS } = await import('./named-lists');

const LEVELS = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Nivel ${index + 1}` }));

beforeEach(() => {
  api.sent.length = 0;
  api.on('GET', '/api/nivel', ({ query }) =>
    query?.page === 2 ? page([{ id: 21, name: 'Gerente' }], 21) : page(query?.fvalue ? [LEVELS[0]] : LEVELS, query?.fvalue ? 1 : 21),
  );
  api.on('POST', '/api/nivel/add', ({ body }) => ({ id: 99, name: (body as { name: string }).name }));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('work levels screen', () => {
  it('validates with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Niveles' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nivel/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('El nivel debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(api.posts('/api/nivel/add')).toEqual([]);
  });

  it('saves with actionType create, says so, and after 2 s is a blank create form again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.type(screen.getByRole('textbox', { name: /^Nivel/ }), 'Trainee');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/nivel/add')).toEqual([{ name: 'Trainee', actionType: 'create' }]);
    expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveValue('Trainee');

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Guardado con éxito')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveValue('');
  });

  it("saves once when 'Agregar' is pressed again while it waits, saying 'Guardando', for the server", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('POST', '/api/nivel/add', async ({ body }) => {
      await answered;
      return { id: 99, name: (body as { name: string }).name };
    });
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.type(screen.getByRole('textbox', { name: /^Nivel/ }), 'Trainee');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Guardando')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    answer();
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/nivel/add')).toEqual([{ name: 'Trainee', actionType: 'create' }]);
  });

  it('shows a 409 from the server once, under the field it names', async () => {
    api.on('POST', '/api/nivel/add', () => {
      throw new ApiError(409, { message: 'Ya existe un nivel con ese nombre', field: 'name' });
    });
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.type(screen.getByRole('textbox', { name: /^Nivel/ }), 'junior');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nivel/ })).toBeInvalid());
    expect(screen.getAllByText('Ya existe un nivel con ese nombre')).toHaveLength(1);
    expect(screen.queryByText('Error en el guardado')).not.toBeInTheDocument();
  });

  it('lists 20 a page, searches on the server and pages with Siguiente', async () => {
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.click(screen.getByRole('tab', { name: 'Lista de niveles' }));
    const table = await screen.findByRole('table', { name: 'Lista de niveles' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('rowheader', { name: 'Gerente' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar nivel'), 'nivel 1{Enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Nivel 1']));
    expect(api.sent.at(-1)).toMatchObject({ path: '/api/nivel', query: { page: 1, size: 20, fvalue: 'nivel 1' } });
  });

  it('edits a row: loads it by id, updates it and goes back to create mode', async () => {
    api.on('GET', '/api/nivel/get/3', () => ({ id: 3, name: 'Nivel 3' }));
    api.on('POST', '/api/nivel/update/3', ({ body }) => ({ id: 3, name: (body as { name: string }).name }));
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.click(screen.getByRole('tab', { name: 'Lista de niveles' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Nivel 3' }));

    // The form's tab says what it does now: it edits.
    expect(screen.getByRole('tab', { name: 'Modificar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Agregar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Modificar nivel' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveValue('Nivel 3'));
    // The Editar button is gone with the list: focus goes to the field being edited.
    expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveFocus();
    await user.clear(screen.getByRole('textbox', { name: /^Nivel/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nivel/ }), 'Nivel tres');
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(api.posts('/api/nivel/update/3')).toEqual([{ name: 'Nivel tres', actionType: 'update', id: 3 }]);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Nuevo nivel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Agregar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Guardado con éxito')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Nivel/ })).toHaveFocus();
  });

  it('asks before deleting and shows the refusal of a level still in use', async () => {
    api.on('POST', '/api/nivel/delete.php', () => {
      throw new ApiError(409, { message: 'No se puede borrar el nivel "Nivel 2": lo usan 3 avisos.' });
    });
    const user = userEvent.setup();
    render(<NamedListScreen config={WORK_LEVELS} />);
    await user.click(screen.getByRole('tab', { name: 'Lista de niveles' }));
    await user.click(await screen.findByRole('button', { name: 'Borrar el nivel "Nivel 2"' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirme Acción' });
    expect(dialog).toHaveTextContent('¿Borrar el nivel "Nivel 2"?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede borrar el nivel "Nivel 2": lo usan 3 avisos.');
    expect(api.posts('/api/nivel/delete.php')).toEqual([{ id: 2 }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the sub-areas screen speaks of sub-areas', async () => {
    const user = userEvent.setup();
    render(<NamedListScreen config={SUB_AREAS} />);
    await user.type(screen.getByRole('textbox', { name: /^Subárea/ }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('La subárea debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lista de subáreas' })).toBeInTheDocument();
  });
});
