import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { errorFields, REDACTED_PATHS, requestFields, responseFields } from './redaction.js';

export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  level: LevelWithSilent;
  format: LogFormat;
}

const LEVELS = new Set<string>(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * LOG_LEVEL (default 'info'; 'error' under jest, whose NODE_ENV is 'test') and LOG_FORMAT ('json'
 * or 'pretty'; default pretty only on a terminal outside production and tests). Read here until the
 * config schema carries them.
 */
export function logSettings(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): LogSettings {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || (env.NODE_ENV === 'test' ? 'error' : 'info');
  if (!LEVELS.has(level)) throw new Error(`LOG_LEVEL debe ser uno de ${[...LEVELS].join(', ')}: ${env.LOG_LEVEL}`);
  const format = env.LOG_FORMAT?.trim().toLowerCase() || (terminal && env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test' ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT debe ser json o pretty: ${env.LOG_FORMAT}`);
  return { level: level as LevelWithSilent, format };
}

/** The process's one pino logger: JSON lines (to `destination`, default stdout), or pino-pretty for a person at a terminal. */
export function createRootLogger(settings: LogSettings, destination?: DestinationStream): Logger {
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
