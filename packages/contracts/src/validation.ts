import type { z } from 'zod';
import type { FieldError } from './api.js';

/** Flattens a zod failure into the {field, message} list the API answers and forms show. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
}
