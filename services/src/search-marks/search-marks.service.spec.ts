import { beforeAll, describe, expect, it } from '@jest/globals';
import { newApplicant } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { appPerFile } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let ana: { session: LoggedIn; applicantId: number };
let beto: { session: LoggedIn; applicantId: number };
let applied: number;
let other: number;

const marks = (who: LoggedIn | null, query: string) => getAs(ctx.server, who, `/api/aplica/marcas?${query}`);

beforeAll(async () => {
  ana = await newApplicant(ctx.dataSource, ctx.server, 'ana_marcas');
  beto = await newApplicant(ctx.dataSource, ctx.server, 'beto_marcas');
  applied = (await insertAviso(ctx.dataSource, { titulo: 'Chofer de reparto' })).id;
  other = (await insertAviso(ctx.dataSource, { titulo: 'Chofer de larga distancia' })).id;
  await ctx.dataSource.query(`INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, respuestas) VALUES ($1, $2, '{}'::jsonb, '[]'::jsonb)`, [
    applied,
    ana.applicantId,
  ]);
  await postAs(ctx.server, ana.session, '/api/alertas', { q: 'chofer', province: ['14'], modalidad: 'Presencial' }).expect(201);
});

describe('GET /api/aplica/marcas: what is the applicant’s own on a home search', () => {
  it('names the ads shown that the applicant applied to, and their alert with the same search in any case, accent, window or page', async () => {
    const alerts: { id: number }[] = (await getAs(ctx.server, ana.session, '/api/alertas').expect(200)).body.response;
    const answer = await marks(ana.session, `q=CHÓFER&province=14&modalidad=Presencial&publicado=7&page=2&aviso=${applied}&aviso=${other}`).expect(200);
    expect(answer.body).toEqual({ postulados: [applied], alerta: alerts[0].id });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('finds no alert for a search that differs in a filter', async () => {
    const answer = await marks(ana.session, `q=chofer&province=14&aviso=${applied}`).expect(200);
    expect(answer.body).toEqual({ postulados: [applied], alerta: null });
    // The search is a value, never SQL: it widens nothing.
    const injected = await marks(ana.session, `q=${encodeURIComponent("' OR 1=1 --")}&aviso=${applied}&aviso=${other}`).expect(200);
    expect(injected.body).toEqual({ postulados: [applied], alerta: null });
  });

  it("never shows one applicant another's applications or alerts", async () => {
    const answer = await marks(beto.session, `q=chofer&province=14&modalidad=Presencial&aviso=${applied}&aviso=${other}`).expect(200);
    expect(answer.body).toEqual({ postulados: [], alerta: null });
  });

  it('is for applicants only: a visitor is asked to log in and a company refused', async () => {
    await marks(null, `aviso=${applied}`).expect(401);
    await marks(await login(ctx.server, 'empresa'), `aviso=${applied}`).expect(403);
  });

  it('refuses more ads than a page shows, and an ad that is not a number, in Spanish', async () => {
    const many = Array.from({ length: 51 }, (_, index) => `aviso=${index + 1}`).join('&');
    expect((await marks(ana.session, many).expect(400)).body.message).toBe('Se pueden consultar hasta 50 avisos');
    expect((await marks(ana.session, 'aviso=uno').expect(400)).body.message).toBe('Debe indicar avisos válidos');
  });
});
