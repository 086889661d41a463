import { jest } from '@jest/globals';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, type RequestOptions } from '../http';
import { retryOnceUnlessRefused } from '../query-retry';
import { createApi, createDownloadRoute, fileAsDataUrl, fileUrl } from '../route-client';
import { useSessionStore } from '../session-store';

/** A call a screen made, as the server would have received it. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  query: RequestOptions['query'];
}

type Answer = (call: SentCall) => unknown;

/**
 * The @postulate/client module for the remotes' tests, and the one double they use: the real
 * session store, errors and contract-derived calls (`api`, `downloadRoute`, `fileUrl`), with the
 * network replaced by answers the test gives: `on(method, path, answer)` per route, or one
 * `answer(handler)` for every call. Every call is recorded in `sent`, so a test reads what the
 * screen sent; a thrown ApiError is a refused call. `queries` is the remote's cache, emptied
 * whenever a test sets new answers.
 */
export function clientDouble(options: { queries?: QueryClient } = {}) {
  const sent: SentCall[] = [];
  const routes: { method: string; path: string | RegExp; answer: Answer }[] = [];
  const byRoute: Answer = (call) => {
    const route = routes.find(({ method, path }) => method === call.method && (typeof path === 'string' ? path === call.path : path.test(call.path)));
    if (!route) throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    return route.answer(call);
  };
  let respond = byRoute;
  const apiRequest = jest.fn(async (path: string, request: RequestOptions = {}) => {
    const call = { method: request.method ?? 'GET', path, body: request.body, query: request.query };
    sent.push(call);
    return respond(call);
  });
  // A download (an export) is answered and recorded like any other call.
  const downloadFile = jest.fn(async (path: string, request: RequestOptions = {}, _fallbackName?: string) => {
    await apiRequest(path, request);
  });
  return {
    module: {
      ApiError,
      errorMessage,
      retryOnceUnlessRefused,
      useSessionStore,
      api: createApi(apiRequest),
      downloadRoute: createDownloadRoute(downloadFile),
      fileUrl,
      fileAsDataUrl,
      solveCaptcha: jest.fn(async () => 'captcha-resuelto'),
    },
    apiRequest,
    downloadFile,
    sent,
    /** Answers the calls to one route (the newest `on` for a route wins). */
    on(method: string, path: string | RegExp, answer: Answer) {
      routes.unshift({ method, path, answer });
    },
    /** A new server: every call answered by `handler`, nothing cached or recorded from before. */
    answer(handler: Answer) {
      options.queries?.clear();
      sent.length = 0;
      downloadFile.mockClear();
      respond = handler;
    },
    posts: (path: string) => sent.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body),
  };
}
