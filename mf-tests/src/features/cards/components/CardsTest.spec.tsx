import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatrixPanel, StartResponse } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { CardsRun } from './CardsTest';

const panel = (r: number): MatrixPanel => ({ shapes: [{ kind: 'circle', cx: 50, cy: 50, r, fill: '#ffffff' }] });
const item = (id: number) => ({ id, matrix: Array.from({ length: 8 }, (_, index) => panel(10 + index)), options: Array.from({ length: 8 }, (_, index) => panel(20 + index)) });
const attempt: Extract<StartResponse, { test: 'cards' }> = { test: 'cards', clock: clock(3_600_000), content: { items: [item(1), item(2)] }, saved: { answers: {} }, format: 'standard' };

describe('CardsRun', () => {
  it("shows progress, enables 'Siguiente' after a choice and lets a new choice replace it", async () => {
    const user = userEvent.setup();
    const { api, sent } = fakeTestsApi(attempt);
    render(<CardsRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(screen.getByRole('heading', { name: 'Matriz 1/36' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Figura 3' }));
    await user.click(screen.getByRole('radio', { name: 'Figura 5' }));
    expect(screen.getByRole('radio', { name: 'Figura 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Figura 5' }).closest('label')).toHaveClass('is-chosen');
    expect(screen.getByRole('radio', { name: 'Figura 3' }).closest('label')).not.toHaveClass('is-chosen');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Matriz 2/36' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Figura 1' }));
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
    render(<CardsRun attempt={{ ...attempt, saved: { answers: { '1': 2, '2': 4 } } }} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText('Error al finalizar este test. Por favor, vuelve a intentarlo. Si el problema persiste, envíanos un mensaje.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByText('Gracias por completar el test de razonamiento.')).toBeInTheDocument();
  });
});
