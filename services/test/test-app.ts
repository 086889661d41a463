import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { configureApp } from '../src/app.setup.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { startDatabase, type Database } from '../src/database/database.js';
import { seedDemo } from '../src/database/seed/demo-seed.js';

export interface TestApp {
  app: INestApplication;
  server: Server;
  dataSource: DataSource;
  config: AppConfig;
  /** A second API instance on the same database, as behind a load balancer; closed by close(). */
  startSecondInstance(): Promise<Server>;
  /** Closes the apps and the database (dropping it on a PostgreSQL server). */
  close(): Promise<void>;
}

async function onServer(url: string, sql: string): Promise<void> {
  const admin = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}

/**
 * A fresh database per test file: in-memory PGlite, or with DATABASE_URL a uniquely named database
 * created on that server and dropped afterwards.
 */
async function startTestDatabase(config: AppConfig): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return startDatabase({ ...config.database, url: undefined, pgliteDataDir: 'memory://' });

  const name = `postulate_t_${randomBytes(6).toString('hex')}`;
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await startDatabase({ ...config.database, url: url.toString() });
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

async function buildApp(database: Database, config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.register(database, config), { logger: ['error'] });
  configureApp(app, config);
  return app.init();
}

/** Migrated and seeded database plus the Nest app, configured exactly as main.ts does. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  // A low captcha counter keeps solving fast; the captcha is still created and verified for real.
  const config = loadConfig({ ...process.env, CAPTCHA_COUNTER_MIN: '10', CAPTCHA_COUNTER_MAX: '100', ...env });
  const database = await startTestDatabase(config);
  const apps: INestApplication[] = [];
  try {
    await seedDemo(database.dataSource);
    const app = await buildApp(database, config);
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
        const second = await buildApp({ dataSource, close: async () => {} }, config);
        apps.unshift(second);
        return second.getHttpServer();
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
