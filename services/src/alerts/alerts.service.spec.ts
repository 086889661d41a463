import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { ALERT_MESSAGES, AMOUNT_MESSAGES } from '@postulate/contracts';
import { newApplicant } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
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

/** A saved search's filters when none is chosen, as the API answers them. */
const NO_FILTERS = { area: null, modalidad: null, tipoEmpleo: null, nivel: null, salarioDesde: null, discapacidad: false };

describe('job alerts: the applicant saves, lists and deletes searches', () => {
  let ana: { session: LoggedIn; applicantId: number };
  let bruno: { session: LoggedIn; applicantId: number };

  beforeAll(async () => {
    ana = await newApplicant(ctx.dataSource, server, 'ana-alertas');
    bruno = await newApplicant(ctx.dataSource, server, 'bruno-alertas');
  });

  it('saves the search with its words, lists it, and refuses the same search again however it is written', async () => {
    const created = await createAlert(ana.session, { q: 'Desarrollador', province: ['14', '82'] }).expect(201);
    expect(created.body).toMatchObject({
      busqueda: { ...NO_FILTERS, q: 'Desarrollador', province: ['14', '82'] },
      descripcion: 'Desarrollador · Córdoba, Santa Fe',
      ultimoCorreoEl: null,
    });
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
    ads.confidential = await publishAd('Soldadora con experiencia en estructuras', cordoba, new Date(firstRun.getTime() - 3 * HOUR), {
      notConfidential: false,
    });
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
    expect(message.raw).toContain(`https://portal.example/showAviso/${ads.fresh}?origen=alerta`);
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
  let second: INestApplication;

  beforeAll(async () => {
    // A second API on the same database, as behind a load balancer, with its own connections; ctx.close() closes it.
    second = await ctx.startSecondInstance();
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
    // Each instance delivers what it queued at once; the second may hold some of the e-mails in a
    // round of its own, which `received` (the first instance's round) cannot claim: wait for it.
    await second.get(MailService).deliverDue();
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

describe('job alerts: the facet filters of the search', () => {
  let flor: { session: LoggedIn; applicantId: number };
  let senior: { id: number; name: string };

  beforeAll(async () => {
    flor = await newApplicant(ctx.dataSource, server, 'flor-alertas');
    [, senior] = await ctx.dataSource.query(`SELECT id, name FROM work_levels ORDER BY id LIMIT 2`);
  });

  it('saves them with the search, in words with the level name, and refuses the same search and filters again', async () => {
    const body = {
      q: 'diseñador',
      province: ['14'],
      modalidad: 'Remoto',
      tipoEmpleo: 'Part-time',
      nivel: senior.id,
      salarioDesde: 800_000,
      discapacidad: true,
    };
    const created = await createAlert(flor.session, body).expect(201);
    expect(created.body.busqueda).toEqual({ ...body, area: null });
    expect(created.body.descripcion).toBe(`diseñador · Córdoba · Remoto · Part-time · Nivel: ${senior.name} · Salario desde $ 800.000 · Apto discapacidad`);
    expect((await getAs(server, flor.session, '/api/alertas').expect(200)).body.response).toEqual([created.body]);

    const again = await createAlert(flor.session, { ...body, q: 'Diseñador ', province: ['14'] }).expect(409);
    expect(again.body).toEqual({ message: ALERT_MESSAGES.duplicate });
    // Another filter is another search.
    await createAlert(flor.session, { ...body, modalidad: 'Híbrido' }).expect(201);
    await createAlert(flor.session, { q: 'diseñador', province: ['14'] }).expect(201);
  });

  it("drops 'Publicado': the e-mail has its own window", async () => {
    const created = await createAlert(flor.session, { q: 'ilustrador', publicado: 7 }).expect(201);
    expect(created.body.busqueda).toEqual({ ...NO_FILTERS, q: 'ilustrador', province: [] });
    expect(created.body.busqueda).not.toHaveProperty('publicado');
    const [{ search }] = await ctx.dataSource.query(`SELECT search FROM job_alerts WHERE id = $1`, [created.body.id]);
    expect(search).not.toHaveProperty('publicado');
  });

  it.each([
    [{ modalidad: 'Teletrabajo' }, 'Debe indicar una modalidad válida'],
    [{ tipoEmpleo: 'Changa' }, 'Debe indicar un tipo de empleo válido'],
    [{ nivel: 0 }, 'Debe indicar un nivel válido'],
    [{ nivel: 'senior' }, 'Debe indicar un nivel válido'],
    [{ salarioDesde: 0 }, 'El salario debe ser mayor que 0'],
    [{ salarioDesde: 1.5 }, AMOUNT_MESSAGES.integerJson],
    [{ salarioDesde: 2_000_000_000 }, 'El salario es demasiado alto'],
    [{ discapacidad: 'si' }, 'El filtro de discapacidad debe ser true o false'],
  ])("refuses %j with 400 and the home's Spanish message, saving nothing", async (filter, message) => {
    const before = (await getAs(server, flor.session, '/api/alertas').expect(200)).body.total;
    const refused = await createAlert(flor.session, { q: 'pintor', ...filter }).expect(400);
    expect(refused.body.message).toBe(message);
    expect((await getAs(server, flor.session, '/api/alertas').expect(200)).body.total).toBe(before);
  });
});

describe('job alerts: the daily e-mail honours the facet filters', () => {
  const run = noonInArgentina(7);
  const ads = {} as Record<'plain' | 'remote' | 'partTime' | 'senior' | 'paid' | 'apt' | 'otherArea', number>;
  /** One applicant per alert, so each e-mail is its alert's alone. */
  const alerts: Record<string, { address: string; body: object }> = {};
  let senior: { id: number; name: string };
  let otherArea: { id: number; name: string; sub_area_id: number };
  let legacy: string;

  /** What the alert of this name was mailed: the ads it lists and its subject. */
  async function mailed(name: string): Promise<{ ids: number[]; subject: string | undefined; raw: string }> {
    const [message, ...more] = await received(alerts[name].address);
    expect(more).toHaveLength(0);
    const raw = message?.raw ?? '';
    const ids = Object.values(ads).filter((id) => raw.includes(`/showAviso/${id}?origen=alerta`));
    return { ids: ids.sort((a, b) => a - b), subject: (await subjects(alerts[name].address))[0], raw };
  }

  beforeAll(async () => {
    [, senior] = await ctx.dataSource.query(`SELECT id, name FROM work_levels ORDER BY id LIMIT 2`);
    // The second area with sub-areas: the test ads are of the first.
    [otherArea] = await ctx.dataSource.query(
      `SELECT a.id, a.name, min(s.sub_area_id) AS sub_area_id FROM areas a JOIN area_sub_areas s ON s.area_id = a.id
        GROUP BY a.id ORDER BY a.id OFFSET 1 LIMIT 1`,
    );
    const published = new Date(run.getTime() - 2 * HOUR);
    const ad = async (titulo: string, set?: string, values: unknown[] = []) => {
      const id = await publishAd(titulo, cordoba, published);
      if (set) await ctx.dataSource.query(`UPDATE avisos SET ${set} WHERE id = $1`, [id, ...values]);
      return id;
    };
    // Every ad is Presencial, Full-time, of the first level and area, without salary nor 'apto', but one thing.
    ads.plain = await ad('Carpintero de obra');
    ads.remote = await ad('Carpintero para diseño de muebles a distancia', `modalidad = 'Remoto'`);
    ads.partTime = await ad('Carpintero medio turno', `tipo_empleo = 'Part-time'`);
    ads.senior = await ad('Carpintero jefe de taller', `work_level_id = $2`, [senior.id]);
    ads.paid = await ad('Carpintero con salario a la vista', `show_salario = true, salario_desde = 900000, salario_hasta = 1200000`);
    ads.apt = await ad('Carpintero apto discapacidad', `discapacidad = true`);
    ads.otherArea = await ad('Carpintero naval', `area_id = $2, sub_area_id = $3`, [otherArea.id, otherArea.sub_area_id]);
    // A salary below the amount, or hidden, is not 'desde $ 800.000'.
    await ad('Carpintero ayudante', `show_salario = true, salario_desde = 300000, salario_hasta = 500000`);
    await ad('Carpintero con salario reservado', `show_salario = false, salario_desde = 900000, salario_hasta = 1200000`);

    const searches: Record<string, object> = {
      none: { q: 'carpintero', province: ['14'] },
      modalidad: { q: 'carpintero', province: ['14'], modalidad: 'Remoto' },
      tipoEmpleo: { q: 'carpintero', province: ['14'], tipoEmpleo: 'Part-time' },
      nivel: { q: 'carpintero', province: ['14'], nivel: senior.id },
      salarioDesde: { q: 'carpintero', province: ['14'], salarioDesde: 800_000 },
      discapacidad: { q: 'carpintero', province: ['14'], discapacidad: true },
      area: { q: 'carpintero', province: ['14'], area: otherArea.id },
      both: { q: 'carpintero', province: ['14'], modalidad: 'Remoto', discapacidad: true },
      // Without words: the home's browse, narrowed alike.
      browse: { province: ['14'], discapacidad: true },
    };
    for (const [name, body] of Object.entries(searches)) {
      const person = await newApplicant(ctx.dataSource, server, `carpintero-${name.toLowerCase()}`);
      alerts[name] = { address: `carpintero-${name.toLowerCase()}@correo.test`, body };
      const { body: alert } = await createAlert(person.session, body).expect(201);
      await ctx.dataSource.query(`UPDATE job_alerts SET covered_until = $2 WHERE id = $1`, [alert.id, new Date(run.getTime() - DAY)]);
    }
    // An alert saved before the facet filters: its search has none of them, its key their absence.
    const person = await newApplicant(ctx.dataSource, server, 'carpintero-legacy');
    legacy = 'carpintero-legacy@correo.test';
    await ctx.dataSource.query(`INSERT INTO job_alerts (applicant_id, search, search_key, covered_until) VALUES ($1, $2::jsonb, $3, $4)`, [
      person.applicantId,
      JSON.stringify({ q: 'carpintero', province: ['14'], area: null }),
      JSON.stringify({ terms: ['carpintero'], provinces: ['14'], area: null }),
      new Date(run.getTime() - DAY),
    ]);
    alerts.legacy = { address: legacy, body: {} };
    // Its key is the one a new alert without filters gets: the same search is refused.
    expect((await createAlert(person.session, { q: 'Carpintero', province: ['14'] }).expect(409)).body).toEqual({ message: ALERT_MESSAGES.duplicate });
    const [listed] = (await getAs(server, person.session, '/api/alertas').expect(200)).body.response;
    expect(listed).toMatchObject({ busqueda: { ...NO_FILTERS, q: 'carpintero', province: ['14'] }, descripcion: 'carpintero · Córdoba' });

    await digest.runDue(run);
  });

  it('without filters, and an alert saved before them, lists every new ad of the search as before', async () => {
    const all = Object.values(ads).sort((a, b) => a - b);
    expect((await mailed('none')).ids).toEqual(all);
    expect((await mailed('legacy')).ids).toEqual(all);
    expect((await mailed('legacy')).subject).toBe(`${all.length + 2} avisos nuevos para tu alerta: carpintero · Córdoba`);
  });

  it.each([
    ['modalidad', 'remote', 'carpintero · Córdoba · Remoto', '&modalidad=Remoto'],
    ['tipoEmpleo', 'partTime', 'carpintero · Córdoba · Part-time', '&tipoEmpleo=Part-time'],
    ['salarioDesde', 'paid', 'carpintero · Córdoba · Salario desde $ 800.000', '&salarioDesde=800000'],
    ['discapacidad', 'apt', 'carpintero · Córdoba · Apto discapacidad', '&discapacidad=true'],
  ] as const)('%s: lists only the ads that pass it, says it in words and links the home with it', async (name, only, words, inLink) => {
    const { ids, subject, raw } = await mailed(name);
    expect(ids).toEqual([ads[only]]);
    expect(subject).toBe(`1 aviso nuevo para tu alerta: ${words}`);
    expect(raw).toContain(`https://portal.example/?filtro=aviso%3Acarpintero&filtro=provincia%3A14${inLink}`);
  });

  it('nivel and area: by id, said by their names', async () => {
    const byLevel = await mailed('nivel');
    expect(byLevel.ids).toEqual([ads.senior]);
    expect(byLevel.subject).toBe(`1 aviso nuevo para tu alerta: carpintero · Córdoba · Nivel: ${senior.name}`);
    expect(byLevel.raw).toContain(`&nivel=${senior.id}`);
    const byArea = await mailed('area');
    expect(byArea.ids).toEqual([ads.otherArea]);
    expect(byArea.subject).toBe(`1 aviso nuevo para tu alerta: carpintero · Córdoba · Área: ${otherArea.name}`);
  });

  it('several filters narrow together, and a search without words is narrowed alike', async () => {
    expect((await mailed('both')).ids).toEqual([]);
    expect(await subjects(alerts.both.address)).toEqual([]);
    expect((await mailed('browse')).ids).toEqual([ads.apt]);
  });
});

describe('job alerts: editing one', () => {
  let eva: { session: LoggedIn; applicantId: number };
  let fede: { session: LoggedIn; applicantId: number };
  let chofer: { id: number };
  const editAlert = (who: LoggedIn, id: number, body: object) => postAs(server, who, `/api/alertas/${id}`, body);
  const evasAlerts = async () => (await getAs(server, eva.session, '/api/alertas').expect(200)).body.response as { id: number; descripcion: string }[];

  beforeAll(async () => {
    eva = await newApplicant(ctx.dataSource, server, 'eva-alertas');
    fede = await newApplicant(ctx.dataSource, server, 'fede-alertas');
    chofer = (await createAlert(eva.session, { q: 'chofer' }).expect(201)).body;
    await createAlert(eva.session, { q: 'cadete' }).expect(201);
  });

  it('changes its search, name and frequency, and lists it so', async () => {
    const { body } = await editAlert(eva.session, chofer.id, {
      q: 'chofer de reparto',
      province: ['14'],
      modalidad: 'Presencial',
      nombre: '  Reparto en Córdoba ',
      frecuencia: 'semanal',
    }).expect(200);
    expect(body).toMatchObject({
      id: chofer.id,
      busqueda: { ...NO_FILTERS, q: 'chofer de reparto', province: ['14'], modalidad: 'Presencial' },
      descripcion: 'chofer de reparto · Córdoba · Presencial',
      nombre: 'Reparto en Córdoba',
      frecuencia: 'semanal',
    });
    expect((await evasAlerts()).find((alert) => alert.id === chofer.id)).toEqual(body);
    // A new alert with no name nor frequency is daily.
    expect((await createAlert(eva.session, { q: 'jardinero' }).expect(201)).body).toMatchObject({ nombre: null, frecuencia: 'diaria' });
  });

  it("refuses by the save's own rules, in Spanish, changing nothing", async () => {
    const before = await evasAlerts();
    const cases: [object, number, string][] = [
      [{ q: 'cadete' }, 409, ALERT_MESSAGES.duplicate],
      [{ q: ' , ', province: [] }, 400, ALERT_MESSAGES.empty],
      [{ q: 'chofer', nombre: 'x'.repeat(61) }, 400, ALERT_MESSAGES.nameMax],
      [{ q: 'chofer', frecuencia: 'mensual' }, 400, ALERT_MESSAGES.invalidFrequency],
      [{ q: 'chofer', province: ['99'] }, 400, ALERT_MESSAGES.invalidProvince],
    ];
    for (const [body, status, message] of cases) {
      const refused = await editAlert(eva.session, chofer.id, body);
      expect([refused.status, refused.body.message]).toEqual([status, message]);
    }
    expect(await evasAlerts()).toEqual(before);
  });

  it("lets nobody edit another applicant's alert", async () => {
    const before = await evasAlerts();
    const foreign = await editAlert(fede.session, chofer.id, { q: 'intruso' }).expect(404);
    expect(foreign.body).toEqual({ message: ALERT_MESSAGES.notFound });
    await editAlert(eva.session, 999_999, { q: 'intruso' }).expect(404);
    expect(await evasAlerts()).toEqual(before);
    expect((await getAs(server, null, '/api/alertas')).status).toBe(401);
  });

  it('mails a weekly alert once a week, with every new ad of the week', async () => {
    const first = noonInArgentina(30);
    const monday = await publishAd('Chofer de reparto con carnet profesional', cordoba, new Date(first.getTime() - 2 * HOUR));
    await digest.runDue(first);
    expect(await subjects('eva-alertas@correo.test')).toEqual(['1 aviso nuevo para tu alerta: chofer de reparto · Córdoba · Presencial']);

    const tuesday = await publishAd('Chofer de reparto nocturno', cordoba, new Date(first.getTime() + DAY - 2 * HOUR));
    for (let day = 1; day < 7; day += 1) await digest.runDue(new Date(first.getTime() + day * DAY));
    expect(await subjects('eva-alertas@correo.test')).toHaveLength(1);

    await digest.runDue(new Date(first.getTime() + 7 * DAY));
    const mails = await received('eva-alertas@correo.test');
    expect(mails).toHaveLength(2);
    expect(mails[1].raw).toContain(`/showAviso/${tuesday}`);
    expect(mails[1].raw).not.toContain(`/showAviso/${monday}`);
  });
});
