import { beforeAll, describe, expect, it } from '@jest/globals';
import { APPLY_MESSAGES, HOME_MESSAGES, MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, type TestAviso } from '../../test/avisos.js';
import { appPerFile } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };
let sinPreguntas: TestAviso;
let dosPreguntas: TestAviso;

beforeAll(async () => {
  ana = await newApplicant(ctx.dataSource, ctx.server, 'anapostula');
  bruno = await newApplicant(ctx.dataSource, ctx.server, 'brunopostula');
  for (const who of [ana, bruno]) {
    await postAs(ctx.server, who.session, `/api/cv/update/${who.applicantId}`, {
      version: 0,
      cv: validCv({ name: `CV de ${who === ana ? 'Ana' : 'Bruno'}` }),
    }).expect(200);
  }
  sinPreguntas = await insertAviso(ctx.dataSource, { titulo: 'Repositor sin preguntas' });
  dosPreguntas = await insertAviso(ctx.dataSource, {
    titulo: 'Chofer con dos preguntas',
    preguntas: ['¿Qué licencia tenés?', '¿Conocés la zona sur?'],
  });
});

const apply = (who: LoggedIn | null, body: unknown) => postAs(ctx.server, who, '/api/aplica/aplica', body);
const rows = async (avisoId: number) =>
  (await ctx.dataSource.query('SELECT applicant_id FROM applications WHERE aviso_id = $1', [avisoId])) as { applicant_id: number }[];
const answers = (aviso: TestAviso, texts: string[]) => aviso.preguntas.map((pregunta, index) => ({ idPregunta: pregunta.id, respuesta: texts[index] }));

describe('who may apply', () => {
  it('refuses visitors and other roles, and an applicant without a CV', async () => {
    expect((await apply(null, { idAviso: sinPreguntas.id })).status).toBe(401);
    const empresa = await login(ctx.server, 'empresa');
    expect((await apply(empresa, { idAviso: sinPreguntas.id })).body).toEqual({ message: MESSAGES.forbidden });
    expect((await getAs(ctx.server, empresa, '/api/aplica/')).status).toBe(403);

    const sinCv = await newApplicant(ctx.dataSource, ctx.server, 'sincv');
    const response = await apply(sinCv.session, { idAviso: sinPreguntas.id });
    expect([response.status, response.body.message]).toEqual([400, APPLY_MESSAGES.completeCv]);
    expect(await rows(sinPreguntas.id)).toEqual([]);
  });

  it('applies only to a published ad', async () => {
    for (const status of ['draft', 'finished'] as const) {
      const aviso = await insertAviso(ctx.dataSource, { titulo: `Aviso ${status}`, status });
      const response = await apply(ana.session, { idAviso: aviso.id });
      expect([response.status, response.body.message]).toEqual([404, HOME_MESSAGES.avisoNotFound]);
      expect(await rows(aviso.id)).toEqual([]);
    }
    expect((await apply(ana.session, { idAviso: 999_999 })).status).toBe(404);
  });
});

describe('POST /api/aplica/aplica', () => {
  it('applies at once to an ad without questions, and a retry applies once', async () => {
    const first = await apply(ana.session, { idAviso: sinPreguntas.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), idAviso: sinPreguntas.id, postuladoEl: expect.any(String), retiradaEl: null });
    const retry = await apply(ana.session, { idAviso: sinPreguntas.id, respuestas: [] });
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect(await rows(sinPreguntas.id)).toEqual([{ applicant_id: ana.applicantId }]);
    expect((await getAs(ctx.server, ana.session, `/api/aplica/aviso/${sinPreguntas.id}`)).body).toEqual({ postulacion: first.body });
  });

  it('applies once under many concurrent requests (the database decides)', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso del doble clic' });
    const responses = await Promise.all(Array.from({ length: 8 }, () => apply(bruno.session, { idAviso: aviso.id })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await rows(aviso.id)).toEqual([{ applicant_id: bruno.applicantId }]);
  });

  it('needs an answer of at least 4 characters to each question of the ad, and nothing else', async () => {
    const refuse = async (respuestas: unknown, field: string, message: string) => {
      const response = await apply(bruno.session, { idAviso: dosPreguntas.id, respuestas });
      expect(response.status).toBe(400);
      expect(response.body.errors ?? [{ field: response.body.field, message: response.body.message }]).toContainEqual({ field, message });
    };
    await refuse([], 'respuestas', APPLY_MESSAGES.answersMismatch);
    await refuse(answers(dosPreguntas, ['Licencia E1', 'abc']), 'respuestas.1.respuesta', APPLY_MESSAGES.answerMin);
    await refuse(answers(dosPreguntas, ['Licencia E1', '    ']), 'respuestas.1.respuesta', APPLY_MESSAGES.answerMin);
    await refuse(answers(dosPreguntas, ['Licencia E1', 'x'.repeat(251)]), 'respuestas.1.respuesta', APPLY_MESSAGES.answerMax);
    await refuse(answers(dosPreguntas, ['Licencia E1']).slice(0, 1), 'respuestas', APPLY_MESSAGES.answersMismatch);
    const [first] = answers(dosPreguntas, ['Licencia E1']);
    await refuse([first, first], 'respuestas', APPLY_MESSAGES.answersMismatch);
    await refuse([first, { idPregunta: sinPreguntas.id + 10_000, respuesta: 'Otra pregunta' }], 'respuestas', APPLY_MESSAGES.answersMismatch);
    expect(await rows(dosPreguntas.id)).toEqual([]);
  });

  it('keeps the answers with their questions and the CV as it was sent', async () => {
    const { body: status } = await apply(bruno.session, {
      idAviso: dosPreguntas.id,
      respuestas: answers(dosPreguntas, ['  Licencia profesional E1  ', 'Sí, viví en Lanús']).reverse(),
    }).expect(201);
    // A later change to the CV does not touch what the company received.
    const current = (await getAs(ctx.server, bruno.session, `/api/cv/get/${bruno.applicantId}`)).body;
    await postAs(ctx.server, bruno.session, `/api/cv/update/${bruno.applicantId}`, {
      version: current.version,
      cv: { ...current.cv, name: 'Bruno Cambió Nombre' },
    }).expect(200);

    const { body } = await getAs(ctx.server, bruno.session, `/api/aplica/get/${status.id}`).expect(200);
    expect(body).toMatchObject({ id: status.id, idAviso: dosPreguntas.id, titulo: 'Chofer con dos preguntas' });
    expect(body.respuestas).toEqual([
      { idPregunta: dosPreguntas.preguntas[0].id, pregunta: '¿Qué licencia tenés?', respuesta: 'Licencia profesional E1' },
      { idPregunta: dosPreguntas.preguntas[1].id, pregunta: '¿Conocés la zona sur?', respuesta: 'Sí, viví en Lanús' },
    ]);
    expect(body.cv.name).toBe('CV de Bruno');
  });
});

describe('Mis Postulaciones', () => {
  it("lists the applicant's own applications, newest first, with the company hidden when confidential", async () => {
    const confidencial = await insertAviso(ctx.dataSource, { titulo: 'Aviso confidencial', notConfidential: false, permiteMsjDirecto: true });
    await apply(ana.session, { idAviso: confidencial.id }).expect(201);

    const { body } = await getAs(ctx.server, ana.session, '/api/aplica/').expect(200);
    expect(body.total).toBe(2);
    expect(body.response.map((item: { titulo: string }) => item.titulo)).toEqual(['Aviso confidencial', 'Repositor sin preguntas']);
    expect(body.response[0]).toEqual({
      id: expect.any(Number),
      idAviso: confidencial.id,
      titulo: 'Aviso confidencial',
      publicadoEl: expect.any(String),
      nombreEmpresa: null,
      area: expect.any(String),
      postuladoEl: expect.any(String),
      hasNewMessage: false,
      permiteMsjDirecto: true,
      estado: 'Enviada',
      estadoDesde: body.response[0].postuladoEl,
    });
    expect(body.response[1]).toMatchObject({ nombreEmpresa: 'Logística del Plata S.A.', permiteMsjDirecto: false });

    const paged = await getAs(ctx.server, ana.session, '/api/aplica/?page=2&size=1').expect(200);
    expect([paged.body.total, paged.body.size, paged.body.response[0].titulo]).toEqual([2, 1, 'Repositor sin preguntas']);
    const filtered = await getAs(ctx.server, ana.session, '/api/aplica/?fvalue=REPOSITOR').expect(200);
    expect(filtered.body.response.map((item: { titulo: string }) => item.titulo)).toEqual(['Repositor sin preguntas']);
  });

  it("never shows one applicant another's applications", async () => {
    const { body: mine } = await getAs(ctx.server, ana.session, '/api/aplica/').expect(200);
    const { body: theirs } = await getAs(ctx.server, bruno.session, '/api/aplica/').expect(200);
    const ids = (list: { response: { id: number }[] }) => list.response.map((item) => item.id);
    expect(ids(mine).filter((id) => ids(theirs).includes(id))).toEqual([]);
    for (const id of ids(mine)) {
      const response = await getAs(ctx.server, bruno.session, `/api/aplica/get/${id}`);
      expect([response.status, response.body.message]).toEqual([404, APPLY_MESSAGES.applicationNotFound]);
    }
    expect((await getAs(ctx.server, bruno.session, `/api/aplica/aviso/${sinPreguntas.id}`)).body).toEqual({ postulacion: null });
  });
});
