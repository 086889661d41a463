import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_MESSAGES, STAGE_MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };
let aviso: { id: number };
let foreignApplication: number;
const applicationOf = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  empresa = await login(server, 'empresa');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Auxiliar de depósito con etapas' });
  const [other] = await ctx.dataSource.query(`SELECT id FROM companies WHERE razonsocial <> 'Logística del Plata S.A.' ORDER BY id LIMIT 1`);
  const foreignAviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso de otra empresa', companyId: other.id });
  ana = await newApplicant(ctx.dataSource, server, 'ana-etapas');
  bruno = await newApplicant(ctx.dataSource, server, 'bruno-etapas');
  for (const who of [ana, bruno]) {
    await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv() }).expect(200);
    applicationOf.set(who.applicantId, (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id);
  }
  foreignApplication = (await postAs(server, ana.session, '/api/aplica/aplica', { idAviso: foreignAviso.id }).expect(201)).body.id;
});

afterAll(() => ctx?.close());

const anaApplication = () => applicationOf.get(ana.applicantId)!;
const brunoApplication = () => applicationOf.get(bruno.applicantId)!;
/** What the applicant reads in Mis Postulaciones for the ad. */
const applicantSees = async (who: { session: LoggedIn }, idAviso = aviso.id) =>
  (await getAs(server, who.session, '/api/aplica').expect(200)).body.response.find((item: { idAviso: number }) => item.idAviso === idAviso);
const companySees = async () =>
  Object.fromEntries(
    (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones`).expect(200)).body.response.map((item: { id: number; estado: string }) => [
      item.id,
      item.estado,
    ]),
  );
const history = async (applicationId: number) =>
  (await ctx.dataSource.query(`SELECT stage, changed_by FROM application_stage_changes WHERE application_id = $1 ORDER BY id`, [applicationId])) as {
    stage: string;
    changed_by: number;
  }[];

describe('application stages', () => {
  it("starts 'nueva' ('Enviada' to the applicant); opening the profile makes it 'vista' ('CV visto') once", async () => {
    expect((await companySees())[anaApplication()]).toBe('nueva');
    expect((await applicantSees(ana)).estado).toBe('Enviada');
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: anaApplication() }).expect(200);
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: anaApplication() }).expect(200);
    expect((await companySees())[anaApplication()]).toBe('vista');
    expect(await applicantSees(ana)).toMatchObject({ estado: 'CV visto', estadoDesde: expect.any(String) });
    expect((await history(anaApplication())).map((line) => line.stage)).toEqual(['vista']);
  });

  it('moves one application, keeps who and when, and a repeated click changes nothing', async () => {
    const moved = await postAs(server, empresa, `/api/empresa/aplicacion/${anaApplication()}/estado`, { estado: 'preseleccionada' }).expect(200);
    expect(moved.body).toEqual({ id: anaApplication(), estado: 'preseleccionada', estadoDesde: expect.any(String) });
    const again = await postAs(server, empresa, `/api/empresa/aplicacion/${anaApplication()}/estado`, { estado: 'preseleccionada' }).expect(200);
    expect(again.body.estadoDesde).toBe(moved.body.estadoDesde);
    expect((await applicantSees(ana)).estado).toBe('En proceso');
    const lines = await history(anaApplication());
    expect(lines.map((line) => line.stage)).toEqual(['vista', 'preseleccionada']);
    const [{ id: companyUser }] = await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'empresa'`);
    expect(lines[1].changed_by).toBe(companyUser);
    // Opening the profile again does not take it back to 'vista'.
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: anaApplication() }).expect(200);
    expect((await companySees())[anaApplication()]).toBe('preseleccionada');
  });

  it("a move by hand, 'Vista' too, reads the application: the list no longer marks it unread", async () => {
    const row = async () =>
      (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones`).expect(200)).body.response.find(
        (item: { id: number }) => item.id === brunoApplication(),
      );
    expect(await row()).toMatchObject({ estado: 'nueva', readed: false });
    await postAs(server, empresa, `/api/empresa/aplicacion/${brunoApplication()}/estado`, { estado: 'vista' }).expect(200);
    expect(await row()).toMatchObject({ estado: 'vista', readed: true });
    const unread = (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?tab=unread`).expect(200)).body.response;
    expect(unread.map((item: { id: number }) => item.id)).not.toContain(brunoApplication());
  });

  it('moves several at once, all or none', async () => {
    const both = await postAs(server, empresa, '/api/empresa/aplicaciones/estado', {
      ids: [anaApplication(), brunoApplication()],
      estado: 'entrevista',
    }).expect(200);
    expect(both.body.response.map((state: { id: number; estado: string }) => [state.id, state.estado])).toEqual(
      [anaApplication(), brunoApplication()].sort((a, b) => a - b).map((id) => [id, 'entrevista']),
    );
    expect((await applicantSees(bruno)).estado).toBe('Entrevista');

    // One of another company's ads: nothing changes, not even the company's own.
    const refused = await postAs(server, empresa, '/api/empresa/aplicaciones/estado', {
      ids: [anaApplication(), foreignApplication],
      estado: 'descartada',
    }).expect(404);
    expect(refused.body.message).toBe(STAGE_MESSAGES.notFound);
    expect(await companySees()).toMatchObject({ [anaApplication()]: 'entrevista', [brunoApplication()]: 'entrevista' });
    const single = await postAs(server, empresa, `/api/empresa/aplicacion/${foreignApplication}/estado`, { estado: 'descartada' }).expect(404);
    expect(single.body.message).toBe(COMPANY_MESSAGES.applicationNotFound);
    expect(
      (await applicantSees(ana, (await ctx.dataSource.query(`SELECT aviso_id FROM applications WHERE id = $1`, [foreignApplication]))[0].aviso_id)).estado,
    ).toBe('Enviada');
  });

  it('refuses an unknown stage, no applications, more than 100 or a repeated one, in Spanish', async () => {
    const refused = async (body: object, message: string) =>
      expect((await postAs(server, empresa, '/api/empresa/aplicaciones/estado', body).expect(400)).body.message).toBe(message);
    await refused({ ids: [anaApplication()], estado: 'ascendida' }, STAGE_MESSAGES.invalidStage);
    await refused({ ids: [], estado: 'finalista' }, STAGE_MESSAGES.noneChosen);
    await refused({ ids: Array.from({ length: 101 }, (_, index) => index + 1), estado: 'finalista' }, STAGE_MESSAGES.tooMany);
    await refused({ ids: [anaApplication(), anaApplication()], estado: 'finalista' }, STAGE_MESSAGES.repeated);
    expect((await companySees())[anaApplication()]).toBe('entrevista');
  });

  it("tells the applicant 'Contratado/a'; finishing the ad discards every other open application ('Proceso finalizado')", async () => {
    await postAs(server, empresa, `/api/empresa/aplicacion/${anaApplication()}/estado`, { estado: 'contratada' }).expect(200);
    expect((await applicantSees(ana)).estado).toBe('Contratado/a');
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id: aviso.id }).expect(200);
    expect(await companySees()).toMatchObject({ [anaApplication()]: 'contratada', [brunoApplication()]: 'descartada' });
    expect((await applicantSees(ana)).estado).toBe('Contratado/a');
    expect((await applicantSees(bruno)).estado).toBe('Proceso finalizado');
    expect((await history(brunoApplication())).map((line) => line.stage)).toEqual(['vista', 'entrevista', 'descartada']);
    // Finishing it again changes nothing more.
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id: aviso.id }).expect(200);
    expect(await history(brunoApplication())).toHaveLength(3);
  });
});

describe('the stage filter', () => {
  it('lists only the applications in the stage asked for, and refuses an unknown one in Spanish', async () => {
    const stages = async (estado: string) =>
      (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?estado=${estado}`).expect(200)).body.response.map(
        (item: { id: number; estado: string }) => [item.id, item.estado],
      );
    expect(await stages('contratada')).toEqual([[anaApplication(), 'contratada']]);
    expect(await stages('descartada')).toEqual([[brunoApplication(), 'descartada']]);
    expect(await stages('finalista')).toEqual([]);
    const refused = await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?estado=ascendida`).expect(400);
    expect(refused.body.message).toBe(STAGE_MESSAGES.invalidStage);
  });
});

describe('search, order and a profile’s previous/next', () => {
  let searched: { id: number };
  const ids: Record<string, number> = {};
  const ask = async (query: string) =>
    (await getAs(server, empresa, `/api/empresa/aviso/${searched.id}/aplicaciones?${query}`).expect(200)).body.response.map((item: { id: number }) => item.id);

  beforeAll(async () => {
    searched = await insertAviso(ctx.dataSource, { titulo: 'Aviso para buscar y ordenar' });
    const people = [
      ['ana', 'Ana Búsqueda', 'ana.b@correo.test'],
      ['bruno', 'Bruno Pérez', 'bruno.p@correo.test'],
      ['carla', 'Carla Núñez', 'carla_n@otro.test'],
    ];
    for (const [key, name, mail] of people) {
      const who = await newApplicant(ctx.dataSource, server, `${key}-busca`);
      await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv({ name, mail }) }).expect(200);
      ids[key] = (await postAs(server, who.session, '/api/aplica/aplica', { idAviso: searched.id }).expect(201)).body.id;
    }
  });

  it('goes to the previous and next applicant in the list’s order and filter, counting the open one even once it is read', async () => {
    const neighbours = async (id: number, query: string) => (await getAs(server, empresa, `/api/empresa/aplicacion/${id}/vecinas?${query}`).expect(200)).body;
    expect(await neighbours(ids.bruno, 'orden=antiguas')).toEqual({ anterior: ids.ana, siguiente: ids.carla, posicion: 2, total: 3 });
    expect(await neighbours(ids.ana, '')).toEqual({ anterior: ids.bruno, siguiente: null, posicion: 3, total: 3 });
    // Opening Bruno's profile reads it: in 'No leídas' he still stands between Ana and Carla.
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: ids.bruno }).expect(200);
    expect(await neighbours(ids.bruno, 'tab=unread&orden=antiguas')).toEqual({ anterior: ids.ana, siguiente: ids.carla, posicion: 2, total: 3 });
    expect(await neighbours(ids.carla, 'tab=unread&orden=antiguas')).toEqual({ anterior: ids.ana, siguiente: null, posicion: 2, total: 2 });
    expect(await neighbours(ids.carla, 'q=bruno')).toEqual({ anterior: null, siguiente: ids.bruno, posicion: 1, total: 2 });
    await getAs(server, empresa, `/api/empresa/aplicacion/${foreignApplication}/vecinas`).expect(404);
  });

  it('searches the name and e-mail as sent, ignoring case and accents, and takes % and _ literally', async () => {
    expect(await ask('q=BUSQUEDA')).toEqual([ids.ana]);
    expect(await ask('q=nunez')).toEqual([ids.carla]);
    expect(await ask('q=correo.test&orden=antiguas')).toEqual([ids.ana, ids.bruno]);
    expect(await ask('q=carla_n')).toEqual([ids.carla]);
    expect(await ask('q=a_a')).toEqual([]);
    expect(await ask('q=%25')).toEqual([]);
    expect(await ask('q=%20%20')).toHaveLength(3);
  });

  it('orders newest or oldest first, or along the process', async () => {
    expect(await ask('')).toEqual([ids.carla, ids.bruno, ids.ana]);
    expect(await ask('orden=antiguas')).toEqual([ids.ana, ids.bruno, ids.carla]);
    await postAs(server, empresa, `/api/empresa/aplicacion/${ids.carla}/estado`, { estado: 'preseleccionada' }).expect(200);
    await postAs(server, empresa, `/api/empresa/aplicacion/${ids.ana}/estado`, { estado: 'descartada' }).expect(200);
    expect(await ask('orden=estado')).toEqual([ids.bruno, ids.carla, ids.ana]);
  });

  it('refuses a search too long or an unknown order, in Spanish', async () => {
    const long = await getAs(server, empresa, `/api/empresa/aviso/${searched.id}/aplicaciones?q=${'a'.repeat(101)}`).expect(400);
    expect(long.body.message).toBe('La búsqueda no puede superar los 100 caracteres');
    const order = await getAs(server, empresa, `/api/empresa/aviso/${searched.id}/aplicaciones?orden=nombre`).expect(400);
    expect(order.body.message).toBe("El orden debe ser 'recientes', 'antiguas', 'estado' o 'calificacion'");
  });
});
