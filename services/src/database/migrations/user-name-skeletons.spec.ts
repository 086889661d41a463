import { afterAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { skeleton } from '../../common/name-skeleton.js';
import type { Database } from '../database.js';
import { UserNameSkeletons1767227800000 } from './1767227800000-user-name-skeletons.js';
import { MIGRATIONS } from './index.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';

const position = MIGRATIONS.indexOf(UserNameSkeletons1767227800000);
const databases: Database[] = [];

/** The schema just before the migration, holding `names`; then the migration, run. */
async function migratedWith(names: string[]): Promise<DataSource> {
  const database = await migratedUntil(UserNameSkeletons1767227800000);
  databases.push(database);
  for (const [index, name] of names.entries()) {
    await database.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Postulante', 'x')`, [name, `u${index}@correo.test`]);
  }
  const upgrade = await upgradeTo(database, UserNameSkeletons1767227800000);
  await upgrade.runMigrations({ transaction: 'all' });
  return upgrade;
}

const isUnique = async (dataSource: DataSource) =>
  (await dataSource.query(`SELECT indisunique AS unique FROM pg_index WHERE indexrelid = 'users_name_skeleton_key'::regclass`))[0].unique;

afterAll(async () => {
  for (const database of databases) await database.close();
});

describe('migration UserNameSkeletons1767227800000', () => {
  it(
    'fills the skeleton of every existing name and makes it unique when no two look alike',
    async () => {
      expect(position).toBeGreaterThan(0);
      const upgrade = await migratedWith(['ana', 'Beto']);
      try {
        expect(await upgrade.query(`SELECT name, name_skeleton FROM users ORDER BY id`)).toEqual([
          { name: 'ana', name_skeleton: skeleton('ana') },
          { name: 'Beto', name_skeleton: skeleton('Beto') },
        ]);
        expect(await isUnique(upgrade)).toBe(true);
      } finally {
        await upgrade.destroy();
      }
    },
    MIGRATE_FROM_EMPTY_MS,
  );

  it(
    'still applies where existing names look alike, with a plain index',
    async () => {
      const upgrade = await migratedWith(['ana', '\u0430na']);
      try {
        expect(await upgrade.query(`SELECT count(DISTINCT name_skeleton)::int AS skeletons FROM users`)).toEqual([{ skeletons: 1 }]);
        expect(await isUnique(upgrade)).toBe(false);
      } finally {
        await upgrade.destroy();
      }
    },
    MIGRATE_FROM_EMPTY_MS,
  );
});
