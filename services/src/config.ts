import path from 'node:path';
import { SERVICES_DIR } from './database/paths.js';

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export interface CaptchaConfig {
  counterMin: number;
  counterMax: number;
  /** CAPTCHA_HMAC_SECRET; when unset the installation's own generated key is used (installation-secrets.ts). */
  hmacSecret?: string;
}

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder, or 'memory://' for a throwaway in-memory database. */
  pgliteDataDir?: string;
  /** Pool size for a PostgreSQL server (the embedded database always uses one connection). */
  poolMax: number;
}

/** PostgreSQL streaming replicas of DATABASE_URL that serve anonymous public reads (database/public-reads.ts). */
export interface ReplicasConfig {
  /** DATABASE_REPLICA_URLS; none by default. */
  urls: string[];
  /** A replica further behind the primary than this is skipped until it catches up. */
  maxLagSeconds: number;
}

export interface MailConfig {
  /** nodemailer SMTP URL (smtp://user:pass@host:587); without it mail goes to outboxDir as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** Delivery loop interval; 0 turns the loop off (tests deliver by hand). */
  pollMs: number;
  /** The portal's address, for links in e-mails. */
  portalUrl: string;
}

/** The tests' time limits (the server's clock decides) and the life of a tester's invitation link. */
export interface TestsConfig {
  toulouseSeconds: number;
  mbtiSeconds: number;
  cardsSeconds: number;
  /** Answers still accepted this long after the deadline (network latency, the last autosave). */
  graceSeconds: number;
  invitationDays: number;
}

/** The once-a-day e-mails (issue 20): when they go, and how often an instance checks whether they are due. */
export interface NotificationsConfig {
  /** The hour of the day, in Argentina, from which the company's daily summary goes. */
  summaryHour: number;
  /** How often each instance checks; 0 turns the check off (tests run it by hand). */
  pollMs: number;
}

/** Job alerts' daily digest (issue 20): from which hour it goes, and how often an instance checks. */
export interface AlertsConfig {
  /** The hour of the day, in Argentina, from which each alert's digest of the day goes. */
  hour: number;
  /** How often each instance looks for due alerts; 0 turns the check off (tests run it by hand). */
  pollMs: number;
}

export interface AppConfig {
  apiPort: number;
  /** Interface the API listens on: every one by default, 127.0.0.1 to keep it on loopback. */
  apiHost: string;
  /**
   * The API's address as browsers reach it (API_URL) when it is deployed apart from the portal; empty
   * by default, when the portal's server proxies /api: file URLs are then relative to whatever address
   * the page was opened at, and links in e-mails use PORTAL_URL.
   */
  apiUrl: string;
  corsOrigins: string[];
  sessionTtlHours: number;
  /** A session unused this long ends, however long it had left. */
  sessionIdleMinutes: number;
  cookieSecure: boolean;
  /** Per address and per account limits on the routes an attacker repeats (rate-limits/policies.ts). */
  rateLimits: boolean;
  /**
   * Proxies whose X-Forwarded-For names the client (Express 'trust proxy' values: addresses, CIDR
   * ranges, 'loopback'); every other request is its socket's address.
   */
  trustedProxies: string[];
  seedDemo: boolean;
  /**
   * How long this instance keeps an anonymous public answer (home, ad, areas, provinces) in memory;
   * 0 turns it off. A write on this instance empties it; other instances catch up within this time.
   */
  publicCacheSeconds: number;
  captcha: CaptchaConfig;
  database: DatabaseConfig;
  replicas: ReplicasConfig;
  mail: MailConfig;
  notifications: NotificationsConfig;
  alerts: AlertsConfig;
  tests: TestsConfig;
}

const DEV_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
const DEFAULT_CORS_ORIGINS = DEV_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

function list(raw: string | undefined): string[] | undefined {
  const items = raw
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

/** Reads the API settings from the environment once, failing fast on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const portalUrl = (env.PORTAL_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  const cookieSecure = env.COOKIE_SECURE?.trim();
  const counterMin = integer(env, 'CAPTCHA_COUNTER_MIN', 50_000, 0, 10_000_000);
  const counterMax = integer(env, 'CAPTCHA_COUNTER_MAX', 200_000, 1, 10_000_000);
  const apiPort = integer(env, 'API_PORT', 6060, 0, 65535);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const replicaUrls = list(env.DATABASE_REPLICA_URLS) ?? [];
  if (replicaUrls.length > 0 && !databaseUrl) {
    throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL: replicas follow a PostgreSQL server, not the embedded database');
  }
  return {
    apiPort,
    apiHost: env.API_HOST?.trim() || '0.0.0.0',
    apiUrl: (env.API_URL?.trim() ?? '').replace(/\/+$/, ''),
    corsOrigins: list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 8, 1, 24 * 30),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120, 1, 24 * 60 * 30),
    // A portal served over HTTPS keeps its cookies off plain HTTP unless told otherwise.
    cookieSecure: cookieSecure ? cookieSecure === 'true' : portalUrl.startsWith('https:'),
    rateLimits: env.RATE_LIMITS?.trim() !== 'off',
    // By default the portal's own server, which proxies /api from the same machine.
    trustedProxies: env.TRUSTED_PROXIES?.trim() === 'none' ? [] : (list(env.TRUSTED_PROXIES) ?? ['loopback']),
    seedDemo: env.SEED_DEMO !== 'false',
    // Under the minute browsers and CDNs may keep a public answer anyway (public-cache.ts).
    publicCacheSeconds: integer(env, 'PUBLIC_CACHE_SECONDS', 5, 0, 60),
    captcha: {
      // A low CAPTCHA_COUNTER_MAX (tests) must not fall below the minimum.
      counterMin: Math.min(counterMin, counterMax),
      counterMax,
      hmacSecret: env.CAPTCHA_HMAC_SECRET?.trim() || undefined,
    },
    database: {
      url: databaseUrl,
      pgliteDataDir: env.PGLITE_DATA_DIR?.trim() || undefined,
      poolMax: integer(env, 'DB_POOL_MAX', 10, 1, 100),
    },
    replicas: { urls: replicaUrls, maxLagSeconds: integer(env, 'REPLICA_MAX_LAG_SECONDS', 5, 1, 3600) },
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      outboxDir: env.MAIL_OUTBOX_DIR?.trim() || path.join(SERVICES_DIR, '.data', 'outbox'),
      from: env.MAIL_FROM?.trim() || 'Postulate <no-responder@postulate.local>',
      pollMs: integer(env, 'MAIL_POLL_MS', 5000, 0, 3_600_000),
      portalUrl,
    },
    notifications: {
      summaryHour: integer(env, 'SUMMARY_HOUR', 8, 0, 23),
      pollMs: integer(env, 'NOTIFICATIONS_POLL_MS', 300_000, 0, 86_400_000),
    },
    alerts: {
      hour: integer(env, 'ALERTS_HOUR', 8, 0, 23),
      pollMs: integer(env, 'ALERTS_POLL_MS', 300_000, 0, 86_400_000),
    },
    tests: {
      toulouseSeconds: integer(env, 'TEST_TOULOUSE_SECONDS', 600, 5, 86_400),
      mbtiSeconds: integer(env, 'TEST_MBTI_SECONDS', 2400, 5, 86_400),
      cardsSeconds: integer(env, 'TEST_CARDS_SECONDS', 3600, 5, 86_400),
      graceSeconds: integer(env, 'TEST_GRACE_SECONDS', 5, 0, 300),
      invitationDays: integer(env, 'TEST_INVITATION_DAYS', 7, 1, 365),
    },
  };
}
