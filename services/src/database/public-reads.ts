import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { connectionBudget } from './connection-budget.js';
import { publicReadPool } from './public-read-pool.js';
import { replicaAllowed } from './read-routing.js';
import { isConnectionError, isRecoveryConflict, ReplicaSet } from './replicas.js';

/** How many search shapes a process names at most (queryShaped); rarer shapes beyond them run unnamed. */
const MAX_SHAPE_NAMES = 100;

/** Public reads each server answered since this instance started. */
export interface ServedCounts {
  primary: number;
  /** In the order of DATABASE_REPLICA_URLS. */
  replicas: number[];
}

/**
 * Where the public reads go (the home's search and facets, the ad page, the reference lists): an
 * anonymous GET may be answered by a healthy replica, in turn (read-routing.ts, replicas.ts);
 * anything else reads the primary, through this class's own pool of it. Writes, transactions and
 * every other read use the DataSource, which is the primary. Without DATABASE_REPLICA_URLS every
 * public read goes to the primary.
 */
@Injectable()
export class PublicReads implements OnModuleInit, OnApplicationShutdown {
  private readonly replicaSet: ReplicaSet | undefined;
  /**
   * The primary's pool for public reads (public-read-pool.ts), beside the DataSource's. None on the
   * embedded PGlite: it is one session behind every connection, so statement names would collide.
   */
  private readonly primaryPool: Pool | undefined;
  private primaryServed = 0;
  /** Whether statements are named: not on the embedded database, nor behind a transaction-mode pooler (a statement lives in one server session). */
  private readonly named: boolean = false;
  /** The name given to each shaped statement's text (queryShaped). */
  private readonly shapeNames = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { urls, maxLagSeconds } = config.replicas;
    // The database the DataSource opened: a test's own one, on the server DATABASE_URL names.
    const { url } = dataSource.options as PostgresDataSourceOptions;
    const budget = config.database.url === undefined ? undefined : connectionBudget(config.database.poolMax);
    if (budget && url !== undefined) {
      this.primaryPool = publicReadPool(url, budget.publicReads, config.database.pooling);
      this.named = config.database.pooling === 'session';
      // A connection the server dropped while idle is an event; without a listener it would end the process.
      this.primaryPool.on('error', (error) => new Logger('PublicReads').warn(`Conexión de lecturas públicas perdida: ${error.message}`));
    }
    if (budget && urls.length > 0) {
      this.replicaSet = new ReplicaSet(dataSource, urls, { readsMax: budget.replicaReads, pooling: config.database.pooling }, maxLagSeconds);
    }
  }

  onModuleInit(): Promise<void> | undefined {
    return this.replicaSet?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.replicaSet?.close(), this.primaryPool?.end()]);
  }

  /**
   * `prepared` names a statement whose text never changes (the ad page, the stems lookup): each
   * connection parses and plans it once (public-read-pool.ts). On the embedded database and behind
   * a transaction-mode pooler the name is ignored.
   */
  async query<T = unknown>(sql: string, params?: unknown[], prepared?: string): Promise<T> {
    const replica = replicaAllowed() ? this.replicaSet?.pick() : undefined;
    const statement = { name: this.named ? prepared : undefined, text: sql, values: params };
    if (replica) {
      try {
        const { rows } = await replica.pool.query(statement);
        replica.served += 1;
        return rows as T;
      } catch (error) {
        if (!isConnectionError(error) && !isRecoveryConflict(error)) throw error;
        // Down until the next successful check; this read is answered by the primary, so nobody sees the fault.
        if (isConnectionError(error)) replica.markDown();
      }
    }
    const rows = this.primaryPool ? ((await this.primaryPool.query(statement)).rows as T) : await this.dataSource.query<T>(sql, params);
    this.primaryServed += 1;
    return rows;
  }

  /**
   * A statement whose text depends only on the shape of what it answers (a search's terms, words and
   * active filters; every value a parameter). On demo-sized data, parsing and planning a search took
   * longer than running it; named, each connection parses and plans it once. The first
   * MAX_SHAPE_NAMES texts get names for the process's life, which bounds the statements pg and every
   * server session keep; rarer shapes beyond them are parsed and planned each time.
   */
  queryShaped<T = unknown>(sql: string, params: unknown[]): Promise<T> {
    let name = this.shapeNames.get(sql);
    if (name === undefined && this.shapeNames.size < MAX_SHAPE_NAMES) {
      name = `public-shape-${this.shapeNames.size + 1}`;
      this.shapeNames.set(sql, name);
    }
    return this.query<T>(sql, params, name);
  }

  served(): ServedCounts {
    return { primary: this.primaryServed, replicas: this.replicaSet?.replicas.map((replica) => replica.served) ?? [] };
  }
}
