import { afterAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { Database } from '../database.js';
import { SearchSample1767228700000 } from './1767228700000-search-sample.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';
import { insertSpreadAds } from '../../../test/spread-ads.js';

const databases: Database[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
});

/** Published ads per hour, straight from avisos. */
const hoursOfAds = (db: DataSource) =>
  db.query(`SELECT date_trunc('hour', published_at, 'UTC') AS hour, count(*)::int AS qty FROM avisos WHERE status = 'published' GROUP BY 1 ORDER BY 1`);
const hourCounters = (db: DataSource) => db.query(`SELECT hour, qty FROM published_hour_counts WHERE qty > 0 ORDER BY hour`);
const indexOf = (db: DataSource) => db.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'aviso_search_terms_lexeme_idx'`);

describe('migration SearchSample1767228700000', () => {
  it(
    'counts the published ads already there per hour, keys the stem index by week, and down() restores the stem-only key',
    async () => {
      const database = await migratedUntil(SearchSample1767228700000);
      databases.push(database);
      const ids = await insertSpreadAds(database.dataSource);
      const before = await indexOf(database.dataSource);

      const upgrade = await upgradeTo(database, SearchSample1767228700000);
      try {
        await upgrade.runMigrations({ transaction: 'all' });
        const expected = await hoursOfAds(upgrade);
        expect(expected.length).toBeGreaterThan(1);
        expect(await hourCounters(upgrade)).toEqual(expected);
        const [{ indexdef }] = await indexOf(upgrade);
        expect(indexdef).toContain('(lexeme, published_week)');
        // Each row's week is its ad's, as loaded and as the triggers write it after an edit and a new publication.
        await upgrade.query(`UPDATE avisos SET published_at = published_at - interval '2 days', titulo = titulo || ' sr' WHERE id = $1`, [ids[0]]);
        await upgrade.query(`UPDATE avisos SET status = 'published', published_at = now() WHERE id = $1`, [ids[8]]);
        const [{ wrong, rows }] = await upgrade.query(
          `SELECT count(*) FILTER (WHERE published_week IS DISTINCT FROM ((published_at AT TIME ZONE 'UTC')::date - DATE '2000-01-01') / 7)::int AS wrong,
                  count(*)::int AS rows
             FROM aviso_search_terms`,
        );
        expect(rows).toBeGreaterThan(0);
        expect(wrong).toBe(0);
        expect(await hourCounters(upgrade)).toEqual(await hoursOfAds(upgrade));
        await upgrade.undoLastMigration({ transaction: 'all' });
        expect(await indexOf(upgrade)).toEqual(before);
        const [{ columns }] = await upgrade.query(
          `SELECT count(*)::int AS columns FROM information_schema.columns WHERE table_name = 'aviso_search_terms' AND column_name = 'published_week'`,
        );
        expect(columns).toBe(0);
        const [{ left }] = await upgrade.query(`SELECT count(*)::int AS left FROM pg_class WHERE relname = 'published_hour_counts'`);
        expect(left).toBe(0);
      } finally {
        await upgrade.destroy();
      }
    },
    MIGRATE_FROM_EMPTY_MS,
  );
});
