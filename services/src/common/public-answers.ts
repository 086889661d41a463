import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { PublicAnswersListener } from './public-answers-listener.js';
import { PublicCacheStore } from './public-cache-store.js';

/** The PostgreSQL channel every instance LISTENs on; the payload names the instance that wrote. */
export const PUBLIC_ANSWERS_CHANNEL = 'postulate_public_answers';

/**
 * Says that the public answers changed (an ad published, edited, finished or deleted; a reference
 * list edited; a company's name, logo or verified badge): this instance's PublicCacheStore is emptied
 * at once and every other instance's when PostgreSQL delivers the NOTIFY, within milliseconds. Call
 * changed() once the write committed: a store emptied before the commit could keep the old answer
 * again. Handlers whose every success is such a write say @ChangesPublicAnswers() instead.
 *
 * On the embedded PGlite there is one process and no listener: emptying this store is enough. With
 * the cache off (PUBLIC_CACHE_SECONDS=0) there is nothing to empty, and no connection is opened.
 */
@Injectable()
export class PublicAnswers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PublicAnswers.name);
  /** Names this instance in its notifications: its own come back to it and are skipped. */
  private readonly instance = randomUUID();
  private readonly listener: PublicAnswersListener | undefined;
  /** With replicas, how long one may lag behind the primary and still answer public reads (0: none). */
  private readonly replicaLagMs: number;
  private lagging: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: PublicCacheStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.replicaLagMs = config.replicas.urls.length > 0 ? config.replicas.maxLagSeconds * 1000 : 0;
    // The database the DataSource opened (a test's own one), not the server DATABASE_URL names.
    const { url } = dataSource.options as PostgresDataSourceOptions;
    if (config.database.url === undefined || url === undefined || config.publicCacheSeconds === 0) return;
    this.listener = new PublicAnswersListener({
      // Behind a transaction-mode pooler, straight to PostgreSQL: the pooler would not deliver notifications.
      url: config.database.listenUrl ?? url,
      channel: PUBLIC_ANSWERS_CHANNEL,
      onNotice: (payload) => {
        if (payload !== this.instance) this.empty();
      },
      // Whatever changed while it was not listening went unheard.
      onListening: () => this.empty(),
    });
  }

  onApplicationBootstrap(): Promise<void> | undefined {
    return this.listener?.start();
  }

  beforeApplicationShutdown(): Promise<void> | undefined {
    if (this.lagging) clearTimeout(this.lagging);
    return this.listener?.stop();
  }

  /** Empties this instance's store and tells the others; a failed NOTIFY is logged (they then wait for the TTL). */
  async changed(): Promise<void> {
    this.empty();
    if (!this.listener) return;
    try {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [PUBLIC_ANSWERS_CHANNEL, this.instance]);
    } catch (error) {
      this.logger.warn(`Aviso de cambios públicos no enviado: ${(error as Error).message}`);
    }
  }

  /**
   * Empties the store now and, with replicas, once more when the slowest replica allowed has the
   * write: an answer read meanwhile from a replica behind it is not kept longer.
   */
  private empty(): void {
    this.store.clear();
    if (this.replicaLagMs === 0) return;
    if (this.lagging) clearTimeout(this.lagging);
    this.lagging = setTimeout(() => this.store.clear(), this.replicaLagMs);
    this.lagging.unref();
  }
}
