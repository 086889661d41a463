import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTS_MESSAGES, type StartResponse } from '@postulate/contracts';
import { ApiError } from '@postulate/client';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { ToulouseIntro, ToulouseRun } from './ToulouseTest';

// A 2 × 4 grid: models point up (0) and right (2).
const attempt: Extract<StartResponse, { test: 'toulouse' }> = {
  test: 'toulouse',
  clock: clock(),
  content: { rows: 2, cols: 4, models: [0, 2], cells: '02150627' },
  saved: { cells: [] },
};

const cell = (index: number) => screen.getAllByRole('gridcell')[index];

describe('ToulouseRun', () => {
  it('selects a cell for good and passes every earlier cell not selected', async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(attempt);
    render(<ToulouseRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(screen.getAllByRole('img', { name: /^Modelo:/ }).map((model) => model.getAttribute('aria-label'))).toEqual([
      'Modelo: trazo hacia arriba',
      'Modelo: trazo hacia derecha',
    ]);

    await user.click(cell(1));
    await user.click(cell(4));
    expect(cell(1)).toHaveAttribute('aria-selected', 'true');
    expect(cell(4)).toHaveAttribute('aria-selected', 'true');
    for (const passed of [0, 2, 3]) expect(cell(passed)).toHaveAttribute('aria-disabled', 'true');
    // A passed cell cannot be selected any more.
    await user.click(cell(2));
    expect(cell(2)).toHaveAttribute('aria-selected', 'false');
    expect(cell(5)).not.toHaveAttribute('aria-disabled');
  });

  it('works from the keyboard: arrows move, Enter selects', async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(attempt);
    render(<ToulouseRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    cell(0).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(cell(5)).toHaveFocus();
    expect(cell(5)).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the keyboard on the clicked cell, so the arrows go on from there', async () => {
    const user = userEvent.setup();
    const { api } = fakeTestsApi(attempt);
    render(<ToulouseRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    await user.click(cell(1));
    expect(cell(1)).toHaveFocus();
    expect(cell(1)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(cell(2)).toHaveFocus();
    expect(cell(2)).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the raw clicks and finishes on the last cell with the completion message', async () => {
    const user = userEvent.setup();
    const { api, sent } = fakeTestsApi(attempt);
    const onFinished = jest.fn();
    render(<ToulouseRun attempt={attempt} api={api} onFinished={onFinished} onExit={jest.fn()} exitLabel="Volver a Mis Tests" />);
    await user.click(cell(0));
    await user.click(cell(7));
    expect(await screen.findByRole('heading', { name: 'Genial! Finalizaste este test.' })).toBeInTheDocument();
    expect(sent().map((answer) => answer.id)).toEqual([0, 7]);
    expect(api.finish).toHaveBeenCalledWith('toulouse');
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Volver a Mis Tests' })).toBeInTheDocument();
  });

  it('says when answers cannot be saved and sends them once the connection is back', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = fakeTestsApi(attempt);
      api.answers.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      render(<ToulouseRun attempt={attempt} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
      await user.click(cell(1));
      await act(() => jest.advanceTimersByTimeAsync(1_500));
      expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: tus respuestas se guardan apenas vuelva.');

      await act(() => jest.advanceTimersByTimeAsync(3_000));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(api.answers).toHaveBeenCalledTimes(2);
      expect(api.answers.mock.calls[1][1].answers).toEqual([expect.objectContaining({ id: 1 })]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("ends on screen when the server's clock says time is up, though the page's still counts", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = fakeTestsApi(attempt);
      api.answers.mockRejectedValueOnce(new ApiError(409, { message: TESTS_MESSAGES.timeIsUp }));
      const onFinished = jest.fn();
      render(<ToulouseRun attempt={attempt} api={api} onFinished={onFinished} onExit={jest.fn()} exitLabel="Volver" />);
      await user.click(cell(1));
      await act(() => jest.advanceTimersByTimeAsync(1_500));
      expect(await screen.findByRole('heading', { name: 'Genial! Finalizaste este test.' })).toBeInTheDocument();
      expect(screen.getByText(TESTS_MESSAGES.timeIsUp)).toBeInTheDocument();
      expect(api.finish).toHaveBeenCalledWith('toulouse');
      expect(onFinished).toHaveBeenCalled();
      expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resumes with the clicks the server kept', () => {
    const { api } = fakeTestsApi(attempt);
    render(<ToulouseRun attempt={{ ...attempt, saved: { cells: [2] } }} api={api} onFinished={jest.fn()} onExit={jest.fn()} exitLabel="Volver" />);
    expect(cell(2)).toHaveAttribute('aria-selected', 'true');
    expect(cell(0)).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('ToulouseIntro', () => {
  it('gives the example symbols to a screen reader as one named picture', () => {
    render(<ToulouseIntro begin={jest.fn()} busy={false} />);
    expect(screen.getByRole('img', { name: 'Ejemplos de símbolos' })).toBeInTheDocument();
  });
});
