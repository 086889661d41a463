import { beforeAll, describe, expect, it } from '@jest/globals';
import { APPLY_MESSAGES, WITHDRAWAL_MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { appPerFile } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let empresa: LoggedIn;
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };
let aviso: { id: number };
let anaApplication: number;
let brunoApplication: number;

beforeAll(async () => {
  empresa = await login(ctx.server, 'empresa');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Auxiliar administrativo con retiro' });
  ana = await newApplicant(ctx.dataSource, ctx.server, 'ana-retiro');
  bruno = await newApplicant(ctx.dataSource, ctx.server, 'bruno-retiro');
  for (const who of [ana, bruno]) await postAs(ctx.server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv() }).expect(200);
  anaApplication = (await postAs(ctx.server, ana.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
  brunoApplication = (await postAs(ctx.server, bruno.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
});

const applicantSees = async (who: { session: LoggedIn }, idAviso = aviso.id) =>
  (await getAs(ctx.server, who.session, '/api/aplica').expect(200)).body.response.find((item: { idAviso: number }) => item.idAviso === idAviso);
const companySees = async (avisoId = aviso.id) =>
  new Map(
    (await getAs(ctx.server, empresa, `/api/empresa/aviso/${avisoId}/aplicaciones`).expect(200)).body.response.map(
      (item: { id: number; estado: string; retirada: boolean }) => [item.id, { estado: item.estado, retirada: item.retirada }],
    ),
  );
const history = async (applicationId: number) =>
  (await ctx.dataSource.query(`SELECT stage, changed_by FROM application_stage_changes WHERE application_id = $1 ORDER BY id`, [applicationId])) as {
    stage: string;
    changed_by: number;
  }[];
const userOf = async (name: string) => (await ctx.dataSource.query(`SELECT id FROM users WHERE name = $1`, [name]))[0].id as number;

describe("'Retirar postulación'", () => {
  it("refuses another applicant's application with a Spanish 404, changing nothing", async () => {
    const refused = await postAs(ctx.server, bruno.session, `/api/aplica/retirar/${anaApplication}`).expect(404);
    expect(refused.body).toEqual({ message: APPLY_MESSAGES.applicationNotFound });
    expect((await applicantSees(ana)).estado).toBe('Enviada');
    expect(await history(anaApplication)).toEqual([]);
  });

  it("withdraws the applicant's own: 'Postulación retirada' with its date, one history line by the applicant; a second request changes nothing", async () => {
    const first = await postAs(ctx.server, ana.session, `/api/aplica/retirar/${anaApplication}`).expect(200);
    expect(first.body).toEqual({ id: anaApplication, idAviso: aviso.id, postuladoEl: expect.any(String), retiradaEl: expect.any(String) });
    const second = await postAs(ctx.server, ana.session, `/api/aplica/retirar/${anaApplication}`).expect(200);
    expect(second.body).toEqual(first.body);

    expect(await applicantSees(ana)).toMatchObject({ estado: 'Postulación retirada', estadoDesde: first.body.retiradaEl });
    expect(await history(anaApplication)).toEqual([{ stage: 'retirada', changed_by: await userOf('ana-retiro') }]);
    // The ad page knows it, and applying again is refused in Spanish.
    const state = await getAs(ctx.server, ana.session, `/api/aplica/aviso/${aviso.id}`).expect(200);
    expect(state.body.postulacion.retiradaEl).toBe(first.body.retiradaEl);
    const again = await postAs(ctx.server, ana.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(409);
    expect(again.body.message).toBe(WITHDRAWAL_MESSAGES.reapply);
  });

  it("shows the company 'retirada', leaves it out of the unread tab and the dashboard's count, and refuses to move it", async () => {
    const seen = await companySees();
    expect(seen.get(anaApplication)).toEqual({ estado: 'nueva', retirada: true });
    expect(seen.get(brunoApplication)).toEqual({ estado: 'nueva', retirada: false });
    const unread = await getAs(ctx.server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?tab=unread`).expect(200);
    expect(unread.body.response.map((item: { id: number }) => item.id)).toEqual([brunoApplication]);
    const dashboard = await getAs(ctx.server, empresa, '/api/empresa/dashboard').expect(200);
    expect(dashboard.body.avisos.find((item: { id: number }) => item.id === aviso.id)).toMatchObject({ aplicaciones: 2, noLeidas: 1 });

    const one = await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${anaApplication}/estado`, { estado: 'entrevista' }).expect(409);
    expect(one.body.message).toBe(WITHDRAWAL_MESSAGES.companyCannotMoveOne);
    // All or none: Bruno does not move either.
    const bulk = await postAs(ctx.server, empresa, '/api/empresa/aplicaciones/estado', {
      ids: [brunoApplication, anaApplication],
      estado: 'preseleccionada',
    }).expect(409);
    expect(bulk.body.message).toBe(WITHDRAWAL_MESSAGES.companyCannotMove);
    // Opening the profile reads it, but does not take it to 'vista'.
    await postAs(ctx.server, empresa, '/api/empresa/aplicaisread', { id: anaApplication }).expect(200);
    expect(await companySees()).toEqual(
      new Map([
        [anaApplication, { estado: 'nueva', retirada: true }],
        [brunoApplication, { estado: 'nueva', retirada: false }],
      ]),
    );
    expect((await history(anaApplication)).map((line) => line.stage)).toEqual(['retirada']);
  });

  it('is refused once the process ended (hired, or the ad finished), and finishing the ad leaves a withdrawn one as it was', async () => {
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${brunoApplication}/estado`, { estado: 'contratada' }).expect(200);
    const hired = await postAs(ctx.server, bruno.session, `/api/aplica/retirar/${brunoApplication}`).expect(409);
    expect(hired.body.message).toBe(WITHDRAWAL_MESSAGES.notOpen);
    expect((await applicantSees(bruno)).estado).toBe('Contratado/a');

    const other = await insertAviso(ctx.dataSource, { titulo: 'Cadete con retiro tardío' });
    const application = (await postAs(ctx.server, bruno.session, '/api/aplica/aplica', { idAviso: other.id }).expect(201)).body.id;
    await postAs(ctx.server, empresa, '/api/empresa/finish_aviso', { id: other.id }).expect(200);
    expect((await postAs(ctx.server, bruno.session, `/api/aplica/retirar/${application}`).expect(409)).body.message).toBe(WITHDRAWAL_MESSAGES.notOpen);
    expect((await applicantSees(bruno, other.id)).estado).toBe('Proceso finalizado');

    await postAs(ctx.server, empresa, '/api/empresa/finish_aviso', { id: aviso.id }).expect(200);
    expect((await companySees()).get(anaApplication)).toEqual({ estado: 'nueva', retirada: true });
    expect((await history(anaApplication)).map((line) => line.stage)).toEqual(['retirada']);
    expect((await applicantSees(ana)).estado).toBe('Postulación retirada');
  });
});

describe('the top-bar badge (GET /api/aplica/novedades)', () => {
  let carla: { session: LoggedIn; applicantId: number };
  let dario: { session: LoggedIn; applicantId: number };
  let first: number;
  let second: number;
  const novedades = async (who: { session: LoggedIn }) => (await getAs(ctx.server, who.session, '/api/aplica/novedades').expect(200)).body;

  beforeAll(async () => {
    carla = await newApplicant(ctx.dataSource, ctx.server, 'carla-novedades');
    dario = await newApplicant(ctx.dataSource, ctx.server, 'dario-novedades');
    for (const who of [carla, dario]) await postAs(ctx.server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv() }).expect(200);
    const one = await insertAviso(ctx.dataSource, { titulo: 'Repositor con novedades', permiteMsjDirecto: true });
    const two = await insertAviso(ctx.dataSource, { titulo: 'Cajero con novedades', permiteMsjDirecto: true });
    first = (await postAs(ctx.server, carla.session, '/api/aplica/aplica', { idAviso: one.id }).expect(201)).body.id;
    second = (await postAs(ctx.server, carla.session, '/api/aplica/aplica', { idAviso: two.id }).expect(201)).body.id;
    await postAs(ctx.server, dario.session, '/api/aplica/aplica', { idAviso: one.id }).expect(201);
  });

  it('counts unread company messages and the applications whose status changed, only the applicant’s own', async () => {
    expect(await novedades(carla)).toEqual({ mensajes: 0, cambios: 0, total: 0 });
    // Opening the profile ('CV visto') is news too; two changes of one application count once.
    await postAs(ctx.server, empresa, '/api/empresa/aplicaisread', { id: first }).expect(200);
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${first}/estado`, { estado: 'entrevista' }).expect(200);
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${second}/mensajes`, { message: '¿Podés venir el lunes?' }).expect(200);
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${second}/mensajes`, { message: 'Traé el DNI.' }).expect(200);
    expect(await novedades(carla)).toEqual({ mensajes: 2, cambios: 1, total: 3 });
    expect(await novedades(dario)).toEqual({ mensajes: 0, cambios: 0, total: 0 });
  });

  it('forgets the status changes once Mis Postulaciones is opened, and the messages once read', async () => {
    await postAs(ctx.server, carla.session, '/api/aplica/novedades/visto').expect(204);
    expect(await novedades(carla)).toEqual({ mensajes: 2, cambios: 0, total: 2 });

    const [{ aviso_id }] = await ctx.dataSource.query(`SELECT aviso_id FROM applications WHERE id = $1`, [second]);
    const view = await getAs(ctx.server, carla.session, `/api/message?idAviso=${aviso_id}`).expect(200);
    await postAs(ctx.server, carla.session, `/api/message/leido/${view.body.conversation.id}`).expect(204);
    expect(await novedades(carla)).toEqual({ mensajes: 0, cambios: 0, total: 0 });

    // A change after the visit is news again; withdrawing is the applicant's own act, none.
    await postAs(ctx.server, empresa, `/api/empresa/aplicacion/${second}/estado`, { estado: 'preseleccionada' }).expect(200);
    expect(await novedades(carla)).toEqual({ mensajes: 0, cambios: 1, total: 1 });
    await postAs(ctx.server, carla.session, '/api/aplica/novedades/visto').expect(204);
    await postAs(ctx.server, carla.session, `/api/aplica/retirar/${first}`).expect(200);
    expect(await novedades(carla)).toEqual({ mensajes: 0, cambios: 0, total: 0 });
  });
});
