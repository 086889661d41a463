import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { startDatabase } from './database/database.js';
import { ENTITIES } from './entities.js';
import { refuseDemoPasswordOnHttps } from './demo/demo-password-guard.js';
import { seedDemo } from './demo/demo-seed.js';
import { seedDemoShowcase } from './demo/demo-showcase.js';
import { AppLogger } from './logging/app-logger.js';
import { createRootLogger } from './logging/log-settings.js';

/** The settings come first: they say how to log. A refused one is one line for the operator. */
function startupConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = startupConfig();
const logger = createRootLogger(config.log);

async function bootstrap(): Promise<void> {
  const database = await startDatabase(config.database, { entities: ENTITIES });
  try {
    const seeded = config.seedDemo && (await seedDemo(database.dataSource));
    await refuseDemoPasswordOnHttps(config, database.dataSource);
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register(database, config, logger), {
      bufferLogs: true,
    });
    app.useLogger(app.get(AppLogger));
    // Nest's own first lines, held until pino took over, come out before ours.
    app.flushLogs();
    if (seeded) {
      await seedDemoShowcase(app);
      // The password stays out of the log (README lists it): no password is ever logged.
      logger.info('Datos de demostración cargados (usuarios admin, empresa, tester y postulante; la clave está en el README)');
    }
    configureApp(app, config);
    // Ctrl-C / SIGTERM: Nest closes the app, which closes the database, then the process exits 0.
    app.enableShutdownHooks(['SIGINT', 'SIGTERM'], { useProcessExit: true });
    await app.listen(config.apiPort, config.apiHost);
    logger.info(`API listening on http://localhost:${config.apiPort}`);
  } catch (error) {
    await database.close();
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  // A refused setting (the demo password guard's) is one line; anything else keeps its stack.
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'La API no pudo iniciar');
  process.exit(1);
});
