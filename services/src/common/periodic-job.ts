import { Logger } from '@nestjs/common';

/**
 * A background job every API instance runs each `pollMs` (never when it is 0 or less), one run at a
 * time per instance: a run asked for while one is under way gets that one. The timer keeps no
 * process alive, and stopping waits for the run under way, so a shutdown never cuts a transaction.
 * A timed run that fails is logged with the job's name and the error, and the next one tries again.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private readonly logger: Logger;

  constructor(
    private readonly name: string,
    private readonly run: (now: Date) => Promise<T>,
  ) {
    this.logger = new Logger(name);
  }

  start(pollMs: number): void {
    if (pollMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  runDue(now = new Date()): Promise<T> {
    this.running ??= this.run(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<void> {
    const now = new Date();
    try {
      const result = await this.runDue(now);
      this.logger.debug({ job: this.name, runAt: now.toISOString(), result }, 'Trabajo en segundo plano terminado');
    } catch (error) {
      this.logger.error({ job: this.name, runAt: now.toISOString(), err: error }, 'Trabajo en segundo plano fallido');
    }
  }
}
