/**
 * A background job every API instance runs each `pollMs` (never when it is 0 or less), one run at a
 * time per instance: a run asked for while one is under way gets that one. The timer keeps no
 * process alive, and stopping waits for the run under way, so a shutdown never cuts a transaction.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly run: (now: Date) => Promise<T>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(pollMs: number): void {
    if (pollMs <= 0) return;
    this.timer = setInterval(() => void this.runDue().catch(this.onError), pollMs);
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
}
