import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config.js';
import { connectionBudget } from './connection-budget.js';
import { MIGRATIONS } from './migrations/index.js';
import { DEFAULT_PGLITE_DIR } from './paths.js';

export interface Database {
  /** Initialised, with every migration applied. */
  dataSource: DataSource;
  /** Destroys the DataSource, then stops the embedded server if there is one. Safe to call twice. */
  close(): Promise<void>;
  /** The embedded database's data folder as a tarball, to start copies from; absent on a server. */
  snapshot?: () => Promise<Blob>;
}

/** Mapped classes, handed in by the composition root (src/entities.ts): database/ imports no feature. */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

export interface StartOptions {
  /** Every entity the app maps; empty for a caller that only runs SQL (a migration's test). */
  entities: EntityList;
  /** An embedded database starts in memory from this tarball (a `snapshot()`) instead of empty. */
  pgliteSnapshot?: Blob;
  /** The migrations to apply, when not all: a migration's test starts from the schema before it. */
  migrations?: typeof MIGRATIONS;
}

const MEMORY = 'memory://';

/** Connections the embedded server accepts: the API's pool plus a few tools (psql, a test's second app). */
const PGLITE_MAX_CONNECTIONS = 8;

function createDataSource(
  connection: { url: string } | { host: string; port: number },
  poolMax: number,
  { entities, migrations = MIGRATIONS }: StartOptions,
): DataSource {
  return new DataSource({
    type: 'postgres',
    ...('url' in connection ? { url: connection.url } : { ...connection, username: 'postgres', password: 'postgres', database: 'postgres' }),
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    // Named in pg_stat_activity, so each pool's connections can be told apart and counted.
    extra: { max: poolMax, application_name: 'postulate-api' },
  });
}

/** Runs `close` once, however many owners ask for it. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function destroy(dataSource: DataSource): Promise<void> {
  if (dataSource.isInitialized) await dataSource.destroy();
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL (PGlite), and applies the migrations. */
export async function startDatabase(config: DatabaseConfig, options: StartOptions): Promise<Database> {
  if (config.url) {
    const dataSource = await createDataSource({ url: config.url }, connectionBudget(config.poolMax).api, options).initialize();
    return { dataSource, close: once(() => destroy(dataSource)) };
  }

  const dataDir = options.pgliteSnapshot ? MEMORY : (config.pgliteDataDir ?? DEFAULT_PGLITE_DIR);
  if (dataDir !== MEMORY) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.pgliteSnapshot,
    extensions: { pg_trgm, unaccent, uuid_ossp },
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: PGLITE_MAX_CONNECTIONS,
  });
  const stopEmbedded = async () => {
    await server.stop();
    await pglite.close();
  };
  try {
    await server.start();
    const address = server.getServerConn();
    const port = Number(address.slice(address.lastIndexOf(':') + 1));
    // One pooled connection: pglite-socket interleaves the extended-protocol messages of concurrent
    // connections (electric-sql/pglite#1046), which mixed up parameters and hung transactions in
    // our load probe. PGlite runs one query at a time anyway, so a single connection costs nothing.
    const dataSource = await createDataSource({ host: '127.0.0.1', port }, 1, options).initialize();
    return {
      dataSource,
      close: once(async () => {
        await destroy(dataSource);
        await stopEmbedded();
      }),
      snapshot: async () => {
        // Written pages reach the files now, so a copy starts without replaying the WAL.
        await dataSource.query('CHECKPOINT');
        return pglite.dumpDataDir('none');
      },
    };
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
}
