import { jest } from '@jest/globals';
import type { AnswerBatch, AnswersResponse, FinishResponse, StartResponse, TestKind, TestStatus } from '@postulate/contracts';
import type { TestsApi } from '../features/runner/api/tests-api';

let made = 0;

/** A TestsApi whose calls are recorded; every method can be re-programmed per test. Each has its own cache key. */
export function fakeTestsApi(start?: StartResponse, status: TestStatus[] = []) {
  made += 1;
  const api = {
    key: ['fake', made],
    status: jest.fn<() => Promise<TestStatus[]>>(async () => status),
    start: jest.fn<(test: TestKind) => Promise<StartResponse>>(async () => start!),
    answers: jest.fn<(test: TestKind, batch: AnswerBatch) => Promise<AnswersResponse>>(async () => ({ saved: 1, remainingMs: 1000 })),
    finish: jest.fn<(test: TestKind) => Promise<FinishResponse>>(async (test) => ({ test, validUntil: '2027-05-01T12:00:00.000Z' })),
  } satisfies TestsApi;
  /** Every answer sent, in order, over all batches. */
  const sent = () => api.answers.mock.calls.flatMap(([, batch]) => batch.answers as { id: number; value?: string | number; ms?: number }[]);
  return { api, sent };
}

export const clock = (remainingMs = 600_000) => ({
  startedAt: '2026-05-01T12:00:00.000Z',
  deadline: '2026-05-01T12:10:00.000Z',
  remainingMs,
  durationSeconds: 600,
});
