import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** An https/http address that unsubscribes with one POST (RFC 8058), for e-mails a person can turn off. */
  listUnsubscribe?: string | null;
  /** A calendar invitation (RFC 5545 text): sent as the text/calendar alternative calendar clients offer to add, and as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string } | null;
}

/** What nodemailer gets: List-Unsubscribe and List-Unsubscribe-Post when the message can be turned off. */
function nodemailerMessage(from: string, { listUnsubscribe, calendar, ...message }: MailMessage) {
  return {
    from,
    ...message,
    html: message.html ?? undefined,
    // As calendars send it: nodemailer writes the text/calendar alternative with its method (Gmail,
    // Outlook and Apple Mail offer to add or update the event from it) and attaches the same text as
    // 'invite.ics' for the others.
    ...(calendar && { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.ics } }),
    headers: listUnsubscribe ? { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
  };
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file a developer can open. */
export function createMailTransport(config: MailConfig): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await smtp.sendMail(nodemailerMessage(config.from, message));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await files.sendMail(nodemailerMessage(config.from, message));
      await mkdir(config.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      new Logger('MailTransport').log({ file }, 'Correo guardado como archivo (sin SMTP_URL)');
    },
    close: () => files.close(),
  };
}
