import path from 'node:path';
import { z } from 'zod';
import { MIN_POOL_MAX } from './database/connection-budget.js';
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
  /** Every connection a process opens to a PostgreSQL server (connection-budget.ts; the embedded database uses one). */
  poolMax: number;
  /**
   * 'transaction': `url` is a pooler in transaction mode (PgBouncer), so a connection keeps no
   * session: no named statements, no startup settings, no LISTEN through it.
   */
  pooling: 'session' | 'transaction';
  /** Where the change listener connects: PostgreSQL itself (or a session-mode pool); `url` by default. */
  listenUrl?: string;
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
  /**
   * TEST_IDENTITY_HMAC_SECRET, the key of the hashed e-mail and DNI a finished test is kept under
   * (psychometric-tests/kept-results.service.ts); when unset the installation's own generated key
   * is used.
   */
  identitySecret?: string;
}

/** The once-a-day e-mails (issue 20): when they go, and how often an instance checks whether they are due. */
export interface NotificationsConfig {
  /** The hour of the day, in Argentina, from which the company's daily summary goes. */
  summaryHour: number;
  /** How often each instance checks; 0 turns the check off (tests run it by hand). */
  pollMs: number;
  /** How long a stage e-mail waits in the outbox, replaced by a later change of the same application. */
  stageGraceSeconds: number;
}

/** Job alerts' daily digest (issue 20): from which hour it goes, and how often an instance checks. */
export interface AlertsConfig {
  /** The hour of the day, in Argentina, from which each alert's digest of the day goes. */
  hour: number;
  /** How often each instance looks for due alerts; 0 turns the check off (tests run it by hand). */
  pollMs: number;
}

/** Ad page views (issue 38): counted in memory and written in batches. */
export interface AvisoViewsConfig {
  /** How often each instance writes the views it counted; 0 turns the timer off (tests flush by hand). */
  flushMs: number;
}

/** pino's levels, and 'silent' for no log at all. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface LogConfig {
  level: (typeof LOG_LEVELS)[number];
  /** 'json': one object a line, for a log collector; 'pretty': readable lines for a person at a terminal. */
  format: 'json' | 'pretty';
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
  /** Whether to seed the demo accounts and ads into an empty database (SEED_DEMO). */
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
  avisoViews: AvisoViewsConfig;
  alerts: AlertsConfig;
  tests: TestsConfig;
  log: LogConfig;
}

/** A setting the API refuses to start with: main.ts prints its message alone, as one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What docs/configuration.md shows of a variable (config-docs.ts renders it). */
export interface VariableDocs {
  description: string;
  /** The default as the table shows it, in Markdown. */
  shownDefault: string;
  /** The values accepted, when narrower than any text. */
  accepts?: string;
}

/** Blank counts as unset, as `NAME=` does in an env file. */
function unsetIfBlank(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || undefined : value;
}

function documented<T extends z.ZodType>(schema: T, docs: VariableDocs): T {
  return schema.meta({ ...docs });
}

function integer(fallback: number, min: number, max: number, description: string) {
  const error = `debe ser un entero entre ${min} y ${max}`;
  const schema = z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);
  return documented(z.preprocess(unsetIfBlank, schema), { description, shownDefault: `\`${fallback}\``, accepts: `${min}–${max}` });
}

/** One of `values`, in any case. */
function choice<const T extends readonly [string, ...string[]]>(values: T, description: string, shownDefault: string) {
  const error = `debe ser ${values.length === 2 ? `'${values[0]}' o '${values[1]}'` : `uno de ${values.join(', ')}`}`;
  const accepts = values.map((value) => `\`${value}\``).join(', ');
  const lowerCase = (value: unknown) => {
    const set = unsetIfBlank(value);
    return typeof set === 'string' ? set.toLowerCase() : set;
  };
  return documented(z.preprocess(lowerCase, z.enum(values, { error }).optional()), { description, shownDefault, accepts });
}

function text(description: string, shownDefault: string) {
  return documented(z.preprocess(unsetIfBlank, z.string().optional()), { description, shownDefault });
}

/** A comma-separated list; unset or blank is undefined, so each caller keeps its own default. */
function list(description: string, shownDefault: string) {
  const items = z.preprocess(unsetIfBlank, z.string().optional()).transform((raw) => {
    const values = raw
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return values?.length ? values : undefined;
  });
  return documented(items, { description, shownDefault });
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** An http(s) address, without the trailing slash the code appends paths after. */
function httpUrl(description: string, shownDefault: string) {
  const address = z
    .string()
    .refine(isHttpUrl, { error: 'debe ser una dirección http:// o https://' })
    .transform((url) => url.replace(/\/+$/, ''));
  return documented(z.preprocess(unsetIfBlank, address.optional()), { description, shownDefault, accepts: 'an `http://` or `https://` address' });
}

const DEFAULT_PORTAL_URL = 'http://localhost:3000';
const DEFAULT_API_HOST = '0.0.0.0';
const DEFAULT_MAIL_FROM = 'Postulate <no-responder@postulate.local>';
const DEV_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
const DEFAULT_CORS_ORIGINS = DEV_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/**
 * Every environment variable the API reads, once: its type, default, bounds and meaning. loadConfig
 * parses with it, and docs/configuration.md is rendered from it (npm run config:docs).
 */
export const ENV_SCHEMA = z.object({
  API_PORT: integer(6060, 0, 65535, 'Port the API listens on.'),
  API_HOST: text('Interface the API listens on; `127.0.0.1` keeps it on loopback, behind a proxy on the same host.', `\`${DEFAULT_API_HOST}\``),
  PORTAL_URL: httpUrl(
    "The portal's public address: links in e-mails (the confirmation link too, as the portal serves `/api`) and every absolute address in the sitemap, robots.txt, the RSS feeds and an ad page's Open Graph tags and JobPosting. On `https:` cookies are secure and the API refuses to start while a demo account keeps its password.",
    `\`${DEFAULT_PORTAL_URL}\``,
  ),
  API_URL: httpUrl(
    "Only for an API deployed apart from the portal: its address as browsers reach it, for the confirmation link and company logo URLs (the shell's `/config.json` reads it too). Unset, logo URLs are relative (`/api/files/…`) and work at any address the portal is opened at.",
    "unset: the portal's own origin",
  ),
  CORS_ORIGINS: list(
    'Comma-separated origins allowed to call the API with the session cookie.',
    '`http://localhost:3000`–`3005` and `http://127.0.0.1:3000`–`3005`',
  ),
  TRUSTED_PROXIES: list(
    "Proxies whose `X-Forwarded-For` names the client: addresses, CIDR ranges or `loopback`, comma-separated; `none` trusts none, so every request is its socket's address.",
    '`loopback`',
  ),
  NODE_ENV: text(
    "`production` on a server; `test` (jest sets it) hashes passwords at argon2id's minimum cost and logs errors only; anything else is a developer's machine.",
    'unset: development',
  ),
  LOG_LEVEL: choice(LOG_LEVELS, 'Lowest level of the log lines the API writes; `silent` writes none.', '`info` (`error` when `NODE_ENV` is `test`)'),
  LOG_FORMAT: choice(
    ['json', 'pretty'],
    '`json`: one JSON object a line, for a log collector; `pretty`: readable lines for a person.',
    '`pretty` on a terminal when `NODE_ENV` is neither `production` nor `test`, else `json`',
  ),

  DATABASE_URL: text(
    'PostgreSQL connection string (`postgres://user:password@host:5432/name`); unset, the API runs its own embedded PostgreSQL (PGlite).',
    'unset: the embedded database',
  ),
  PGLITE_DATA_DIR: text('Data folder of the embedded database; `memory://` for a throwaway one. Not used with `DATABASE_URL`.', '`services/.data/pglite`'),
  DB_POOL_MAX: integer(
    10,
    MIN_POOL_MAX,
    100,
    "Every connection an API process opens to one PostgreSQL server: on the primary, one listening for changes to the public answers and the rest halved between the API's pool and the public reads' (10: 5 and 4); on each replica, the public reads' and one health check. The embedded database uses one.",
  ),
  DATABASE_POOLING: choice(
    ['session', 'transaction'],
    "`transaction` when `DATABASE_URL` is a pooler in transaction mode, such as PgBouncer's `pool_mode = transaction`: the public reads then run as unnamed statements without session settings, and the change listener needs `DATABASE_LISTEN_URL`.",
    '`session`',
  ),
  DATABASE_LISTEN_URL: text(
    'Where each API process LISTENs for changes to the public answers: PostgreSQL itself (or a session-mode pool), since a transaction-mode pooler does not deliver notifications. Needed with `DATABASE_POOLING=transaction` unless `PUBLIC_CACHE_SECONDS=0`.',
    'unset: `DATABASE_URL`',
  ),
  DATABASE_REPLICA_URLS: list('Comma-separated streaming replicas of `DATABASE_URL` that serve anonymous public reads; needs `DATABASE_URL`.', 'none'),
  REPLICA_MAX_LAG_SECONDS: integer(5, 1, 3600, 'A replica further behind the primary than this many seconds is skipped until it catches up.'),
  PUBLIC_CACHE_SECONDS: integer(
    5,
    0,
    60,
    'How long each API instance keeps an anonymous public answer (home, ad, areas, provinces) in memory; a write that changes one empties it on every instance; 0 turns it off.',
  ),
  SEED_DEMO: choice(
    ['true', 'false'],
    'Seeds the demo users (admin, empresa, tester, postulante and six candidates, password `demo1234`) and ads once, on an empty database.',
    '`true` on the embedded database, `false` with `DATABASE_URL`',
  ),

  SESSION_TTL_HOURS: integer(8, 1, 24 * 30, 'Session lifetime in hours.'),
  SESSION_IDLE_MINUTES: integer(120, 1, 24 * 60 * 30, 'A session unused this many minutes ends, however long it had left.'),
  COOKIE_SECURE: choice(['true', 'false'], 'Sends the cookies over HTTPS only.', '`true` when `PORTAL_URL` is `https:`, else `false`'),
  RATE_LIMITS: choice(['on', 'off'], 'Per-address and per-account limits on the routes an attacker repeats; `off` only for test suites and load runs.', '`on`'),
  CAPTCHA_HMAC_SECRET: text(
    'Key that signs the captcha challenges; unset, the API generates a random key on first start and keeps it in the database (`installation_secrets`), so every installation has its own.',
    "unset: the installation's own key",
  ),
  CAPTCHA_COUNTER_MIN: integer(
    50_000,
    0,
    10_000_000,
    'Smallest proof-of-work size of the captcha (0.35–2 s in headless Chromium, solved while the person types); above `CAPTCHA_COUNTER_MAX` it is lowered to that.',
  ),
  CAPTCHA_COUNTER_MAX: integer(200_000, 1, 10_000_000, 'Largest proof-of-work size of the captcha.'),

  SMTP_URL: text('nodemailer SMTP URL, e.g. `smtp://user:pass@mail.example.com:587`.', 'unset: the local outbox'),
  MAIL_OUTBOX_DIR: text(
    'Without `SMTP_URL`, every e-mail is written to this folder as an `.eml` file (open it with any mail client).',
    '`services/.data/outbox`',
  ),
  MAIL_FROM: text('Sender of the e-mails.', `\`${DEFAULT_MAIL_FROM}\``),
  MAIL_POLL_MS: integer(5000, 0, 3_600_000, 'How often, in milliseconds, the outbox retries pending e-mail; 0 turns the loop off.'),
  SUMMARY_HOUR: integer(8, 0, 23, 'From this hour (Argentina) each company gets its daily summary of new applications.'),
  NOTIFICATIONS_POLL_MS: integer(
    300_000,
    0,
    86_400_000,
    "How often, in milliseconds, each API instance checks whether the daily summaries are due, finishes the ads whose time ran out, warns each company 3 days before one of its ads expires and deletes the tests' kept results that lapsed; 0 turns it off.",
  ),
  AVISO_VIEWS_FLUSH_MS: integer(
    5000,
    0,
    600_000,
    'How often, in milliseconds, each API instance writes the ad page views it counted in memory (one statement per batch, so counting never slows the ad page); views not yet written are written at shutdown; 0 turns the timer off.',
  ),
  STAGE_MAIL_GRACE_SECONDS: integer(
    120,
    0,
    3600,
    "How long, in seconds, the e-mail about an application's new stage waits before it goes: a later move of the same application replaces it (only the last stage is told) and a move back to the stage the applicant last heard of cancels it; 0 sends at once.",
  ),
  ALERTS_HOUR: integer(8, 0, 23, "From this hour (Argentina) each job alert's daily digest goes."),
  ALERTS_POLL_MS: integer(300_000, 0, 86_400_000, 'How often, in milliseconds, each API instance checks for due job alerts; 0 turns it off.'),

  TEST_TOULOUSE_SECONDS: integer(600, 5, 86_400, "Time limit of the Toulouse-Piéron test in seconds, kept by the server's clock."),
  TEST_MBTI_SECONDS: integer(2400, 5, 86_400, "Time limit of the MBTI test in seconds, kept by the server's clock."),
  TEST_CARDS_SECONDS: integer(3600, 5, 86_400, "Time limit of the cards test in seconds, kept by the server's clock."),
  TEST_GRACE_SECONDS: integer(5, 0, 300, "Answers still accepted this many seconds after a test's deadline (network latency, the last autosave)."),
  TEST_INVITATION_DAYS: integer(7, 1, 365, "Life of a tester's invitation link, in days."),
  TEST_IDENTITY_HMAC_SECRET: text(
    "Key of the hashes (HMAC-SHA-256) of the e-mail and DNI under which a finished test's date and validity are kept after an account is deleted, so that one person has one result; unset, the API generates a random key on first start and keeps it in the database (`installation_secrets`). Changing it forgets the kept results.",
    "unset: the installation's own key",
  ),
});

/** The docs of each variable of ENV_SCHEMA, in its order. */
export function variableDocs(): [name: string, docs: VariableDocs][] {
  return Object.entries(ENV_SCHEMA.shape).map(([name, schema]) => [name, schema.meta() as unknown as VariableDocs]);
}

function invalid(problems: string[]): ConfigError {
  return new ConfigError(`Configuración inválida: ${problems.join('; ')}`);
}

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof ENV_SCHEMA> {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (parsed.success) return parsed.data;
  throw invalid(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (recibido '${env[name]}')`;
    }),
  );
}

/**
 * Reads the API settings from the environment once, failing fast on a malformed value with one line
 * that names it. `terminal`: whether the logs go to a person (LOG_FORMAT's default).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): AppConfig {
  const vars = parseEnv(env);
  const portalUrl = vars.PORTAL_URL ?? DEFAULT_PORTAL_URL;
  if (vars.DATABASE_REPLICA_URLS && !vars.DATABASE_URL) {
    throw invalid(['DATABASE_REPLICA_URLS necesita DATABASE_URL: las réplicas siguen a un servidor PostgreSQL, no a la base embebida']);
  }
  const pooling = vars.DATABASE_POOLING ?? 'session';
  if (pooling === 'transaction' && !vars.DATABASE_URL) {
    throw invalid(['DATABASE_POOLING=transaction necesita DATABASE_URL: describe el pool de conexiones delante de un servidor PostgreSQL']);
  }
  if (pooling === 'transaction' && !vars.DATABASE_LISTEN_URL && vars.PUBLIC_CACHE_SECONDS > 0) {
    throw invalid([
      'DATABASE_POOLING=transaction necesita DATABASE_LISTEN_URL (una conexión directa a PostgreSQL): un pool en modo transacción no entrega los avisos de cambios',
    ]);
  }
  const development = vars.NODE_ENV !== 'production' && vars.NODE_ENV !== 'test';
  return {
    apiPort: vars.API_PORT,
    apiHost: vars.API_HOST ?? DEFAULT_API_HOST,
    apiUrl: vars.API_URL ?? '',
    corsOrigins: vars.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS,
    sessionTtlHours: vars.SESSION_TTL_HOURS,
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES,
    // A portal served over HTTPS keeps its cookies off plain HTTP unless told otherwise.
    cookieSecure: vars.COOKIE_SECURE ? vars.COOKIE_SECURE === 'true' : portalUrl.startsWith('https:'),
    rateLimits: vars.RATE_LIMITS !== 'off',
    // By default the portal's own server, which proxies /api from the same machine.
    trustedProxies: vars.TRUSTED_PROXIES?.join() === 'none' ? [] : (vars.TRUSTED_PROXIES ?? ['loopback']),
    // Demo accounts with a published password belong on a developer's own database, never by default on a server.
    seedDemo: vars.SEED_DEMO ? vars.SEED_DEMO === 'true' : !vars.DATABASE_URL,
    // Under the minute browsers and CDNs may keep a public answer anyway (public-cache.ts).
    publicCacheSeconds: vars.PUBLIC_CACHE_SECONDS,
    captcha: {
      // A low CAPTCHA_COUNTER_MAX (tests) must not fall below the minimum.
      counterMin: Math.min(vars.CAPTCHA_COUNTER_MIN, vars.CAPTCHA_COUNTER_MAX),
      counterMax: vars.CAPTCHA_COUNTER_MAX,
      hmacSecret: vars.CAPTCHA_HMAC_SECRET,
    },
    database: {
      url: vars.DATABASE_URL,
      pgliteDataDir: vars.PGLITE_DATA_DIR,
      poolMax: vars.DB_POOL_MAX,
      pooling,
      listenUrl: vars.DATABASE_LISTEN_URL,
    },
    replicas: { urls: vars.DATABASE_REPLICA_URLS ?? [], maxLagSeconds: vars.REPLICA_MAX_LAG_SECONDS },
    mail: {
      smtpUrl: vars.SMTP_URL,
      outboxDir: vars.MAIL_OUTBOX_DIR ?? path.join(SERVICES_DIR, '.data', 'outbox'),
      from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      pollMs: vars.MAIL_POLL_MS,
      portalUrl,
    },
    notifications: { summaryHour: vars.SUMMARY_HOUR, pollMs: vars.NOTIFICATIONS_POLL_MS, stageGraceSeconds: vars.STAGE_MAIL_GRACE_SECONDS },
    avisoViews: { flushMs: vars.AVISO_VIEWS_FLUSH_MS },
    alerts: { hour: vars.ALERTS_HOUR, pollMs: vars.ALERTS_POLL_MS },
    tests: {
      toulouseSeconds: vars.TEST_TOULOUSE_SECONDS,
      mbtiSeconds: vars.TEST_MBTI_SECONDS,
      cardsSeconds: vars.TEST_CARDS_SECONDS,
      graceSeconds: vars.TEST_GRACE_SECONDS,
      invitationDays: vars.TEST_INVITATION_DAYS,
      identitySecret: vars.TEST_IDENTITY_HMAC_SECRET,
    },
    // Under jest (NODE_ENV=test) errors only: the suites' refused requests would flood the output.
    log: { level: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'error' : 'info'), format: vars.LOG_FORMAT ?? (development && terminal ? 'pretty' : 'json') },
  };
}
