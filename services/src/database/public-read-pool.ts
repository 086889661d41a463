import pg, { type Pool, type PoolConfig } from 'pg';
import type { DatabaseConfig } from '../config.js';

/**
 * A pool for the public reads (PublicReads), on the primary or on a replica. Their statements are
 * named and their texts depend on a search's shape only, never on its values, so each session plans
 * a statement once (force_generic_plan). With PostgreSQL's default choice it planned the searches
 * again at every execution, and on the demo data planning took as long as running them: PostgreSQL
 * CPU per uncached term search fell from 520 to 350 µs (scripts/load-search.mjs). Without JIT: a
 * generic plan's estimates put a two-word search over jit_above_cost at 100,000 ads, and compiling
 * it took 60 ms of its 70 at every execution, for a statement that runs in 12.
 * Behind a transaction-mode pooler neither holds: statements go unnamed and are planned each time.
 */
export function publicReadPool(connectionString: string, max: number, pooling: DatabaseConfig['pooling'], config: PoolConfig = {}): Pool {
  return new pg.Pool({
    connectionString,
    max,
    application_name: 'postulate-public-reads',
    // A transaction-mode pooler (PgBouncer) refuses startup settings: its sessions are shared.
    ...(pooling === 'session' && { options: '-c plan_cache_mode=force_generic_plan -c jit=off' }),
    ...config,
  });
}
