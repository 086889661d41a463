import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Limit } from './policies.js';

/*
 * Owner of the table rate_limits (created by a migration): only the limiters this class makes
 * write it, each count one atomic upsert by rate-limiter-flexible, so every API instance on the
 * database shares the counts.
 */

@Injectable()
export class RateLimitsRepository {
  /**
   * TypeORM's pool, queried with unnamed statements: the embedded database's connections share one
   * session, where the library's named prepared statements would clash.
   */
  private readonly store: { query(statement: { text: string; values?: unknown[] }): Promise<unknown> };

  constructor(@InjectDataSource() dataSource: DataSource) {
    const pool = (dataSource.driver as PostgresDriver).master as { query(text: string, values?: unknown[]): Promise<unknown> };
    this.store = { query: ({ text, values }) => pool.query(text, values) };
  }

  /** A limiter of `limit` counting under `keyPrefix`. */
  limiter(keyPrefix: string, limit: Limit): RateLimiterPostgres {
    return new RateLimiterPostgres({
      storeClient: this.store,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points: limit.points,
      duration: limit.seconds,
    });
  }
}
