import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream, Logger } from 'pino';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { configureApp } from '../src/app.setup.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { startDatabase, type Database } from '../src/database/database.js';
import { seedDemo } from '../src/demo/demo-seed.js';
import { ENTITIES } from '../src/entities.js';
import { AppLogger } from '../src/logging/app-logger.js';
import { createRootLogger } from '../src/logging/log-settings.js';

export interface TestApp {
  app: INestApplication;
  server: Server;
  dataSource: DataSource;
  config: AppConfig;
  /** A second API instance on the same database, as behind a load balancer; closed by close(). */
  startSecondInstance(): Promise<INestApplication>;
  /** Closes the apps and the database (dropping it on a PostgreSQL server). */
  close(): Promise<void>;
}

const MEMORY = 'memory://';

async function onServer<T>(url: string, work: (admin: DataSource) => Promise<T>): Promise<T> {
  // One connection: a session-level advisory lock is released on the connection that took it.
  const admin = await new DataSource({ type: 'postgres', url, extra: { max: 1 } }).initialize();
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated and seeded from nothing (in memory, or at `url`): what every spec file did before the run's template existed. */
export async function migratedAndSeeded(config: AppConfig, url?: string): Promise<Database> {
  const database = await startDatabase({ ...config.database, url, pgliteDataDir: MEMORY }, { entities: ENTITIES });
  try {
    await seedDemo(database.dataSource);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The run's template, set up by services/test/global-setup.mjs: migrated and seeded once, copied
 * for each spec file. Without it (jest started some other way) each file migrates its own database.
 */
const testRun = process.env.POSTULATE_TEST_RUN;
const runDir = testRun ? path.join(os.tmpdir(), `postulate-test-${testRun}`) : undefined;
const STALE_LOCK_MS = 5 * 60_000;

/** Runs `create` in one process of the run while the others wait for `isDone`. */
async function onceAcrossWorkers(lockFile: string, isDone: () => boolean, create: () => Promise<void>): Promise<void> {
  while (!isDone()) {
    let lock;
    try {
      lock = await open(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker killed while creating leaves its lock behind.
      const age = Date.now() - (await stat(lockFile).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lockFile, { force: true });
      await setTimeout(200);
      continue;
    }
    try {
      if (!isDone()) await create();
    } finally {
      await lock.close();
      await rm(lockFile, { force: true });
    }
  }
}

/** The embedded template: a tarball of a migrated, seeded data folder, each file's database starts from it. */
async function embeddedTemplate(config: AppConfig, dir: string): Promise<Blob> {
  const file = path.join(dir, 'template.tar');
  await mkdir(dir, { recursive: true });
  await onceAcrossWorkers(
    path.join(dir, 'template.lock'),
    () => existsSync(file),
    async () => {
      const database = await migratedAndSeeded(config);
      try {
        const tarball = await database.snapshot!();
        await writeFile(`${file}.part`, Buffer.from(await tarball.arrayBuffer()));
        await rename(`${file}.part`, file);
      } finally {
        await database.close();
      }
    },
  );
  return new Blob([await readFile(file)]);
}

/**
 * The server template: a database migrated and seeded under another name, renamed once complete, so
 * a worker killed halfway never leaves a half-made template for the others.
 */
async function serverTemplate(serverUrl: string, config: AppConfig, run: string): Promise<string> {
  const name = `postulate_tpl_${run}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const [{ present }] = await admin.query('SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS present', [name]);
      if (present) return;
      const building = `${name}_wip`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await migratedAndSeeded(config, databaseUrl(serverUrl, building));
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * A fresh database per test file, migrated and seeded: in-memory PGlite, or with DATABASE_URL a
 * uniquely named database created on that server and dropped afterwards.
 */
async function startTestDatabase(config: AppConfig): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (!runDir) return migratedAndSeeded(config);
    return startDatabase({ ...config.database, url: undefined }, { entities: ENTITIES, pgliteSnapshot: await embeddedTemplate(config, runDir) });
  }

  const name = `postulate_t_${randomBytes(6).toString('hex')}`;
  const drop = () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  if (!testRun) {
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  } else {
    const template = await serverTemplate(serverUrl, config, testRun);
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  }
  try {
    const database = testRun
      ? await startDatabase({ ...config.database, url: databaseUrl(serverUrl, name) }, { entities: ENTITIES })
      : await migratedAndSeeded(config, databaseUrl(serverUrl, name));
    return {
      dataSource: database.dataSource,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The Nest app on `database`, configured exactly as main.ts does. */
export async function buildApp(database: Database, config: AppConfig, logger: Logger = createRootLogger(config.log)): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(database, config, logger), { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  configureApp(app, config);
  return app.init();
}

/**
 * Migrated and seeded database plus the Nest app, configured exactly as main.ts does. Its log goes
 * to `logs` when given, else to stdout at LOG_LEVEL (default 'error' under jest).
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, logs?: DestinationStream): Promise<TestApp> {
  const config = testConfig(env);
  const logger = createRootLogger(config.log, logs);
  const database = await startTestDatabase(config);
  const apps: INestApplication[] = [];
  try {
    const app = await buildApp(database, config, logger);
    apps.push(app);
    return {
      app,
      server: app.getHttpServer(),
      dataSource: database.dataSource,
      config,
      startSecondInstance: async () => {
        const options = { ...database.dataSource.options, migrationsRun: false } as DataSourceOptions;
        const dataSource = await new DataSource(options).initialize();
        // Nest destroys this DataSource on close; nothing else to release.
        const second = await buildApp({ dataSource, close: async () => {} }, config, logger);
        apps.unshift(second);
        return second;
      },
      // The first app closes the shared database, so it goes last.
      close: async () => {
        for (const app of apps) await app.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * One app for the spec file: started before its first test, closed after its last. The answer reads
 * through to that app, so a spec writes `request(ctx.server)` as if it held it.
 */
export function appPerFile(env: NodeJS.ProcessEnv = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(env);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get: (_, key: keyof TestApp) => {
      if (!started) throw new Error('appPerFile: the app starts in beforeAll; read it inside a hook or a test.');
      return started[key];
    },
  });
}

/** The configuration the specs' apps run with: the environment, the defaults below, then `env`. */
export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  // A low captcha counter keeps solving fast; the captcha is still created and verified for real.
  // Suites log in and register hundreds of times from one address: rate limits are on only where
  // a spec turns them on (security-hardening.spec.ts). Specs write ads straight to the tables, which
  // the in-process cache of public answers would not see: it is on only where a spec turns it on (public-cache.spec.ts).
  return loadConfig({
    ...process.env,
    CAPTCHA_COUNTER_MIN: '10',
    CAPTCHA_COUNTER_MAX: '100',
    RATE_LIMITS: 'off',
    PUBLIC_CACHE_SECONDS: '0',
    NOTIFICATIONS_POLL_MS: '0',
    ALERTS_POLL_MS: '0',
    AVISO_VIEWS_FLUSH_MS: '0',
    ...env,
  });
}
