/** The fewest connections DB_POOL_MAX may give a process on a PostgreSQL server: the listener, one API, one public read. */
export const MIN_POOL_MAX = 3;

/** How one API process shares its DB_POOL_MAX connections to a server. */
export interface ConnectionBudget {
  /** The primary: the DataSource's pool (every write, transaction, job and private read). */
  api: number;
  /** The primary: the anonymous public reads' pool (generic plans, named statements; public-read-pool.ts). */
  publicReads: number;
  /** The primary: the public answers' LISTEN connection (common/public-answers-listener.ts). */
  listener: 1;
  /** Each replica: its public reads' pool, beside its one health-check connection. */
  replicaReads: number;
}

/**
 * DB_POOL_MAX is every connection a process opens to one server, so `max_connections` (or a
 * PgBouncer's pool) is sized as processes × DB_POOL_MAX. On the primary, the listener's connection
 * is set aside (kept even when the cache is off, so the figure never depends on it) and the rest is
 * halved between the API's pool and the public reads', the larger half to the API: the public reads
 * are mostly answered from the in-process cache or by replicas.
 */
export function connectionBudget(poolMax: number): ConnectionBudget {
  if (poolMax < MIN_POOL_MAX) throw new Error(`DB_POOL_MAX debe ser al menos ${MIN_POOL_MAX}`);
  const shared = poolMax - 1;
  const publicReads = Math.floor(shared / 2);
  return { api: shared - publicReads, publicReads, listener: 1, replicaReads: poolMax - 1 };
}
