import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { avisoPathFrom, provinceLabel } from '@postulate/contracts';
import { cardDisclosure } from '../avisos/aviso-card.js';
import type { IndexedTerms, PublishedAvisoRow, PublishedWindow } from '../avisos/aviso-search.sql.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { connectionBudget } from '../database/connection-budget.js';
import { HomeService } from '../home/home.service.js';
import { toSearchTerms } from '../home/search-query.js';
import { MailService } from '../mail/mail.service.js';
import { argentineDay, argentineHour, NotificationsService } from '../notifications/notifications.service.js';
import { homeSearchUrl, readAlertSearch, searchInWords, searchKey, type AlertQuery } from './alert-search.js';
import { AlertsRepository, type ClaimedAlertRow } from './alerts.repository.js';

/** Ads listed in one e-mail; the rest are a link to the home. */
export const DIGEST_MAX_ADS = 20;
/** Alerts claimed per transaction. */
const BATCH_SIZE = 50;
/**
 * Ads published this close to the run wait for the next one: an ad's date is its publishing
 * transaction's start, and that transaction may commit after the run has looked.
 */
const SETTLE_MS = 60_000;

/** What a run did. */
export interface DigestCounts {
  /** Alerts whose digest of the day ran. */
  alerts: number;
  /** Of those, alerts that found at least one new ad. */
  withAds: number;
  /** E-mails queued (an applicant who turned alerts off gets none). */
  queued: number;
  /** Searches run: alerts alike (same search, same window) share one. */
  searches: number;
}

/** One run's memory: the matches of each search and window, and the ads they list, read once. */
interface RunCache {
  stems: Map<string, IndexedTerms>;
  found: Map<string, Promise<{ ids: number[]; total: number }>>;
  cards: Map<number, PublishedAvisoRow>;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The job alerts' daily e-mail: from ALERTS_HOUR in Argentina, once a day per alert, the ads
 * published since its previous run (first run: since it was saved) that the home's search (terms
 * and filters) finds for it. Every instance checks every ALERTS_POLL_MS; an alert is claimed with FOR UPDATE SKIP
 * LOCKED in the transaction that queues its e-mail in the outbox and marks the day run, so several
 * instances share the work and a restart never sends twice.
 */
@Injectable()
export class AlertsDigest implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob(AlertsDigest.name, (now) => this.run(now));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly alerts: AlertsRepository,
    private readonly avisos: AvisosRepository,
    private readonly home: HomeService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.alerts.pollMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Runs the digests due at `now`; one run at a time per instance. */
  runDue(now = new Date()): Promise<DigestCounts> {
    return this.job.runDue(now);
  }

  private async run(now: Date): Promise<DigestCounts> {
    const counts: DigestCounts = { alerts: 0, withAds: 0, queued: 0, searches: 0 };
    if (argentineHour(now) < this.config.alerts.hour) return counts;
    const day = argentineDay(now);
    const until = new Date(now.getTime() - SETTLE_MS);
    const due = await this.alerts.due(day);
    // The stems of every term, read before any claim: inside a claim's transaction the embedded
    // database's single connection is taken. Alerts saved after this read wait for the next run.
    const cache: RunCache = {
      stems: await this.stemsOfTerms(due.flatMap((alert) => readAlertSearch(alert.search)?.terms ?? [])),
      found: new Map(),
      cards: new Map(),
    };
    const batches: number[][] = [];
    for (let start = 0; start < due.length; start += BATCH_SIZE) batches.push(due.slice(start, start + BATCH_SIZE).map((alert) => alert.id));
    // A few transactions at once on a server; the embedded database runs one at a time anyway.
    const workers = this.config.database.url ? Math.min(3, connectionBudget(this.config.database.poolMax).api) : 1;
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < batches.length) {
          const batch = batches[next++];
          const done = await this.dataSource.transaction((manager) => this.runBatch(manager, batch, day, until, cache));
          counts.alerts += done.alerts;
          counts.withAds += done.withAds;
          counts.queued += done.queued;
        }
      }),
    );
    counts.searches = cache.found.size;
    if (counts.queued > 0) this.mail.deliverSoon();
    return counts;
  }

  /** The stems the home's search matches for each term, by term: the home's own lookup, one term at a time. */
  private async stemsOfTerms(terms: string[]): Promise<Map<string, IndexedTerms>> {
    const stems = new Map<string, IndexedTerms>();
    for (const term of new Set(terms)) stems.set(term, await this.home.indexedTerms(toSearchTerms([term])));
    return stems;
  }

  private async runBatch(manager: EntityManager, ids: number[], day: string, until: Date, cache: RunCache): Promise<Omit<DigestCounts, 'searches'>> {
    const counts = { alerts: 0, withAds: 0, queued: 0 };
    const claimed = await this.alerts.claim(manager, ids, day);
    if (claimed.length === 0) return counts;
    const mailed: number[] = [];
    for (const alert of claimed) {
      counts.alerts += 1;
      const query = readAlertSearch(alert.search);
      if (!query || alert.covered_until >= until) continue;
      const window = { since: alert.covered_until, until };
      const key = `${searchKey(query)} ${window.since.toISOString()}`;
      if (!cache.found.has(key)) cache.found.set(key, this.newAds(manager, query, cache.stems, window));
      const found = await cache.found.get(key)!;
      if (found.total === 0) continue;
      counts.withAds += 1;
      const missing = found.ids.filter((id) => !cache.cards.has(id));
      if (missing.length > 0) for (const card of await this.avisos.publishedCards(manager, missing)) cache.cards.set(card.id, card);
      const cards = found.ids.flatMap((id) => cache.cards.get(id) ?? []);
      if (
        await this.notifications.enqueue(manager, {
          userId: alert.user_id,
          to: alert.email,
          kind: 'alertas',
          ...this.mailOf(alert, query, found.ids, cards, found.total),
        })
      ) {
        counts.queued += 1;
        mailed.push(alert.id);
      }
    }
    await this.alerts.markRun(
      manager,
      claimed.map((alert) => alert.id),
      day,
      until,
      mailed,
      new Date(),
    );
    return counts;
  }

  /**
   * What the home finds for the search among the ads published in the window. The home's own
   * reading: its terms' stems (a term no ad has is left out; a search left with none finds nothing),
   * and its matcher.
   */
  private async newAds(manager: EntityManager, query: AlertQuery, stems: Map<string, IndexedTerms>, window: PublishedWindow) {
    // The digest's window stands for the home's 'Publicado'.
    const filters = { ...query, publicado: null };
    if (query.terms.length === 0) return this.avisos.publishedInWindow(manager, null, filters, window, DIGEST_MAX_ADS);
    const indexed = query.terms.flatMap((term) => stems.get(term) ?? []);
    if (indexed.length === 0) return { ids: [], total: 0 };
    return this.avisos.publishedInWindow(manager, indexed, filters, window, DIGEST_MAX_ADS);
  }

  private mailOf(alert: ClaimedAlertRow, query: AlertQuery, ids: number[], cards: PublishedAvisoRow[], total: number): { subject: string; text: string } {
    const portal = this.config.mail.portalUrl;
    const words = searchInWords(alert.search, { areaName: alert.area_name, nivelName: alert.nivel_name });
    const byId = new Map(cards.map((card) => [card.id, card]));
    const ads = ids.flatMap((id) => {
      const card = byId.get(id);
      if (!card) return [];
      const company =
        cardDisclosure(
          {
            notConfidential: card.not_confidential,
            razonsocial: card.razonsocial,
            logoFileId: card.logo_file_id,
            verified: card.verified,
            showSalario: card.show_salario,
            salarioDesde: card.salario_desde,
            salarioHasta: card.salario_hasta,
          },
          this.config.apiUrl,
        ).nombreEmpresa ?? 'Confidencial';
      return [
        `- ${card.titulo}`,
        `  ${company} · ${card.locality_name}, ${provinceLabel(card.province_id)}`,
        `  ${portal}${avisoPathFrom(card.id, 'alerta')}`,
        '',
      ];
    });
    const count = total === 1 ? '1 aviso nuevo' : `${total} avisos nuevos`;
    return {
      subject: clip(`${count} para tu alerta: ${words}`, 150),
      text: [
        `Hola, ${alert.greeting_name}:`,
        '',
        `${total === 1 ? 'Se publicó 1 aviso nuevo' : `Se publicaron ${total} avisos nuevos`} para tu alerta "${words}":`,
        '',
        ...ads,
        ...(total > ids.length ? [`Y ${total - ids.length} más.`, ''] : []),
        `Ver todos los resultados de tu búsqueda: ${homeSearchUrl(portal, query)}`,
        `Tus alertas: ${portal}/mispostulaciones/alertas`,
      ].join('\n'),
    };
  }
}
