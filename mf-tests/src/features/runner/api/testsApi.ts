import { apiRequest } from '@postulate/client';
import type { AnswerBatch, AnswersResponse, FinishResponse, ListResponse, StartResponse, TestKind, TestStatus } from '@postulate/contracts';

/** The test endpoints under one base: the candidate's own, or an invitation link's. */
export interface TestsApi {
  status(): Promise<TestStatus[]>;
  start(test: TestKind): Promise<StartResponse>;
  answers(test: TestKind, batch: AnswerBatch): Promise<AnswersResponse>;
  finish(test: TestKind): Promise<FinishResponse>;
}

function testsApi(base: string): TestsApi {
  return {
    status: async () => (await apiRequest<ListResponse<TestStatus>>(base)).response,
    start: (test) => apiRequest<StartResponse>(`${base}/${test}/start`, { method: 'POST' }),
    answers: (test, batch) => apiRequest<AnswersResponse>(`${base}/${test}/answers`, { method: 'POST', body: batch }),
    finish: (test) => apiRequest<FinishResponse>(`${base}/${test}/finish`, { method: 'POST' }),
  };
}

/** A logged-in Postulante's own tests (/api/test). */
export const candidateTestsApi = testsApi('/api/test');

/** An invited candidate's tests, through the link's token (/api/invitation/{token}/test). */
export const invitationTestsApi = (token: string) => testsApi(`/api/invitation/${encodeURIComponent(token)}/test`);
