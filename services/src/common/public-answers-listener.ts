import { Logger } from '@nestjs/common';
import pg from 'pg';

/** Its name in pg_stat_activity, so the connection can be told apart (and counted) there. */
export const PUBLIC_ANSWERS_LISTENER_NAME = 'postulate-public-answers';

/** The first wait before connecting again after a lost connection; it doubles up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 30_000;

export interface ListenerOptions {
  /** The database the app's pool writes to: NOTIFY reaches only the sessions of the same database. */
  url: string;
  channel: string;
  /** A notification's payload. */
  onNotice: (payload: string) => void;
  /** (Re)connected: notifications sent while it was away are lost, so the caller treats it as a change. */
  onListening: () => void;
}

/**
 * The app's one connection outside its pool: a pg.Client LISTENing on one channel. A lost connection
 * (the server restarted, the connection was killed) is logged, never thrown, and opened again after
 * a growing wait until it is back or stop() is called.
 */
export class PublicAnswersListener {
  private readonly logger = new Logger('PublicAnswersListener');
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private waitMs = RETRY_FIRST_MS;
  private stopped = false;

  constructor(private readonly options: ListenerOptions) {}

  /** Resolves once listening, or once the first attempt failed (it keeps trying in the background). */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, application_name: PUBLIC_ANSWERS_LISTENER_NAME });
    this.client = client;
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.options.channel) this.options.onNotice(payload ?? '');
    });
    try {
      await client.connect();
      // A channel name is an identifier: quoted, and ours is a constant.
      await client.query(`LISTEN "${this.options.channel}"`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client) return;
    this.waitMs = RETRY_FIRST_MS;
    this.options.onListening();
  }

  /** Drops `client` (once, whatever reported it) and connects again later. */
  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    // Keeps a listener, so a late 'error' of this dead client cannot end the process.
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(`Escucha de cambios públicos perdida, nueva conexión en ${this.waitMs} ms: ${error?.message ?? 'conexión cerrada'}`);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.waitMs);
    this.retry.unref();
    this.waitMs = Math.min(this.waitMs * 2, RETRY_MAX_MS);
  }
}
