import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job.js';
import { nestLogCapture, until } from '../../test/nest-log-capture.js';

const { logged, capture } = nestLogCapture();

describe('PeriodicJob', () => {
  let job: PeriodicJob<number> | undefined;

  beforeAll(() => Logger.overrideLogger(capture));
  afterEach(async () => {
    await job?.stop();
    logged.length = 0;
  });

  it('logs a failing timed run with the job name, the error and its stack, and runs again on the next tick', async () => {
    let runs = 0;
    job = new PeriodicJob('ResumenDePrueba', async () => {
      runs += 1;
      throw new Error('la base de datos no responde');
    });
    job.start(5);
    await until(() => logged.filter(([level]) => level === 'error').length >= 2);
    const [level, fields, message, context] = logged[0];
    expect(level).toBe('error');
    expect(context).toBe('ResumenDePrueba');
    expect(message).toEqual(expect.any(String));
    expect(fields).toEqual({ job: 'ResumenDePrueba', runAt: expect.any(String), err: expect.any(Error) });
    const { err } = fields as { err: Error };
    expect(err.message).toBe('la base de datos no responde');
    expect(err.stack).toContain('periodic-job.spec.ts');
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('logs a successful timed run at debug, with what it did', async () => {
    job = new PeriodicJob('VencimientoDePrueba', async () => 3);
    job.start(5);
    await until(() => logged.length > 0);
    expect(logged[0]).toEqual(['debug', { job: 'VencimientoDePrueba', runAt: expect.any(String), result: 3 }, expect.any(String), 'VencimientoDePrueba']);
  });

  it('leaves the failure of a run asked for directly to its caller', async () => {
    job = new PeriodicJob('Directo', async () => {
      throw new Error('falla');
    });
    await expect(job.runDue()).rejects.toThrow('falla');
    expect(logged).toEqual([]);
  });
});
