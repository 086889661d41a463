import { CSRF_HEADER, MESSAGES, type ApiErrorBody, type FieldError } from '@postulate/contracts';
import { getApiBaseUrl } from './config';

export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;
  readonly errors: FieldError[];
  readonly token?: string;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? MESSAGES.unparseable);
    this.name = 'ApiError';
    this.status = status;
    this.field = body.field;
    this.errors = body.errors ?? [];
    this.token = body.token;
  }
}

type CsrfSource = () => string | null;
let csrfSource: CsrfSource = () => null;

/** The session store registers itself so every state-changing call carries the CSRF token. */
export function setCsrfSource(source: CsrfSource) {
  csrfSource = source;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = new URL(`${getApiBaseUrl()}${path}`, window.location.href);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (multipart upload) sets its own content type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const csrf = csrfSource();
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;

  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ApiError(response.status, { message: MESSAGES.unparseable });
  }
  if (!response.ok) throw new ApiError(response.status, (parsed ?? {}) as ApiErrorBody);
  return parsed as T;
}

/** The Spanish text to show for any failure: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name !== 'AbortError') return `Error: ${error.message}`;
  return MESSAGES.unparseable;
}
