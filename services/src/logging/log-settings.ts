import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogConfig } from '../config.js';
import { errorFields, REDACTED_PATHS, requestFields, responseFields } from './redaction.js';

/** The process's one pino logger: JSON lines (to `destination`, default stdout), or pino-pretty for a person at a terminal. */
export function createRootLogger(settings: LogConfig, destination?: DestinationStream): Logger {
  const options = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, remove: true },
    serializers: { err: errorFields, req: requestFields, res: responseFields },
  };
  if (settings.format === 'pretty' && !destination) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
