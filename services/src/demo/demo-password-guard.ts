import type { DataSource } from 'typeorm';
import { verifyPassword } from '../auth/passwords.js';
import { ConfigError, type AppConfig } from '../config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-seed.js';
import { DEMO_CANDIDATES } from './demo-showcase.js';

/** Every account the demo seed creates, all with DEMO_PASSWORD. */
const DEMO_ACCOUNTS = [...DEMO_USERS.map((user) => user.name), ...DEMO_CANDIDATES.map((candidate) => candidate.user)];

/** The demo accounts that still open with DEMO_PASSWORD: ten argon2 verifies at most. */
export async function accountsWithDemoPassword(dataSource: DataSource): Promise<string[]> {
  const accounts: { name: string; password_hash: string }[] = await dataSource.query(
    'SELECT name, password_hash FROM users WHERE name = ANY($1) ORDER BY name',
    [DEMO_ACCOUNTS],
  );
  const open = await Promise.all(accounts.map(async (account) => ((await verifyPassword(account.password_hash, DEMO_PASSWORD)) ? account.name : undefined)));
  return open.filter((name) => name !== undefined);
}

/**
 * A portal on https is open to the world: it does not start while anyone can log in to an account
 * with the password this repository publishes.
 */
export async function refuseDemoPasswordOnHttps(config: AppConfig, dataSource: DataSource): Promise<void> {
  if (!config.mail.portalUrl.startsWith('https:')) return;
  const names = await accountsWithDemoPassword(dataSource);
  if (names.length === 0) return;
  throw new ConfigError(
    `PORTAL_URL es https y estas cuentas tienen la clave de demostración ${DEMO_PASSWORD}: ${names.join(', ')}. ` +
      'Cambiá sus claves (arrancando con PORTAL_URL http, en una red privada) o borralas; SEED_DEMO=true no va en un portal público',
  );
}
