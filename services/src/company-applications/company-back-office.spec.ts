import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import {
  ANSWERS_PER_REQUEST,
  ACCOUNT_MESSAGES,
  AMOUNT_MESSAGES,
  COMPANY_MESSAGES,
  CSRF_HEADER,
  CUIT_MESSAGES,
  HOME_MESSAGES,
  MESSAGES,
  SECURITY_FLAGS,
  TESTS_MESSAGES,
  type AvisoSaveInput,
  type SecurityFlag,
} from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { approveSecurityLicence } from '../../test/company-records.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { readSheet, recordsOf } from '../../test/spreadsheet.js';
import { downloadAs, getAs, postAs } from '../../test/writes.js';
import { MBTI_ITEMS } from '../psychometric-tests/mbti/mbti-items.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let otra: LoggedIn;
let ana: { session: LoggedIn; applicantId: number };
let refs: { area: number; subarea: number; nivel: number; seguridad: number; vigilancia: number };

/** A second company with its own user, so every ownership check has someone to refuse. */
async function newCompany(name: string, withCompany = true): Promise<LoggedIn> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const [user] = await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Empresa', $3) RETURNING id`, [
    name,
    `${name}@correo.test`,
    hash,
  ]);
  if (withCompany) {
    await ctx.dataSource.query(
      `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ($1, 'Otra Empresa S.R.L.', 'Otra empresa de prueba', '30712345671', $2, '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
      [user.id, `${name}@correo.test`],
    );
  }
  return login(server, name);
}

const validAviso = (overrides: Partial<AvisoSaveInput> = {}) => validAvisoOf(refs, overrides);

const addAviso = async (who: LoggedIn, overrides: Partial<AvisoSaveInput> = {}): Promise<number> =>
  (await postAs(server, who, '/api/empresa/add_aviso', validAviso(overrides)).expect(201)).body.id;
const publicAviso = (id: number) => request(server).get(`/api/home/aviso/${id}`);
const statusOf = async (id: number) => (await ctx.dataSource.query(`SELECT status FROM avisos WHERE id = $1`, [id]))[0]?.status;

/** Applies through the real endpoint, answering every question; answers the response once it has `status`. */
async function apply(who: { session: LoggedIn }, avisoId: number, status = 201) {
  const { body: aviso } = await publicAviso(avisoId).expect(200);
  const respuestas = aviso.preguntas.map((pregunta: { id: number }) => ({ idPregunta: pregunta.id, respuesta: 'Sí, sin problema' }));
  return postAs(server, who.session, '/api/aplica/aplica', { idAviso: avisoId, respuestas }).expect(status);
}

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
  empresa = await login(server, 'empresa');
  otra = await newCompany('otraempresa');
  ana = await newApplicant(ctx.dataSource, server, 'anaempresa');
  await postAs(server, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv({ name: 'Ana Empresa' }) }).expect(200);
  const [logistica] = await ctx.dataSource.query(
    `SELECT a.id AS area, s.id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
      WHERE a.name = 'Logística' ORDER BY s.id LIMIT 1`,
  );
  const [seguridad] = await ctx.dataSource.query(
    `SELECT a.id AS area, s.id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id JOIN sub_areas s ON s.id = x.sub_area_id
      WHERE a.name = 'Seguridad' AND s.name = 'Vigilancia'`,
  );
  const [nivel] = await ctx.dataSource.query(`SELECT id FROM work_levels ORDER BY id LIMIT 1`);
  refs = { ...logistica, nivel: nivel.id, seguridad: seguridad.area, vigilancia: seguridad.subarea };
});

afterAll(() => ctx?.close());

describe('the wizard save: one schema, every step validated on the server too', () => {
  const cases: [string, Partial<AvisoSaveInput>, string, string][] = [
    ['1 · title', { titulo: '  ' }, 'titulo', COMPANY_MESSAGES.titulo],
    ['1 · description', { descripcion: '' }, 'descripcion', COMPANY_MESSAGES.descripcion],
    ['1 · description over 12000', { descripcion: 'x'.repeat(12001) }, 'descripcion', COMPANY_MESSAGES.descripcionMax],
    ['2 · area', { area: '' }, 'area', COMPANY_MESSAGES.area],
    ['2 · sub-area', { subarea: '' }, 'subarea', COMPANY_MESSAGES.subarea],
    ['3 · locality', { localidad: '' }, 'localidad', COMPANY_MESSAGES.localidad],
    ['4 · vacancies required', { vacantes: '' }, 'vacantes', COMPANY_MESSAGES.vacantesRequired],
    ['4 · vacancies negative', { vacantes: '-1' }, 'vacantes', COMPANY_MESSAGES.vacantesMin],
    ['4 · no vacancy', { vacantes: '0' }, 'vacantes', COMPANY_MESSAGES.vacantesMin],
    ['4 · a million vacancies', { vacantes: '1000000' }, 'vacantes', COMPANY_MESSAGES.vacantesMax],
    ['4 · one vacancy beyond the cap', { vacantes: '1000' }, 'vacantes', COMPANY_MESSAGES.vacantesMax],
    ['4 · vacancies in exponent notation', { vacantes: '1e2' }, 'vacantes', COMPANY_MESSAGES.vacantesNumber],
    ['5 · age in exponent notation', { edadDesde: '2e1' }, 'edadDesde', COMPANY_MESSAGES.number],
    ['5 · salary in hexadecimal', { salarioDesde: '0x10' }, 'salarioDesde', AMOUNT_MESSAGES.format],
    ['5 · salary with a dot that could be decimal', { salarioDesde: '850.00' }, 'salarioDesde', AMOUNT_MESSAGES.thousands],
    ['5 · salary with centavos', { salarioHasta: '850.000,50' }, 'salarioHasta', AMOUNT_MESSAGES.noCents],
    ['5 · salary beyond an integer column', { salarioHasta: '2.147.483.648' }, 'salarioHasta', COMPANY_MESSAGES.tooLarge],
    ['4 · vacancies decimal', { vacantes: '1,5' }, 'vacantes', COMPANY_MESSAGES.vacantesInt],
    ['5 · modality', { modalidad: '' as never }, 'modalidad', COMPANY_MESSAGES.modalidad],
    ['5 · employment type', { tipoEmpleo: undefined }, 'tipoEmpleo', COMPANY_MESSAGES.tipoEmpleo],
    ['5 · gender', { genero: undefined }, 'genero', COMPANY_MESSAGES.genero],
    ['5 · negative age', { edadDesde: '-3' }, 'edadDesde', COMPANY_MESSAGES.negative],
    ['5 · e-mail when receiving CVs', { recibeMail: true, direccionMail: '' }, 'direccionMail', COMPANY_MESSAGES.mailRequired],
    ['5 · e-mail format', { recibeMail: true, direccionMail: 'rrhh@' }, 'direccionMail', MESSAGES.emailFormat],
    [
      '6 · language name',
      { avisoIdiomas: [{ idioma: 'Ing', nivelRead: 'Basico', nivelWrite: 'Basico' }] },
      'avisoIdiomas.0.idioma',
      COMPANY_MESSAGES.idiomaMin,
    ],
    [
      '6 · written level',
      { avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Basico', nivelWrite: '' as never }] },
      'avisoIdiomas.0.nivelWrite',
      COMPANY_MESSAGES.nivelWrite,
    ],
    ['6 · question', { preguntas: [{ pregunta: '¿Viajás?' }] }, 'preguntas.0.pregunta', COMPANY_MESSAGES.preguntaMin],
  ];

  it.each(cases)('refuses %s with its Spanish message and stores nothing', async (_step, overrides, field, message) => {
    const before = Number((await ctx.dataSource.query(`SELECT count(*) FROM avisos`))[0].count);
    const { status, body } = await postAs(server, empresa, '/api/empresa/add_aviso', validAviso(overrides));
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field, message });
    expect(Number((await ctx.dataSource.query(`SELECT count(*) FROM avisos`))[0].count)).toBe(before);
  });

  it("reads salaries as Argentines write them: '850.000' is eight hundred fifty thousand pesos", async () => {
    const id = await addAviso(empresa, { salarioDesde: '850.000', salarioHasta: '$ 1.100.000', showSalario: true });
    const { body } = await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(200);
    expect(body.aviso).toMatchObject({ salarioDesde: 850_000, salarioHasta: 1_100_000 });
    expect(body.preview).toMatchObject({ salarioDesde: 850_000, salarioHasta: 1_100_000 });
  });

  it('refuses a sub-area of another area and a locality outside the province', async () => {
    const sub = await postAs(server, empresa, '/api/empresa/add_aviso', validAviso({ subarea: refs.vigilancia })).expect(400);
    expect(sub.body).toMatchObject({ field: 'subarea', message: COMPANY_MESSAGES.subareaFuera });
    const place = await postAs(server, empresa, '/api/empresa/add_aviso', validAviso({ provincia: '06' })).expect(400);
    expect(place.body).toMatchObject({ field: 'localidad', message: COMPANY_MESSAGES.localidadFuera });
  });

  it('saves an unpublished ad with every setting, and edits it keeping the questions that stay', async () => {
    const id = await addAviso(empresa);
    const { body } = await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(200);
    expect(body.status).toBe('draft');
    expect(body.aviso).toMatchObject({
      titulo: 'Analista de logística',
      vacantes: 2,
      edadDesde: 25,
      experiecia: 3,
      salarioHasta: 1200000,
      discapcidad: true,
      direccionMail: null,
      avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Basico' }],
    });
    expect(body.labels.localidad).toBe('Palermo');
    expect(body.preview).toMatchObject({ titulo: 'Analista de logística', nombreEmpresa: 'Logística del Plata S.A.', salarioDesde: 900000 });
    const kept = body.aviso.preguntas[0];

    const edited = validAviso({
      titulo: 'Analista de logística Sr.',
      recibeMail: true,
      direccionMail: 'cv@logisticadelplata.test',
      preguntas: [{ id: kept.id, pregunta: '¿Tenés disponibilidad para viajar al interior?' }, { pregunta: '¿Manejás SAP o un ERP similar?' }],
      avisoIdiomas: [],
    });
    await postAs(server, empresa, '/api/empresa/update_aviso', { id, aviso: edited }).expect(200);
    const { body: after } = await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(200);
    expect(after.aviso).toMatchObject({ titulo: 'Analista de logística Sr.', direccionMail: 'cv@logisticadelplata.test', avisoIdiomas: [] });
    const freeText = { tipo: 'texto', respuestaRequerida: null, minimoRequerido: null };
    expect(after.aviso.preguntas).toEqual([
      { id: kept.id, pregunta: '¿Tenés disponibilidad para viajar al interior?', ...freeText },
      { id: expect.any(Number), pregunta: '¿Manejás SAP o un ERP similar?', ...freeText },
    ]);
  });
});

describe('ad states: publish, finish, delete', () => {
  it('publishes into the search, finishes out of it (refusing new applications), and never deletes an ad with applications', async () => {
    const id = await addAviso(empresa, { titulo: 'Chofer de reparto', preguntas: [] });
    await publicAviso(id).expect(404);
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id, actionType: 'update' }).expect(200);
    // A double click publishes once: same state, same date.
    const [{ published_at: first }] = await ctx.dataSource.query(`SELECT published_at FROM avisos WHERE id = $1`, [id]);
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    expect((await ctx.dataSource.query(`SELECT published_at FROM avisos WHERE id = $1`, [id]))[0].published_at).toEqual(first);
    await publicAviso(id).expect(200);
    const search = await request(server).get('/api/home/').query({ q: 'Chofer de reparto' }).expect(200);
    expect(search.body.avisos.response.map((aviso: { id: number }) => aviso.id)).toContain(id);

    await apply(ana, id);
    const refused = await postAs(server, empresa, '/api/empresa/delete_aviso', { id, actionType: 'update' }).expect(409);
    expect(refused.body.message).toBe(COMPANY_MESSAGES.deleteWithApplications);
    expect(await statusOf(id)).toBe('published');

    await postAs(server, empresa, '/api/empresa/finish_aviso', { id }).expect(200);
    await publicAviso(id).expect(404);
    const after = await request(server).get('/api/home/').query({ q: 'Chofer de reparto' }).expect(200);
    expect(after.body.avisos.response.map((aviso: { id: number }) => aviso.id)).not.toContain(id);
    const bruno = await newApplicant(ctx.dataSource, server, 'brunoestados');
    await postAs(server, bruno.session, `/api/cv/update/${bruno.applicantId}`, { version: 0, cv: validCv({ name: 'Bruno Estados' }) }).expect(200);
    const late = await postAs(server, bruno.session, '/api/aplica/aplica', { idAviso: id, respuestas: [] }).expect(404);
    expect(late.body.message).toBe(HOME_MESSAGES.avisoNotFound);

    expect((await postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(409)).body.message).toBe(COMPANY_MESSAGES.notDraft);
    expect((await postAs(server, empresa, '/api/empresa/update_aviso', { id, aviso: validAviso() }).expect(409)).body.message).toBe(
      COMPANY_MESSAGES.finishedEdit,
    );
  });

  it('finishes only a published ad and deletes an unpublished one', async () => {
    const id = await addAviso(empresa, { titulo: 'Aviso para borrar' });
    expect((await postAs(server, empresa, '/api/empresa/finish_aviso', { id }).expect(409)).body.message).toBe(COMPANY_MESSAGES.notPublished);
    await postAs(server, empresa, '/api/empresa/delete_aviso', { id, actionType: 'update' }).expect(200);
    expect(await statusOf(id)).toBeUndefined();
    await getAs(server, empresa, `/api/empresa/aviso/${id}`).expect(404);
  });

  it('lists drafts and published ads on the dashboard with their applications', async () => {
    const { body } = await getAs(server, empresa, '/api/empresa/dashboard').expect(200);
    const statuses = new Set(body.avisos.map((aviso: { status: string }) => aviso.status));
    expect(statuses).toEqual(new Set(['draft', 'published', 'finished']));
    const reparto = body.avisos.find((aviso: { titulo: string }) => aviso.titulo === 'Chofer de reparto');
    expect(reparto).toMatchObject({ status: 'finished', aplicaciones: 1, noLeidas: 1, area: 'Logística' });
    expect(body.mensajesNoLeidos).toBe(0);
  });
});

describe('ownership: company B never reaches company A', () => {
  let avisoId: number;
  let applicationId: number;
  let conversationId: number;

  beforeAll(async () => {
    avisoId = await addAviso(empresa, { titulo: 'Aviso privado de A', preguntas: [] });
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: avisoId }).expect(200);
    applicationId = (await apply(ana, avisoId)).body.id;
    const { body } = await postAs(server, empresa, `/api/empresa/aplicacion/${applicationId}/mensajes`, { message: 'Hola Ana' }).expect(200);
    conversationId = body.conversation.id;
  });

  const marks = async () =>
    (await ctx.dataSource.query(`SELECT readed, favourite FROM applications WHERE id = $1`, [applicationId]))[0] as { readed: boolean; favourite: boolean };

  it('cannot read the ad, its applications, a profile, the report or the messages', async () => {
    for (const path of [
      `/api/empresa/aviso/${avisoId}`,
      `/api/empresa/aviso/${avisoId}/aplicaciones`,
      `/api/empresa/aplicacion/${applicationId}`,
      `/api/empresa/aplicacion/${applicationId}/informe`,
      `/api/empresa/aplicacion/${applicationId}/mensajes`,
    ]) {
      const { status, body } = await getAs(server, otra, path);
      expect([path, status]).toEqual([path, 404]);
      expect(JSON.stringify(body)).not.toContain('Ana Empresa');
    }
    const { body } = await getAs(server, otra, '/api/empresa/dashboard').expect(200);
    expect(body.avisos).toEqual([]);
  });

  it('cannot mark read or favourite', async () => {
    await postAs(server, otra, '/api/empresa/aplicaisread', { id: applicationId }).expect(404);
    await postAs(server, otra, '/api/empresa/aplicaisfauvorite', { id: applicationId }).expect(404);
    await postAs(server, otra, '/api/empresa/aplicaisfauvorite', { id: applicationId, favourite: true }).expect(404);
    expect(await marks()).toEqual({ readed: false, favourite: false });
  });

  it('cannot write to or mark read the conversation', async () => {
    const count = async () =>
      Number((await ctx.dataSource.query(`SELECT count(*) FROM conversation_messages WHERE conversation_id = $1`, [conversationId]))[0].count);
    const before = await count();
    await postAs(server, otra, `/api/empresa/aplicacion/${applicationId}/mensajes`, { message: 'Intruso' }).expect(404);
    expect(await count()).toBe(before);
    await postAs(server, ana.session, '/api/message/add', { idAviso: avisoId, message: 'Hola, gracias' }).expect(200);
    await postAs(server, otra, '/api/empresa/setReadMessages', { id: conversationId }).expect(404);
    // A's reply from Ana stays unread for A.
    const dashboard = await getAs(server, empresa, '/api/empresa/dashboard').expect(200);
    expect(dashboard.body).toMatchObject({
      mensajesNoLeidos: 1,
      conversacionesNoLeidas: 1,
      // The dashboard links straight to that conversation.
      conversacionesSinLeer: [{ avisoId, applicationId, mensajes: 1 }],
    });
    const other = await getAs(server, otra, '/api/empresa/dashboard').expect(200);
    expect(other.body.conversacionesSinLeer).toEqual([]);
  });

  it('cannot edit, publish, finish or delete', async () => {
    const draft = await addAviso(empresa, { titulo: 'Borrador de A' });
    await postAs(server, otra, '/api/empresa/update_aviso', { id: draft, aviso: validAviso({ titulo: 'Cambiado por B' }) }).expect(404);
    await postAs(server, otra, '/api/empresa/publish_aviso', { id: draft }).expect(404);
    await postAs(server, otra, '/api/empresa/delete_aviso', { id: draft }).expect(404);
    await postAs(server, otra, '/api/empresa/finish_aviso', { id: avisoId }).expect(404);
    expect(await statusOf(draft)).toBe('draft');
    expect(await statusOf(avisoId)).toBe('published');
    expect((await ctx.dataSource.query(`SELECT titulo FROM avisos WHERE id = $1`, [draft]))[0].titulo).toBe('Borrador de A');
  });

  it('keeps other roles and a user without a company out', async () => {
    await getAs(server, ana.session, '/api/empresa/dashboard').expect(403);
    await getAs(server, null, '/api/empresa/dashboard').expect(401);
    const tester = await login(server, 'tester');
    await getAs(server, tester, '/api/empresa/dashboard').expect(403);
    const sinEmpresa = await newCompany('sinempresa', false);
    const { body } = await getAs(server, sinEmpresa, '/api/empresa/dashboard').expect(403);
    expect(body.message).toBe(COMPANY_MESSAGES.noCompany);
  });
});

describe('the applicant profile, marks and messages of the owner', () => {
  let avisoId: number;
  let applicationId: number;

  beforeAll(async () => {
    avisoId = await addAviso(empresa, { titulo: 'Administrativo/a de depósito' });
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: avisoId }).expect(200);
    applicationId = (await apply(ana, avisoId)).body.id;
  });

  it('shows the CV and answers as sent, then marks read and favourite (a repeated click keeps it)', async () => {
    const { body } = await getAs(server, empresa, `/api/empresa/aplicacion/${applicationId}`).expect(200);
    expect(body).toMatchObject({
      readed: false,
      favourite: false,
      conversationId: null,
      aviso: { id: avisoId, titulo: 'Administrativo/a de depósito', area: 'Logística', permiteMsjDirecto: true, seguridad: false },
      respuestas: [{ pregunta: '¿Tenés disponibilidad para viajar?', respuesta: 'Sí, sin problema' }],
    });
    expect(body.cv.name).toBe('Ana Empresa');

    const list = async (tab: string) => (await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?tab=${tab}`).expect(200)).body;
    expect((await list('unread')).total).toBe(1);
    expect((await list('all')).response[0]).toMatchObject({
      name: 'Ana Empresa',
      educacion: 'Licenciatura en Administración · UBA',
      experiencia: 'Vendedora en Librería Ateneo',
      readed: false,
    });

    expect((await postAs(server, empresa, '/api/empresa/aplicaisread', { id: applicationId }).expect(200)).body.readed).toBe(true);
    expect((await list('unread')).total).toBe(0);
    for (let click = 0; click < 2; click++) {
      expect((await postAs(server, empresa, '/api/empresa/aplicaisfauvorite', { id: applicationId, favourite: true }).expect(200)).body.favourite).toBe(true);
    }
    expect((await list('favourites')).response.map((item: { id: number }) => item.id)).toEqual([applicationId]);
    expect((await postAs(server, empresa, '/api/empresa/aplicaisfauvorite', { id: applicationId }).expect(200)).body.favourite).toBe(false);
    expect((await list('favourites')).total).toBe(0);
  });

  it('answers the report with every test empty when the applicant took none', async () => {
    const { body } = await getAs(server, empresa, `/api/empresa/aplicacion/${applicationId}/informe`).expect(200);
    expect(body).toMatchObject({ candidate: { name: 'Ana Empresa' }, toulouse: null, mbti: null, mbtiWithheld: false, cards: null });
  });

  it('names the candidate in the report as the application was sent, even after they renamed their CV', async () => {
    const renameCv = (name: string) =>
      ctx.dataSource.query(
        `UPDATE cvs SET data = jsonb_set(data, '{name}', to_jsonb($1::text)) WHERE applicant_id = (SELECT applicant_id FROM applications WHERE id = $2)`,
        [name, applicationId],
      );
    await renameCv('Ana Renombrada');
    try {
      const { body } = await getAs(server, empresa, `/api/empresa/aplicacion/${applicationId}/informe`).expect(200);
      const profile = (await getAs(server, empresa, `/api/empresa/aplicacion/${applicationId}`).expect(200)).body;
      expect(body.candidate.name).toBe('Ana Empresa');
      expect(body.candidate).toEqual({ name: profile.cv.name, email: profile.cv.mail });
    } finally {
      await renameCv('Ana Empresa');
    }
  });

  it('shows the personality result only once the applicant shares it, in the profile and the export', async () => {
    await postAs(server, ana.session, '/api/test/mbti/start').expect(200);
    const enfj = MBTI_ITEMS.map((item) => ({ id: item.id, value: 'ENFJ'.includes(item.a.letter) ? 'A' : 'B' }));
    for (let index = 0; index < enfj.length; index += ANSWERS_PER_REQUEST.mbti) {
      await postAs(server, ana.session, '/api/test/mbti/answers', { answers: enfj.slice(index, index + ANSWERS_PER_REQUEST.mbti) }).expect(200);
    }
    await postAs(server, ana.session, '/api/test/mbti/finish').expect(200);
    const informe = async () => (await getAs(server, empresa, `/api/empresa/aplicacion/${applicationId}/informe`).expect(200)).body;
    const testsColumn = async () => {
      const csv = await downloadAs(server, empresa, '/api/empresa/report.php', { idAviso: avisoId, tab: 'all' }).expect(200);
      return recordsOf(readSheet(csv.body as Buffer))[0].Tests;
    };

    // Not shared by default: the company learns it was withheld, and nothing of it.
    expect(await informe()).toMatchObject({ mbti: null, mbtiWithheld: true });
    expect(await testsColumn()).toBe('Personalidad: no compartido por la persona');

    await postAs(server, ana.session, '/api/test/mbti/compartir', { share: true }).expect(200);
    expect(await informe()).toMatchObject({ mbti: { type: 'ENFJ', title: expect.any(String) }, mbtiWithheld: false });
    expect(await testsColumn()).toBe('Personalidad: ENFJ (orientativo, no para seleccionar)');

    await postAs(server, ana.session, '/api/test/mbti/compartir', { share: false }).expect(200);
    expect(await informe()).toMatchObject({ mbti: null, mbtiWithheld: true });
    expect(TESTS_MESSAGES.mbtiWithheld).toBe('La persona no compartió su resultado del test de personalidad.');
  });

  it('writes to the applicant, sees the answer flagged new, and marks it read', async () => {
    const sent = await postAs(server, empresa, `/api/empresa/aplicacion/${applicationId}/mensajes`, { message: '¿Podés venir el lunes?' }).expect(200);
    expect(sent.body.conversation.messages).toHaveLength(1);
    await postAs(server, ana.session, '/api/message/add', { idAviso: avisoId, message: 'Sí, claro' }).expect(200);
    const { body } = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones`).expect(200);
    expect(body.response[0].hasNewMessage).toBe(true);
    await postAs(server, empresa, '/api/empresa/setReadMessages', { id: sent.body.conversation.id }).expect(204);
    const after = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones`).expect(200);
    expect(after.body.response[0].hasNewMessage).toBe(false);
  });

  it("refuses a message when the ad takes none, with the company side's words", async () => {
    const closed = await addAviso(empresa, { titulo: 'Aviso sin mensajes directos', permiteMsjDirecto: false, preguntas: [] });
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: closed }).expect(200);
    const application = (await apply(ana, closed)).body.id;
    const { body } = await postAs(server, empresa, `/api/empresa/aplicacion/${application}/mensajes`, { message: 'Hola' }).expect(403);
    expect(body.message).toBe(COMPANY_MESSAGES.noDirectMessages);
    const view = await getAs(server, empresa, `/api/empresa/aplicacion/${application}/mensajes`).expect(200);
    expect(view.body).toEqual({ conversation: null, canCommunicate: false });
  });
});

describe('the nine security filters', () => {
  let avisoId: number;
  const seeded: Record<string, SecurityFlag[]> = {
    todo: [...SECURITY_FLAGS],
    vigiladorClu: ['vigilador', 'clu'],
    vigilador: ['vigilador'],
    analiticoPortacion: ['analitico', 'portacion'],
    nada: [],
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    avisoId = await addAviso(empresa, { titulo: 'Vigilador/a nocturno', area: refs.seguridad, subarea: refs.vigilancia, preguntas: [] });
    const [company] = await ctx.dataSource.query(`SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`);
    await approveSecurityLicence(ctx.dataSource, company.id);
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: avisoId }).expect(200);
    let minute = 0;
    for (const [name, flags] of Object.entries(seeded)) {
      const cv = validCv({ name });
      const seguridad = Object.fromEntries(SECURITY_FLAGS.map((flag) => [flag, flags.includes(flag)]));
      const [row] = await ctx.dataSource.query(
        `INSERT INTO applications (aviso_id, cv_snapshot, applied_at) VALUES ($1, $2::jsonb, now() - make_interval(mins => $3)) RETURNING id`,
        [avisoId, JSON.stringify({ ...cv, seguridad: { ...cv.seguridad, ...seguridad } }), minute++],
      );
      ids[name] = row.id;
    }
  });

  const filtered = async (flags: SecurityFlag[]) => {
    const { body } = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?seguridad=${flags.join(',')}`).expect(200);
    expect(body.total).toBe(body.response.length);
    return body.response.map((item: { name: string }) => item.name);
  };

  it('offers the filters on a Seguridad ad and returns exactly the applicants holding every ticked item', async () => {
    const { body } = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones`).expect(200);
    expect(body.aviso.seguridad).toBe(true);
    expect(body.response.map((item: { name: string }) => item.name)).toEqual(['todo', 'vigiladorClu', 'vigilador', 'analiticoPortacion', 'nada']);
    expect(await filtered(['vigilador'])).toEqual(['todo', 'vigiladorClu', 'vigilador']);
    expect(await filtered(['vigilador', 'clu'])).toEqual(['todo', 'vigiladorClu']);
    expect(await filtered(['analitico'])).toEqual(['todo', 'analiticoPortacion']);
    expect(await filtered(['portacion', 'clu'])).toEqual(['todo']);
    expect(await filtered([...SECURITY_FLAGS])).toEqual(['todo']);
  });

  it('combines with the tabs and pages on the server', async () => {
    await postAs(server, empresa, '/api/empresa/aplicaisfauvorite', { id: ids.vigilador, favourite: true }).expect(200);
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: ids.todo }).expect(200);
    const fav = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?tab=favourites&seguridad=vigilador`).expect(200);
    expect(fav.body.response.map((item: { id: number }) => item.id)).toEqual([ids.vigilador]);
    const unread = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?tab=unread&seguridad=vigilador`).expect(200);
    expect(unread.body.response.map((item: { id: number }) => item.id)).toEqual([ids.vigiladorClu, ids.vigilador]);
    const page2 = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?size=2&page=2`).expect(200);
    expect({ total: page2.body.total, ids: page2.body.response.map((item: { id: number }) => item.id) }).toEqual({
      total: 5,
      ids: [ids.vigilador, ids.analiticoPortacion],
    });
    await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?seguridad=drones`).expect(400);
  });
});

describe('Mi Perfil', () => {
  const profile = {
    razonsocial: 'Logística del Plata S.A.U.',
    descripcion: 'Operador logístico renovado',
    cuit: '30712345671',
    email: 'rrhh@logisticadelplata.test',
    tel: '+54 9 11 4567-8901',
    domicilio: 'Av. Montes de Oca 1500',
    province: '02',
    location: '0209801001',
  };

  it('reads and saves the company data, and the session profile shows the new name', async () => {
    const { body: before } = await getAs(server, empresa, '/api/empresa/perfil').expect(200);
    expect(before).toMatchObject({ razonsocial: 'Logística del Plata S.A.', cuit: '30712345671', province: '02', logoUrl: null });
    const { body } = await postAs(server, empresa, '/api/empresa/perfil', profile).expect(200);
    expect(body).toMatchObject({ razonsocial: 'Logística del Plata S.A.U.', tel: '+5491145678901', locationLabel: 'Palermo' });
    const session = await getAs(server, empresa, '/api/usuar/session').expect(200);
    expect(session.body.empresa.name).toBe('Logística del Plata S.A.U.');
  });

  it('refuses a CUIT with a wrong check digit, a short address and a locality of another province', async () => {
    expect((await postAs(server, empresa, '/api/empresa/perfil', { ...profile, cuit: '30712345672' }).expect(400)).body.message).toBe(CUIT_MESSAGES.checkDigit);
    // Dashes and spaces as on the AFIP certificate are dropped: the CUIT is stored as its digits.
    const dashed = await postAs(server, empresa, '/api/empresa/perfil', { ...profile, cuit: '30-71234567-1 ' }).expect(200);
    expect(dashed.body.cuit).toBe('30712345671');
    expect((await postAs(server, empresa, '/api/empresa/perfil', { ...profile, domicilio: 'Av' }).expect(400)).body.message).toBe(
      ACCOUNT_MESSAGES.domicilioMin,
    );
    expect((await postAs(server, empresa, '/api/empresa/perfil', { ...profile, province: '06' }).expect(400)).body.message).toBe(
      ACCOUNT_MESSAGES.localityOutsideProvince,
    );
  });

  it('replaces the logo only with a real image, judged by content', async () => {
    const upload = (bytes: Buffer, filename: string) =>
      request(server)
        .post('/api/empresa/perfilmp')
        .set('Cookie', empresa.cookie)
        .set(CSRF_HEADER, empresa.csrfToken)
        .field('jsonbody', JSON.stringify(profile))
        .attach('file', bytes, { filename, contentType: 'image/png' });
    const fake = await upload(Buffer.from('no soy una imagen, aunque me llame logo.png'), 'logo.png').expect(400);
    expect(fake.body.message).toBe(ACCOUNT_MESSAGES.logoType);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const { body } = await upload(png, 'logo.png').expect(200);
    // Relative to the page: the portal proxies /api at whatever address it was opened at.
    expect(body.logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]+$/);
    const file = await request(server).get(body.logoUrl).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    const tooBig = await upload(Buffer.alloc(500_001, 1), 'grande.png').expect(413);
    expect(tooBig.body.message).toBe(ACCOUNT_MESSAGES.logoTooLarge);
  });

  it('lets an Empresa an administrator created without a company create it in Mi Perfil, once', async () => {
    const admin = await login(server, 'admin');
    await postAs(server, admin, '/api/usuar/add', { name: 'panaderia', pass: 'clave1234', email: 'panaderia@correo.test', role: 'Empresa' }).expect(201);
    const owner = await login(server, 'panaderia', 'clave1234');
    expect((await getAs(server, owner, '/api/empresa/dashboard').expect(403)).body.message).toBe(COMPANY_MESSAGES.noCompany);
    const created = { ...profile, razonsocial: 'Panadería La Espiga', cuit: '30711111111' };
    const { body } = await postAs(server, owner, '/api/empresa/perfil', created).expect(200);
    expect(body).toMatchObject({ razonsocial: 'Panadería La Espiga', locationLabel: 'Palermo' });
    // Saving again changes that company instead of creating another.
    await postAs(server, owner, '/api/empresa/perfil', { ...created, descripcion: 'Panadería artesanal' }).expect(200);
    const rows = await ctx.dataSource.query(`SELECT descripcion FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'panaderia'`);
    expect(rows).toEqual([{ descripcion: 'Panadería artesanal' }]);
    await getAs(server, owner, '/api/empresa/dashboard').expect(200);
  });

  it('gives a Tester their own company-style profile', async () => {
    const tester = await login(server, 'tester');
    const { body } = await getAs(server, tester, '/api/empresa/perfil').expect(200);
    expect(body.razonsocial).toBe('Evaluaciones Andinas');
  });
});
