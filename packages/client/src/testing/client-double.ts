import { jest } from '@jest/globals';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionProfile } from '@postulate/contracts';
import { ApiError, errorMessage, type RequestOptions } from '../http';
import { holdHistoryTraversal, leaveWhenAllowed, useLeaveGuardStore } from '../leave-guard';
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
      holdHistoryTraversal,
      leaveWhenAllowed,
      useLeaveGuardStore,
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

/** A visitor: nobody signed in. */
export const signOut = () => useSessionStore.setState({ status: 'ready', profile: null });
