import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { OutgoingMail } from './entities/outgoing-mail.entity.js';
import { MailService } from './mail.service.js';

/** An inbox on a free port in 20000-29999, which Linux never gives out on its own (its ephemeral range starts at 32768). */
async function startSmtpInboxBelowEphemeralPorts(): Promise<SmtpInbox> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startSmtpInbox(20000 + Math.floor(Math.random() * 10000));
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

describe('MailService outbox', () => {
  let inbox: SmtpInbox;
  let ctx: TestApp;
  let mail: MailService;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0' });
    mail = ctx.app.get(MailService);
  });

  afterAll(async () => {
    await ctx?.close();
    await inbox?.close();
  });

  const outbox = () => ctx.dataSource.getRepository(OutgoingMail);

  it('delivers an enqueued message over SMTP with its Spanish text intact, once', async () => {
    await mail.enqueue({ to: 'ana@example.com', subject: 'Confirmá tu cuenta', text: 'Hola Ana, confirmá acá: enlace' });
    await mail.deliverDue();
    const received = await inbox.waitFor((message) => message.to.includes('ana@example.com'));
    expect(received.raw).toContain('Hola Ana, confirmá acá: enlace');
    expect(await mail.deliverDue()).toBe(0);
    expect(inbox.messages.filter((message) => message.to.includes('ana@example.com'))).toHaveLength(1);
    const row = await outbox().findOneByOrFail({ to: 'ana@example.com' });
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps nothing when the transaction that enqueued rolls back', async () => {
    await expect(
      ctx.dataSource.transaction(async (manager) => {
        await mail.enqueue({ to: 'rollback@example.com', subject: 'x', text: 'x' }, manager);
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    expect(await outbox().countBy({ to: 'rollback@example.com' })).toBe(0);
  });

  it('keeps a message while the SMTP server is down and delivers it once it is back', async () => {
    // A port below the kernel's ephemeral range: nothing else is handed it while the server is down.
    const first = await startSmtpInboxBelowEphemeralPorts();
    const port = first.port;
    await first.close();
    const offline = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '0' });
    let back: SmtpInbox | undefined;
    try {
      const offlineMail = offline.app.get(MailService);
      const repository = offline.dataSource.getRepository(OutgoingMail);
      await offlineMail.enqueue({ to: 'luis@example.com', subject: 'Recuperá tu clave', text: 'enlace de recuperación' });
      expect(await offlineMail.deliverDue()).toBe(0);
      const failed = await repository.findOneByOrFail({ to: 'luis@example.com' });
      expect(failed.sentAt).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toBeTruthy();
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // The server comes back on the same port; once the retry is due the message goes out.
      back = await startSmtpInbox(port);
      await repository.update(failed.id, { nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await offlineMail.deliverDue()).toBe(1);
      const received = await back.waitFor((message) => message.to.includes('luis@example.com'));
      expect(received.raw).toContain('enlace de recuperación');
      expect((await repository.findOneByOrFail({ id: failed.id })).sentAt).not.toBeNull();
    } finally {
      await offline.close();
      await back?.close();
    }
  });

  it('writes each message to the local outbox folder when no SMTP server is configured', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'postulate-outbox-'));
    const local = await createTestApp({ SMTP_URL: '', MAIL_OUTBOX_DIR: folder, MAIL_POLL_MS: '0' });
    try {
      const localMail = local.app.get(MailService);
      await localMail.enqueue({ to: 'dev@example.com', subject: 'Bienvenida', text: 'Gracias por registrarte' });
      expect(await localMail.deliverDue()).toBe(1);
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/dev@example\.com\.eml$/);
      expect(await readFile(path.join(folder, files[0]), 'utf8')).toContain('Subject: Bienvenida');
    } finally {
      await local.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('finishes a delivery under way before the database closes: the message sent is marked sent, so it never goes twice', async () => {
    // An SMTP server slow to accept: the app is closed while the message is being handed over.
    let received = () => {};
    const handedOver = new Promise<void>((resolve) => (received = resolve));
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          received();
          setTimeout(() => callback(), 300);
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.server.address() as AddressInfo).port;
    const closing = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '0' });
    try {
      const closingMail = closing.app.get(MailService);
      await closingMail.enqueue({ to: 'cierre@example.com', subject: 'Confirmá tu cuenta', text: 'enlace' });
      const delivering = closingMail.deliverDue();
      await handedOver;
      await closing.app.close();
      await expect(delivering).resolves.toBe(1);
    } finally {
      await closing.close();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
