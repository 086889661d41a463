import { Logger } from '@nestjs/common';
import pg, { type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config.js';
import { publicReadPool } from './public-read-pool.js';

/** How often each instance checks its replicas (reachable, and how far behind the primary). */
export const REPLICA_CHECK_MS = 1000;
/** A replica that does not answer a check or a connection within this long counts as down. */
const REPLICA_TIMEOUT_MS = 2000;

/** Errors that say the server or the way to it is gone, not that the query was wrong. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/;

const logger = new Logger('Replicas');

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/** Refused, reset, timed out, or the server shutting down (57P01-03) or refusing connections (08xxx). */
export function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
  return error instanceof Error && CONNECTION_MESSAGES.test(error.message);
}

/**
 * A standby cancels a query whose rows the primary's cleanup is about to remove (SQLSTATE 40001,
 * 'conflict with recovery'); the primary answers it.
 */
export function isRecoveryConflict(error: unknown): boolean {
  return errorCode(error) === '40001';
}

/** '16/B374D848' as a number, to compare WAL positions. */
function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** A replica's address without its password, for logs. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export class Replica {
  /** Public reads; the pool replaces connections that the server closed. */
  readonly pool: Pool;
  /** Its own single connection, so a check never waits behind the reads of a busy moment. */
  private readonly checks: Pool;
  healthy = false;
  /** Public reads it answered, since this instance started. */
  served = 0;

  constructor(
    readonly url: string,
    readsMax: number,
    pooling: DatabaseConfig['pooling'],
  ) {
    this.pool = publicReadPool(url, readsMax, pooling, { connectionTimeoutMillis: REPLICA_TIMEOUT_MS });
    this.checks = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: REPLICA_TIMEOUT_MS, query_timeout: REPLICA_TIMEOUT_MS });
    // An idle connection cut by a stopped server is an event, not a thrown error: without a listener it would end the process.
    this.pool.on('error', () => this.markDown());
    this.checks.on('error', () => undefined);
  }

  markDown(): void {
    if (this.healthy) logger.warn(`Réplica ${safeUrl(this.url)} fuera de servicio: las lecturas públicas van a la primaria`);
    this.healthy = false;
  }

  markUp(): void {
    if (!this.healthy) logger.log(`Réplica ${safeUrl(this.url)} en servicio`);
    this.healthy = true;
  }

  /** Where its replay stands, or null when it is not a standby (then it has all it will ever have). */
  async replayLsn(): Promise<string | null> {
    const { rows } = await this.checks.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
    return rows[0].lsn;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.checks.end()]);
  }
}

/** The primary's WAL position at the moment of a check. */
interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * The replicas of one API instance and their health, checked in the background every second: a
 * replica is used when it answers and has replayed everything the primary had written more than
 * `maxLagSeconds` ago. The primary's own WAL position, noted at each check, is the yardstick: on an
 * idle primary pg_last_xact_replay_timestamp() grows old although nothing is missing, and a
 * replica whose stream broke has replayed all it received, yet falls behind.
 */
export class ReplicaSet {
  readonly replicas: Replica[];
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private next = 0;

  constructor(
    private readonly primary: DataSource,
    urls: string[],
    { readsMax, pooling }: { readsMax: number; pooling: DatabaseConfig['pooling'] },
    private readonly maxLagSeconds: number,
  ) {
    this.replicas = urls.map((url) => new Replica(url, readsMax, pooling));
  }

  /** Checks once (so the first requests already find the healthy replicas), then every REPLICA_CHECK_MS. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), REPLICA_CHECK_MS);
    // The checks alone never keep a process alive (a test that forgot to close its app).
    this.timer.unref();
  }

  /** The next healthy replica in turn, or none. */
  pick(): Replica | undefined {
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next++ % this.replicas.length];
      if (replica.healthy) return replica;
    }
    return undefined;
  }

  async check(): Promise<void> {
    let primaryLsn: string;
    try {
      [{ lsn: primaryLsn }] = await this.primary.query<{ lsn: string }[]>('SELECT pg_current_wal_lsn()::text AS lsn');
    } catch {
      // Without the yardstick the replicas keep their state; the primary's own errors show elsewhere.
      return;
    }
    const now = Date.now();
    this.samples.push({ at: now, lsn: lsnValue(primaryLsn) });
    // Enough history to tell a lag just over the limit; older samples can only say "too far behind".
    const keepFrom = now - this.maxLagSeconds * 1000 - 2 * REPLICA_CHECK_MS;
    while (this.samples.length > 1 && this.samples[1].at <= keepFrom) this.samples.shift();
    await Promise.all(
      this.replicas.map(async (replica) => {
        try {
          const replayed = await replica.replayLsn();
          if (replayed === null || this.lagMs(lsnValue(replayed), now) <= this.maxLagSeconds * 1000) replica.markUp();
          else replica.markDown();
        } catch {
          replica.markDown();
        }
      }),
    );
  }

  /**
   * How long ago the primary had written something the replica has not replayed yet: the time since
   * the first sample past `replayed` (a lower bound, so a replica is never skipped for nothing).
   */
  private lagMs(replayed: bigint, now: number): number {
    const missing = this.samples.find((sample) => sample.lsn > replayed);
    return missing ? now - missing.at : 0;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.close()));
  }
}
