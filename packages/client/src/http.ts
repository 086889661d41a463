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
  /** A list sends its key once per value ('province=02&province=06'). */
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  /** The route's answer is everyone's (its place says `anonymous`): sent without the session cookie. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** A query as its search string ('a=1&province=02&province=06'), empty values left out. */
export function searchOf(query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== '') params.append(key, String(item));
    }
  }
  return params.toString();
}

/**
 * Sends a request the way every call of ours goes: the API's base, the session cookie (but to an
 * anonymous route, whose answer a shared cache and the replicas may then give), CSRF on writes.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const url = new URL(`${getApiBaseUrl()}${path}`, window.location.href);
  url.search = searchOf(options.query);
  const headers: Record<string, string> = { accept };
  // A FormData body (multipart upload) sets its own content type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const csrf = csrfSource();
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  return fetch(url, {
    method,
    headers,
    credentials: options.anonymous ? 'omit' : 'include',
    // Public answers may be kept a minute (Cache-Control: public); with a session (it holds a CSRF
    // token) the browser asks again, with the answer's ETag, so a person sees their own changes at
    // once, e.g. an ad just published.
    cache: csrf ? 'no-cache' : 'default',
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** The error a refused call answered: its Spanish message, or ours when the body is not JSON. */
async function refusal(response: Response): Promise<ApiError> {
  try {
    return new ApiError(response.status, ((await response.json()) ?? {}) as ApiErrorBody);
  } catch {
    return new ApiError(response.status, { message: MESSAGES.unparseable });
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  if (!response.ok) throw await refusal(response);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, { message: MESSAGES.unparseable });
  }
}

/**
 * A file the API answers (an export) saved by the browser under the name the server gives it
 * (Content-Disposition), or `fallbackName`. A refusal throws its Spanish message like apiRequest.
 */
export async function downloadFile(path: string, options: RequestOptions, fallbackName: string): Promise<void> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw await refusal(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The Spanish text to show for any failure: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name !== 'AbortError') return `Error: ${error.message}`;
  return MESSAGES.unparseable;
}
