import { QueryFailedError } from 'typeorm';

/** PostgreSQL SQLSTATE codes we turn into answers a client can act on. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The constraint a failed query violated when its SQLSTATE is `code`, else undefined. Lets the
 * database decide races (two saves of one name, a delete while an ad takes the row) atomically.
 */
export function violatedConstraint(error: unknown, code: string): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown };
  if (driverError.code !== code) return undefined;
  return typeof driverError.constraint === 'string' ? driverError.constraint : '';
}
