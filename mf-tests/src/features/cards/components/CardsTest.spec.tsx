import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatrixPanel, StartResponse } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { CardsRun } from './CardsTest';

const panel = (n: number, description?: string): MatrixPanel => ({
  image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M 50 ${n} L 60 60 L 40 60 Z"/></svg>`)}`,
  ...(description ? { description } : {}),
});
const item = (id: number, describe?: (n: number) => string) => ({
  id,
  matrix: Array.from({ length: 8 }, (_, index) => panel(10 + index, describe?.(10 + index))),
  options: Array.from({ length: 8 }, (_, index) => panel(20 + index, describe?.(20 + index))),
});
const attempt: Extract<StartResponse, { test: 'cards' }> = {
  test: 'cards',
  clock: clock(3_600_000),
  content: { items: [item(1), item(2)] },
  saved: { answers: {} },
  format: 'standard',
};
const words = (n: number) =>
  `Un hexágono ${n % 2 ? 'grande (tamaño 4 de 6)' : 'pequeño (tamaño 2 de 6)'}, gris oscuro (tono 4 de 5), arriba a la izquierda ${n}.`;
const accessible: typeof attempt = { ...attempt, format: 'accessible', content: { items: [item(1, words), item(2, words)] } };

describe('CardsRun', () => {
  it("shows progress, enables 'Siguiente' after a choice and lets a new choice replace it", async () => {
    const user = userEvent.setup();
    const { api, sent } = fakeTestsApi(attempt);
    render(<CardsRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(screen.getByRole('heading', { name: 'Matriz 1/36' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Opción 3' }));
    await user.click(screen.getByRole('radio', { name: 'Opción 5' }));
    expect(screen.getByRole('radio', { name: 'Opción 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Opción 5' }).closest('label')).toHaveClass('is-chosen');
    expect(screen.getByRole('radio', { name: 'Opción 3' }).closest('label')).not.toHaveClass('is-chosen');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Matriz 2/36' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Opción 1' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('heading', { name: 'Finalizado' })).toBeInTheDocument();
    expect(sent().map(({ id, value }) => [id, value])).toEqual([
      [1, 3],
      [1, 5],
      [2, 1],
    ]);
  });

  it('explains a failed finish with the spec message and can try again', async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(attempt);
    api.finish.mockRejectedValueOnce(new ApiError(500, { message: 'Error en el servidor' }));
    render(
      <CardsRun attempt={{ ...attempt, saved: { answers: { '1': 2, '2': 4 } } }} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />,
    );
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText('Error al finalizar este test. Por favor, vuelve a intentarlo. Si el problema persiste, envíanos un mensaje.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByText('Gracias por completar el test de razonamiento.')).toBeInTheDocument();
  });

  it('names the figures neutrally in the standard format: options by number, cells by row and column, nothing more', () => {
    const { api } = fakeTestsApi(attempt);
    render(<CardsRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    const matrix = screen.getByRole('group', { name: 'Matriz 1: ocho figuras y una celda vacía para completar' });
    expect(
      within(matrix)
        .getAllByRole('img')
        .map((cell) => cell.getAttribute('alt') ?? cell.getAttribute('aria-label')),
    ).toEqual([
      'Fila 1, columna 1',
      'Fila 1, columna 2',
      'Fila 1, columna 3',
      'Fila 2, columna 1',
      'Fila 2, columna 2',
      'Fila 2, columna 3',
      'Fila 3, columna 1',
      'Fila 3, columna 2',
      'Fila 3, columna 3: la celda que falta completar',
    ]);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(screen.getByRole('radio', { name: 'Opción 8' })).toBeInTheDocument();
    expect(screen.queryByText(/tamaño|tono/)).toBeNull();
  });

  it('gives each figure its description as its accessible name in the accessible format', async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(accessible);
    render(<CardsRun attempt={accessible} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(screen.getByText(/Los tamaños se cuentan desde 1/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Fila 1, columna 2: ${words(11)}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Fila 3, columna 2: ${words(17)}` })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: `Opción 3: ${words(22)}` }));
    expect(screen.getByRole('radio', { name: `Opción 3: ${words(22)}` })).toBeChecked();
  });
});
