import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AnswerBatch, AnswersResponse, FinishResponse, StartResponse, TestKind, TestStatus } from '@postulate/contracts';
import { testsQueries } from '../../common/api/tests-queries';

/** The test routes of one candidate: their own, or an invitation link's. */
export interface TestsApi {
  /** Names this candidate's answers in the cache. */
  key: readonly unknown[];
  status(): Promise<TestStatus[]>;
  start(test: TestKind): Promise<StartResponse>;
  answers(test: TestKind, batch: AnswerBatch): Promise<AnswersResponse>;
  finish(test: TestKind): Promise<FinishResponse>;
}

/** A logged-in Postulante's own tests. */
export const candidateTestsApi: TestsApi = {
  key: ['own'],
  status: async () => (await api.tests.status({})).response,
  start: (test) => api.tests.start({ params: { test } }),
  answers: (test, body) => api.tests.answers({ params: { test }, body }),
  finish: (test) => api.tests.finish({ params: { test } }),
};

/** An invited candidate's tests, through the link's token. */
export const invitationTestsApi = (token: string): TestsApi => ({
  key: ['invitation', token],
  status: async () => (await api.invitation.status({ params: { token } })).response,
  start: (test) => api.invitation.start({ params: { token, test } }),
  answers: (test, body) => api.invitation.answers({ params: { token, test }, body }),
  finish: (test) => api.invitation.finish({ params: { token, test } }),
});

/** Where the candidate stands in each test, read fresh each time a test page opens. */
export const useTestStatus = (tests: TestsApi) => useQuery({ queryKey: [...tests.key, 'status'], queryFn: () => tests.status() }, testsQueries);

/** Starts (or resumes) the server's clock of one test: the answer is the attempt to run. */
export const useStartTest = (tests: TestsApi, test: TestKind) => useMutation({ mutationFn: () => tests.start(test) }, testsQueries);
