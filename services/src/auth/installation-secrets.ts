import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The installation's own signing key called `name`: generated on first use and kept in the database
 * (the data folder of the embedded one), so no two installations share a key and none is in the code.
 * Of two instances starting at once, the first insert wins and both read it.
 */
export async function installationSecret(dataSource: DataSource, name: string): Promise<string> {
  await dataSource.query(`INSERT INTO installation_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await dataSource.query(`SELECT value FROM installation_secrets WHERE name = $1`, [name]);
  return row.value;
}
