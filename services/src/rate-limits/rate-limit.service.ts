import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { rateLimitedMessage } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { RATE_POLICIES, type Limit, type RatePolicy, type RatePolicyName } from './policies.js';

/**
 * Counts requests in the rate_limits table (created by a migration), so every API instance on the
 * database shares the counts. Each count is one atomic upsert by rate-limiter-flexible.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  /**
   * TypeORM's pool, queried with unnamed statements: the embedded database's connections share one
   * session, where the library's named prepared statements would clash.
   */
  private readonly store: { query(statement: { text: string; values?: unknown[] }): Promise<unknown> };

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const pool = (dataSource.driver as PostgresDriver).master as { query(text: string, values?: unknown[]): Promise<unknown> };
    this.store = { query: ({ text, values }) => pool.query(text, values) };
  }

  /**
   * Spends one request of `policy` for the client address and the account (either may be absent);
   * over the limit, throws the Spanish 429 with its Retry-After.
   */
  async consume(name: RatePolicyName, keys: { address?: string; account?: string }): Promise<void> {
    if (!this.config.rateLimits) return;
    const policy: RatePolicy = RATE_POLICIES[name];
    for (const dimension of ['address', 'account'] as const) {
      const limit = policy[dimension];
      const key = keys[dimension];
      if (!limit || !key) continue;
      try {
        await this.limiter(`${name}:${dimension}`, limit).consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, { token: 'TooManyRequests', message: rateLimitedMessage(seconds) }, seconds);
      }
    }
  }

  private limiter(keyPrefix: string, limit: Limit): RateLimiterPostgres {
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.store,
        storeType: 'client',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix,
        points: limit.points,
        duration: limit.seconds,
      });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}
