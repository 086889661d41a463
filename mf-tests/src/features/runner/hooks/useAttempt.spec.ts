import { describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { ANSWERS_PER_REQUEST, type StartResponse } from '@postulate/contracts';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { useAttempt } from './useAttempt';

const attempt: Extract<StartResponse, { test: 'toulouse' }> = {
  test: 'toulouse',
  clock: clock(),
  content: { rows: 40, cols: 30, models: [0, 2, 5], cells: '0'.repeat(1200) },
  saved: { cells: [] },
};

describe('useAttempt', () => {
  it('sends a backlog from a dropped connection in several requests, none above the server’s limit', async () => {
    jest.useFakeTimers();
    try {
      const { api, sent } = fakeTestsApi(attempt);
      let down = true;
      api.answers.mockImplementation(async () => {
        if (down) throw new TypeError('Failed to fetch');
        return { saved: 1, remainingMs: 1000 };
      });
      const { result } = renderHook(() => useAttempt(api, 'toulouse', attempt));
      act(() => {
        for (let id = 0; id < 25; id += 1) result.current.record({ id });
      });
      await act(() => jest.advanceTimersByTimeAsync(1_500));
      expect(result.current.saveState).toBe('offline');

      const failed = api.answers.mock.calls.length;
      down = false;
      await act(() => jest.advanceTimersByTimeAsync(3_000));
      expect(result.current.saveState).toBe('idle');
      const delivered = api.answers.mock.calls.slice(failed).map(([, batch]) => batch.answers.map((answer) => answer.id));
      expect(delivered.map((ids) => ids.length)).toEqual([10, 10, 5]);
      expect(delivered.flat()).toEqual([...Array(25).keys()]);
      // Not one request, failed or not, went above the limit.
      expect(api.answers.mock.calls.every(([, batch]) => batch.answers.length <= ANSWERS_PER_REQUEST.toulouse)).toBe(true);
      expect(sent().length).toBeGreaterThanOrEqual(25);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends at once when the limit is waiting, in requests within it, and a lone answer after the pause', async () => {
    jest.useFakeTimers();
    try {
      const { api } = fakeTestsApi(attempt);
      const { result } = renderHook(() => useAttempt(api, 'toulouse', attempt));
      const sizes = () => api.answers.mock.calls.map(([, batch]) => batch.answers.length);
      act(() => {
        for (let id = 0; id < 12; id += 1) result.current.record({ id });
      });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(sizes()).toEqual([10, 2]);
      act(() => result.current.record({ id: 12 }));
      await act(() => jest.advanceTimersByTimeAsync(1_400));
      expect(sizes()).toEqual([10, 2]);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(sizes()).toEqual([10, 2, 1]);
    } finally {
      jest.useRealTimers();
    }
  });
});
