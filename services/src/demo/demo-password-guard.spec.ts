import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../auth/passwords.js';
import { ConfigError, loadConfig } from '../config.js';
import { accountsWithDemoPassword, refuseDemoPasswordOnHttps } from './demo-password-guard.js';
import { seedDemoShowcase } from './demo-showcase.js';

let ctx: TestApp;

beforeAll(async () => {
  // Nothing mailed: the showcase's stories queue e-mails.
  ctx = await createTestApp({ MAIL_POLL_MS: '0' });
  // The six demo candidates too, as a first start seeds them.
  await seedDemoShowcase(ctx.app);
});

afterAll(() => ctx?.close());

const onHttps = loadConfig({ PORTAL_URL: 'https://postulate.example' });
const onHttp = loadConfig({ PORTAL_URL: 'http://localhost:3000' });

async function setPassword(names: string[], password: string): Promise<void> {
  await ctx.dataSource.query('UPDATE users SET password_hash = $1 WHERE name = ANY($2)', [await hashPassword(password), names]);
}

describe('the demo password on a public portal', () => {
  it('finds every demo account that still opens with demo1234', async () => {
    const names = await accountsWithDemoPassword(ctx.dataSource);
    expect(names).toEqual(expect.arrayContaining(['admin', 'empresa', 'tester', 'postulante', 'martina.acosta', 'nicolas.medina']));
    expect(names).toHaveLength(10);
  });

  it('lets a portal on http start with them', async () => {
    await expect(refuseDemoPasswordOnHttps(onHttp, ctx.dataSource)).resolves.toBeUndefined();
  });

  it('refuses a portal on https, naming the accounts', async () => {
    const refusal = refuseDemoPasswordOnHttps(onHttps, ctx.dataSource);
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(/^PORTAL_URL es https y estas cuentas tienen la clave de demostración demo1234: admin, camila\.benitez, [^\n]+$/);
  });

  it('starts once every demo account has a password of its own', async () => {
    await setPassword(['admin', 'empresa', 'tester', 'postulante'], 'una clave propia y larga');
    await expect(refuseDemoPasswordOnHttps(onHttps, ctx.dataSource)).rejects.toThrow(
      /demo1234: camila\.benitez, diego\.romero, joaquin\.herrera, martina\.acosta, nicolas\.medina, valentina\.sosa\. /,
    );
    const candidates = await accountsWithDemoPassword(ctx.dataSource);
    await setPassword(candidates.slice(1), 'otra clave propia y larga');
    await expect(refuseDemoPasswordOnHttps(onHttps, ctx.dataSource)).rejects.toThrow(`demo1234: ${candidates[0]}. `);
    await setPassword(candidates.slice(0, 1), 'otra clave propia y larga');
    await expect(refuseDemoPasswordOnHttps(onHttps, ctx.dataSource)).resolves.toBeUndefined();
  });
});
