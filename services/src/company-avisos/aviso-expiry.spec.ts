import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COMPANY_MESSAGES, formatDmy, type AvisoSaveInput, type HomeResponse } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { logisticsRefs, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { hashPassword } from '../auth/passwords.js';
import { PublicAnswers } from '../common/public-answers.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { MailService } from '../mail/mail.service.js';
import { AvisoExpiry } from './aviso-expiry.js';
import { CompanyAvisosService } from './company-avisos.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let companyEmail: string;
let refs: { area: number; subarea: number; nivel: number };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0', PORTAL_URL: 'https://portal.example' });
  server = ctx.server;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
  empresa = await login(server, 'empresa');
  [{ email: companyEmail }] = await ctx.dataSource.query(`SELECT email FROM users WHERE name = 'empresa'`);
  refs = await logisticsRefs(ctx.dataSource);
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

const expiry = () => ctx.app.get(AvisoExpiry);
/** Another instance of the job on the same database, as a second API process would run it. */
const twinExpiry = () =>
  new AvisoExpiry(
    ctx.dataSource,
    ctx.app.get(AvisosRepository),
    ctx.app.get(CompanyAvisosService),
    ctx.app.get(MailService),
    ctx.config,
    ctx.app.get(PublicAnswers),
  );

const addAviso = async (overrides: Partial<AvisoSaveInput> = {}): Promise<number> =>
  (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, overrides)).expect(201)).body.id;
const publish = (id: number) => postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
const row = async (id: number) =>
  (await ctx.dataSource.query(`SELECT status, published_at, expires_at, expired_at, expiry_notice_at, duration_days FROM avisos WHERE id = $1`, [id]))[0] as {
    status: string;
    published_at: Date;
    expires_at: Date | null;
    expired_at: Date | null;
    expiry_notice_at: Date | null;
    duration_days: number;
  };
const dashboardItem = async (id: number) =>
  (await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body.avisos.find((aviso: { id: number }) => aviso.id === id);
const home = async (query = ''): Promise<HomeResponse> => (await request(server).get(`/api/home/${query}`).expect(200)).body;
const outbox = async (subject: string) =>
  (await ctx.dataSource.query(`SELECT to_address, subject, text_body FROM mail_outbox WHERE subject LIKE $1 ORDER BY id`, [`%${subject}%`])) as {
    to_address: string;
    subject: string;
    text_body: string;
  }[];

describe('the duration of a publication', () => {
  it('is 30, 60 or 90 days, 60 when not chosen, refused otherwise in Spanish on its field', async () => {
    const bad = await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { duracion: 45 })).expect(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'duracion', message: COMPANY_MESSAGES.duracion })]));
    expect(bad.body.errors.find((error: { field: string }) => error.field === 'duracion').message).toBe('La duración debe ser de 30, 60 o 90 días');

    const byDefault = await addAviso();
    expect((await row(byDefault)).duration_days).toBe(60);
    const chosen = await addAviso({ duracion: '30' });
    expect((await getAs(server, empresa, `/api/empresa/aviso/${chosen}`).expect(200)).body.aviso.duracion).toBe(30);
    expect((await dashboardItem(chosen)).venceEl).toBeNull();
  });

  it("sets the expiry on publishing, shown as 'Vence el' on the dashboard; editing the duration moves it", async () => {
    const id = await addAviso({ titulo: 'Aviso que vence a los 90 días', duracion: 90 });
    await publish(id);
    const published = await row(id);
    expect(published.expires_at!.getTime() - published.published_at.getTime()).toBe(90 * DAY_MS);
    expect(await dashboardItem(id)).toMatchObject({ status: 'published', venceEl: published.expires_at!.toISOString(), vencido: false });
    // A double click on 'Publicarlo' changes nothing.
    await publish(id);
    expect((await row(id)).expires_at).toEqual(published.expires_at);

    await postAs(server, empresa, '/api/empresa/update_aviso', {
      id,
      aviso: validAvisoOf(refs, { titulo: 'Aviso que vence a los 30 días', duracion: 30 }),
    }).expect(200);
    const shortened = await row(id);
    expect(shortened.expires_at!.getTime() - shortened.published_at.getTime()).toBe(30 * DAY_MS);
  });
});

describe('an ad that expires', () => {
  it('leaves the search and its counters, and its applicants are told as when an ad is finished; once, whatever the instances', async () => {
    const id = await addAviso({ titulo: 'Zapateril vencible de depósito', modalidad: 'Remoto', duracion: 30 });
    await publish(id);
    const carla = await newApplicant(ctx.dataSource, server, 'carla-vence');
    await postAs(server, carla.session, `/api/cv/update/${carla.applicantId}`, { version: 0, cv: validCv({ name: 'Carla Vence' }) }).expect(200);
    const { body: detail } = await request(server).get(`/api/home/aviso/${id}`).expect(200);
    const respuestas = detail.preguntas.map((pregunta: { id: number }) => ({ idPregunta: pregunta.id, respuesta: 'Sí, sin problema' }));
    const application = (await postAs(server, carla.session, '/api/aplica/aplica', { idAviso: id, respuestas }).expect(201)).body.id;

    expect((await home('?q=zapateril')).avisos.total).toBe(1);
    const before = await home();
    const remote = (body: HomeResponse) => body.facets.modalidad.find((choice) => choice.value === 'Remoto')!.count;
    const logistica = (body: HomeResponse) => body.areas.find((area) => area.id === refs.area)!.qtyAvisos;

    // Its time runs out by the server's clock: two instances run at once, one of them expires it.
    await ctx.dataSource.query(`UPDATE avisos SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const runs = await Promise.all([expiry().runDue(), twinExpiry().runDue()]);
    expect(runs.reduce((sum, counts) => sum + counts.expired, 0)).toBe(1);
    const expired = await row(id);
    expect(expired.status).toBe('finished');
    expect(expired.expired_at).not.toBeNull();

    expect((await home('?q=zapateril')).avisos.total).toBe(0);
    const after = await home();
    expect(after.avisos.total).toBe(before.avisos.total - 1);
    expect(remote(after)).toBe(remote(before) - 1);
    expect(logistica(after)).toBe(logistica(before) - 1);
    await request(server).get(`/api/home/aviso/${id}`).expect(404);
    await postAs(server, carla.session, '/api/aplica/aplica', { idAviso: id, respuestas }).expect((response) =>
      expect(response.status).toBeGreaterThanOrEqual(400),
    );

    const [stage] = await ctx.dataSource.query(
      `SELECT a.stage, c.changed_by, c.automatic FROM applications a JOIN application_stage_changes c ON c.application_id = a.id
        WHERE a.id = $1 ORDER BY c.id DESC LIMIT 1`,
      [application],
    );
    expect(stage).toEqual({ stage: 'descartada', changed_by: null, automatic: true });
    const told = (await outbox('Proceso finalizado')).filter((mail) => mail.to_address === 'carla-vence@correo.test');
    expect(told).toHaveLength(1);
    expect(told[0].text_body).toContain('La empresa cerró el proceso de selección para este puesto.');
    const mine = (await getAs(server, carla.session, '/api/aplica').expect(200)).body;
    expect(JSON.stringify(mine)).toContain('Proceso finalizado');

    expect(await dashboardItem(id)).toMatchObject({ status: 'finished', vencido: true });
    expect(await expiry().runDue()).toEqual({ expired: 0, noticed: 0 });
  });

  it('e-mails the company once, 3 days before, with the date', async () => {
    const id = await addAviso({ titulo: 'Aviso por vencer', duracion: 30 });
    await publish(id);
    const { expires_at: expiresAt } = await row(id);
    // Four days before: nothing yet.
    await expiry().runDue(new Date(expiresAt!.getTime() - 4 * DAY_MS));
    expect(await outbox('"Aviso por vencer" vence')).toHaveLength(0);
    const at = new Date(expiresAt!.getTime() - 2 * DAY_MS);
    const runs = await Promise.all([expiry().runDue(at), twinExpiry().runDue(at)]);
    expect(runs.some((counts) => counts.noticed > 0)).toBe(true);
    await expiry().runDue(new Date(at.getTime() + 3_600_000));
    const notices = await outbox('"Aviso por vencer" vence');
    expect(notices).toHaveLength(1);
    expect(notices[0].to_address).toBe(companyEmail);
    expect(notices[0].subject).toBe(`Tu aviso "Aviso por vencer" vence el ${formatDmy(expiresAt!)}`);
    expect(notices[0].text_body).toContain(`https://portal.example/admin/aviso/${id}/aplicaciones`);
    expect((await row(id)).status).toBe('published');
  });
});

describe("'Republicar'", () => {
  it('copies a finished ad into a new draft, once for a double click, leaving the old ad and its applications as they were', async () => {
    const content = validAvisoOf(refs, {
      titulo: 'Aviso para republicar',
      duracion: 90,
      avisoIdiomas: [
        { idioma: 'Inglés', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' },
        { idioma: 'Portugués', nivelRead: 'Basico', nivelWrite: 'Basico' },
      ],
      preguntas: [{ pregunta: '¿Tenés disponibilidad para viajar?' }, { pregunta: '¿Contás con licencia de conducir?' }],
    });
    const id = (await postAs(server, empresa, '/api/empresa/add_aviso', content).expect(201)).body.id;
    await publish(id);
    const dario = await newApplicant(ctx.dataSource, server, 'dario-republica');
    await postAs(server, dario.session, `/api/cv/update/${dario.applicantId}`, { version: 0, cv: validCv({ name: 'Darío Republica' }) }).expect(200);
    const { body: detail } = await request(server).get(`/api/home/aviso/${id}`).expect(200);
    const respuestas = detail.preguntas.map((pregunta: { id: number }) => ({ idPregunta: pregunta.id, respuesta: 'Sí, sin problema' }));
    await postAs(server, dario.session, '/api/aplica/aplica', { idAviso: id, respuestas }).expect(201);

    // Only a finished or expired ad.
    const early = await postAs(server, empresa, '/api/empresa/republish_aviso', { id }).expect(409);
    expect(early.body.message).toBe(COMPANY_MESSAGES.notFinishedRepublish);
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id }).expect(200);
    const oldBefore = (await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(200)).body;
    const applicationsBefore = await ctx.dataSource.query(`SELECT id, stage, withdrawn_at FROM applications WHERE aviso_id = $1 ORDER BY id`, [id]);

    const clicks = await Promise.all([0, 1].map(() => postAs(server, empresa, '/api/empresa/republish_aviso', { id, actionType: 'update' }).expect(200)));
    const [first, second] = clicks.map((response) => response.body);
    expect(first).toMatchObject({ status: 'draft', message: COMPANY_MESSAGES.republished });
    expect(second.id).toBe(first.id);
    expect(first.id).not.toBe(id);
    expect(await ctx.dataSource.query(`SELECT id FROM avisos WHERE republished_from = $1`, [id])).toEqual([{ id: first.id }]);

    const copy = (await getAs(server, empresa, `/api/empresa/aviso/${first.id}`).expect(200)).body;
    expect(copy.status).toBe('draft');
    expect(copy.publicadoEl).toBeNull();
    const withoutIds = (aviso: { preguntas: { pregunta: string }[] }) => ({ ...aviso, preguntas: aviso.preguntas.map(({ pregunta }) => pregunta) });
    expect(withoutIds(copy.aviso)).toEqual(withoutIds(oldBefore.aviso));
    expect(copy.aviso.duracion).toBe(90);
    expect(copy.aviso.avisoIdiomas).toHaveLength(2);
    expect(copy.aviso.preguntas).toHaveLength(2);
    expect((await row(first.id)).expires_at).toBeNull();

    expect((await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(200)).body).toEqual(oldBefore);
    expect(await ctx.dataSource.query(`SELECT id, stage, withdrawn_at FROM applications WHERE aviso_id = $1 ORDER BY id`, [id])).toEqual(applicationsBefore);

    // Once that draft is published, republishing again makes another one.
    await publish(first.id);
    const again = (await postAs(server, empresa, '/api/empresa/republish_aviso', { id }).expect(200)).body;
    expect(again.id).not.toBe(first.id);
  });

  it('republishes an expired ad, and never another company’s', async () => {
    const id = await addAviso({ titulo: 'Aviso vencido para republicar' });
    await publish(id);
    await ctx.dataSource.query(`UPDATE avisos SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await expiry().runDue();

    const hash = await hashPassword(DEMO_PASSWORD);
    const [user] = await ctx.dataSource.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('otra-republica', 'otra-republica@correo.test', 'Empresa', $1) RETURNING id`,
      [hash],
    );
    await ctx.dataSource.query(
      `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ($1, 'Otra Empresa S.R.L.', 'Otra empresa de prueba', '30712345671', 'otra-republica@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
      [user.id],
    );
    const otra = await login(server, 'otra-republica');
    const foreign = await postAs(server, otra, '/api/empresa/republish_aviso', { id }).expect(404);
    expect(foreign.body.message).toBe(COMPANY_MESSAGES.avisoNotFound);
    expect(await ctx.dataSource.query(`SELECT id FROM avisos WHERE republished_from = $1`, [id])).toEqual([]);

    const copy = (await postAs(server, empresa, '/api/empresa/republish_aviso', { id }).expect(200)).body;
    expect((await getAs(server, empresa, `/api/empresa/aviso/${copy.id}`).expect(200)).body.aviso.titulo).toBe('Aviso vencido para republicar');
  });
});
