import { DataSource, type DataSourceOptions } from 'typeorm';
import { startDatabase, type Database } from '../src/database/database.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';

/**
 * How long a migration spec may take to migrate an empty in-memory database: over a minute at
 * times (116 s, and past 60 s for the shorter ones) beside CI's browser tests.
 */
export const MIGRATE_FROM_EMPTY_MS = 240_000;

type Migration = (typeof MIGRATIONS)[number];

/** An empty in-memory database migrated up to just before `migration`: the schema a spec fills with the rows to convert. */
export function migratedUntil(migration: Migration): Promise<Database> {
  return startDatabase(
    { pgliteDataDir: 'memory://', poolMax: 1, pooling: 'session' },
    { entities: [], migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(migration)) },
  );
}

/** A connection to `database` whose runMigrations applies `migration` (the next one); the caller destroys it. */
export function upgradeTo(database: Database, migration: Migration): Promise<DataSource> {
  const migrations = MIGRATIONS.slice(0, MIGRATIONS.indexOf(migration) + 1);
  return new DataSource({ ...database.dataSource.options, migrations, migrationsRun: false } as DataSourceOptions).initialize();
}
