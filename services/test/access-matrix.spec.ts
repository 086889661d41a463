import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { CSRF_HEADER, interviewFields } from '@postulate/contracts';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_PASSWORD } from '../src/demo/demo-seed.js';
import { ACCESS_TABLE, type AccessRow, type Caller, type CellRequest, type Fixtures, type Outcome } from './access-table.js';
import { applicantIdOf, newApplicant, validCv } from './applicants.js';
import { insertAviso } from './avisos.js';
import { insertCompanyRecords } from './company-records.js';
import { listRoutes, type ApiRoute } from './routes.js';
import { login, solveCaptcha, type LoggedIn } from './session.js';
import { createTestApp, type TestApp } from './test-app.js';
import { getAs, loginAll, postAs } from './writes.js';

/** How a caller presents itself: a session (with its CSRF token), the invitation's claim cookie, or nothing. */
interface Credentials {
  cookie?: string;
  csrfToken?: string;
}

/** Owners go last, so a write that succeeds cannot hide what a foreign caller would have met. */
const CALLER_ORDER: Caller[] = ['visitor', 'otherApplicant', 'otherCompany', 'otherTester', 'admin', 'tester', 'postulante', 'empresa', 'invitee'];
const ERROR_KEYS = new Set(['message', 'field', 'errors']);

let ctx: TestApp;
let server: Server;
let fixtures: Fixtures;
const callers = {} as Record<Caller, Credentials>;
let cells = 0;

async function newUser(name: string, role: 'Empresa' | 'Tester'): Promise<{ session: LoggedIn; userId: number }> {
  const [user] = await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`, [
    name,
    `${name}@correo.test`,
    role,
    await hashPassword(DEMO_PASSWORD),
  ]);
  return { session: await login(server, name), userId: user.id };
}

const asCredentials = (session: LoggedIn | null): Credentials => (session ? { cookie: session.cookie, csrfToken: session.csrfToken } : {});

/** The demo postulante's CV with a photo, and their application to a company ad that opened a conversation. */
async function applicantFixtures(postulante: LoggedIn, empresa: LoggedIn) {
  const applicantId = applicantIdOf(postulante);
  await postAs(server, postulante, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv() }).expect(200);
  const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 12, g: 89, b: 232 } } })
    .png()
    .toBuffer();
  const uploaded = await request(server)
    .post(`/api/cv/updatemp/${applicantId}`)
    .set('Cookie', postulante.cookie)
    .set(CSRF_HEADER, postulante.csrfToken)
    .field('jsonbody', JSON.stringify({ version: 1, cv: validCv(), adjunto: 'fotoPerfil' }))
    .attach('file', photo, { filename: 'foto.png', contentType: 'image/png' })
    .expect(200);

  const aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario de depósito (matriz de acceso)', permiteMsjDirecto: true });
  const applied = await postAs(server, postulante, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201);
  const opened = await postAs(server, empresa, `/api/empresa/aplicacion/${applied.body.id}/mensajes`, { message: '¿Podés venir el lunes?' }).expect(200);
  const { body: form } = await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}`).expect(200);
  return {
    applicantId,
    photoId: uploaded.body.cv.fotoPerfil.id as string,
    avisoId: aviso.id,
    // The saved values say 'none' with null where the wizard sends empty text.
    avisoForm: { ...form.aviso, direccion: form.aviso.direccion ?? '', direccionMail: form.aviso.direccionMail ?? '' },
    applicationId: applied.body.id as number,
    conversationId: opened.body.conversation.id as number,
  };
}

/** The demo company's profile saved with a logo, which the public file route then serves. */
async function uploadLogo(empresa: LoggedIn): Promise<string> {
  const { body: profile } = await getAs(server, empresa, '/api/empresa/perfil').expect(200);
  const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: { r: 232, g: 89, b: 12 } } })
    .png()
    .toBuffer();
  const saved = await request(server)
    .post('/api/empresa/perfilmp')
    .set('Cookie', empresa.cookie)
    .set(CSRF_HEADER, empresa.csrfToken)
    .field('jsonbody', JSON.stringify(profile))
    .attach('file', logo, { filename: 'logo.png', contentType: 'image/png' })
    .expect(200);
  return (saved.body.logoUrl as string).split('/').pop()!;
}

/** Two candidates of the demo tester; the first one's link is claimed by the invitee's browser. */
async function invitationFixtures(tester: LoggedIn) {
  const candidate = await postAs(server, tester, '/api/interview/add', { email: 'candidata.matriz@correo.test' }).expect(201);
  const spare = await postAs(server, tester, '/api/interview/add', { email: 'suplente.matriz@correo.test' }).expect(201);
  // The link's token only travels by e-mail; a known one replaces it, stored hashed like the real ones.
  const token = randomBytes(32).toString('base64url');
  await ctx.dataSource.query(`UPDATE test_invitations SET token_hash = $2 WHERE id = $1`, [
    candidate.body.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  const claimed = await request(server)
    .post(`/api/invitation/${token}`)
    .send({ actionType: 'create', name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786', terms: true, tokenCaptcha: await solveCaptcha(server) })
    .expect(200);
  const claim = ([] as string[]).concat(claimed.headers['set-cookie'] ?? []).find((line) => line.startsWith('postulate_invitation='));
  expect(claim).toBeDefined();
  callers.invitee = { cookie: claim!.split(';')[0] };
  return {
    interviewId: candidate.body.id as number,
    spareInvitation: { id: spare.body.id as number, email: 'suplente.matriz@correo.test' },
    invitationToken: token,
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  const sessions = await loginAll(server);
  for (const caller of ['visitor', 'postulante', 'empresa', 'tester', 'admin'] as const) callers[caller] = asCredentials(sessions[caller]);
  const other = await newApplicant(ctx.dataSource, server, 'otropostulante');
  callers.otherApplicant = asCredentials(other.session);
  const otherCompany = await newUser('otraempresa', 'Empresa');
  await ctx.dataSource.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Otra Empresa S.R.L.', 'Otra empresa de prueba', '30712345671', 'otra@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
    [otherCompany.userId],
  );
  callers.otherCompany = asCredentials(otherCompany.session);
  callers.otherTester = asCredentials((await newUser('otrotester', 'Tester')).session);

  const [refs] = await ctx.dataSource.query(
    `SELECT x.area_id, x.sub_area_id, (SELECT min(id) FROM work_levels) AS level_id FROM area_sub_areas x ORDER BY x.area_id LIMIT 1`,
  );
  fixtures = {
    ...(await applicantFixtures(sessions.postulante!, sessions.empresa!)),
    ...(await invitationFixtures(sessions.tester!)),
    draftAvisoId: (await insertAviso(ctx.dataSource, { titulo: 'Borrador a eliminar', status: 'draft' })).id,
    unpublishedAvisoId: (await insertAviso(ctx.dataSource, { titulo: 'Borrador sin publicar', status: 'draft' })).id,
    logoId: await uploadLogo(sessions.empresa!),
    finishAvisoId: (await insertAviso(ctx.dataSource, { titulo: 'Aviso a finalizar' })).id,
    userId: (await ctx.dataSource.query(`SELECT user_id FROM applicants WHERE id = $1`, [other.applicantId]))[0].user_id,
    areaId: refs.area_id,
    subAreaId: refs.sub_area_id,
    levelId: refs.level_id,
    ...(await companyRecordIds()),
    ...(await recruiterFixtures(sessions.empresa!)),
    alertId: (await postAs(server, sessions.postulante!, '/api/alertas', { q: 'matriz de acceso' }).expect(201)).body.id,
    decisionId: await hidingDecision(),
  };
}, 120_000);

/** An administrator's decision that hid one of the demo company's ads (issue 39): the company may answer it. */
async function hidingDecision(): Promise<number> {
  const aviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso oculto por denuncias', status: 'draft' });
  const [row]: { id: number }[] = await ctx.dataSource.query(
    `INSERT INTO moderation_decisions (company_id, aviso_id, aviso_titulo, action, reason)
     SELECT company_id, id, titulo, 'ocultar', 'Pide un pago para postularse' FROM avisos WHERE id = $1 RETURNING id`,
    [aviso.id],
  );
  return row.id;
}

/** A message template of the demo company, and its private note on the demo postulante's application. */
async function recruiterFixtures(empresa: LoggedIn): Promise<Pick<Fixtures, 'templateId' | 'noteId' | 'companyInterviewId'>> {
  const template = await postAs(server, empresa, '/api/empresa/plantillas', { titulo: 'Citación', texto: 'Hola, {nombre}: te esperamos.' }).expect(201);
  const [application] = await ctx.dataSource.query(
    `SELECT a.id FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE v.titulo = 'Operario de depósito (matriz de acceso)'`,
  );
  const note = await postAs(server, empresa, `/api/empresa/aplicacion/${application.id}/notas`, { texto: 'Referencias confirmadas' }).expect(201);
  const interview = await postAs(server, empresa, `/api/empresa/aplicacion/${application.id}/entrevista`, {
    ...interviewFields(new Date(Date.now() + 2 * 86_400_000)),
    duracion: 45,
    modalidad: 'presencial',
    direccion: 'Av. de Mayo 500',
  }).expect(201);
  return { templateId: template.body.id, noteId: note.body.id, companyInterviewId: interview.body.id };
}

async function companyRecordIds(): Promise<Pick<Fixtures, 'companyId' | 'invoiceId'>> {
  const { company, invoice } = await insertCompanyRecords(ctx.dataSource);
  return { companyId: company, invoiceId: invoice };
}

afterAll(async () => {
  console.log(`Matriz de acceso: ${cells} celdas verificadas en ${Object.keys(ACCESS_TABLE).length} rutas`);
  await ctx?.close();
});

function send(route: ApiRoute, cell: CellRequest, who: Credentials) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = cell.params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  let call = request(server)[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
  if (cell.query) call = call.query(cell.query);
  if (who.cookie) call = call.set('Cookie', who.cookie);
  if (who.csrfToken && route.method !== 'GET') call = call.set(CSRF_HEADER, who.csrfToken);
  if (cell.multipart) return call.field('jsonbody', JSON.stringify(cell.body ?? {}));
  return cell.body === undefined ? call : call.send(cell.body as object);
}

/** Why the answer does not match the declared outcome, or null when it does. */
function mismatch(caller: Caller, expected: Outcome, response: request.Response): string | null {
  const { status, body } = response;
  const errorOnly = typeof body?.message === 'string' && Object.keys(body).every((key) => ERROR_KEYS.has(key));
  const seen = `${caller}: expected ${expected}, got ${status} ${JSON.stringify(body).slice(0, 160)}`;
  switch (expected) {
    case 'allowed':
      return status === 401 || status === 403 || status >= 500 ? seen : null;
    case 'denied':
      return status === (caller === 'visitor' ? 401 : 403) && errorOnly ? null : seen;
    case 'foreign':
      return [403, 404, 409].includes(status) && errorOnly ? null : seen;
  }
}

const toRoute = (key: string): ApiRoute => {
  const [method, path] = key.split(' ');
  return { method: method as ApiRoute['method'], path };
};

describe('access-control matrix', () => {
  it('has exactly one row per route the running app serves', () => {
    const served = listRoutes(ctx.app).map((route) => `${route.method} ${route.path}`);
    const declared = Object.keys(ACCESS_TABLE);
    expect({ withoutRow: served.filter((key) => !declared.includes(key)), withoutRoute: declared.filter((key) => !served.includes(key)) }).toEqual({
      withoutRow: [],
      withoutRoute: [],
    });
  });

  const rows = Object.entries(ACCESS_TABLE) as [string, AccessRow][];
  const ordered = [...rows.filter(([, row]) => !row.last), ...rows.filter(([, row]) => row.last)];
  it.each(ordered)('%s', async (key, row) => {
    const route = toRoute(key);
    const failures: string[] = [];
    for (const { expect: outcomes, request: build, resource } of [{ ...row, resource: '' }, ...(row.also ?? [])]) {
      const cell = build?.(fixtures) ?? {};
      for (const caller of CALLER_ORDER) {
        const expected = outcomes[caller];
        if (!expected) continue;
        const problem = mismatch(caller, expected, await send(route, cell, callers[caller]));
        cells += 1;
        if (problem) failures.push(resource ? `${resource}, ${problem}` : problem);
      }
    }
    expect(failures).toEqual([]);
  });
});
