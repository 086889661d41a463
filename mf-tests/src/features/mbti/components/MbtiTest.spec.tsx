import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StartResponse } from '@postulate/contracts';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { MbtiRun } from './MbtiTest';

const item = (id: number, text: string | null, a: string, b: string) => ({
  id,
  text,
  options: [
    { key: 'A' as const, label: a },
    { key: 'B' as const, label: b },
  ] as [{ key: 'A'; label: string }, { key: 'B'; label: string }],
});

const attempt: Extract<StartResponse, { test: 'mbti' }> = {
  test: 'mbti',
  clock: clock(2_400_000),
  content: {
    steps: [
      { step: 1, prompt: null, items: [item(1, 'En una reunión…', 'Charlo con todos', 'Hablo con pocos'), item(2, 'Prefiero…', 'Planificar', 'Improvisar')] },
      { step: 2, prompt: 'Cuál palabra te representa mejor', items: [item(3, null, 'Sociable', 'Reservado')] },
    ],
  },
  saved: { answers: {} },
};

describe('MbtiRun', () => {
  it("enables 'Siguiente Paso' only when every question of the step is answered; one option per question", async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(attempt);
    render(<MbtiRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(screen.getByRole('button', { name: 'Siguiente Paso' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Charlo con todos' }));
    await user.click(screen.getByRole('radio', { name: 'Hablo con pocos' }));
    expect(screen.getByRole('radio', { name: 'Charlo con todos' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Siguiente Paso' })).toBeDisabled();
    expect(screen.getByText('Falta 1 respuesta en este paso')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Improvisar' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente Paso' }));
    expect(screen.getByText('Cuál palabra te representa mejor')).toBeInTheDocument();
  });

  it("finishes on the last step with 'Finalizar', sending only raw choices", async () => {
    const user = userEvent.setup();
    const { api, sent } = fakeTestsApi(attempt);
    render(
      <MbtiRun
        attempt={{ ...attempt, saved: { answers: { '1': 'A', '2': 'B' } } }}
        api={api}
        onFinished={jest.fn()}
        onExit={jest.fn()}
        exitLabel="Volver al inicio"
      />,
    );
    // Resumed at the first step with questions left.
    expect(screen.getByRole('heading', { name: 'Test de personalidad · Paso 2 de 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Reservado' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('heading', { name: 'Finalizado' })).toBeInTheDocument();
    expect(sent()).toEqual([{ id: 3, value: 'B', ms: expect.any(Number) }]);
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeInTheDocument();
  });
});
