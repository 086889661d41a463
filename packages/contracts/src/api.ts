/** Lists answer {response, size, total}; errors {message} plus the failing field when one did. */
export interface ListResponse<T> {
  response: T[];
  size: number;
  total: number;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  field?: string;
  errors?: FieldError[];
  token?: string;
  /** On 5xx answers: the request's X-Request-Id, for the user to quote and support to find in the logs. */
  requestId?: string;
}

export const SESSION_COOKIE = 'postulate_session';
export const CSRF_HEADER = 'x-csrf-token';
