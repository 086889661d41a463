import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

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

  it('serves the API on the portal\'s own origin unless API_URL names a separate deployment', () => {
    expect(loadConfig({}).apiUrl).toBe('');
    expect(loadConfig({ API_PORT: '6360' }).apiUrl).toBe('');
    expect(loadConfig({ API_URL: 'https://api.postulate.example/' }).apiUrl).toBe('https://api.postulate.example');
  });

  it('fails fast on malformed values', () => {
    expect(() => loadConfig({ API_PORT: 'seis mil' })).toThrow('API_PORT must be an integer');
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://replica-1/postulate' })).toThrow('DATABASE_REPLICA_URLS needs DATABASE_URL');
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_SECRET: 's3cret' }).captcha.hmacSecret).toBe('s3cret');
  });
});
