import type { z } from 'zod';
import type { FieldError } from './api.js';
import { MESSAGES } from './messages.js';

/** Flattens a zod failure into the {field, message} list the API answers and forms show. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
}

/** U+0000 (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode, cannot be UTF-8). */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * The first text anywhere in a request that no field can store, as the error to answer; null when
 * there is none. One rule for every field, checked once a schema has passed.
 */
export function unstorableTextError(value: unknown, path: string[] = []): FieldError | null {
  if (typeof value === 'string') return isUnstorable(value) ? { field: path.join('.') || '_', message: MESSAGES.invalidCharacters } : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const error = unstorableTextError(child, [...path, key]);
    if (error) return error;
  }
  return null;
}
