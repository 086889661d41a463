import { afterAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { Database } from '../database.js';
import { PackedSearchTerms1767228600000 } from './1767228600000-packed-search-terms.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';
import { insertSpreadAds } from '../../../test/spread-ads.js';

const databases: Database[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
});

/** What a row says of its ad, as the search reads it (the salary as salary_reach gives it). */
const SEARCHED = `lexeme, aviso_id, score, published_at, province_id, area_id, modalidad, tipo_empleo, work_level_id, discapacidad,
                  salary_reach(show_salario, salario_desde, salario_hasta) AS salary`;

/** The rows every published ad should have, straight from avisos. */
const EXPECTED = `
  SELECT t.lexeme COLLATE "C" AS lexeme, n.id AS aviso_id,
         (CASE WHEN 'A' = ANY (t.weights) THEN 1 ELSE 0 END + CASE WHEN 'B' = ANY (t.weights) THEN 0.4 ELSE 0 END)::real AS score,
         n.published_at, n.province_id, n.area_id, n.modalidad, n.tipo_empleo, n.work_level_id, n.discapacidad,
         salary_reach(n.show_salario, n.salario_desde, n.salario_hasta) AS salary
    FROM avisos n CROSS JOIN LATERAL unnest(n.search_vector) AS t
   WHERE n.status = 'published'
   ORDER BY 1, 2`;

const searched = (db: DataSource, from: string) => db.query(`SELECT ${SEARCHED} FROM ${from} ORDER BY lexeme, aviso_id`);

describe('migration PackedSearchTerms1767228600000', () => {
  it(
    'packs every row the search reads unchanged, keeps it through the triggers, and down() restores the previous rows',
    async () => {
      const database = await migratedUntil(PackedSearchTerms1767228600000);
      databases.push(database);
      const ids = await insertSpreadAds(database.dataSource);
      const before = await searched(database.dataSource, 'aviso_search_terms');
      expect(before).toEqual(await database.dataSource.query(EXPECTED));
      expect(new Set(before.map((row: { province_id: string }) => row.province_id))).toEqual(new Set(['02', '94']));

      const upgrade = await upgradeTo(database, PackedSearchTerms1767228600000);
      try {
        await upgrade.runMigrations({ transaction: 'all' });
        expect(await searched(upgrade, 'aviso_search_rows')).toEqual(before);
        const [{ bytes }] = await upgrade.query(`SELECT pg_column_size(t.*) AS bytes FROM aviso_search_terms t WHERE lexeme = 'vendedor' LIMIT 1`);
        expect(bytes).toBeLessThanOrEqual(56);

        // Each trigger path: an edit of a facet, of the text, unpublishing, publishing, a new ad, a delete.
        await upgrade.query(`UPDATE avisos SET modalidad = 'Remoto', discapacidad = NOT discapacidad, salario_hasta = 2000000 WHERE id = $1`, [ids[0]]);
        await upgrade.query(`UPDATE avisos SET titulo = 'Cocinero/a' WHERE id = $1`, [ids[1]]);
        await upgrade.query(`UPDATE avisos SET status = 'finished' WHERE id = $1`, [ids[2]]);
        await upgrade.query(`UPDATE avisos SET status = 'published', published_at = now() WHERE id = $1`, [ids[8]]);
        await upgrade.query(`UPDATE avisos SET vacantes = 3 WHERE id = ANY($1)`, [ids]);
        await upgrade.query(`DELETE FROM avisos WHERE id = $1`, [ids[3]]);
        expect(await searched(upgrade, 'aviso_search_rows')).toEqual(await upgrade.query(EXPECTED));
        const [{ left }] = await upgrade.query(`SELECT count(*)::int AS left FROM aviso_search_terms WHERE aviso_id = ANY($1)`, [[ids[2], ids[3]]]);
        expect(left).toBe(0);

        const edited = await upgrade.query(EXPECTED);
        await upgrade.undoLastMigration({ transaction: 'all' });
        expect(await searched(upgrade, 'aviso_search_terms')).toEqual(edited);
        await upgrade.runMigrations({ transaction: 'all' });
        await upgrade.query(`TRUNCATE avisos CASCADE`);
        expect(await upgrade.query(`SELECT count(*)::int AS rows FROM aviso_search_terms`)).toEqual([{ rows: 0 }]);
      } finally {
        await upgrade.destroy();
      }
    },
    MIGRATE_FROM_EMPTY_MS,
  );
});
