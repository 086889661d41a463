import { jest } from '@jest/globals';
import type { SessionProfile } from '@postulate/contracts';
import { ApiError, errorMessage, type RequestOptions } from '../../../packages/client/src/http';
import { retryOnceUnlessRefused } from '../../../packages/client/src/query-retry';
import { createApi, createDownloadRoute, fileUrl } from '../../../packages/client/src/route-client';
import { applicantQueries } from '../features/common/api/applicant-queries';
import { useSessionStore } from '../../../packages/client/src/session-store';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  query: RequestOptions['query'];
}

/**
 * The @postulate/client module for this remote's tests: the real session store and errors, and an
 * apiRequest answered by `respond` that records what each screen sent; the contract's `api` goes
 * through it too.
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
  // A download is recorded like any other call.
  const downloadRoute = createDownloadRoute(async (path, options) => void (await apiRequest(path, options)));
  return {
    module: { ApiError, errorMessage, apiRequest, api: createApi(apiRequest), fileUrl, downloadRoute, retryOnceUnlessRefused, useSessionStore, getApiBaseUrl: () => 'http://api.test' },
    sent,
    /** A new server: its answers, and nothing cached from the last one's. */
    answer(handler: (call: SentCall) => unknown) {
      applicantQueries.clear();
      sent.length = 0;
      respond = handler;
    },
    posts: (path: string) => sent.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body),
  };
}

/** Signs a Postulante in, with or without a CV name. */
export function signInApplicant(cvName: string | null = 'María José Ñúñez', id = 7) {
  const profile: SessionProfile = {
    name: 'postulante',
    email: 'postulante@postulate.test',
    role: 'Postulante',
    menuRoutes: [],
    empresa: null,
    postulante: {
      id,
      cv: { name: cvName },
      haveToulouse: true,
      haveMbti: true,
      haveCards: true,
      lastDayToulouse: null,
      lastDayMbti: null,
      lastDayCards: null,
    },
    csrfToken: 'csrf',
  };
  useSessionStore.setState({ status: 'ready', profile });
}
