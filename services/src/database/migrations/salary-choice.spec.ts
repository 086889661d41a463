import { afterAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { Database } from '../database.js';
import { SalaryChoice1767229200000 } from './1767229200000-salary-choice.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';
import { insertSpreadAds } from '../../../test/spread-ads.js';

const databases: Database[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
});

/** Published ads showing a salary (reaching 1 peso), per modalidad, straight from avisos. */
const publishedSalaries = (db: DataSource) =>
  db.query(
    `SELECT modalidad AS value, count(*)::int AS qty FROM avisos
      WHERE status = 'published' AND show_salario AND coalesce(salario_hasta, salario_desde) >= 1 GROUP BY 1 ORDER BY 1`,
  );
const pairCounters = (db: DataSource) =>
  db.query(
    `SELECT by_value AS value, qty FROM aviso_facet_pair_counts
      WHERE by_facet = 'modalidad' AND facet = 'salarioDesde' AND value = '1' AND qty > 0 ORDER BY 1`,
  );
const counter = async (db: DataSource) => (await db.query(`SELECT qty FROM aviso_facet_counts WHERE facet = 'salarioDesde' AND value = '1'`))[0]?.qty ?? null;

describe('migration SalaryChoice1767229200000', () => {
  it(
    "makes 'A convenir' the ads showing a salary without any figure, counts 'Con salario publicado' over the ads there, and down() undoes the count",
    async () => {
      const database = await migratedUntil(SalaryChoice1767229200000);
      databases.push(database);
      await insertSpreadAds(database.dataSource);
      const shownEmpty = await database.dataSource.query(
        `SELECT id FROM avisos WHERE show_salario AND salario_desde IS NULL AND salario_hasta IS NULL ORDER BY id`,
      );
      expect(shownEmpty.length).toBeGreaterThan(0);

      const upgrade = await upgradeTo(database, SalaryChoice1767229200000);
      try {
        await upgrade.runMigrations({ transaction: 'all' });
        const [{ left }] = await upgrade.query(
          `SELECT count(*)::int AS left FROM avisos WHERE show_salario AND salario_desde IS NULL AND salario_hasta IS NULL`,
        );
        expect(left).toBe(0);
        const [{ kept }] = await upgrade.query(`SELECT count(*)::int AS kept FROM avisos WHERE show_salario`);
        expect(kept).toBeGreaterThan(0);
        const [{ steps }] = await upgrade.query(`SELECT salary_steps() AS steps`);
        expect(steps[0]).toBe(1);
        const expected: { value: string; qty: number }[] = await publishedSalaries(upgrade);
        expect(expected.length).toBeGreaterThan(0);
        expect(await counter(upgrade)).toBe(expected.reduce((sum, row) => sum + row.qty, 0));
        expect(await pairCounters(upgrade)).toEqual(expected);
        // The triggers keep it from then on.
        await upgrade.query(`UPDATE avisos SET show_salario = false WHERE show_salario AND status = 'published'`);
        expect(await counter(upgrade)).toBe(0);

        await upgrade.undoLastMigration({ transaction: 'all' });
        const [{ before }] = await upgrade.query(`SELECT salary_steps() AS before`);
        expect(before[0]).toBe(300_000);
        const [{ rows }] = await upgrade.query(
          `SELECT count(*)::int AS rows FROM aviso_facet_pair_counts WHERE (by_facet = 'salarioDesde' AND by_value = '1') OR (facet = 'salarioDesde' AND value = '1')`,
        );
        expect(rows).toBe(0);
        expect(await counter(upgrade)).toBeNull();
      } finally {
        await upgrade.destroy();
      }
    },
    MIGRATE_FROM_EMPTY_MS,
  );
});
