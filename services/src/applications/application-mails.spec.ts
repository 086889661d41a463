import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'http://portal.test' });
  server = ctx.server;
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

/** The text of the PDF attached to a received e-mail, as poppler's pdftotext reads it. */
function attachedPdfText(raw: string): string {
  const part = /Content-Type: application\/pdf;[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  expect(part).not.toBeNull();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-mail-'));
  try {
    const file = path.join(dir, 'cv.pdf');
    fs.writeFileSync(file, Buffer.from(part![1].replace(/\s+/g, ''), 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("'Recibir una copia de cada CV por mail'", () => {
  it('sends the company each new application with its answers and the CV as a PDF, once', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Chofer de reparto', preguntas: ['¿Qué licencia tenés?'] });
    await ctx.dataSource.query(`UPDATE avisos SET recibe_mail = true, direccion_mail = 'seleccion@empresa.test' WHERE id = $1`, [aviso.id]);
    const ana = await newApplicant(ctx.dataSource, server, 'anamail');
    await postAs(server, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv({ name: 'Ana Copia Mail' }) }).expect(200);
    const apply = () =>
      postAs(server, ana.session, '/api/aplica/aplica', {
        idAviso: aviso.id,
        respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Profesional E1' }],
      });
    await apply().expect(201);
    // A double click applies once, and mails once.
    await apply().expect(200);

    const mail = await inbox.waitFor((received) => received.to.includes('seleccion@empresa.test'), 20_000);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    expect(mail.raw).toContain('Ana Copia Mail se postuló a tu aviso "Chofer de reparto" en Postulate.');
    expect(mail.raw).toContain('- ¿Qué licencia tenés?');
    expect(mail.raw).toContain('  Profesional E1');
    expect(mail.raw).toMatch(/http:\/\/portal\.test\/admin\/aviso\/\d+\/aplicaciones\/\d+/);
    const pdf = attachedPdfText(mail.raw);
    expect(pdf).toContain('Ana Copia Mail');
    expect(pdf).toContain('CV vinculado a tu aviso Chofer de reparto');
    expect(pdf).toContain('Profesional E1');
    expect(pdf).toMatch(/Página 1 \/ \d/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.messages.filter((received) => received.to.includes('seleccion@empresa.test'))).toHaveLength(1);
  });

  it('sends nothing for an ad without the option', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Repositor sin copia' });
    const bruno = await newApplicant(ctx.dataSource, server, 'brunomail');
    await postAs(server, bruno.session, `/api/cv/update/${bruno.applicantId}`, { version: 0, cv: validCv({ name: 'Bruno Sin Copia' }) }).expect(200);
    await postAs(server, bruno.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201);
    const [{ count }] = await ctx.dataSource.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE cv_application_id IS NOT NULL AND text_body LIKE '%Bruno Sin Copia%'`,
    );
    expect(count).toBe(0);
  });
});
