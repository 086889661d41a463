import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ALERT_MESSAGES } from '@postulate/contracts';
import { newApplicant } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { AppModule } from '../app.module.js';
import { MailService } from '../mail/mail.service.js';
import { AlertsDigest } from './alerts-digest.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let mail: MailService;
let digest: AlertsDigest;
let cordoba: string;
let caba: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon in Argentina (UTC−3), `days` after today: always ahead of the real clock, past ALERTS_HOUR. */
function noonInArgentina(days: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 15));
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', ALERTS_POLL_MS: '0', PORTAL_URL: 'https://portal.example' });
  server = ctx.server;
  mail = ctx.app.get(MailService);
  digest = ctx.app.get(AlertsDigest);
  const locality = async (province: string) =>
    ((await ctx.dataSource.query(`SELECT id FROM localities WHERE province_id = $1 ORDER BY id LIMIT 1`, [province])) as { id: string }[])[0].id;
  cordoba = await locality('14');
  caba = await locality('02');
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

/** A published ad of the demo company in a locality, published at `publishedAt`. */
async function publishAd(titulo: string, locality: string, publishedAt: Date, options: { notConfidential?: boolean } = {}): Promise<number> {
  const { id } = await insertAviso(ctx.dataSource, { titulo, notConfidential: options.notConfidential });
  await ctx.dataSource.query(`UPDATE avisos SET locality_id = $2, published_at = $3 WHERE id = $1`, [id, locality, publishedAt]);
  return id;
}

/** Delivers what is due and answers what this address received over SMTP. */
async function received(address: string): Promise<ReceivedMail[]> {
  await mail.deliverDue();
  return inbox.messages.filter((message) => message.to.includes(address));
}

/** The subjects queued to this address, in order, as stored in the outbox (the SMTP copy is MIME-encoded). */
async function subjects(address: string): Promise<string[]> {
  const rows: { subject: string }[] = await ctx.dataSource.query(`SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY id`, [address]);
  return rows.map((row) => row.subject);
}

const createAlert = (who: LoggedIn, body: object) => postAs(server, who, '/api/alertas', body);

describe('job alerts: the applicant saves, lists and deletes searches', () => {
  let ana: { session: LoggedIn; applicantId: number };
  let bruno: { session: LoggedIn; applicantId: number };

  beforeAll(async () => {
    ana = await newApplicant(ctx.dataSource, server, 'ana-alertas');
    bruno = await newApplicant(ctx.dataSource, server, 'bruno-alertas');
  });

  it('saves the search with its words, lists it, and refuses the same search again however it is written', async () => {
    const created = await createAlert(ana.session, { q: 'Desarrollador', province: ['14', '82'] }).expect(201);
    expect(created.body).toMatchObject({ busqueda: { q: 'Desarrollador', province: ['14', '82'], area: null }, descripcion: 'Desarrollador · Córdoba, Santa Fe', ultimoCorreoEl: null });
    const listed = await getAs(server, ana.session, '/api/alertas').expect(200);
    expect(listed.body).toEqual({ response: [created.body], size: 1, total: 1 });

    const again = await createAlert(ana.session, { q: ' desarrollador ', province: ['82', '14'] }).expect(409);
    expect(again.body).toEqual({ message: ALERT_MESSAGES.duplicate });
    expect((await getAs(server, ana.session, '/api/alertas').expect(200)).body.total).toBe(1);
  });

  it('refuses a search without words, provinces or area, in Spanish, saving nothing', async () => {
    const refused = await createAlert(ana.session, { q: ' , ,', province: [] }).expect(400);
    expect(refused.body).toEqual({ message: ALERT_MESSAGES.empty, field: 'q' });
    const badProvince = await createAlert(ana.session, { q: 'chofer', province: ['99'] }).expect(400);
    expect(badProvince.body.message).toBe(ALERT_MESSAGES.invalidProvince);
    expect((await getAs(server, ana.session, '/api/alertas').expect(200)).body.total).toBe(1);
  });

  it('keeps at most 10 alerts per applicant', async () => {
    for (let index = 2; index <= 10; index += 1) await createAlert(ana.session, { q: `puesto${index}` }).expect(201);
    const eleventh = await createAlert(ana.session, { q: 'puesto11' }).expect(409);
    expect(eleventh.body).toEqual({ message: ALERT_MESSAGES.limit });
    expect((await getAs(server, ana.session, '/api/alertas').expect(200)).body.total).toBe(10);
    // Another applicant's count is their own.
    await createAlert(bruno.session, { q: 'puesto11' }).expect(201);
  });

  it("lets nobody else see or delete an applicant's alert; its owner deletes it once", async () => {
    const [first] = (await getAs(server, ana.session, '/api/alertas').expect(200)).body.response as { id: number }[];
    const brunos = (await getAs(server, bruno.session, '/api/alertas').expect(200)).body.response as { id: number }[];
    expect(brunos.map((alert) => alert.id)).not.toContain(first.id);

    const foreign = await postAs(server, bruno.session, `/api/alertas/${first.id}/eliminar`).expect(404);
    expect(foreign.body).toEqual({ message: ALERT_MESSAGES.notFound });
    expect((await getAs(server, ana.session, '/api/alertas').expect(200)).body.total).toBe(10);

    await postAs(server, ana.session, `/api/alertas/${first.id}/eliminar`).expect(204);
    const left = (await getAs(server, ana.session, '/api/alertas').expect(200)).body.response as { id: number }[];
    expect(left.map((alert) => alert.id)).not.toContain(first.id);
    expect(left).toHaveLength(9);
    await postAs(server, ana.session, `/api/alertas/${first.id}/eliminar`).expect(404);
    // With a place free, a new one fits again.
    await createAlert(ana.session, { q: 'puesto11' }).expect(201);
  });
});

describe('job alerts: the daily e-mail', () => {
  let carla: { session: LoggedIn; applicantId: number };
  let dario: { session: LoggedIn; applicantId: number };
  const firstRun = noonInArgentina(1);
  const secondRun = noonInArgentina(2);
  const ads = {} as Record<'fresh' | 'confidential' | 'old' | 'elsewhere' | 'otherJob' | 'tomorrow', number>;

  beforeAll(async () => {
    carla = await newApplicant(ctx.dataSource, server, 'carla-alertas');
    dario = await newApplicant(ctx.dataSource, server, 'dario-alertas');
    const { body: alert } = await createAlert(carla.session, { q: 'soldador', province: ['14'] }).expect(201);
    await createAlert(dario.session, { q: 'astronauta', province: ['14'] }).expect(201);
    // Saved the day before the first run.
    await ctx.dataSource.query(`UPDATE job_alerts SET covered_until = $2 WHERE id = $1`, [alert.id, new Date(firstRun.getTime() - DAY)]);
    ads.fresh = await publishAd('Soldador MIG para planta automotriz', cordoba, new Date(firstRun.getTime() - 2 * HOUR));
    ads.confidential = await publishAd('Soldadora con experiencia en estructuras', cordoba, new Date(firstRun.getTime() - 3 * HOUR), { notConfidential: false });
    ads.old = await publishAd('Soldador TIG de mantenimiento', cordoba, new Date(firstRun.getTime() - 3 * DAY));
    ads.elsewhere = await publishAd('Soldador de cañerías', caba, new Date(firstRun.getTime() - 2 * HOUR));
    ads.otherJob = await publishAd('Cocinero de planta', cordoba, new Date(firstRun.getTime() - 2 * HOUR));
  });

  it('sends nothing before ALERTS_HOUR in Argentina', async () => {
    const early = new Date(firstRun.getTime() - 5 * HOUR);
    expect(await digest.runDue(early)).toEqual({ alerts: 0, withAds: 0, queued: 0, searches: 0 });
    expect(await received('carla-alertas@correo.test')).toHaveLength(0);
  });

  it('mails the ads published since the alert was saved that the home search finds, and nothing else', async () => {
    const counts = await digest.runDue(firstRun);
    expect(counts.queued).toBeGreaterThanOrEqual(1);
    const [message, ...more] = await received('carla-alertas@correo.test');
    expect(more).toHaveLength(0);
    expect(await subjects('carla-alertas@correo.test')).toEqual(['2 avisos nuevos para tu alerta: soldador · Córdoba']);
    expect(message.raw).toContain('Se publicaron 2 avisos nuevos para tu alerta "soldador · Córdoba"');
    expect(message.raw).toContain('Soldador MIG para planta automotriz');
    expect(message.raw).toContain(`https://portal.example/showAviso/${ads.fresh}`);
    expect(message.raw).toContain('Logística del Plata S.A.');
    // A confidential ad never names its company.
    expect(message.raw).toContain('Soldadora con experiencia en estructuras');
    expect(message.raw).toContain('Confidencial');
    for (const id of [ads.old, ads.elsewhere, ads.otherJob]) expect(message.raw).not.toContain(`/showAviso/${id}`);
    expect(message.raw).toContain('https://portal.example/?filtro=aviso%3Asoldador&filtro=provincia%3A14');
    // Through the notifications service: the one-click way out.
    expect(message.raw).toMatch(/https:\/\/portal\.example\/notificaciones\/baja\/[A-Za-z0-9_.-]+/);
    const [alert] = (await getAs(server, carla.session, '/api/alertas').expect(200)).body.response;
    expect(alert.ultimoCorreoEl).not.toBeNull();
  });

  it('mails nobody whose alert finds nothing new', async () => {
    expect(await received('dario-alertas@correo.test')).toHaveLength(0);
  });

  it('sends nothing more on a second run the same day', async () => {
    expect(await digest.runDue(new Date(firstRun.getTime() + HOUR))).toEqual({ alerts: 0, withAds: 0, queued: 0, searches: 0 });
    expect(await received('carla-alertas@correo.test')).toHaveLength(1);
  });

  it('the next day lists only the ads published since the previous run', async () => {
    ads.tomorrow = await publishAd('Soldador semiautomático', cordoba, new Date(secondRun.getTime() - 4 * HOUR));
    await digest.runDue(secondRun);
    const messages = await received('carla-alertas@correo.test');
    expect(messages).toHaveLength(2);
    const latest = messages[1].raw;
    expect((await subjects('carla-alertas@correo.test'))[1]).toBe('1 aviso nuevo para tu alerta: soldador · Córdoba');
    expect(latest).toContain(`/showAviso/${ads.tomorrow}`);
    expect(latest).not.toContain(`/showAviso/${ads.fresh}`);
  });

  it('queues nothing for an applicant who turned alert e-mails off, and does not send the missed ads later', async () => {
    const thirdRun = noonInArgentina(3);
    await publishAd('Soldador de estructuras livianas', cordoba, new Date(thirdRun.getTime() - 2 * HOUR));
    await postAs(server, carla.session, '/api/notificaciones', { tipo: 'alertas', activo: false }).expect(200);
    await digest.runDue(thirdRun);
    await postAs(server, carla.session, '/api/notificaciones', { tipo: 'alertas', activo: true }).expect(200);
    await digest.runDue(noonInArgentina(4));
    expect(await received('carla-alertas@correo.test')).toHaveLength(2);
  });
});

describe('job alerts: several API instances', () => {
  let second: INestApplicationContext;

  beforeAll(async () => {
    // A second API on the same database, as behind a load balancer, with its own connections.
    const dataSource = await new DataSource({ ...ctx.dataSource.options, migrationsRun: false } as DataSourceOptions).initialize();
    second = await NestFactory.createApplicationContext(AppModule.register({ dataSource, close: async () => {} }, ctx.config), { logger: ['error'] });
  });

  afterAll(async () => {
    await second?.close();
  });

  it('two instances running the digest at once send exactly one e-mail per alert', async () => {
    const run = noonInArgentina(5);
    const people = [];
    for (let index = 0; index < 6; index += 1) {
      const person = await newApplicant(ctx.dataSource, server, `ebanista-${index}`);
      await createAlert(person.session, { q: 'ebanista' }).expect(201);
      people.push(person);
    }
    await publishAd('Ebanista para taller de muebles', cordoba, new Date(run.getTime() - 2 * HOUR));

    const [one, other] = await Promise.all([digest.runDue(run), second.get(AlertsDigest).runDue(run)]);
    expect(one.queued + other.queued).toBe(people.length);
    for (let index = 0; index < people.length; index += 1) {
      const messages = await received(`ebanista-${index}@correo.test`);
      expect(messages).toHaveLength(1);
      expect(messages[0].raw).toContain('Ebanista para taller de muebles');
    }
    // Restarted or not, the day is done everywhere.
    const [again, againOther] = await Promise.all([digest.runDue(run), second.get(AlertsDigest).runDue(run)]);
    expect(again.queued + againOther.queued).toBe(0);
  });
});
