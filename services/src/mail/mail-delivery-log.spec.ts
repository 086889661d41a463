import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import type { ClaimedMail, MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';
import { nestLogCapture, until } from '../../test/nest-log-capture.js';

const { logged, capture } = nestLogCapture();

const claimed: ClaimedMail = {
  id: 41,
  attempts: 2,
  to: 'ana@example.com',
  subject: 'Tu aviso vence pronto',
  text: 'Hola',
  html: null,
  cvApplicationId: null,
  listUnsubscribe: null,
  calendarMethod: null,
  calendarIcs: null,
};

/** Without SMTP_URL mail is written as a file: under /dev/null that fails, as an SMTP server that is down would. */
const config = { mail: { outboxDir: '/dev/null/correo', from: 'no-reply@postulate.test', pollMs: 0, portalUrl: 'http://localhost' } } as AppConfig;

function mailService(outbox: Partial<MailOutboxRepository>): MailService {
  const service = new MailService(outbox as MailOutboxRepository, config);
  service.onApplicationBootstrap();
  return service;
}

describe('the mail delivery loop', () => {
  beforeAll(() => Logger.overrideLogger(capture));
  afterEach(() => {
    logged.length = 0;
  });

  it('logs a round that fails, with the job name and the error, instead of leaving the rejection unhandled', async () => {
    const service = mailService({ claimDue: async () => Promise.reject(new Error('mail_outbox no responde')) });
    service.deliverSoon();
    await until(() => logged.length > 0);
    expect(logged[0]).toEqual(['error', { job: 'MailDelivery', err: expect.any(Error) }, expect.any(String), 'MailService']);
    expect((logged[0][1] as { err: Error }).err.message).toBe('mail_outbox no responde');
    await service.beforeApplicationShutdown();
  });

  it('logs each message it could not send with its outbox id and attempt, and schedules the retry', async () => {
    const failed: unknown[][] = [];
    const service = mailService({
      claimDue: async () => [claimed],
      markFailed: async (...args: unknown[]) => void failed.push(args),
    });
    expect(await service.deliverDue()).toBe(0);
    expect(failed).toEqual([[41, 3, expect.stringContaining('/dev/null'), 120]]);
    const [level, fields, , context] = logged[0];
    expect([level, context]).toEqual(['warn', 'MailService']);
    // Node's own errors come from outside jest's realm: no `instanceof Error` here.
    expect(fields).toEqual({ job: 'MailDelivery', mailId: 41, attempts: 3, err: expect.objectContaining({ code: 'ENOTDIR' }) });
    // The recipient and the text stay out of the log.
    expect(JSON.stringify(logged)).not.toMatch(/ana@example\.com|Hola/);
    await service.beforeApplicationShutdown();
  });
});
