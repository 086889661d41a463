import { notifyManager, QueryClient } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';

/**
 * The tests remote's one cache (TanStack Query), passed to each hook so screens need no provider.
 * Where a candidate stands changes with every finished test, so nothing is kept once unshown.
 */
export const testsQueries = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false, gcTime: 0 } },
});

// Answers reach the screen on a microtask, not a timer: a test ends on the server's word even while
// the page's timers are frozen (a locked phone), as e2e/tests.e2e.ts checks. TanStack Query is one
// shared copy, so from here on the whole page is notified this way, which harms no other screen.
notifyManager.setScheduler(queueMicrotask);
