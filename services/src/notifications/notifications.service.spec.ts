import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { NOTIFICATION_MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { MailService } from '../mail/mail.service.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { DailySummary } from './daily-summary.js';
import { NotificationsService } from './notifications.service.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let mail: MailService;
let empresa: LoggedIn;
let carla: { session: LoggedIn; applicantId: number };
let dario: { session: LoggedIn; applicantId: number };
let aviso: { id: number };
const applicationOf = new Map<number, number>();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Stage e-mails at once: their grace period is stage-mails.spec.ts's subject.
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'https://portal.example', STAGE_MAIL_GRACE_SECONDS: '0' });
  server = ctx.server;
  mail = ctx.app.get(MailService);
  empresa = await login(server, 'empresa');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario/a de autoelevador', permiteMsjDirecto: true });
  carla = await newApplicant(ctx.dataSource, server, 'carla-avisos');
  dario = await newApplicant(ctx.dataSource, server, 'dario-avisos');
  for (const who of [carla, dario]) {
    await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, {
      version: 0,
      cv: validCv({ name: who === carla ? 'Carla Benítez' : 'Darío Peña' }),
    }).expect(200);
    applicationOf.set(who.applicantId, (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id);
  }
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

/** Delivers what is due and answers what this address received over SMTP. */
async function received(address: string): Promise<ReceivedMail[]> {
  await mail.deliverDue();
  return inbox.messages.filter((message) => message.to.includes(address));
}

const header = (message: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(message.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe('e-mails an applicant can turn off', () => {
  it("e-mails a company's message with a one-click unsubscribe link and the List-Unsubscribe headers", async () => {
    const application = applicationOf.get(carla.applicantId)!;
    await postAs(server, empresa, `/api/empresa/aplicacion/${application}/mensajes`, { message: '¿Podés venir el martes a las 10?' }).expect(200);
    const [message] = await received('carla-avisos@correo.test');
    expect(message.raw).toContain('Logística del Plata S.A. te escribió sobre tu postulación al aviso "Operario/a de autoelevador":');
    expect(message.raw).toContain('Hola, Carla:');
    expect(message.raw).toContain('> ¿Podés venir el martes a las 10?');
    // The conversation itself: a browser without a session logs in first and comes back to it (shell's PortalRoutes).
    expect(message.raw).toMatch(new RegExp(`https://portal\\.example/mispostulaciones/mensajes\\?aviso=${aviso.id}\\s`));
    expect(header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/portal\.example\/api\/notificaciones\/baja\/[^>]+)>$/.exec(header(message, 'List-Unsubscribe') ?? '')?.[1];
    expect(oneClick).toBeDefined();
    const link = /https:\/\/portal\.example\/notificaciones\/baja\/([A-Za-z0-9_.-]+)/.exec(message.raw)?.[1];
    expect(oneClick).toBe(`https://portal.example/api/notificaciones/baja/${link}`);
  });

  it('turns the kind off with the link, without a session, as a mail provider posts it; no more such e-mails', async () => {
    const [message] = await received('carla-avisos@correo.test');
    const token = /\/notificaciones\/baja\/([A-Za-z0-9_.-]+)/.exec(message.raw)![1];
    for (let click = 0; click < 2; click += 1) {
      const answer = await request(server).post(`/api/notificaciones/baja/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(answer.body).toEqual({ tipo: 'mensajes', etiqueta: 'Mensajes nuevos de empresas' });
    }
    const switches = (await getAs(server, carla.session, '/api/notificaciones').expect(200)).body.preferencias;
    expect(switches).toEqual([
      { tipo: 'estado', etiqueta: 'Cambios de estado de mis postulaciones', activo: true },
      { tipo: 'mensajes', etiqueta: 'Mensajes nuevos de empresas', activo: false },
      { tipo: 'alertas', etiqueta: 'Alertas de empleo', activo: true },
    ]);
    await postAs(server, empresa, `/api/empresa/aplicacion/${applicationOf.get(carla.applicantId)}/mensajes`, { message: 'Otro mensaje' }).expect(200);
    expect(await received('carla-avisos@correo.test')).toHaveLength(1);
    // Turned back on from the account, the next message goes out again.
    await postAs(server, carla.session, '/api/notificaciones', { tipo: 'mensajes', activo: true }).expect(200);
    await postAs(server, empresa, `/api/empresa/aplicacion/${applicationOf.get(carla.applicantId)}/mensajes`, { message: 'Tercer mensaje' }).expect(200);
    expect((await received('carla-avisos@correo.test')).map((one) => one.raw.includes('> Tercer mensaje'))).toEqual([false, true]);
  });

  it("sends a mail program that opens the header's address in a browser to the portal's page, changing nothing itself", async () => {
    const [message] = await received('carla-avisos@correo.test');
    const token = /\/notificaciones\/baja\/([A-Za-z0-9_.-]+)/.exec(message.raw)![1];
    await postAs(server, carla.session, '/api/notificaciones', { tipo: 'mensajes', activo: true }).expect(200);
    const opened = await request(server).get(`/api/notificaciones/baja/${token}`).expect(303);
    expect(opened.headers.location).toBe(`https://portal.example/notificaciones/baja/${token}`);
    const switches = (await getAs(server, carla.session, '/api/notificaciones').expect(200)).body.preferencias;
    expect(switches.find((one: { tipo: string }) => one.tipo === 'mensajes').activo).toBe(true);
  });

  it('refuses a token changed by hand, in Spanish, and changes nothing', async () => {
    const [message] = await received('carla-avisos@correo.test');
    const token = /\/notificaciones\/baja\/([A-Za-z0-9_.-]+)/.exec(message.raw)![1];
    const [dariosUser] = await ctx.dataSource.query(`SELECT user_id FROM applicants WHERE id = $1`, [dario.applicantId]);
    const forged = token.replace(/^\d+-mensajes-/, `${dariosUser.user_id}-estado-`);
    const answer = await request(server).post(`/api/notificaciones/baja/${forged}`).expect(400);
    expect(answer.body.message).toBe(NOTIFICATION_MESSAGES.invalidToken);
    await request(server).post('/api/notificaciones/baja/1-estado-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(400);
    const switches = (await getAs(server, dario.session, '/api/notificaciones').expect(200)).body.preferencias;
    expect(switches.every((one: { activo: boolean }) => one.activo)).toBe(true);
  });

  it("gives a company only its summary switch, and refuses an applicant's kind", async () => {
    expect((await getAs(server, empresa, '/api/notificaciones').expect(200)).body.preferencias).toEqual([
      { tipo: 'resumen', etiqueta: 'Resumen diario de postulaciones nuevas', activo: true },
    ]);
    const refused = await postAs(server, empresa, '/api/notificaciones', { tipo: 'estado', activo: false }).expect(400);
    expect(refused.body.message).toBe(NOTIFICATION_MESSAGES.notYours);
    await getAs(server, null, '/api/notificaciones').expect(401);
  });

  it('sends each company one daily summary of its new applications per ad, from the hour on, once across two instances', async () => {
    const summary = ctx.app.get(DailySummary);
    // 10:00 UTC is 07:00 in Argentina, before SUMMARY_HOUR (8).
    const today = new Date();
    const at = (hourUtc: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hourUtc));
    expect(await summary.runDue(at(10))).toBe(0);
    // Another instance's run at the same moment: the day's claim lets one of them queue it.
    const twin = new DailySummary(ctx.dataSource, ctx.app.get(ApplicationsRepository), ctx.app.get(NotificationsService), mail, ctx.config);
    const [{ companies }] = await ctx.dataSource.query(
      `SELECT count(DISTINCT v.company_id)::int AS companies FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE a.applied_at >= $1`,
      [new Date(at(14).getTime() - 24 * 3600 * 1000)],
    );
    expect((await Promise.all([summary.runDue(at(14)), twin.runDue(at(14))])).reduce((sum, queued) => sum + queued, 0)).toBe(companies);
    const [company] = await ctx.dataSource.query(
      `SELECT u.email FROM companies c JOIN users u ON u.id = c.user_id WHERE c.razonsocial = 'Logística del Plata S.A.'`,
    );
    const summaries = (await received(company.email)).filter((message) => message.raw.includes('Resumen diario'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0].raw).toContain('- "Operario/a de autoelevador": 2 nuevas');
    expect(summaries[0].raw).toContain(`https://portal.example/admin/aviso/${aviso.id}/aplicaciones?estado=nueva`);
    expect(header(summaries[0], 'List-Unsubscribe')).toMatch(/\/api\/notificaciones\/baja\//);
    expect(await summary.runDue(at(20))).toBe(0);
  });
});

describe('when the company discards someone while the ad is still published', () => {
  it('tells them plainly that the company went on with other candidates, not that it closed the process', async () => {
    const eva = await newApplicant(ctx.dataSource, server, 'eva-avisos');
    await postAs(server, eva.session, `/api/cv/update/${eva.applicantId}`, { version: 0, cv: validCv({ name: 'Eva Ríos' }) }).expect(200);
    const application = (await postAs(server, eva.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
    await postAs(server, empresa, `/api/empresa/aplicacion/${application}/estado`, { estado: 'descartada' }).expect(200);

    const [told] = (await received('eva-avisos@correo.test')).filter((message) => message.raw.includes('cambió de estado'));
    const text = told.raw;
    expect(text).toContain('La empresa siguió con otros candidatos');
    expect(text).not.toContain('cerró el proceso');
    expect(text).not.toContain('Proceso finalizado');
    const { body } = await getAs(server, eva.session, '/api/aplica/').expect(200);
    expect(body.response[0]).toMatchObject({ idAviso: aviso.id, estado: 'La empresa siguió con otros candidatos' });
  });
});

describe('when an ad finishes', () => {
  it('tells every applicant still in the process, courteously, that it ended; not the one hired', async () => {
    await postAs(server, empresa, `/api/empresa/aplicacion/${applicationOf.get(dario.applicantId)}/estado`, { estado: 'contratada' }).expect(200);
    await mail.deliverDue();
    const before = inbox.messages.length;
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id: aviso.id }).expect(200);
    const carlaMails = (await received('carla-avisos@correo.test')).filter((message) => message.raw.includes('Proceso finalizado'));
    expect(carlaMails).toHaveLength(1);
    expect(carlaMails[0].raw).toContain('La empresa cerró el proceso de selección para este puesto. Gracias por tu interés');
    expect(header(carlaMails[0], 'List-Unsubscribe')).toMatch(/\/api\/notificaciones\/baja\//);
    expect(
      inbox.messages.slice(before).filter((message) => message.to.includes('dario-avisos@correo.test') && message.raw.includes('Proceso finalizado')),
    ).toHaveLength(0);
  });
});
