import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AVISO_TITULO_MAX, COMPANY_MESSAGES, copyTitle, type AvisoSaveInput, type CompanyAvisoData } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { logisticsRefs, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let refs: { area: number; subarea: number; nivel: number };

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
  empresa = await login(server, 'empresa');
  refs = await logisticsRefs(ctx.dataSource);
});

afterAll(() => ctx?.close());

const addAviso = async (overrides: Partial<AvisoSaveInput> = {}): Promise<number> =>
  (await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, overrides)).expect(201)).body.id;
const aviso = async (id: number, who = empresa): Promise<CompanyAvisoData> => (await getAs(server, who, `/api/empresa/aviso/${id}`).expect(200)).body;
const duplicate = (id: number, who = empresa) => postAs(server, who, `/api/empresa/aviso/${id}/copia`);
const row = async (id: number) =>
  (await ctx.dataSource.query(`SELECT status, published_at, expires_at, expired_at, republished_from FROM avisos WHERE id = $1`, [id]))[0];
/** The wizard's values without the questions' ids, which are the copy's own. */
const content = (data: CompanyAvisoData) => ({ ...data.aviso, preguntas: data.aviso.preguntas.map(({ id: _id, ...question }) => question) });

describe("'Duplicar' an ad", () => {
  it("copies a published ad with applications as a new draft 'Copia de …': every field, languages and questions, nothing of its life", async () => {
    const id = await addAviso({
      titulo: 'Chofer de reparto',
      avisoIdiomas: [
        { idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Basico' },
        { idioma: 'Portugués', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' },
      ],
      // A question with its requirement (issue 38.2) is copied with it.
      preguntas: [{ pregunta: '¿Tenés registro profesional?', tipo: 'si_no', respuestaRequerida: 'Sí' }, { pregunta: '¿Conocés la zona sur?' }],
      duracion: 60,
    } as Partial<AvisoSaveInput>);
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    const ana = await newApplicant(ctx.dataSource, server, 'ana-copia');
    await postAs(server, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv() }).expect(200);
    const source = await aviso(id);
    const respuestas = source.aviso.preguntas.map((pregunta) => ({
      idPregunta: pregunta.id,
      respuesta: pregunta.tipo === 'si_no' ? 'Sí' : 'Sí, desde hace cinco años',
    }));
    const applied = await postAs(server, ana.session, '/api/aplica/aplica', { idAviso: id, respuestas });
    expect(applied.status).toBe(201);

    const answer = await duplicate(id).expect(201);
    expect(answer.body).toEqual({ id: expect.any(Number), status: 'draft', message: COMPANY_MESSAGES.duplicated });
    const copy = await aviso(answer.body.id);
    expect(copy.status).toBe('draft');
    expect(copy.publicadoEl).toBeNull();
    expect(content(copy)).toEqual({ ...content(source), titulo: 'Copia de Chofer de reparto' });
    expect(copy.aviso.preguntas.map((pregunta) => pregunta.id)).not.toEqual(source.aviso.preguntas.map((pregunta) => pregunta.id));
    expect(await row(answer.body.id)).toEqual({ status: 'draft', published_at: null, expires_at: null, expired_at: null, republished_from: null });
    expect(await ctx.dataSource.query(`SELECT count(*)::int AS n FROM applications WHERE aviso_id = $1`, [answer.body.id])).toEqual([{ n: 0 }]);
    // The source stays as it was, with its application.
    expect(await aviso(id)).toEqual(source);
    expect(await ctx.dataSource.query(`SELECT count(*)::int AS n FROM applications WHERE aviso_id = $1`, [id])).toEqual([{ n: 1 }]);
    // An unpublished copy is nobody's but the company's.
    expect((await getAs(server, ana.session, `/api/home/aviso/${answer.body.id}`)).status).toBe(404);
  });

  it('copies a draft and a finished ad too, each time a new draft', async () => {
    const draft = await addAviso({ titulo: 'Borrador a copiar' });
    const finished = await addAviso({ titulo: 'Aviso terminado' });
    await postAs(server, empresa, '/api/empresa/publish_aviso', { id: finished }).expect(200);
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id: finished }).expect(200);
    const first = (await duplicate(draft).expect(201)).body.id;
    const second = (await duplicate(draft).expect(201)).body.id;
    expect(first).not.toBe(second);
    expect((await aviso(first)).aviso.titulo).toBe('Copia de Borrador a copiar');
    const fromFinished = await aviso((await duplicate(finished).expect(201)).body.id);
    expect(fromFinished).toMatchObject({ status: 'draft', publicadoEl: null, aviso: { titulo: 'Copia de Aviso terminado' } });
    // Copying is no republication: 'Republicar' still makes its own draft.
    const republished = (await postAs(server, empresa, '/api/empresa/republish_aviso', { id: finished }).expect(200)).body.id;
    expect(republished).not.toBe(fromFinished.id);
  });

  it("keeps a long title within the limit, and a copy's copy says so twice", async () => {
    // 98 units and an emoji (two): the title's limit exactly.
    const long = `${'Operario de depósito '.repeat(5).slice(0, AVISO_TITULO_MAX - 2)}😀`;
    const id = await addAviso({ titulo: long });
    const copy = await aviso((await duplicate(id).expect(201)).body.id);
    expect(copy.aviso.titulo.length).toBeLessThanOrEqual(AVISO_TITULO_MAX);
    expect(copy.aviso.titulo).toBe(copyTitle(long));
    expect(copy.aviso.titulo.startsWith('Copia de Operario de depósito')).toBe(true);
    const again = await aviso((await duplicate(copy.id).expect(201)).body.id);
    expect(again.aviso.titulo.startsWith('Copia de Copia de Operario')).toBe(true);
  });

  it("answers 404 for another company's ad or an unknown one, creating nothing; the applicant is not let in", async () => {
    const id = await addAviso({ titulo: 'Aviso ajeno' });
    const [user] = await ctx.dataSource.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('otra-copia', 'otra-copia@correo.test', 'Empresa', $1) RETURNING id`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    await ctx.dataSource.query(
      `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ($1, 'Otra Copia S.R.L.', 'Otra empresa de prueba', '30712345671', 'otra-copia@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
      [user.id],
    );
    const otra = await login(server, 'otra-copia');
    const count = async () => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM avisos`))[0].n;
    const before = await count();
    expect((await duplicate(id, otra).expect(404)).body.message).toBe(COMPANY_MESSAGES.avisoNotFound);
    expect((await duplicate(2_000_000_000).expect(404)).body.message).toBe(COMPANY_MESSAGES.avisoNotFound);
    const postulante = await login(server, 'postulante');
    await duplicate(id, postulante).expect(403);
    expect(await count()).toBe(before);
  });
});
