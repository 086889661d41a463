import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { rateLimitedMessage } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { RATE_POLICIES, type Limit, type RatePolicy, type RatePolicyName } from './policies.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/** Keys a client sends (an e-mail, a user name) can be any length; the table's keys are at most 255 characters. */
const storedKey = (key: string) => (key.length > 128 ? `sha256:${createHash('sha256').update(key).digest('base64url')}` : key);

/** Counts requests per policy in the database (RateLimitsRepository), so every API instance shares the counts. */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    private readonly counts: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
        await this.limiter(`${name}:${dimension}`, limit).consume(storedKey(key));
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
      limiter = this.counts.limiter(keyPrefix, limit);
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}
