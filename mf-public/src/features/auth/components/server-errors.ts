import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@postulate/client';

/**
 * Puts the API's field errors (same paths as the form's fields) next to their fields. Returns
 * whether every error found a field; otherwise the caller shows the message above the form.
 */
export function showFieldErrors<Values extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<Values>): boolean {
  if (!(error instanceof ApiError)) return false;
  const list = error.errors.length > 0 ? error.errors : error.field ? [{ field: error.field, message: error.message }] : [];
  const known = list.filter((item) => fields.includes(item.field));
  known.forEach((item, index) => setError(item.field as FieldPath<Values>, { type: 'server', message: item.message }, { shouldFocus: index === 0 }));
  return known.length > 0 && known.length === list.length;
}
