import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { appPerFile } from '../../test/test-app.js';
import { login } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { seedDemoShowcase } from './demo-showcase.js';

const ctx = appPerFile();

beforeAll(async () => {
  await seedDemoShowcase(ctx.app);
});

describe('the demo a newcomer opens', () => {
  it('gives the demo applicant a complete CV with a photo', async () => {
    const postulante = await login(ctx.server, 'postulante');
    const session = await getAs(ctx.server, postulante, '/api/usuar/session').expect(200);
    const { body } = await getAs(ctx.server, postulante, `/api/cv/get/${session.body.postulante.id}`).expect(200);
    expect(body.version).toBe(1);
    const { cv } = body;
    for (const section of ['workExperience', 'educations', 'posGrados', 'languages', 'informaticas', 'specialAbilities']) {
      expect({ section, filled: cv[section].length > 0 }).toEqual({ section, filled: true });
    }
    expect(cv.seguridad).toMatchObject({ turnoRotativo: true, antecedentes: true });
    expect(cv.fotoPerfil).toMatchObject({ tipo: 'image/jpeg' });
    const photo = await request(ctx.server).get(`/api/cv/archivo/${cv.fotoPerfil.id}`).set('Cookie', postulante.cookie).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it("gives the demo company an application with the applicant's answers, already moved on to 'preseleccionada'", async () => {
    const empresa = await login(ctx.server, 'empresa');
    const dashboard = await getAs(ctx.server, empresa, '/api/empresa/dashboard').expect(200);
    const trafico = dashboard.body.avisos.find((aviso: { titulo: string }) => aviso.titulo === 'Jefe/a de tráfico para base de operaciones');
    // Already read and moved on: the applicant sees it 'En proceso'.
    expect(trafico).toMatchObject({ aplicaciones: 1, noLeidas: 0 });
    const page = await getAs(ctx.server, empresa, `/api/empresa/aviso/${trafico.id}/aplicaciones`).expect(200);
    expect(page.body.response.map((row: { name: string; estado: string }) => [row.name, row.estado])).toEqual([['Lucía Fernández', 'preseleccionada']]);
    const lucia = await login(ctx.server, 'postulante');
    const mine = (await getAs(ctx.server, lucia, '/api/aplica').expect(200)).body.response;
    expect(mine.map((item: { titulo: string; estado: string }) => [item.titulo, item.estado]).sort()).toEqual([
      ['Asistente de Recursos Humanos', 'CV visto'],
      ['Jefe/a de tráfico para base de operaciones', 'En proceso'],
      ['Operario/a de depósito - turno mañana', 'Enviada'],
      ['Representante de atención telefónica - turno tarde', 'Entrevista'],
    ]);
    const profile = await getAs(ctx.server, empresa, `/api/empresa/aplicacion/${page.body.response[0].id}`).expect(200);
    expect(profile.body.respuestas.map((answer: { respuesta: string }) => answer.respuesta)).toEqual([
      'Con Wialon para el seguimiento de flota y con un TMS propio para programar los viajes.',
      'Sí, me mudo a Neuquén con mi familia en el mes que haga falta.',
    ]);
  });

  it('gives the demo company applicants in every stage, one withdrawn, and an answer record on its public ads', async () => {
    const empresa = await login(ctx.server, 'empresa');
    const dashboard = await getAs(ctx.server, empresa, '/api/empresa/dashboard').expect(200);
    const stages = new Set<string>();
    let withdrawn = 0;
    for (const aviso of dashboard.body.avisos as { id: number }[]) {
      const page = await getAs(ctx.server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones`).expect(200);
      for (const row of page.body.response as { estado: string; retirada: boolean }[]) {
        stages.add(row.estado);
        if (row.retirada) withdrawn += 1;
      }
    }
    expect([...stages].sort()).toEqual(['contratada', 'descartada', 'entrevista', 'finalista', 'nueva', 'preseleccionada', 'vista']);
    expect(withdrawn).toBe(1);

    // 15 applications count (the one withdrawn before an answer does not), 9 answered after 1, 1, 1, 2, 2, 3, 3, 3 and 6 days.
    const operario = dashboard.body.avisos.find((aviso: { titulo: string }) => aviso.titulo === 'Operario/a de depósito - turno mañana');
    const ad = await request(ctx.server).get(`/api/home/aviso/${operario.id}`).expect(200);
    expect(ad.body.respuesta).toEqual({ porcentaje: 60, medianaDias: 2 });
  });

  it("shows the demo applicant's news on the top bar until she opens Mis Postulaciones", async () => {
    const lucia = await login(ctx.server, 'postulante');
    // The interview's message, and three applications the company moved ('CV visto' included).
    expect((await getAs(ctx.server, lucia, '/api/aplica/novedades').expect(200)).body).toEqual({ mensajes: 1, cambios: 3, total: 4 });
    await postAs(ctx.server, lucia, '/api/aplica/novedades/visto').expect(204);
    expect((await getAs(ctx.server, lucia, '/api/aplica/novedades').expect(200)).body).toEqual({ mensajes: 1, cambios: 0, total: 1 });
  });

  it("gives the administrator's 'Denuncias' one reported ad, still in the search, and queues no acknowledgement", async () => {
    const admin = await login(ctx.server, 'admin');
    const { body } = await getAs(ctx.server, admin, '/api/admin/denuncias').expect(200);
    expect(
      body.casos.map((item: { aviso: { titulo: string; status: string }; denunciantes: number }) => [item.aviso.titulo, item.aviso.status, item.denunciantes]),
    ).toEqual([['Vigilador/a para depósito fiscal', 'published', 2]]);
    const [{ pending }] = await ctx.dataSource.query(
      `SELECT count(*)::int AS pending FROM mail_outbox WHERE sent_at IS NULL AND subject LIKE 'Recibimos tu denuncia%'`,
    );
    expect(pending).toBe(0);
  });
});
