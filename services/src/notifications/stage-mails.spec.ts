import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { postAs } from '../../test/writes.js';
import { MailService } from '../mail/mail.service.js';
import { quoteText } from '../mail/quoted-text.js';

const GRACE_SECONDS = 120;

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let mail: MailService;
let empresa: LoggedIn;
let aviso: { id: number };
const applicationOf = new Map<string, number>();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // No delivery loop: each test delivers by hand, at the time it chooses.
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'https://portal.example', STAGE_MAIL_GRACE_SECONDS: String(GRACE_SECONDS) });
  server = ctx.server;
  mail = ctx.app.get(MailService);
  empresa = await login(server, 'empresa');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario/a de línea', permiteMsjDirecto: true });
  for (const [user, name] of [
    ['elena-etapas', 'Elena Suárez'],
    ['fede-etapas', 'Federico Ríos'],
    ['gala-etapas', 'Gala Ortiz'],
  ]) {
    const who = await newApplicant(ctx.dataSource, server, user);
    await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv({ name }) }).expect(200);
    applicationOf.set(user, (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id);
  }
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

/** `seconds` from now on the clock the outbox is delivered by. */
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Delivers what is due at `at` and answers what the applicant's address received over SMTP, oldest first. */
async function received(user: string, at?: Date): Promise<ReceivedMail[]> {
  await mail.deliverDue(at);
  return inbox.messages.filter((message) => message.to.includes(`${user}@correo.test`));
}

/** The body as the applicant reads it: without the headers. */
const body = (message: ReceivedMail) => message.raw.replace(/\r\n/g, '\n').split('\n\n').slice(1).join('\n\n');

const move = (user: string, estado: string, mensaje?: string) =>
  postAs(server, empresa, `/api/empresa/aplicacion/${applicationOf.get(user)}/estado`, { estado, ...(mensaje === undefined ? {} : { mensaje }) }).expect(200);

describe('stage e-mails wait a grace period and tell only the last stage', () => {
  it('moving one person nueva → contratada through every stage sends one e-mail, Contratado/a, after the grace period', async () => {
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: applicationOf.get('elena-etapas') }).expect(200);
    for (const estado of ['preseleccionada', 'entrevista', 'finalista', 'contratada']) await move('elena-etapas', estado);

    expect(await received('elena-etapas')).toHaveLength(0);
    expect(await received('elena-etapas', later(GRACE_SECONDS - 10))).toHaveLength(0);
    const mails = await received('elena-etapas', later(GRACE_SECONDS + 10));
    expect(mails).toHaveLength(1);
    const text = body(mails[0]);
    expect(text).toContain('Hola, Elena:');
    expect(text).toContain('Tu postulación al aviso "Operario/a de línea" de Logística del Plata S.A. cambió de estado: Contratado/a.');
    for (const earlier of ['CV visto', 'En proceso', 'Entrevista.', 'Finalista']) expect(text).not.toContain(earlier);
    // Nothing more goes later.
    expect(await received('elena-etapas', later(10 * GRACE_SECONDS))).toHaveLength(1);
  });

  it('a stage moved away and back to the one the applicant last heard of, within the grace period, sends nothing', async () => {
    await move('elena-etapas', 'finalista');
    await move('elena-etapas', 'contratada');
    expect(await received('elena-etapas', later(10 * GRACE_SECONDS))).toHaveLength(1);
    // Straight from 'nueva' and back: still nothing.
    await move('gala-etapas', 'descartada');
    await move('gala-etapas', 'nueva');
    expect(await received('gala-etapas', later(10 * GRACE_SECONDS))).toHaveLength(0);
  });

  it("explains 'Finalista' and 'Contratado/a' like the other stages", async () => {
    await move('fede-etapas', 'finalista');
    const [finalist] = await received('fede-etapas', later(GRACE_SECONDS + 10));
    expect(body(finalist)).toContain(
      'Quedaste entre los finalistas.\nEsto significa que la empresa va a decidir entre las pocas personas que siguen en el proceso; si necesita algo más, te va a escribir por Postulate.',
    );
    const [hired] = await received('elena-etapas');
    expect(body(hired)).toContain(
      '¡Felicitaciones! La empresa te eligió para el puesto.\nLa empresa se va a comunicar con vos para coordinar los próximos pasos, como la fecha de ingreso y la documentación que necesite.',
    );
  });
});

describe("the company's message in a stage e-mail", () => {
  it('is quoted, filled in for the applicant, with every message written during the grace period', async () => {
    await move('gala-etapas', 'preseleccionada', 'Hola {nombre}, vimos tu CV para {aviso}.');
    await move('gala-etapas', 'entrevista', '¿Podés venir el martes a las 10?\nTraé tu DNI.');
    const mails = await received('gala-etapas', later(GRACE_SECONDS + 10));
    expect(mails).toHaveLength(1);
    const text = body(mails[0]);
    expect(text).toContain('cambió de estado: Entrevista.');
    expect(text).not.toContain('La empresa te escribió un mensaje');
    expect(text).toContain(
      [
        'Logística del Plata S.A. te escribió:',
        '',
        '> Hola Gala, vimos tu CV para Operario/a de línea.',
        '',
        '> ¿Podés venir el martes a las 10?',
        '> Traé tu DNI.',
        '',
        'Para responder, entrá a tus mensajes:',
        'https://portal.example/mispostulaciones/mensajes',
      ].join('\n'),
    );
  });

  it('still reaches the applicant, at once, when the stage went back to where it was', async () => {
    await move('gala-etapas', 'finalista', 'Pasaste a la última etapa.');
    await move('gala-etapas', 'entrevista');
    const mails = await received('gala-etapas');
    expect(mails).toHaveLength(2);
    expect(body(mails[1])).toContain(
      'Logística del Plata S.A. te escribió sobre tu postulación al aviso "Operario/a de línea":\n\n> Pasaste a la última etapa.',
    );
    expect(body(mails[1])).not.toContain('cambió de estado');
  });

  it('cannot pass for the portal’s own text: control and direction characters go, every line is quoted, a long text is cut', () => {
    expect(quoteText('Hola\r\n\u202eotnemucod\u202c\u0007 listo\n\nhttps://falso.example')).toEqual([
      '> Hola',
      '> otnemucod listo',
      '>',
      '> https://falso.example',
    ]);
    const quoted = quoteText('a'.repeat(5000));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toHaveLength(602);
    expect(quoted[0].endsWith('…')).toBe(true);
  });
});
