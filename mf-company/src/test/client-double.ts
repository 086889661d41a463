import { jest } from '@jest/globals';
import type { SessionProfile } from '@postulate/contracts';
import { ApiError, errorMessage, type RequestOptions } from '../../../packages/client/src/http';
import { retryOnceUnlessRefused } from '../../../packages/client/src/query-retry';
import { createApi, createDownloadRoute, fileUrl } from '../../../packages/client/src/route-client';
import { useSessionStore } from '../../../packages/client/src/session-store';
import { companyQueries } from '../features/common/api/company-queries';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  query: RequestOptions['query'];
}

/**
 * The @postulate/client module for this remote's tests: the real session store and errors, and an
 * apiRequest answered by `respond` that records what each screen sent; the contract's `api` and the
 * downloads go through it too.
 */
export function clientDouble() {
  const sent: SentCall[] = [];
  let respond: (call: SentCall) => unknown = (call) => {
    throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
  };
  const apiRequest = jest.fn(async (path: string, options: RequestOptions = {}) => {
    const call = { method: options.method ?? 'GET', path, body: options.body, query: options.query };
    sent.push(call);
    return respond(call);
  });
  const downloadFile = jest.fn(async (path: string, options: RequestOptions = {}, _fallbackName?: string) => {
    await apiRequest(path, options);
  });
  return {
    module: {
      ApiError,
      errorMessage,
      apiRequest,
      api: createApi(apiRequest),
      downloadFile,
      downloadRoute: createDownloadRoute(downloadFile),
      fileUrl,
      retryOnceUnlessRefused,
      useSessionStore,
      getApiBaseUrl: () => 'http://api.test',
    },
    sent,
    downloadFile,
    /** A new server: its answers, and nothing cached from the last one's. */
    answer(handler: (call: SentCall) => unknown) {
      companyQueries.clear();
      sent.length = 0;
      downloadFile.mockClear();
      respond = handler;
    },
    posts: (path: string) => sent.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body),
  };
}

/** Signs in the demo Empresa of 'Logística del Plata S.A.', or a Tester. */
export function signInCompany(role: 'Empresa' | 'Tester' = 'Empresa') {
  const profile: SessionProfile = {
    name: role === 'Empresa' ? 'logistica' : 'tester',
    email: 'rrhh@logistica.test',
    role,
    menuRoutes: [],
    empresa: { id: 12, name: 'Logística del Plata S.A.' },
    postulante: null,
    csrfToken: 'csrf',
  };
  useSessionStore.setState({ status: 'ready', profile });
}
