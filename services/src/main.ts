import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ConfigError, loadConfig } from './config.js';
import { startDatabase } from './database/database.js';
import { refuseDemoPasswordOnHttps } from './database/seed/demo-password-guard.js';
import { seedDemo } from './database/seed/demo-seed.js';
import { seedDemoShowcase } from './database/seed/demo-showcase.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const database = await startDatabase(config.database);
  try {
    const seeded = config.seedDemo && (await seedDemo(database.dataSource));
    await refuseDemoPasswordOnHttps(config, database.dataSource);
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register(database, config), {
      logger: ['error', 'warn'],
    });
    if (seeded) {
      await seedDemoShowcase(app);
      console.log('Datos de demostración cargados (usuarios admin, empresa, tester y postulante; clave demo1234)');
    }
    configureApp(app, config);
    // Ctrl-C / SIGTERM: Nest closes the app, which closes the database, then the process exits 0.
    app.enableShutdownHooks(['SIGINT', 'SIGTERM'], { useProcessExit: true });
    await app.listen(config.apiPort, config.apiHost);
    console.log(`API listening on http://localhost:${config.apiPort}`);
  } catch (error) {
    await database.close();
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  // A refused setting is one line for the operator; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
