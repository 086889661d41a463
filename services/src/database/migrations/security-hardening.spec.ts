import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../database.js';
import { SecurityHardening1767226400000 } from './1767226400000-security-hardening.js';
import { MIGRATIONS } from './index.js';
import { MIGRATE_FROM_EMPTY_MS, migratedUntil, upgradeTo } from '../../../test/migrations.js';

const position = MIGRATIONS.indexOf(SecurityHardening1767226400000);
let database: Database;

beforeAll(async () => {
  // The schema just before the migration, holding names a case-sensitive index let through.
  database = await migratedUntil(SecurityHardening1767226400000);
  await database.dataSource.query(
    `INSERT INTO users (name, email, role, password_hash) VALUES
       ('ana', 'ana@correo.test', 'Postulante', 'x'), ('Ana', 'ana2@correo.test', 'Postulante', 'x'),
       ('ｂｅｔｏ', 'beto@correo.test', 'Empresa', 'x'), ('Beto', 'beto2@correo.test', 'Empresa', 'x'),
       ('carla', 'carla@correo.test', 'Tester', 'x')`,
  );
}, MIGRATE_FROM_EMPTY_MS);

afterAll(() => database?.close());

describe('migration SecurityHardening1767226400000', () => {
  it('stops and names every pair of users that differ only in case or Unicode form, changing nothing; applies once they are renamed', async () => {
    expect(position).toBeGreaterThan(0);
    const upgrade = await upgradeTo(database, SecurityHardening1767226400000);
    try {
      await expect(upgrade.runMigrations({ transaction: 'all' })).rejects.toThrow(/\[ana, Ana\] \[ｂｅｔｏ, Beto\]$/);
      expect(await upgrade.query(`SELECT to_regclass('installation_secrets') AS secrets`)).toEqual([{ secrets: null }]);

      // Once renamed, it applies, and the index then refuses a new twin.
      await upgrade.query(`UPDATE users SET name = 'ana.martinez' WHERE name = 'Ana'`);
      await upgrade.query(`UPDATE users SET name = 'beto.rios' WHERE name = 'Beto'`);
      await upgrade.runMigrations({ transaction: 'all' });
      // Stored names are NFKC now, as the login normalises what is typed.
      expect(await upgrade.query(`SELECT name FROM users WHERE email = 'beto@correo.test'`)).toEqual([{ name: 'beto' }]);
      await expect(upgrade.query(`INSERT INTO users (name, email, role, password_hash) VALUES ('CARLA', 'c@correo.test', 'Tester', 'x')`)).rejects.toThrow(
        /users_name_lower_key/,
      );
    } finally {
      await upgrade.destroy();
    }
  });
});
