import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { COMPANY_RECORDS_MESSAGES, CSRF_HEADER } from '@postulate/contracts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { PublicCacheStore } from '../common/public-cache-store.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { MailService } from '../mail/mail.service.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let mail: MailService;
let admin: LoggedIn;
let company: LoggedIn;
let companyId: number;
let png: Buffer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'https://portal.example' });
  server = ctx.server;
  mail = ctx.app.get(MailService);
  admin = await login(server, 'admin');
  const [user] = await ctx.dataSource.query(
    `INSERT INTO users (name, email, role, password_hash) VALUES ('revisada', 'revisada@correo.test', 'Empresa', $1) RETURNING id`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  [{ id: companyId }] = await ctx.dataSource.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Revisada S.R.L.', 'Una empresa', '30709876542', 'contacto@revisada.test', '+5491140000000', 'Calle 2', '02', '0209801001') RETURNING id`,
    [user.id],
  );
  company = await login(server, 'revisada');
  png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#dddddd' } })
    .png()
    .toBuffer();
  for (let slot = 1; slot <= 7; slot += 1) await upload(slot, png, `documento-${slot}.png`).expect(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

function upload(slot: number, bytes: Buffer, name: string) {
  return request(server)
    .post('/api/empresa/add_file.php')
    .set('Cookie', company.cookie)
    .set(CSRF_HEADER, company.csrfToken)
    .field('jsonbody', JSON.stringify({ id: companyId, slot }))
    .attach('file', bytes, name);
}

/** What the company's user received over SMTP, oldest first. */
async function received(): Promise<ReceivedMail[]> {
  await mail.deliverDue();
  return inbox.messages.filter((message) => message.to.includes('revisada@correo.test'));
}

/** The body as the company reads it: without the headers. */
const body = (message: ReceivedMail) => message.raw.replace(/\r\n/g, '\n').split('\n\n').slice(1).join('\n\n');

const review = (body: object) => postAs(server, admin, '/api/empresa/documento/revisar', body).expect(200);

describe("the company hears how its 'Ver files' documents were reviewed", () => {
  it('is e-mailed a refusal with the reason, quoted, and where to load the document again', async () => {
    await review({ id: companyId, slot: 2, estado: 'Rechazado', comentario: 'La copia está cortada:\nfalta la última hoja.' });
    const mails = await received();
    expect(mails).toHaveLength(1);
    expect(body(mails[0])).toContain(
      [
        'Revisamos el documento "Estatuto o contrato social" de Revisada S.R.L. en Postulate y no lo pudimos aprobar. El motivo:',
        '',
        '> La copia está cortada:',
        '> falta la última hoja.',
        '',
        'Corregilo y cargá el documento de nuevo en "Ver files":',
        'https://portal.example/admin/perfilempre?tab=archivos',
      ].join('\n'),
    );
  });

  it('is e-mailed each approval, and told when the company becomes verified', async () => {
    for (const slot of [1, 2, 3, 4, 5, 6, 7]) await review({ id: companyId, slot, estado: 'Aprobado' });
    const mails = (await received()).slice(1);
    expect(mails).toHaveLength(7);
    const about = (document: string) => mails.map(body).filter((text) => text.includes(`Revisamos el documento "${document}"`));
    expect(about('Constancia de inscripción AFIP')).toEqual([
      expect.stringContaining('Revisamos el documento "Constancia de inscripción AFIP" de Revisada S.R.L. en Postulate y lo aprobamos.'),
    ]);
    // The seventh approval makes it verified: only its e-mail says so.
    expect(mails.map(body).filter((text) => text.includes('verificada'))).toEqual([expect.stringContaining('tu empresa quedó verificada')]);
    expect(about('Inscripción en Ingresos Brutos')[0]).toContain('tu empresa quedó verificada');
  });

  it('is told when a refusal takes the verification away', async () => {
    await review({ id: companyId, slot: 4, estado: 'Rechazado', comentario: 'El DNI está vencido.' });
    const last = (await received()).at(-1)!;
    expect(body(last)).toContain('> El DNI está vencido.');
    expect(body(last)).toContain('tu empresa deja de estar verificada');
  });

  it('sends nothing for a review refused by the API', async () => {
    const before = (await received()).length;
    await postAs(server, admin, '/api/empresa/documento/revisar', { id: companyId, slot: 9, estado: 'Aprobado' }).expect(404);
    const refused = await postAs(server, admin, '/api/empresa/documento/revisar', { id: companyId, slot: 1, estado: 'Rechazado' }).expect(400);
    expect(refused.body.message).toBe(COMPANY_RECORDS_MESSAGES.commentRequired);
    expect(await received()).toHaveLength(before);
  });
});

describe("'Ver files' uploads", () => {
  it('refuses a GIF naming the accepted types, with the message the form shows', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#dddddd' } })
      .gif()
      .toBuffer();
    const refused = await upload(9, gif, 'logo.gif').expect(400);
    expect(refused.body).toMatchObject({ field: 'file', message: COMPANY_RECORDS_MESSAGES.fileType });
    expect(COMPANY_RECORDS_MESSAGES.fileType).toMatch(/PNG.*JPG.*PDF/);
  });
});

describe("the 'Empresa verificada' badge its ads show", () => {
  /** Whether `write` emptied the public answers (PublicCacheStore's mark moves on each emptying). */
  const emptiesPublicAnswers = async (write: () => Promise<unknown>) => {
    const store = ctx.app.get(PublicCacheStore);
    const mark = store.mark();
    await write();
    return store.mark() !== mark;
  };
  const approve = (slot: number) => () => review({ id: companyId, slot, estado: 'Aprobado' });

  it('empties the public answers when a review or an upload gives or takes it, and only then', async () => {
    await review({ id: companyId, slot: 7, estado: 'Rechazado', comentario: 'Ilegible.' });
    for (const slot of [1, 2, 3, 4, 5, 6]) expect(await emptiesPublicAnswers(approve(slot))).toBe(false);
    expect(await emptiesPublicAnswers(approve(7))).toBe(true);
    expect(await emptiesPublicAnswers(approve(7))).toBe(false);
    // A document loaded again waits for review: the badge goes until then.
    expect(await emptiesPublicAnswers(() => upload(3, png, 'documento-3.png').expect(200))).toBe(true);
    expect(await emptiesPublicAnswers(() => upload(3, png, 'documento-3.png').expect(200))).toBe(false);
  });
});
