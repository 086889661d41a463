import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Headers and body as sent, with quoted-printable soft breaks and escapes decoded. */
  raw: string;
  /** Exactly as received (latin1), for what the decoding above would mangle, such as 'method=CANCEL' in a header. */
  source: string;
}

/** Undoes quoted-printable so tests can read links and Spanish text as sent. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export interface SmtpInbox {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** On `port` when given (to bring a server back where it was), else on a free one. */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
          source: Buffer.concat(chunks).toString('latin1'),
        });
        listeners.forEach((notify) => notify());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.server.address() as AddressInfo;

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error('No llegó el correo esperado'));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
