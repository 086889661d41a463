import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';

/** An anonymous public answer as sent: the JSON body and its ETag. */
export interface PublicAnswer {
  body: string;
  etag: string;
}

/** Bounds the memory: a home answer is tens of KB, so a few hundred of them stay within a few tens of MB. */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;

/**
 * This instance's copy of the anonymous public answers, by URL, for publicCacheSeconds: the busiest
 * pages are then answered without a query. Least recently used entries go first past the limit.
 */
@Injectable()
export class PublicCacheStore {
  private readonly answers = new Map<string, PublicAnswer & { expires: number }>();
  private readonly ttlMs: number;
  /** Bumped by every clear, so an answer read from the database before a write is not stored after it. */
  private generation = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.publicCacheSeconds * 1000;
  }

  get size(): number {
    return this.answers.size;
  }

  get(key: string): PublicAnswer | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    this.answers.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.answers.set(key, entry);
    return entry;
  }

  /** Where a read starts: pass it to set(), which stores nothing if a write cleared the store meanwhile. */
  mark(): number {
    return this.generation;
  }

  set(key: string, answer: PublicAnswer, mark: number): void {
    if (this.ttlMs === 0 || mark !== this.generation) return;
    this.answers.delete(key);
    this.answers.set(key, { ...answer, expires: Date.now() + this.ttlMs });
    if (this.answers.size > PUBLIC_CACHE_MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
  }

  clear(): void {
    this.answers.clear();
    this.generation += 1;
  }
}
