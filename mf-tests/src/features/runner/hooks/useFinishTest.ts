import { useCallback, useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';
import type { TestKind } from '@postulate/contracts';
import { testsQueries } from '../../common/api/tests-queries';
import type { TestsApi } from '../api/tests-api';

export type FinishPhase = 'running' | 'finishing' | 'done' | 'error';

/**
 * Ends a test: the answers still queued are sent, then the server closes the attempt and scores it.
 * Called by the last answer, the countdown and the server's refusal (`refusal`: its clock says time
 * is up) alike, it finishes once; after a failure it can be asked again.
 */
export function useFinishTest(api: TestsApi, test: TestKind, flush: () => Promise<void>, refusal: string | null, onFinished: () => void) {
  const mutationKey = useMemo(() => [...api.key, 'finish', test], [api.key, test]);
  const finishing = useMutation(
    {
      mutationKey,
      mutationFn: async () => {
        await flush();
        return api.finish(test);
      },
      onSuccess: onFinished,
    },
    testsQueries,
  );
  const phase: FinishPhase = finishing.isPending ? 'finishing' : finishing.isSuccess ? 'done' : finishing.isError ? 'error' : 'running';
  const { mutate, isSuccess } = finishing;
  /** Asked of the cache, not the last render: two calls in one tick finish once. */
  const started = useCallback(() => isSuccess || testsQueries.isMutating({ mutationKey }) > 0, [isSuccess, mutationKey]);
  // Stable until it succeeds, so an effect that finishes on the server's refusal runs once.
  const finish = useCallback(() => {
    if (!started()) mutate();
  }, [started, mutate]);
  // The server refused answers for good: the test ends on screen too.
  useEffect(() => {
    if (refusal) finish();
  }, [refusal, finish]);
  return { phase, error: finishing.isError ? errorMessage(finishing.error) : '', started, finish };
}
