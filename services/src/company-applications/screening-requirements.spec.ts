import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { APPLY_MESSAGES, SCREENING_MESSAGES, type AvisoSaveInput } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { logisticsRefs, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

// Issue 38.2: questions that sort, through the API as the wizard, the apply form and the list use it.

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let refs: { area: number; subarea: number; nivel: number };
let avisoId: number;
let questionIds: number[];

const LICENCIA = '¿Tenés licencia profesional E1?';
const AUTOELEVADORES = 'Años de experiencia con autoelevadores';
const ZONA = '¿Qué zona de la ciudad conocés mejor?';
const QUESTIONS: AvisoSaveInput['preguntas'] = [
  { pregunta: LICENCIA, tipo: 'si_no', respuestaRequerida: 'Sí' },
  { pregunta: AUTOELEVADORES, tipo: 'numero', minimoRequerido: '2' },
  { pregunta: ZONA },
];

const applicants: Record<string, { session: LoggedIn; applicantId: number; application?: number }> = {};

const list = async (query = '') => (await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones${query}`).expect(200)).body;
const applyAs = (name: string, answers: string[]) =>
  postAs(server, applicants[name].session, '/api/aplica/aplica', {
    idAviso: avisoId,
    respuestas: answers.map((respuesta, index) => ({ idPregunta: questionIds[index], respuesta })),
  });
const meetsOf = async () =>
  Object.fromEntries((await list()).response.map((item: { id: number; cumpleRequisitos: boolean | null }) => [item.id, item.cumpleRequisitos]));
const stageOf = async (application: number) => (await ctx.dataSource.query(`SELECT stage FROM applications WHERE id = $1`, [application]))[0].stage;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
  empresa = await login(server, 'empresa');
  refs = await logisticsRefs(ctx.dataSource);
  avisoId = (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { titulo: 'Autoelevadorista', preguntas: QUESTIONS })).expect(201)).body
    .id;
  await postAs(server, empresa, '/api/empresa/publish_aviso', { id: avisoId }).expect(200);
  for (const name of ['ana', 'bruno', 'carla', 'dario']) {
    applicants[name] = await newApplicant(ctx.dataSource, server, `${name}-requisitos`);
    await postAs(server, applicants[name].session, `/api/cv/update/${applicants[name].applicantId}`, { version: 0, cv: validCv() }).expect(200);
  }
});

afterAll(() => ctx?.close());

describe('screening questions', () => {
  it('keeps each question with its type and requirement, and shows them on the public ad', async () => {
    const ad = (await getAs(server, empresa, `/api/home/aviso/${avisoId}`).expect(200)).body;
    expect(
      ad.preguntas.map(({ pregunta, tipo, respuestaRequerida, minimoRequerido }: Record<string, unknown>) => ({
        pregunta,
        tipo,
        respuestaRequerida,
        minimoRequerido,
      })),
    ).toEqual([
      { pregunta: LICENCIA, tipo: 'si_no', respuestaRequerida: 'Sí', minimoRequerido: null },
      { pregunta: AUTOELEVADORES, tipo: 'numero', respuestaRequerida: null, minimoRequerido: 2 },
      { pregunta: ZONA, tipo: 'texto', respuestaRequerida: null, minimoRequerido: null },
    ]);
    questionIds = ad.preguntas.map((pregunta: { id: number }) => pregunta.id);
    expect((await list()).aviso.requisitos).toBe(true);
  });

  it('refuses a question the law does not allow, with the reason, and saves nothing', async () => {
    const before = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM avisos`);
    for (const pregunta of ['¿Cuántos años tenés?', '¿Tenés hijos o pensás tener?', '¿Estás afiliado a algún sindicato?', '¿Qué religión practicás?']) {
      const refused = await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { preguntas: [{ pregunta }] })).expect(400);
      expect(refused.body.message).toMatch(/^No se puede preguntar/);
      expect(refused.body.message).toMatch(/23\.592/);
    }
    // A requirement that does not fit the type is refused too.
    const mismatch = await postAs(
      server,
      empresa,
      '/api/empresa/add_aviso',
      validAvisoOf(refs, { preguntas: [{ pregunta: LICENCIA, tipo: 'texto', respuestaRequerida: 'Sí' }] }),
    ).expect(400);
    expect(mismatch.body.message).toBe(SCREENING_MESSAGES.requisitoSoloSiNo);
    expect(await ctx.dataSource.query(`SELECT count(*)::int AS n FROM avisos`)).toEqual(before);
  });

  it('reads each answer by its type, never stops an applicant, and says who meets the requirements', async () => {
    // A careless typist: 'si' and '3' are read; 'quizás' and '2,5' are refused in Spanish and nothing is saved.
    const unread = await applyAs('ana', ['quizás', '3', 'Zona sur y centro']).expect(400);
    expect(unread.body.message).toBe(SCREENING_MESSAGES.siNo);
    const decimal = await applyAs('ana', ['si', '2,5', 'Zona sur y centro']).expect(400);
    expect(decimal.body.message).toBe(SCREENING_MESSAGES.numeroDecimales);
    const short = await applyAs('ana', ['si', '3', 'Sur']).expect(400);
    expect(short.body.message).toBe(APPLY_MESSAGES.answerMin);
    expect(await ctx.dataSource.query(`SELECT count(*)::int AS n FROM applications WHERE aviso_id = $1`, [avisoId])).toEqual([{ n: 0 }]);

    applicants.ana.application = (await applyAs('ana', ['si', '3', 'Zona sur y centro']).expect(201)).body.id;
    applicants.bruno.application = (await applyAs('bruno', ['No', '5', 'Zona norte']).expect(201)).body.id;
    applicants.carla.application = (await applyAs('carla', ['Sí', '1', 'Zona oeste']).expect(201)).body.id;
    applicants.dario.application = (await applyAs('dario', ['SÍ', '1.000', 'Todo el conurbano']).expect(201)).body.id;

    const detail = (await getAs(server, empresa, `/api/empresa/aplicacion/${applicants.dario.application}`).expect(200)).body;
    expect(detail.respuestas.map((answer: { respuesta: string }) => answer.respuesta)).toEqual(['Sí', '1.000', 'Todo el conurbano']);
    expect(detail.cumpleRequisitos).toBe(true);
    expect(await meetsOf()).toEqual({
      [applicants.ana.application!]: true,
      [applicants.bruno.application!]: false,
      [applicants.carla.application!]: false,
      [applicants.dario.application!]: true,
    });
  });

  it("filters by 'Cumple requisitos' and 'No cumple', and the export carries the column", async () => {
    const ids = (page: { response: { id: number }[] }) => page.response.map((item) => item.id).sort((a, b) => a - b);
    expect(ids(await list('?requisitos=no_cumple'))).toEqual([applicants.bruno.application, applicants.carla.application].sort((a, b) => a! - b!));
    expect(ids(await list('?requisitos=cumple'))).toEqual([applicants.ana.application, applicants.dario.application].sort((a, b) => a! - b!));
    const wrong = await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones?requisitos=quizas`).expect(400);
    expect(wrong.body.message).toBe("El filtro de requisitos debe ser 'cumple' o 'no_cumple'");

    const csv = await postAs(server, empresa, '/api/empresa/report.php', { idAviso: avisoId, requisitos: 'no_cumple' }).expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Requisitos');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('No cumple'))).toBe(true);
  });

  it('editing the questions judges the applications again: a lower minimum lets Carla in', async () => {
    const current = (await getAs(server, empresa, `/api/empresa/aviso/${avisoId}`).expect(200)).body.aviso;
    const preguntas = current.preguntas.map((pregunta: { pregunta: string }) =>
      pregunta.pregunta === AUTOELEVADORES ? { ...pregunta, minimoRequerido: 1 } : pregunta,
    );
    await postAs(server, empresa, '/api/empresa/update_aviso', {
      id: avisoId,
      aviso: { ...current, direccionMail: current.direccionMail ?? '', preguntas },
    }).expect(200);
    expect((await meetsOf())[applicants.carla.application!]).toBe(true);
    expect((await meetsOf())[applicants.bruno.application!]).toBe(false);
  });

  it('discards every open application that fails a requirement in one step, once, and tells each applicant', async () => {
    // Another company's ad answers 404: the access-matrix suite asks it of every owned route.
    expect((await list()).aviso.noCumplenAbiertas).toBe(1);
    const done = await postAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones/descartar-no-cumplen`, {}).expect(200);
    expect(done.body).toEqual({ descartadas: 1, message: 'Se descartó 1 postulación que no cumple los requisitos' });
    expect(await stageOf(applicants.bruno.application!)).toBe('descartada');
    for (const name of ['ana', 'carla', 'dario']) expect(await stageOf(applicants[name].application!)).toBe('nueva');
    const mails = await ctx.dataSource.query(
      `SELECT o.subject, o.text_body FROM mail_outbox o JOIN users u ON u.email = o.to_address JOIN applicants p ON p.user_id = u.id WHERE p.id = $1`,
      [applicants.bruno.applicantId],
    );
    expect(mails.some((mail: { text_body: string }) => mail.text_body.includes('La empresa siguió con otros candidatos'))).toBe(true);

    // Discarded, it still reads 'No cumple', but nothing is left to discard.
    expect((await list('?requisitos=no_cumple')).aviso.noCumplenAbiertas).toBe(0);
    const again = await postAs(server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones/descartar-no-cumplen`, {}).expect(200);
    expect(again.body.descartadas).toBe(0);
    expect(
      await ctx.dataSource.query(`SELECT count(*)::int AS n FROM application_stage_changes WHERE application_id = $1`, [applicants.bruno.application]),
    ).toEqual([{ n: 1 }]);
  });

  it('the applicant never reads the verdict', async () => {
    const mine = (await getAs(server, applicants.bruno.session, '/api/aplica').expect(200)).body.response;
    expect(JSON.stringify(mine)).not.toMatch(/cumple/i);
  });
});
