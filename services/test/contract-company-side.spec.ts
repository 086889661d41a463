import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { COMPANY_SIDE_ROUTES, CSRF_HEADER, type ApiRouteContract } from '@postulate/contracts';
import { newApplicant, validCv } from './applicants.js';
import { insertAviso, validAvisoOf, verifyDemoCompany } from './avisos.js';
import type { LoggedIn } from './session.js';
import { appPerFile } from './test-app.js';
import { getAs, loginAll, postAs } from './writes.js';

const ctx = appPerFile();
let empresa: LoggedIn;
let tester: LoggedIn;

beforeAll(async () => {
  const sessions = await loginAll(ctx.server);
  empresa = sessions.empresa!;
  tester = sessions.tester!;
  // The demo company is verified (as demo-showcase leaves it): its ads publish at once, not 'En revisión'.
  await verifyDemoCompany(ctx.dataSource);
});

const check = (route: ApiRouteContract, body: unknown) =>
  expect({ path: route.path, error: route.response.safeParse(body).error }).toEqual({ path: route.path, error: undefined });

describe("the company's and the tester's back office answer as their schemas say", () => {
  it("answers the company's ads: dashboard, wizard, publish, finish and delete", async () => {
    const routes = COMPANY_SIDE_ROUTES.companyAvisos;
    const [refs] = await ctx.dataSource.query(
      `SELECT a.id AS area, x.sub_area_id AS subarea, (SELECT min(id) FROM work_levels) AS nivel
         FROM areas a JOIN area_sub_areas x ON x.area_id = a.id ORDER BY a.id, x.sub_area_id LIMIT 1`,
    );
    const added = (await postAs(ctx.server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs)).expect(201)).body;
    check(routes.add, added);
    const draft = (await getAs(ctx.server, empresa, `/api/empresa/aviso/${added.id}`).expect(200)).body;
    check(routes.get, draft);
    expect(draft.preview.publicadoEl).toBeNull();
    check(
      routes.update,
      (
        await postAs(ctx.server, empresa, '/api/empresa/update_aviso', { id: added.id, aviso: validAvisoOf(refs, { titulo: 'Jefe/a de depósito' }) }).expect(
          200,
        )
      ).body,
    );
    check(routes.publish, (await postAs(ctx.server, empresa, '/api/empresa/publish_aviso', { id: added.id }).expect(200)).body);
    check(routes.get, (await getAs(ctx.server, empresa, `/api/empresa/aviso/${added.id}`).expect(200)).body);
    check(routes.finish, (await postAs(ctx.server, empresa, '/api/empresa/finish_aviso', { id: added.id }).expect(200)).body);
    const spare = (await postAs(ctx.server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs)).expect(201)).body;
    check(routes.remove, (await postAs(ctx.server, empresa, '/api/empresa/delete_aviso', { id: spare.id }).expect(200)).body);

    // An applicant's unread message fills the dashboard's message card.
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Cadete del tablero', permiteMsjDirecto: true });
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'tablero');
    const applicantId = session.body.entity!.postulante!.id;
    await postAs(ctx.server, session, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv() }).expect(200);
    const applied = await postAs(ctx.server, session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201);
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${applied.body.id}/mensajes`, { message: 'Hola, ¿podés el lunes?' }).expect(200);
    await postAs(ctx.server, session, '/api/message/add', { idAviso: aviso.id, message: 'Sí, puedo' }).expect(200);
    const dashboard = (await getAs(ctx.server, empresa, '/api/empresa/dashboard').expect(200)).body;
    check(routes.dashboard, dashboard);
    expect(dashboard.conversacionesSinLeer.map((row: { applicationId: number }) => row.applicationId)).toContain(applied.body.id);
  });

  it('answers the applications to an ad: list, profile, report, marks and messages', async () => {
    const routes = COMPANY_SIDE_ROUTES.companyApplications;
    const aviso = await insertAviso(ctx.dataSource, {
      titulo: 'Repositor/a de contrato',
      permiteMsjDirecto: true,
      preguntas: ['¿Tenés experiencia en góndola?'],
    });
    const { session } = await newApplicant(ctx.dataSource, ctx.server, 'aplicante');
    const applicantId = session.body.entity!.postulante!.id;
    await postAs(ctx.server, session, `/api/cv/update/${applicantId}`, { version: 0, cv: validCv() }).expect(200);
    const applied = await postAs(ctx.server, session, '/api/aplica/aplica', {
      idAviso: aviso.id,
      respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Sí, dos años' }],
    }).expect(201);
    const id = applied.body.id as number;
    check(routes.list, (await getAs(ctx.server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?tab=unread`).expect(200)).body);
    const detail = (await getAs(ctx.server, empresa, `/api/empresa/aplicacion/${id}`).expect(200)).body;
    check(routes.get, detail);
    expect(detail.cv).not.toBeNull();
    check(routes.neighbours, (await getAs(ctx.server, empresa, `/api/empresa/aplicacion/${id}/vecinas?tab=unread&orden=estado`).expect(200)).body);
    check(routes.report, (await getAs(ctx.server, empresa, `/api/empresa/aplicacion/${id}/informe`).expect(200)).body);
    check(routes.markRead, (await postAs(ctx.server, empresa, '/api/empresa/aplicaisread', { id }).expect(200)).body);
    check(routes.markFavourite, (await postAs(ctx.server, empresa, '/api/empresa/aplicaisfauvorite', { id, favourite: true }).expect(200)).body);
    check(routes.conversation, (await getAs(ctx.server, empresa, `/api/empresa/aplicacion/${id}/mensajes`).expect(200)).body);
    const sent = (await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${id}/mensajes`, { message: 'Hola, te escribimos' }).expect(200)).body;
    check(routes.send, sent);
    await postAs(ctx.server, empresa, '/api/empresa/setReadMessages', { id: sent.conversation.id }).expect(204);
  });

  it('answers Mi Perfil, with and without a new logo', async () => {
    const routes = COMPANY_SIDE_ROUTES.companyProfile;
    const profile = (await getAs(ctx.server, empresa, '/api/empresa/perfil').expect(200)).body;
    check(routes.get, profile);
    const { locationLabel: _label, logoUrl: _logo, ...saved } = profile;
    check(routes.save, (await postAs(ctx.server, empresa, '/api/empresa/perfil', saved).expect(200)).body);
    const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: { r: 232, g: 89, b: 12 } } })
      .png()
      .toBuffer();
    const withLogo = await request(ctx.server)
      .post('/api/empresa/perfilmp')
      .set('Cookie', empresa.cookie)
      .set(CSRF_HEADER, empresa.csrfToken)
      .field('jsonbody', JSON.stringify(saved))
      .attach('file', logo, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    check(routes.saveWithLogo, withLogo.body);
    expect(withLogo.body.logoUrl).toEqual(expect.any(String));
  });

  it("answers the tester's candidates: list, one, invite, change and report", async () => {
    const routes = COMPANY_SIDE_ROUTES.testInvitations;
    const added = (await postAs(ctx.server, tester, '/api/interview/add', { email: 'candidata.contrato@correo.test', extraTime: '25' }).expect(201)).body;
    check(routes.add, added);
    check(routes.list, (await getAs(ctx.server, tester, '/api/interview?fvalue=contrato').expect(200)).body);
    check(routes.get, (await getAs(ctx.server, tester, `/api/interview/get/${added.id}`).expect(200)).body);
    check(routes.update, (await postAs(ctx.server, tester, `/api/interview/update/${added.id}`, { email: 'corregida.contrato@correo.test' }).expect(200)).body);
    check(routes.report, (await getAs(ctx.server, tester, `/api/interview/report/${added.id}`).expect(200)).body);
  });
});
