import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's start-up chatter: a line per module and per route. */
const NEST_START_UP = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's logger written by pino; the start-up chatter goes to debug so info stays readable. */
@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    if (NEST_START_UP.has(optionalParams.at(-1) as string)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
