import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  HIDDEN_WHY,
  MODERATION_MESSAGES,
  MODERATION_ROUTES,
  type CompanyAvisoItem,
  type CompanyDashboard,
  type ReportCase,
  type ReportQueue,
} from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, logisticsRefs, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { login, solveCaptcha, type LoggedIn } from '../../test/session.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let admin: LoggedIn;
let empresa: LoggedIn;
let companyId: number;
let companyEmail: string;
let clients = 0;

/** A visitor's report from an address of its own (X-Forwarded-For is trusted from loopback): each one another person. */
async function reportAsVisitor(avisoId: number, motivo: string, email?: string) {
  const body = { motivo, email, detalles: `Denuncia de prueba ${clients + 1}`, tokenCaptcha: await solveCaptcha(server) };
  const { body: receipt } = await request(server)
    .post(`/api/home/aviso/${avisoId}/denuncia`)
    .set('X-Forwarded-For', `198.51.100.${++clients}`)
    .send(body)
    .expect(201);
  return receipt.ticket as string;
}

/** A new applicant with a CV who applied to each of these ads (no questions). */
async function applicantOf(name: string, avisoIds: number[]) {
  const { session, applicantId } = await newApplicant(ctx.dataSource, server, name);
  await postAs(server, session, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv({ name: 'Rocío Paz' }) }).expect(200);
  for (const idAviso of avisoIds) await postAs(server, session, '/api/aplica/aplica', { idAviso, respuestas: [] }).expect(201);
  return `${name}@correo.test`;
}

const setVerified = (verified: boolean) => ctx.dataSource.query(`UPDATE companies SET verified_at = ${verified ? 'now()' : 'NULL'} WHERE id = $1`, [companyId]);

const stateOf = async (id: number): Promise<{ status: string; hidden_reason: string | null }> =>
  (await ctx.dataSource.query(`SELECT status, hidden_reason FROM avisos WHERE id = $1`, [id]))[0];

const isPublic = async (id: number) => (await request(server).get(`/api/home/aviso/${id}`)).status === 200;

async function queue(orden?: 'recientes' | 'mas_denunciados'): Promise<ReportQueue> {
  const { body } = await getAs(server, admin, `/api/admin/denuncias${orden ? `?orden=${orden}` : ''}`).expect(200);
  expect(MODERATION_ROUTES.queue.response.safeParse(body).error).toBeUndefined();
  return body;
}

const caseOf = async (avisoId: number): Promise<ReportCase | undefined> => (await queue()).casos.find((item) => item.aviso.id === avisoId);

const decide = (avisoId: number, accion: string, motivo: string) => postAs(server, admin, `/api/admin/denuncias/aviso/${avisoId}`, { accion, motivo });

const dashboard = async (): Promise<CompanyDashboard> => (await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body;

const dashboardRow = async (id: number): Promise<CompanyAvisoItem> => (await dashboard()).avisos.find((aviso) => aviso.id === id)!;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0' });
  server = ctx.server;
  [admin, empresa] = [await login(server, 'admin'), await login(server, 'empresa')];
  [{ id: companyId, email: companyEmail }] = await ctx.dataSource.query(
    `SELECT c.id, u.email FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`,
  );
  await verifyDemoCompany(ctx.dataSource);
});

beforeEach(async () => {
  // Every test starts from a verified, unsuspended demo company.
  await ctx.dataSource.query(`UPDATE companies SET verified_at = now(), suspended_at = NULL WHERE id = $1`, [companyId]);
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

describe('hidden at once, pending review (issue 39, point 2)', () => {
  it('hides an unverified company’s ad at the first report for money, and the dashboard says why', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Repositor con canon' });
    await setVerified(false);
    await reportAsVisitor(aviso.id, 'pide_dinero');
    expect(await stateOf(aviso.id)).toEqual({ status: 'hidden', hidden_reason: 'denuncias' });
    expect(await isPublic(aviso.id)).toBe(false);
    expect(await dashboardRow(aviso.id)).toMatchObject({ status: 'hidden', motivoOculto: HIDDEN_WHY.denuncias });
    // Still reportable while hidden: the case gathers every report.
    await reportAsVisitor(aviso.id, 'otro_canal');
    expect((await caseOf(aviso.id))?.denunciantes).toBe(2);
  });

  it('keeps a verified company’s ad reported for money by one person, and hides it at the third different person', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Chofer de reparto verificado' });
    await reportAsVisitor(aviso.id, 'pide_dinero');
    expect(await stateOf(aviso.id)).toEqual({ status: 'published', hidden_reason: null });
    // The same account twice is one person.
    const postulante = await login(server, 'postulante');
    for (let time = 0; time < 2; time++) await postAs(server, postulante, `/api/home/aviso/${aviso.id}/denuncia`, { motivo: 'discriminatorio' }).expect(201);
    expect(await stateOf(aviso.id)).toEqual({ status: 'published', hidden_reason: null });
    expect(await isPublic(aviso.id)).toBe(true);
    await reportAsVisitor(aviso.id, 'condiciones_falsas');
    expect(await stateOf(aviso.id)).toEqual({ status: 'hidden', hidden_reason: 'denuncias' });
    expect(await isPublic(aviso.id)).toBe(false);
  });
});

describe('GET /api/admin/denuncias', () => {
  it('groups open reports by ad with the company and its history, newest report or most people first', async () => {
    const many = await insertAviso(ctx.dataSource, { titulo: 'Aviso con muchas denuncias' });
    const recent = await insertAviso(ctx.dataSource, { titulo: 'Aviso con una denuncia reciente' });
    await reportAsVisitor(many.id, 'puesto_inexistente');
    await reportAsVisitor(many.id, 'puesto_inexistente', 'testigo@correo.test');
    await reportAsVisitor(recent.id, 'no_registrado');

    const newest = await queue();
    const ids = newest.casos.map((item) => item.aviso.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(many.id));
    const most = (await queue('mas_denunciados')).casos.map((item) => item.aviso.id);
    expect(most.indexOf(many.id)).toBeLessThan(most.indexOf(recent.id));

    const item = newest.casos.find((entry) => entry.aviso.id === many.id)!;
    expect(item.aviso).toMatchObject({
      titulo: 'Aviso con muchas denuncias',
      descripcion: 'Descripción del aviso de prueba',
      status: 'published',
      oculto: null,
    });
    expect(item.empresa).toMatchObject({ id: companyId, razonsocial: 'Logística del Plata S.A.', verificada: true, suspendida: false });
    expect(item.empresa.avisosPublicados).toBeGreaterThan(0);
    expect(item.denunciantes).toBe(2);
    expect(item.denuncias.map((report) => [report.motivo, report.conEmail, report.conCuenta])).toEqual([
      ['puesto_inexistente', true, false],
      ['puesto_inexistente', false, false],
    ]);
    expect(item.denuncias[0].ticket).toMatch(/^D-\d{6}$/);
    expect(newest.totalCasos).toBeGreaterThanOrEqual(2);
  });

  it('is the administrator’s alone', async () => {
    await getAs(server, empresa, '/api/admin/denuncias').expect(403);
    await request(server).get('/api/admin/denuncias').expect(401);
  });
});

describe('POST /api/admin/denuncias/aviso/{id}', () => {
  it('dismisses: the ad hidden by reports returns, the case closes, the reporter and the company are told why', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Cadete con denuncias desestimadas' });
    const applicant = await applicantOf('rocio-desestimada', [aviso.id]);
    await setVerified(false);
    const ticket = await reportAsVisitor(aviso.id, 'pide_datos', 'vecina@correo.test');
    expect((await stateOf(aviso.id)).status).toBe('hidden');

    const { body } = await decide(aviso.id, 'desestimar', '  El aviso pide el CV, no datos bancarios.  ').expect(200);
    expect(body.message).toBe(MODERATION_MESSAGES.decided.desestimar);
    expect(await stateOf(aviso.id)).toEqual({ status: 'published', hidden_reason: null });
    expect(await isPublic(aviso.id)).toBe(true);
    expect(await caseOf(aviso.id)).toBeUndefined();

    const toReporter = await inbox.waitFor((mail) => mail.to.includes('vecina@correo.test') && mail.raw.includes('la revisamos'));
    expect(toReporter.raw).toContain(ticket);
    expect(toReporter.raw).toContain('sigue publicado');
    expect(toReporter.raw).toContain('El aviso pide el CV, no datos bancarios.');
    const toCompany = await inbox.waitFor((mail) => mail.to.includes(companyEmail) && mail.raw.includes('Cadete con denuncias desestimadas'));
    expect(toCompany.raw).toContain('las desestimamos');
    expect(toCompany.raw).toContain('El aviso pide el CV, no datos bancarios.');

    // The ad stayed: nobody who applied is warned.
    expect(inbox.messages.some((mail) => mail.to.includes(applicant))).toBe(false);

    // A second decision (another administrator, a double click) finds nothing open.
    const again = await decide(aviso.id, 'ocultar', 'Otra decisión').expect(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.noOpenReports);
    expect((await stateOf(aviso.id)).status).toBe('published');
  });

  it('refuses a decision without an action or a reason, in Spanish, changing nothing', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso sin motivo de decisión' });
    await reportAsVisitor(aviso.id, 'discriminatorio');
    const noReason = await decide(aviso.id, 'ocultar', '   ').expect(400);
    expect(JSON.stringify(noReason.body)).toContain(MODERATION_MESSAGES.reasonRequired);
    const noAction = await postAs(server, admin, `/api/admin/denuncias/aviso/${aviso.id}`, { motivo: 'Algo' }).expect(400);
    expect(JSON.stringify(noAction.body)).toContain(MODERATION_MESSAGES.actionRequired);
    await decide(aviso.id, 'ocultar', 'x'.repeat(1001)).expect(400);
    await postAs(server, empresa, `/api/admin/denuncias/aviso/${aviso.id}`, { accion: 'desestimar', motivo: 'Mío' }).expect(403);
    expect((await caseOf(aviso.id))?.denunciantes).toBe(1);
    expect((await stateOf(aviso.id)).status).toBe('published');
    await decide(999_999, 'ocultar', 'No existe').expect(404);
  });

  it('hides the ad: the company cannot change, publish, copy or delete it, answers once, and a restored appeal brings it back', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario con canon de inscripción' });
    const applicant = await applicantOf('rocio-oculto', [aviso.id]);
    await reportAsVisitor(aviso.id, 'pide_dinero', 'afectado@correo.test');
    // While the report is open the company cannot delete the ad with it.
    const deleting = await postAs(server, empresa, '/api/empresa/delete_aviso', { id: aviso.id }).expect(409);
    expect(deleting.body.message).toBe(MODERATION_MESSAGES.reportedDelete);

    const { body: decided } = await decide(aviso.id, 'ocultar', 'Pide un pago para postularse.').expect(200);
    expect(await stateOf(aviso.id)).toEqual({ status: 'hidden', hidden_reason: 'moderacion' });
    expect(await isPublic(aviso.id)).toBe(false);
    const toReporter = await inbox.waitFor((mail) => mail.to.includes('afectado@correo.test') && mail.raw.includes('la revisamos'));
    expect(toReporter.raw).toContain('lo sacamos de la búsqueda');
    const toCompany = await inbox.waitFor(
      (mail) => mail.to.includes(companyEmail) && mail.raw.includes('Operario con canon de inscripción') && mail.raw.includes('lo ocultamos'),
    );
    expect(toCompany.raw).toContain('Podés responder una sola vez');
    // Who applied is told the ad left the portal, and what no company may ask.
    const warning = await inbox.waitFor((mail) => mail.to.includes(applicant));
    expect(warning.raw).toContain('Hola, Rocío Paz:');
    expect(warning.raw).toContain('- Operario con canon de inscripción');
    expect(warning.raw).toContain('Ninguna empresa puede pedirte dinero');

    for (const [path, body] of [
      ['/api/empresa/publish_aviso', { id: aviso.id }],
      [`/api/empresa/aviso/${aviso.id}/copia`, {}],
    ] as const) {
      const refused = await postAs(server, empresa, path, body).expect(409);
      expect(refused.body.message).toBe(MODERATION_MESSAGES.hiddenChange);
    }
    const refs = await logisticsRefs(ctx.dataSource);
    const editing = await postAs(server, empresa, '/api/empresa/update_aviso', { id: aviso.id, aviso: validAvisoOf(refs) }).expect(409);
    expect(editing.body.message).toBe(MODERATION_MESSAGES.hiddenChange);
    expect(await stateOf(aviso.id)).toEqual({ status: 'hidden', hidden_reason: 'moderacion' });

    const { moderacion } = await dashboard();
    expect(moderacion[0]).toMatchObject({
      id: decided.id,
      accion: 'ocultar',
      avisoId: aviso.id,
      motivo: 'Pide un pago para postularse.',
      apelacion: null,
      respuesta: null,
    });
    expect((await dashboardRow(aviso.id)).motivoOculto).toBe(HIDDEN_WHY.moderacion);

    const appeal = `/api/empresa/moderacion/${decided.id}/apelacion`;
    const empty = await postAs(server, empresa, appeal, { texto: ' ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain(MODERATION_MESSAGES.appealRequired);
    const sent = await postAs(server, empresa, appeal, { texto: 'El pago era la obra social, ya lo sacamos del texto.' }).expect(200);
    expect(sent.body.message).toBe(MODERATION_MESSAGES.appealSent);
    const twice = await postAs(server, empresa, appeal, { texto: 'Otra vez' }).expect(409);
    expect(twice.body.message).toBe(MODERATION_MESSAGES.appealOnce);

    const waiting = (await queue()).apelaciones.find((item) => item.id === decided.id);
    expect(waiting).toMatchObject({ accion: 'ocultar', avisoId: aviso.id, apelacion: 'El pago era la obra social, ya lo sacamos del texto.' });

    const verdict = `/api/admin/denuncias/apelacion/${decided.id}`;
    await postAs(server, empresa, verdict, { restablecer: true, motivo: 'Yo' }).expect(403);
    const restored = await postAs(server, admin, verdict, { restablecer: true, motivo: 'Aclarado: era el aporte de ley.' }).expect(200);
    expect(restored.body.message).toBe(MODERATION_MESSAGES.appealRestored);
    expect(await stateOf(aviso.id)).toEqual({ status: 'published', hidden_reason: null });
    expect(await isPublic(aviso.id)).toBe(true);
    const answer = await inbox.waitFor(
      (mail) => mail.to.includes(companyEmail) && mail.raw.includes('Revisamos tu respuesta y el aviso "Operario con canon de inscripción"'),
    );
    expect(answer.raw).toContain('vuelve a la búsqueda');
    expect(answer.raw).toContain('Aclarado: era el aporte de ley.');
    await postAs(server, admin, verdict, { restablecer: false, motivo: 'Cambio de idea' }).expect(409);
    expect((await dashboard()).moderacion.find((notice) => notice.id === decided.id)?.respuesta).toMatchObject({ restablecida: true });
  });

  it('suspends the company: its ads leave the search, it cannot publish, and lifting the suspension returns them', async () => {
    const reported = await insertAviso(ctx.dataSource, { titulo: 'Aviso que suspende a la empresa' });
    const sibling = await insertAviso(ctx.dataSource, { titulo: 'Otro aviso de la misma empresa' });
    const draft = await insertAviso(ctx.dataSource, { titulo: 'Borrador de la empresa suspendida', status: 'draft' });
    const applicant = await applicantOf('rocio-suspendida', [reported.id, sibling.id]);
    await reportAsVisitor(reported.id, 'suplanta_empresa');
    const { body: decided } = await decide(reported.id, 'suspender', 'Se hace pasar por otra empresa.').expect(200);
    expect(decided.message).toBe(MODERATION_MESSAGES.decided.suspender);

    expect(await stateOf(reported.id)).toEqual({ status: 'hidden', hidden_reason: 'suspension' });
    expect(await stateOf(sibling.id)).toEqual({ status: 'hidden', hidden_reason: 'suspension' });
    expect(await isPublic(sibling.id)).toBe(false);
    const board = await dashboard();
    expect(board.suspendida).toBe(true);
    expect(board.avisos.find((aviso) => aviso.id === sibling.id)?.motivoOculto).toBe(HIDDEN_WHY.suspension);
    const warning = await inbox.waitFor((mail) => mail.to.includes(applicant));
    expect(warning.raw).toContain('- Aviso que suspende a la empresa');
    expect(warning.raw).toContain('- Otro aviso de la misma empresa');
    expect(inbox.messages.filter((mail) => mail.to.includes(applicant))).toHaveLength(1);

    const publishing = await postAs(server, empresa, '/api/empresa/publish_aviso', { id: draft.id }).expect(403);
    expect(publishing.body.message).toBe(MODERATION_MESSAGES.suspended);
    expect((await stateOf(draft.id)).status).toBe('draft');
    // Nor does an ad held in review get out through the review queue.
    await ctx.dataSource.query(`UPDATE avisos SET status = 'review', review_reasons = '[]', review_requested_at = now() WHERE id = $1`, [draft.id]);
    const approving = await postAs(server, admin, `/api/admin/avisos/${draft.id}/aprobar`).expect(409);
    expect(approving.body.message).toBe(MODERATION_MESSAGES.suspendedApprove);
    await ctx.dataSource.query(`UPDATE avisos SET status = 'draft' WHERE id = $1`, [draft.id]);

    // Kept: nothing changes but the answer.
    await postAs(server, empresa, `/api/empresa/moderacion/${decided.id}/apelacion`, { texto: 'Somos la empresa real, adjuntamos el CUIT.' }).expect(200);
    await postAs(server, admin, `/api/admin/denuncias/apelacion/${decided.id}`, { restablecer: true, motivo: 'Verificamos el CUIT.' }).expect(200);
    expect(await stateOf(reported.id)).toEqual({ status: 'published', hidden_reason: null });
    expect(await stateOf(sibling.id)).toEqual({ status: 'published', hidden_reason: null });
    expect((await dashboard()).suspendida).toBe(false);
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: draft.id }).expect(200);
  });

  it('keeps a decision when the appeal is refused, and no company answers another’s decision or a dismissal', async () => {
    const [{ id: spare }] = await ctx.dataSource.query(
      `INSERT INTO companies (razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ('Otra Empresa S.R.L.', 'Empresa de prueba', '30712345671', 'otra@correo.test', '+5491140000000', 'Calle 1', '02', '0209801001') RETURNING id`,
    );
    const theirs = await insertAviso(ctx.dataSource, { titulo: 'Aviso de otra empresa', companyId: spare });
    await reportAsVisitor(theirs.id, 'contenido_sexual');
    const { body: hidden } = await decide(theirs.id, 'ocultar', 'Contenido sexual.').expect(200);
    const notMine = await postAs(server, empresa, `/api/empresa/moderacion/${hidden.id}/apelacion`, { texto: 'Apelo' }).expect(404);
    expect(notMine.body.message).toBe(MODERATION_MESSAGES.appealNotFound);
    await inbox.waitFor((mail) => mail.to.includes('otra@correo.test') && mail.raw.includes('lo ocultamos'));

    const mine = await insertAviso(ctx.dataSource, { titulo: 'Aviso desestimado sin apelación' });
    await reportAsVisitor(mine.id, 'no_registrado');
    const { body: dismissed } = await decide(mine.id, 'desestimar', 'Es un contrato registrado.').expect(200);
    const notAppealable = await postAs(server, empresa, `/api/empresa/moderacion/${dismissed.id}/apelacion`, { texto: 'Gracias' }).expect(409);
    expect(notAppealable.body.message).toBe(MODERATION_MESSAGES.appealNotAllowed);

    const ours = await insertAviso(ctx.dataSource, { titulo: 'Aviso oculto que sigue oculto' });
    await reportAsVisitor(ours.id, 'discriminatorio');
    const { body: kept } = await decide(ours.id, 'ocultar', 'Pide "buena presencia".').expect(200);
    await postAs(server, empresa, `/api/empresa/moderacion/${kept.id}/apelacion`, { texto: 'Lo corregimos.' }).expect(200);
    const verdict = await postAs(server, admin, `/api/admin/denuncias/apelacion/${kept.id}`, {
      restablecer: false,
      motivo: 'Publicá un aviso nuevo sin ese requisito.',
    }).expect(200);
    expect(verdict.body.message).toBe(MODERATION_MESSAGES.appealKept);
    expect(await stateOf(ours.id)).toEqual({ status: 'hidden', hidden_reason: 'moderacion' });
    const answer = await inbox.waitFor(
      (mail) => mail.to.includes(companyEmail) && mail.raw.includes('Aviso oculto que sigue oculto') && mail.raw.includes('mantuvimos'),
    );
    expect(answer.raw).toContain('Publicá un aviso nuevo sin ese requisito.');
    expect((await queue()).apelaciones.some((item) => item.id === kept.id)).toBe(false);
  });
});
