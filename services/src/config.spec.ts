import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CONFIG_DOCS_FILE, renderConfigDocs } from './config-docs.js';
import { ENV_SCHEMA, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has development defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 6060,
      apiHost: '0.0.0.0',
      sessionTtlHours: 8,
      cookieSecure: false,
      seedDemo: true,
      captcha: { counterMin: 50_000, counterMax: 200_000 },
      database: { url: undefined, pgliteDataDir: undefined },
      replicas: { urls: [], maxLagSeconds: 5 },
    });
    expect(config.corsOrigins).toHaveLength(12);
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3005']));
    // No secret in the code: the installation generates its own (captcha.service.spec.ts).
    expect(config.captcha.hmacSecret).toBeUndefined();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '7070',
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: 'https://postulate.example, https://admin.postulate.example',
      SESSION_TTL_HOURS: '2',
      COOKIE_SECURE: 'true',
      SEED_DEMO: 'false',
      CAPTCHA_COUNTER_MAX: '100',
      DATABASE_URL: 'postgres://db/postulate',
      DATABASE_REPLICA_URLS: 'postgres://replica-1/postulate, postgres://replica-2/postulate',
      REPLICA_MAX_LAG_SECONDS: '10',
    });
    expect(config).toMatchObject({
      apiPort: 7070,
      apiHost: '127.0.0.1',
      corsOrigins: ['https://postulate.example', 'https://admin.postulate.example'],
      sessionTtlHours: 2,
      cookieSecure: true,
      seedDemo: false,
      captcha: { counterMin: 100, counterMax: 100 },
      database: { url: 'postgres://db/postulate' },
      replicas: { urls: ['postgres://replica-1/postulate', 'postgres://replica-2/postulate'], maxLagSeconds: 10 },
    });
  });

  it("serves the API on the portal's own origin unless API_URL names a separate deployment", () => {
    expect(loadConfig({}).apiUrl).toBe('');
    expect(loadConfig({ API_PORT: '6360' }).apiUrl).toBe('');
    expect(loadConfig({ API_URL: 'https://api.postulate.example/' }).apiUrl).toBe('https://api.postulate.example');
  });

  it('fails fast on malformed values, with one line naming the variable and the value', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow("Configuración inválida: API_PORT debe ser un entero entre 0 y 65535 (recibido 'abc')");
    expect(() => loadConfig({ SESSION_TTL_HOURS: '1.5' })).toThrow("SESSION_TTL_HOURS debe ser un entero entre 1 y 720 (recibido '1.5')");
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow("RATE_LIMITS debe ser 'on' o 'off' (recibido 'false')");
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent');
    expect(() => loadConfig({ PORTAL_URL: 'postulate.example' })).toThrow(
      "PORTAL_URL debe ser una dirección http:// o https:// (recibido 'postulate.example')",
    );
    // Every bad value at once, still one line.
    expect(() => loadConfig({ API_PORT: '-1', DB_POOL_MAX: '0' })).toThrow(/^Configuración inválida: API_PORT .+; DB_POOL_MAX [^\n]+$/);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://replica-1/postulate' })).toThrow('DATABASE_REPLICA_URLS necesita DATABASE_URL');
    expect(() => loadConfig({ DB_POOL_MAX: '2' })).toThrow(/^Configuración inválida: DB_POOL_MAX .+ \(recibido '2'\)$/);
    // A transaction-mode pooler delivers no notifications: the listener needs PostgreSQL itself.
    expect(() => loadConfig({ DATABASE_POOLING: 'transaction' })).toThrow('DATABASE_POOLING=transaction necesita DATABASE_URL');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://pgbouncer:6432/postulate', DATABASE_POOLING: 'transaction' })).toThrow(
      'DATABASE_POOLING=transaction necesita DATABASE_LISTEN_URL',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://pgbouncer:6432/postulate', DATABASE_POOLING: 'transaction', DATABASE_LISTEN_URL: 'postgres://db:5432/postulate' })
        .database,
    ).toMatchObject({ pooling: 'transaction', listenUrl: 'postgres://db:5432/postulate' });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://pgbouncer:6432/postulate', DATABASE_POOLING: 'transaction', PUBLIC_CACHE_SECONDS: '0' }).database.pooling,
    ).toBe('transaction');
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_SECRET: 's3cret' }).captcha.hmacSecret).toBe('s3cret');
  });

  it('counts a blank value as unset', () => {
    expect(loadConfig({ API_PORT: ' ', PORTAL_URL: '', TRUSTED_PROXIES: ' , ' })).toMatchObject({
      apiPort: 6060,
      mail: { portalUrl: 'http://localhost:3000' },
      trustedProxies: ['loopback'],
    });
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });

  it('seeds the demo only on the embedded database unless SEED_DEMO says otherwise', () => {
    const server = 'postgres://db/postulate';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: server }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: server, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it("logs at info, readable at a developer's terminal and JSON elsewhere; errors only under jest", () => {
    expect(loadConfig({}, true).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadConfig({}, false).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig({ NODE_ENV: 'production' }, true).log.format).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }, true).log).toEqual({ level: 'error', format: 'json' });
    expect(loadConfig({ LOG_LEVEL: 'Debug', LOG_FORMAT: 'PRETTY' }, false).log).toEqual({ level: 'debug', format: 'pretty' });
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable with a default and a meaning', () => {
    for (const [name, schema] of Object.entries(ENV_SCHEMA.shape)) {
      expect({ name, ...schema.meta() }).toEqual(expect.objectContaining({ name, description: expect.any(String), shownDefault: expect.any(String) }));
    }
  });

  it('is what the schema renders', () => {
    const written = existsSync(CONFIG_DOCS_FILE) ? readFileSync(CONFIG_DOCS_FILE, 'utf8') : '';
    if (written !== renderConfigDocs()) {
      throw new Error('docs/configuration.md differs from the configuration schema (services/src/config.ts): run `npm run config:docs`');
    }
  });
});
