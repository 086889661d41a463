import type { LoggerService } from '@nestjs/common';

/** What Nest's logger was asked to write: the level, then the arguments (the context last). */
export type LoggedCall = [string, ...unknown[]];

/** A Nest logger that keeps each call in `logged`, for `Logger.overrideLogger(capture)`. */
export function nestLogCapture(): { logged: LoggedCall[]; capture: LoggerService } {
  const logged: LoggedCall[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      void logged.push([level, ...args]);
  return { logged, capture: { log: keep('log'), error: keep('error'), warn: keep('warn'), debug: keep('debug') } };
}

/** Waits up to 2 s for `found`: what a timer or a background loop logs arrives a little later. */
export async function until(found: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !found(); tries++) await new Promise((done) => setTimeout(done, 10));
}
