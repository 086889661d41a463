import { QueryClient, type MutationKey } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';

/** The public remote's one cache (TanStack Query), passed to each hook so screens need no provider. */
export const publicQueries = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false } },
});

/**
 * Whether a write is on its way, asked of the cache itself: a form validates before it submits, so
 * a double submit reaches the handler twice before the screen re-renders busy; the second applies nothing.
 */
export const isWriting = (mutationKey: MutationKey) => publicQueries.isMutating({ mutationKey }) > 0;
