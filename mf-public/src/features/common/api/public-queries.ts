import { QueryClient } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';

/** The public remote's one cache (TanStack Query), passed to each hook so screens need no provider. */
export const publicQueries = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false } },
});
