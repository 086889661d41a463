import { jest } from '@jest/globals';
import type { RequestOptions } from '../../../packages/client/src/http';
import { ApiError, errorMessage } from '../../../packages/client/src/http';
import { retryOnceUnlessRefused } from '../../../packages/client/src/query-retry';
import { createApi, createDownloadRoute, fileUrl } from '../../../packages/client/src/route-client';

export interface Call {
  method: string;
  path: string;
  query?: RequestOptions['query'];
  body?: unknown;
}

type Route = (call: Call) => unknown;

/**
 * A stand-in for apiRequest: answers each call with the first matching route's result (a thrown
 * ApiError is a failed call) and records every call, so tests read what the screen sent.
 */
export function fakeApi() {
  const routes: { method: string; path: string | RegExp; answer: Route }[] = [];
  const calls: Call[] = [];
  const apiRequest = jest.fn(async (path: string, options: RequestOptions = {}) => {
    const call = { method: options.method ?? 'GET', path, query: options.query, body: options.body };
    calls.push(call);
    const route = routes.find((candidate) =>
      candidate.method === call.method && (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    if (!route) throw new ApiError(404, { message: `sin ruta para ${call.method} ${path}` });
    return route.answer(call);
  });
  // Downloads (exports) go through the same routes, recorded like any other call.
  const downloadFile = jest.fn(async (path: string, options: RequestOptions = {}, _fallbackName?: string) => {
    await apiRequest(path, options);
  });
  return {
    apiRequest,
    downloadFile,
    /** The @postulate/client module for a spec: the real pure parts, every call through this fake. */
    module: {
      ApiError,
      errorMessage,
      retryOnceUnlessRefused,
      fileUrl,
      apiRequest,
      downloadFile,
      downloadRoute: createDownloadRoute(downloadFile),
      api: createApi(apiRequest),
      getApiBaseUrl: () => '',
    },
    calls,
    on(method: string, path: string | RegExp, answer: Route) {
      routes.unshift({ method, path, answer });
    },
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body),
  };
}

export const page = <T>(response: T[], total = response.length) => ({ response, size: response.length, total });
