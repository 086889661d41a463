/**
 * How long a migration spec may take to migrate an empty in-memory database: over a minute at
 * times (116 s, and past 60 s for the shorter ones) beside CI's browser tests.
 */
export const MIGRATE_FROM_EMPTY_MS = 240_000;
