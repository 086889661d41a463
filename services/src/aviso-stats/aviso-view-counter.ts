import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { isbot } from 'isbot';
import type { AvisoSource } from '@postulate/contracts';
import { AuthRepository } from '../auth/auth.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { AvisoStatsRepository, type CountedView } from './aviso-stats.repository.js';

const HOUR_MS = 3_600_000;
/** Views held between writes, at most: beyond it (a flood) views are dropped, not memory. */
const MAX_PENDING = 20_000;
/** One address counts at most this many visitors an hour on one ad: changing the browser's name does not make more. */
const VISITORS_PER_ADDRESS = 5;

/** Who is looking, for counting: the client's address (rate-limit key) and its user agent. */
export interface Viewer {
  address: string | undefined;
  userAgent: string | undefined;
}

/**
 * Counts ad page views behind the page (write behind): a view is kept in memory, deduplicated per
 * ad, hour and visitor, and written in batches every AVISO_VIEWS_FLUSH_MS and at shutdown, so the
 * request that tells of it answers at once and a burst of views is one statement. The visitor is a
 * keyed hash of address and user agent under the installation's secret and the day: no cookie, and
 * nothing that names a person is kept (the marks go once their hour is over). Bots are left out by
 * user agent; a view with neither address nor user agent is not counted.
 */
@Injectable()
export class AvisoViewCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AvisoViewCounter.name);
  private readonly job = new PeriodicJob(AvisoViewCounter.name, (now) => this.write(now));
  private pending = new Map<string, CountedView>();
  private perAddress = new Map<string, number>();
  private secret: Promise<string> | null = null;
  private marksForgottenBefore = 0;
  private dropped = 0;

  constructor(
    private readonly repository: AvisoStatsRepository,
    private readonly auth: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.avisoViews.flushMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job.stop();
    await this.flush();
  }

  /** Counts a view of the ad's page at `now`, if a person's; nothing is written yet. */
  async count(avisoId: number, origen: AvisoSource, viewer: Viewer, now = new Date()): Promise<void> {
    const userAgent = viewer.userAgent?.trim().slice(0, 512) ?? '';
    if (!viewer.address || !userAgent || isbot(userAgent)) return;
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const secret = await this.key();
    const day = hour.toISOString().slice(0, 10);
    const visitor = createHmac('sha256', secret).update(`${day}\n${viewer.address}\n${userAgent}`).digest('base64url').slice(0, 22);
    const key = `${avisoId}|${hour.getTime()}|${visitor}`;
    if (this.pending.has(key)) return;
    const addressKey = `${avisoId}|${hour.getTime()}|${viewer.address}`;
    const fromAddress = this.perAddress.get(addressKey) ?? 0;
    if (fromAddress >= VISITORS_PER_ADDRESS) return;
    if (this.pending.size >= MAX_PENDING) {
      this.dropped += 1;
      return;
    }
    this.perAddress.set(addressKey, fromAddress + 1);
    this.pending.set(key, { avisoId, hour, visitor, origen });
  }

  /** Writes what was counted (the timer's run, shared with a call under way); marks of hours before `now`'s are forgotten. */
  flush(now = new Date()): Promise<void> {
    return this.job.runDue(now);
  }

  private async write(now: Date): Promise<void> {
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    if (this.marksForgottenBefore < hour) {
      await this.repository.forgetMarksBefore(new Date(hour));
      this.marksForgottenBefore = hour;
      // An address's count is per hour: the past hours' are over.
      for (const key of this.perAddress.keys()) if (Number(key.split('|')[1]) < hour) this.perAddress.delete(key);
    }
    if (this.dropped > 0) {
      this.logger.warn({ dropped: this.dropped }, 'Vistas de avisos descartadas: demasiadas en espera');
      this.dropped = 0;
    }
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.repository.write(batch);
    } catch (error) {
      // Not lost on a passing failure: they go with the next batch (the marks make a retry count once).
      for (const view of batch) this.pending.set(`${view.avisoId}|${view.hour.getTime()}|${view.visitor}`, view);
      throw error;
    }
  }

  private key(): Promise<string> {
    // A failed read is not kept: the next view asks the database again.
    this.secret ??= this.auth.installationSecret('aviso-views').catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
}
