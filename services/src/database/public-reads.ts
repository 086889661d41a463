import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { replicaAllowed } from './read-routing.js';
import { isConnectionError, isRecoveryConflict, ReplicaSet } from './replicas.js';

/** Public reads each server answered since this instance started. */
export interface ServedCounts {
  primary: number;
  /** In the order of DATABASE_REPLICA_URLS. */
  replicas: number[];
}

/**
 * Where the public reads go (the home's search and facets, the ad page, the reference lists): an
 * anonymous GET may be answered by a healthy replica, in turn (read-routing.ts, replicas.ts);
 * anything else reads the primary. Writes, transactions and every other read use the DataSource,
 * which is the primary. Without DATABASE_REPLICA_URLS everything reads the primary.
 */
@Injectable()
export class PublicReads implements OnModuleInit, OnApplicationShutdown {
  private readonly replicaSet: ReplicaSet | undefined;
  /** The embedded PGlite is one session behind every connection: their statement names would collide. */
  private readonly namesStatements: boolean;
  private primaryServed = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { urls, maxLagSeconds } = config.replicas;
    this.namesStatements = config.database.url !== undefined;
    if (urls.length > 0) this.replicaSet = new ReplicaSet(dataSource, urls, config.database.poolMax, maxLagSeconds);
  }

  onModuleInit(): Promise<void> | undefined {
    return this.replicaSet?.start();
  }

  onApplicationShutdown(): Promise<void> | undefined {
    return this.replicaSet?.close();
  }

  /**
   * `prepared` names a statement whose text never changes (the ad cards, the stems lookup): each
   * connection parses it once and PostgreSQL may keep its plan, which for the cards took longer than
   * running them. On the embedded database the name is ignored.
   */
  async query<T = unknown>(sql: string, params?: unknown[], prepared?: string): Promise<T> {
    const replica = replicaAllowed() ? this.replicaSet?.pick() : undefined;
    const name = this.namesStatements ? prepared : undefined;
    const statement = { name, text: sql, values: params };
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
    let rows: T;
    if (name) {
      // The DataSource passes no statement name to pg: its pool takes the statement as it is.
      const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
      rows = (await pool.query(statement)).rows as T;
    } else {
      rows = await this.dataSource.query<T>(sql, params);
    }
    this.primaryServed += 1;
    return rows;
  }

  served(): ServedCounts {
    return { primary: this.primaryServed, replicas: this.replicaSet?.replicas.map((replica) => replica.served) ?? [] };
  }
}
