import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_MESSAGES, INTERVIEW_MESSAGES, interviewFields, type Interview } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { icsLinesProblems, parseIcs } from '../../test/ical-parse.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { getAs, postAs, sendAs } from '../../test/writes.js';
import { MailService } from '../mail/mail.service.js';
import { InterviewReminders } from './interview-reminders.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let mail: MailService;
let reminders: InterviewReminders;
let empresa: LoggedIn;
let aviso: { id: number };
let companyEmail: string;
const people = new Map<string, { session: LoggedIn; applicantId: number; application: number }>();

/** The form's fields for a moment `ms` from now, on the minute. */
const at = (ms: number) => interviewFields(new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000));

const person = (name: string) => people.get(name)!;
const base = (name: string) => `/api/empresa/aplicacion/${person(name).application}/entrevista`;

const inPerson = (ms = 3 * DAY) => ({
  ...at(ms),
  duracion: 45,
  modalidad: 'presencial',
  direccion: 'Av. Corrientes 1234, piso 3',
  mensaje: 'Traé tu DNI, por favor.',
});

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // No delivery loop and no timer: each test delivers and runs the reminders at the time it chooses.
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', NOTIFICATIONS_POLL_MS: '0', PORTAL_URL: 'https://portal.example' });
  server = ctx.server;
  mail = ctx.app.get(MailService);
  reminders = ctx.app.get(InterviewReminders);
  empresa = await login(server, 'empresa');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Analista contable, semi senior' });
  [{ email: companyEmail }] = await ctx.dataSource.query(`SELECT email FROM companies WHERE razonsocial = 'Logística del Plata S.A.'`);
  for (const [user, name] of [
    ['ana-entrevista', 'Ana Pérez'],
    ['bruno-entrevista', 'Bruno Díaz'],
    ['carla-entrevista', 'Carla Gómez'],
  ]) {
    const who = await newApplicant(ctx.dataSource, server, user);
    await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv({ name }) }).expect(200);
    const application = (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
    people.set(user, { ...who, application });
  }
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

/** Delivers what is due and answers what the address received, oldest first. */
async function receivedBy(address: string, when?: Date): Promise<ReceivedMail[]> {
  await mail.deliverDue(when);
  return inbox.messages.filter((message) => message.to.some((to) => to.startsWith(address)));
}

/** One MIME part of a message, by its content type: its headers and decoded body. */
function part(message: ReceivedMail, contentType: RegExp): { headers: string; body: string } | undefined {
  const raw = message.raw.replace(/\r\n/g, '\n');
  for (const chunk of raw.split(/\n--[^\n]+\n/)) {
    const [headers, ...rest] = chunk.split('\n\n');
    if (!contentType.test(headers)) continue;
    const body = rest.join('\n\n').replace(/\n--[^\n]*--\s*$/, '');
    const decoded = /content-transfer-encoding:\s*base64/i.test(headers) ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') : body;
    return { headers, body: decoded };
  }
  return undefined;
}

/** The calendar a message carries as its text/calendar alternative, as the parser reads it. */
function calendarOf(message: ReceivedMail) {
  const calendar = part(message, /content-type:\s*text\/calendar/i);
  expect(calendar).toBeDefined();
  const ics = calendar!.body.replace(/\r?\n/g, '\r\n');
  return { headers: calendar!.headers, parsed: parseIcs(ics) };
}

/** The last stored invitation (exactly as the outbox keeps it) to an address. */
async function storedIcs(address: string): Promise<string> {
  const [row] = await ctx.dataSource.query(
    `SELECT calendar_ics FROM mail_outbox WHERE to_address LIKE $1 AND calendar_ics IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [`${address}%`],
  );
  return row.calendar_ics;
}

/** What the outbox holds for an address (or every address with ''), oldest first: the subject as written. */
const outbox = async (address: string): Promise<{ to_address: string; subject: string; text_body: string; calendar_method: string | null }[]> =>
  ctx.dataSource.query(`SELECT to_address, subject, text_body, calendar_method FROM mail_outbox WHERE to_address LIKE $1 ORDER BY id`, [`${address}%`]);

const counts = async () => {
  const [row] = await ctx.dataSource.query(`SELECT (SELECT count(*) FROM interviews) AS interviews, (SELECT count(*) FROM mail_outbox) AS mails`);
  return { interviews: Number(row.interviews), mails: Number(row.mails) };
};

describe('interviews', () => {
  let ana: Interview;

  it('the company schedules one: the application moves to entrevista and the candidate gets the invitation (METHOD:REQUEST)', async () => {
    const body = inPerson();
    const created = await postAs(server, empresa, base('ana-entrevista'), body).expect(201);
    ana = created.body;
    expect(ana).toMatchObject({
      idAplicacion: person('ana-entrevista').application,
      idAviso: aviso.id,
      titulo: 'Analista contable, semi senior',
      nombre: 'Ana Pérez',
      duracion: 45,
      modalidad: 'presencial',
      direccion: 'Av. Corrientes 1234, piso 3',
      enlace: null,
      estado: 'programada',
      respuesta: null,
      secuencia: 0,
    });
    expect(interviewFields(ana.inicio)).toEqual({ fecha: body.fecha, hora: body.hora });
    const mine = (await getAs(server, person('ana-entrevista').session, '/api/aplica').expect(200)).body.response;
    expect(mine.find((item: { idAviso: number }) => item.idAviso === aviso.id).estado).toBe('Entrevista');

    const [invitation] = await receivedBy('ana-entrevista@');
    expect((await outbox('ana-entrevista@')).map((row) => [row.subject, row.calendar_method])).toEqual([
      ['Te invitaron a una entrevista: "Analista contable, semi senior"', 'REQUEST'],
    ]);
    expect(invitation.raw).toContain('Logística del Plata S.A. te invita a una entrevista');
    expect(invitation.raw).toContain('Dirección: Av. Corrientes 1234, piso 3');
    expect(invitation.raw).toContain('> Traé tu DNI, por favor.');
    expect(invitation.raw).toContain('https://portal.example/mispostulaciones/entrevistas');
    // The invitation travels once as the text/calendar alternative and once as invite.ics.
    expect(invitation.source.match(/filename="?invite\.ics"?/g)).toHaveLength(1);
    const { headers, parsed } = calendarOf(invitation);
    expect(headers).toMatch(/method=REQUEST/i);
    expect(invitation.source).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.events[0]).toMatchObject({
      uid: `entrevista-${ana.id}@postulate`,
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'America/Argentina/Buenos_Aires',
      startUtc: ana.inicio.replace(/\.\d{3}Z$/, 'Z'),
      location: 'Av. Corrientes 1234, piso 3',
      organizer: { address: `mailto:${companyEmail}`, cn: 'Logística del Plata S.A.' },
    });
    expect(parsed.events[0].start).toContain(`T${body.hora}:00-03:00`);
    expect(parsed.events[0].attendees).toEqual([expect.objectContaining({ address: 'mailto:ana-entrevista@correo.test', cn: 'Ana Pérez', rsvp: 'TRUE' })]);
    expect(icsLinesProblems(await storedIcs('ana-entrevista@'))).toEqual([]);
    // The invitation says it: no stage e-mail besides it, even after the grace period.
    expect(await receivedBy('ana-entrevista@', new Date(Date.now() + HOUR))).toHaveLength(1);
  });

  it('both sides list it: the company on its upcoming interviews and the application, the candidate in Mis Postulaciones', async () => {
    const upcoming = (await getAs(server, empresa, `/api/empresa/entrevistas?aviso=${aviso.id}`).expect(200)).body;
    expect(upcoming.response.map((item: Interview) => item.id)).toEqual([ana.id]);
    const ofApplication = (await getAs(server, empresa, base('ana-entrevista')).expect(200)).body;
    expect(ofApplication).toMatchObject({ size: 1, response: [{ id: ana.id }] });
    const mine = (await getAs(server, person('ana-entrevista').session, '/api/aplica/entrevistas').expect(200)).body;
    expect(mine.response).toEqual([expect.objectContaining({ id: ana.id, empresa: 'Logística del Plata S.A.', estado: 'programada' })]);
    expect((await getAs(server, person('bruno-entrevista').session, '/api/aplica/entrevistas').expect(200)).body.response).toEqual([]);
  });

  it('refuses what breaks a rule, in Spanish, and changes nothing', async () => {
    const before = await counts();
    const refused = async (body: object, field: string, message: string) => {
      const answer = await postAs(server, empresa, base('bruno-entrevista'), body).expect(400);
      expect(answer.body.message).toBe(message);
      expect(JSON.stringify(answer.body)).toContain(field);
    };
    await refused({ ...inPerson(), ...at(-HOUR) }, 'fecha', INTERVIEW_MESSAGES.past);
    await refused({ ...inPerson(), fecha: '31/02/2030' }, 'fecha', INTERVIEW_MESSAGES.dateInvalid);
    await refused({ ...inPerson(), hora: '25:00' }, 'hora', INTERVIEW_MESSAGES.timeInvalid);
    await refused({ ...inPerson(), duracion: 10 }, 'duracion', INTERVIEW_MESSAGES.durationInvalid);
    await refused({ ...inPerson(), duracion: 241 }, 'duracion', INTERVIEW_MESSAGES.durationInvalid);
    await refused({ ...inPerson(), direccion: '  ' }, 'direccion', INTERVIEW_MESSAGES.addressRequired);
    await refused({ ...at(DAY * 2), duracion: 30, modalidad: 'video', enlace: 'http://meet.example.com/x' }, 'enlace', INTERVIEW_MESSAGES.linkInvalid);
    await refused({ ...at(DAY * 2), duracion: 30, modalidad: 'video' }, 'enlace', INTERVIEW_MESSAGES.linkRequired);
    await refused({ ...inPerson(), modalidad: 'zoom' }, 'modalidad', INTERVIEW_MESSAGES.modalityInvalid);
    expect(await counts()).toEqual(before);
    const mine = (await getAs(server, person('bruno-entrevista').session, '/api/aplica').expect(200)).body.response;
    expect(mine.find((item: { idAviso: number }) => item.idAviso === aviso.id).estado).not.toBe('Entrevista');
  });

  it("answers 404 for another company's application and for an interview under another application; 409 for a second upcoming one", async () => {
    const [other] = await ctx.dataSource.query(`SELECT id FROM companies WHERE razonsocial <> 'Logística del Plata S.A.' ORDER BY id LIMIT 1`);
    const foreignAviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso de otra empresa', companyId: other.id });
    const foreign = (await postAs(server, person('bruno-entrevista').session, '/api/aplica/aplica', { idAviso: foreignAviso.id }).expect(201)).body.id;
    const before = await counts();
    const notFound = await postAs(server, empresa, `/api/empresa/aplicacion/${foreign}/entrevista`, inPerson()).expect(404);
    expect(notFound.body.message).toBe(COMPANY_MESSAGES.applicationNotFound);
    await getAs(server, empresa, `/api/empresa/aplicacion/${foreign}/entrevista`).expect(404);
    await sendAs(server, empresa, 'put', `${base('bruno-entrevista')}/${ana.id}`, inPerson()).expect(404);
    await sendAs(server, empresa, 'delete', `${base('bruno-entrevista')}/${ana.id}`).expect(404);
    await sendAs(server, empresa, 'delete', `/api/empresa/aplicacion/${foreign}/entrevista/${ana.id}`).expect(404);
    // The other applicant cannot answer Ana's interview; a company cannot answer at all.
    await postAs(server, person('bruno-entrevista').session, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'confirmada' }).expect(404);
    await postAs(server, empresa, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'confirmada' }).expect(403);
    await getAs(server, person('ana-entrevista').session, '/api/empresa/entrevistas').expect(403);
    const second = await postAs(server, empresa, base('ana-entrevista'), inPerson(5 * DAY)).expect(409);
    expect(second.body.message).toBe(INTERVIEW_MESSAGES.alreadyScheduled);
    expect(await counts()).toEqual(before);
  });

  it('the candidate confirms: the company reads it and gets an e-mail; the same answer again changes nothing', async () => {
    const who = person('ana-entrevista');
    const confirmed = await postAs(server, who.session, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'confirmada' }).expect(200);
    expect(confirmed.body).toMatchObject({ respuesta: 'confirmada', respuestaMensaje: null, respondidaEl: expect.any(String) });
    const told = (await receivedBy('')).filter((message) => message.raw.includes('Ana Pérez confirmó la entrevista'));
    expect(told).toHaveLength(1);
    expect(told[0].raw).toContain(`https://portal.example/admin/aviso/${aviso.id}/aplicaciones/${who.application}`);
    await postAs(server, who.session, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'confirmada' }).expect(200);
    expect((await receivedBy('')).filter((message) => message.raw.includes('Ana Pérez confirmó la entrevista'))).toHaveLength(1);
    const refused = await postAs(server, who.session, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'quizás' }).expect(400);
    expect(refused.body.message).toBe(INTERVIEW_MESSAGES.answerInvalid);
  });

  it('asks for another time with a message the company sees', async () => {
    const who = person('ana-entrevista');
    await postAs(server, who.session, `/api/aplica/entrevista/${ana.id}/respuesta`, {
      respuesta: 'otro_horario',
      mensaje: 'Ese día rindo un final; ¿puede ser a la tarde?',
    }).expect(200);
    const [seen] = (await getAs(server, empresa, base('ana-entrevista')).expect(200)).body.response;
    expect(seen).toMatchObject({ respuesta: 'otro_horario', respuestaMensaje: 'Ese día rindo un final; ¿puede ser a la tarde?' });
    await mail.deliverDue();
    const told = (await outbox('')).find((row) => row.subject === 'Ana Pérez pide otro horario para la entrevista de "Analista contable, semi senior"');
    expect(told?.text_body).toContain('> Ese día rindo un final; ¿puede ser a la tarde?');
  });

  it("the company reprograms: 'Se reprogramó tu entrevista', the same UID with SEQUENCE 1, the answer cleared", async () => {
    const body = { ...at(4 * DAY), duracion: 30, modalidad: 'video', enlace: 'https://meet.example.com/abc-defg-hij', mensaje: 'Pasamos a la tarde.' };
    const moved = await sendAs(server, empresa, 'put', `${base('ana-entrevista')}/${ana.id}`, body).expect(200);
    expect(moved.body).toMatchObject({ id: ana.id, secuencia: 1, respuesta: null, respuestaMensaje: null, modalidad: 'video', direccion: null });
    const mails = await receivedBy('ana-entrevista@');
    const update = mails.at(-1)!;
    expect((await outbox('ana-entrevista@')).at(-1)).toMatchObject({
      subject: 'Se reprogramó tu entrevista: "Analista contable, semi senior"',
      calendar_method: 'REQUEST',
    });
    expect(update.raw).toContain('Enlace: https://meet.example.com/abc-defg-hij');
    const { headers, parsed } = calendarOf(update);
    expect(headers).toMatch(/method=REQUEST/i);
    expect(parsed.events[0]).toMatchObject({
      uid: `entrevista-${ana.id}@postulate`,
      sequence: 1,
      url: 'https://meet.example.com/abc-defg-hij',
      startUtc: moved.body.inicio.replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(parsed.events[0].start).toContain(`T${body.hora}:00-03:00`);
    ana = moved.body;
  });

  it('the company cancels: METHOD:CANCEL, same UID, SEQUENCE 2; again changes nothing; the candidate can no longer answer', async () => {
    const cancelled = await sendAs(server, empresa, 'delete', `${base('ana-entrevista')}/${ana.id}`).expect(200);
    expect(cancelled.body).toMatchObject({ estado: 'cancelada', secuencia: 2 });
    const cancel = (await receivedBy('ana-entrevista@')).at(-1)!;
    expect((await outbox('ana-entrevista@')).at(-1)).toMatchObject({
      subject: 'Se canceló tu entrevista: "Analista contable, semi senior"',
      calendar_method: 'CANCEL',
    });
    const { headers, parsed } = calendarOf(cancel);
    expect(headers).toMatch(/text\/calendar/i);
    expect(cancel.source).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(parsed).toMatchObject({ method: 'CANCEL' });
    expect(parsed.events[0]).toMatchObject({ uid: `entrevista-${ana.id}@postulate`, sequence: 2, status: 'CANCELLED' });
    const mailsBefore = (await counts()).mails;
    expect((await sendAs(server, empresa, 'delete', `${base('ana-entrevista')}/${ana.id}`).expect(200)).body).toMatchObject({
      estado: 'cancelada',
      secuencia: 2,
    });
    expect((await counts()).mails).toBe(mailsBefore);
    const refused = await postAs(server, person('ana-entrevista').session, `/api/aplica/entrevista/${ana.id}/respuesta`, { respuesta: 'confirmada' }).expect(
      409,
    );
    expect(refused.body.message).toBe(INTERVIEW_MESSAGES.cancelled);
    await sendAs(server, empresa, 'put', `${base('ana-entrevista')}/${ana.id}`, inPerson()).expect(409);
    // Off the company's upcoming list; the candidate still sees it, marked cancelled.
    expect((await getAs(server, empresa, '/api/empresa/entrevistas').expect(200)).body.response.map((item: Interview) => item.id)).not.toContain(ana.id);
    expect((await getAs(server, person('ana-entrevista').session, '/api/aplica/entrevistas').expect(200)).body.response[0]).toMatchObject({
      estado: 'cancelada',
    });
  });

  it('the reminder goes to both 24 h before, once; never for a cancelled interview nor one set less than a day ahead', async () => {
    const start = Date.now() + 3 * DAY;
    const bruno = (await postAs(server, empresa, base('bruno-entrevista'), { ...at(3 * DAY), duracion: 60, modalidad: 'telefono' }).expect(201))
      .body as Interview;
    const carla = (await postAs(server, empresa, base('carla-entrevista'), inPerson(3 * DAY)).expect(201)).body as Interview;
    await sendAs(server, empresa, 'delete', `${base('carla-entrevista')}/${carla.id}`).expect(200);
    await mail.deliverDue();
    const reminderRows = async () => (await outbox('')).filter((row) => row.subject.startsWith('Recordatorio'));
    const sentBefore = (await reminderRows()).length;

    expect(await reminders.runDue(new Date(start - 25 * HOUR))).toBe(0);
    expect(await reminders.runDue(new Date(start - 23 * HOUR))).toBe(1);
    expect(await reminders.runDue(new Date(start - 22 * HOUR))).toBe(0);
    const sent = (await reminderRows()).slice(sentBefore);
    expect(sent).toHaveLength(2);
    const toBruno = sent.find((row) => row.to_address === 'bruno-entrevista@correo.test')!;
    expect(toBruno).toMatchObject({ subject: 'Recordatorio: tu entrevista para "Analista contable, semi senior"', calendar_method: null });
    expect(toBruno.text_body).toContain('La empresa te va a llamar al teléfono de tu CV.');
    const toCompany = sent.find((row) => row.to_address !== 'bruno-entrevista@correo.test')!;
    expect(toCompany.subject).toBe('Recordatorio: entrevista con Bruno Díaz para "Analista contable, semi senior"');
    expect(toCompany.text_body).toContain('Te recordamos la entrevista con Bruno Díaz');
    expect(toCompany.text_body).toContain('Bruno Díaz todavía no confirmó su asistencia.');
    // Delivered once: the SMTP server gets both, and a later run adds nothing.
    const delivered = inbox.messages.length;
    await mail.deliverDue(new Date(start - 23 * HOUR));
    expect(inbox.messages.length).toBe(delivered + 2);
    expect(await reminders.runDue(new Date(start - 2 * HOUR))).toBe(0);
    expect((await reminderRows()).length).toBe(sentBefore + 2);

    // Set for tomorrow morning, less than 24 h away: the invitation is the reminder.
    const soon = (await postAs(server, empresa, base('carla-entrevista'), inPerson(20 * HOUR)).expect(201)).body as Interview;
    expect(await reminders.runDue(new Date(Date.now() + HOUR))).toBe(0);
    await sendAs(server, empresa, 'delete', `${base('carla-entrevista')}/${soon.id}`).expect(200);
    expect(bruno.id).toBeGreaterThan(0);
  });

  it('reprogrammed further away, the reminder is due again for the new time', async () => {
    const [bruno] = (await getAs(server, empresa, base('bruno-entrevista')).expect(200)).body.response as Interview[];
    const moved = (
      await sendAs(server, empresa, 'put', `${base('bruno-entrevista')}/${bruno.id}`, { ...at(6 * DAY), duracion: 60, modalidad: 'telefono' }).expect(200)
    ).body as Interview;
    const start = new Date(moved.inicio).getTime();
    expect(await reminders.runDue(new Date(start - 30 * HOUR))).toBe(0);
    expect(await reminders.runDue(new Date(start - 12 * HOUR))).toBe(1);
    expect(await reminders.runDue(new Date(start - 11 * HOUR))).toBe(0);
  });

  it("deleting the applicant's account cancels the interviews ahead and forgets what they wrote", async () => {
    const dana = await newApplicant(ctx.dataSource, server, 'dana-entrevista');
    await postAs(server, dana.session, `/api/cv/update/${dana.applicantId}`, { version: 0, cv: validCv({ name: 'Dana Ruiz' }) }).expect(200);
    const application = (await postAs(server, dana.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
    const interview = (await postAs(server, empresa, `/api/empresa/aplicacion/${application}/entrevista`, inPerson()).expect(201)).body as Interview;
    await postAs(server, dana.session, `/api/aplica/entrevista/${interview.id}/respuesta`, {
      respuesta: 'otro_horario',
      mensaje: 'Tengo un turno médico',
    }).expect(200);
    await postAs(server, dana.session, '/api/postulante/eliminar', { pass: DEMO_PASSWORD }).expect(204);
    const [seen] = (await getAs(server, empresa, `/api/empresa/aplicacion/${application}/entrevista`).expect(200)).body.response;
    expect(seen).toMatchObject({ id: interview.id, estado: 'cancelada', respuestaMensaje: null });
    expect(await reminders.runDue(new Date(new Date(interview.inicio).getTime() - 23 * HOUR))).toBe(0);
  });

  it('a withdrawn application or a finished ad cannot get one', async () => {
    const finished = await insertAviso(ctx.dataSource, { titulo: 'Aviso por terminar' });
    const who = person('carla-entrevista');
    const application = (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: finished.id }).expect(201)).body.id;
    await ctx.dataSource.query(`UPDATE avisos SET status = 'finished' WHERE id = $1`, [finished.id]);
    const closed = await postAs(server, empresa, `/api/empresa/aplicacion/${application}/entrevista`, inPerson()).expect(409);
    expect(closed.body.message).toBe(INTERVIEW_MESSAGES.avisoFinished);

    const open = await insertAviso(ctx.dataSource, { titulo: 'Aviso para retirar' });
    const withdrawn = (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: open.id }).expect(201)).body.id;
    await postAs(server, who.session, `/api/aplica/retirar/${withdrawn}`).expect(200);
    const refused = await postAs(server, empresa, `/api/empresa/aplicacion/${withdrawn}/entrevista`, inPerson()).expect(409);
    expect(refused.body.message).toBe(INTERVIEW_MESSAGES.withdrawn);
  });
});
