import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { accessLog } from './access-log.js';
import { AppLogger } from './app-logger.js';

/** The access-log middleware, which configureApp mounts before anything else. */
export const ACCESS_LOG = Symbol('ACCESS_LOG');

/**
 * Structured logs on one pino logger: Nest's logger (app.useLogger(app.get(AppLogger))), an access
 * line per request, and the request's id on every line logged while it is handled.
 */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // Nest would mount nestjs-pino's middleware after configureApp's, so a request refused
          // before routing would log without its id: accessLog binds the request's context instead.
          forRoutes: [],
          pinoHttp: { logger, autoLogging: false, wrapSerializers: false },
        }),
      ],
      providers: [AppLogger, { provide: ACCESS_LOG, useFactory: (context: PinoLogger) => accessLog(logger, context), inject: [PinoLogger] }],
      exports: [AppLogger, ACCESS_LOG],
    };
  }
}
