import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AvisoStats } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { argentineDay } from '../notifications/notifications.service.js';
import { AvisoViewCounter } from './aviso-view-counter.js';

// Issue 38.4: an ad's statistics, through the API as the ad page and the company's screens use it.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HOUR = 3_600_000;

let ctx: TestApp;
let server: Server;
let counter: AvisoViewCounter;
let empresa: LoggedIn;

const view = (avisoId: number, userAgent: string | null, origen?: string) => {
  const call = request(server).post(`/api/home/aviso/${avisoId}/vista`);
  if (userAgent !== null) void call.set('User-Agent', userAgent);
  return call.send(origen === undefined ? {} : { origen });
};
const stats = async (avisoId: number): Promise<AvisoStats> => (await getAs(server, empresa, `/api/empresa/aviso/${avisoId}/estadisticas`).expect(200)).body;
const marks = async (avisoId: number) =>
  (await ctx.dataSource.query(`SELECT * FROM aviso_view_marks WHERE aviso_id = $1`, [avisoId])) as Record<string, unknown>[];
const bySource = (result: AvisoStats) => Object.fromEntries(result.origenes.map((row) => [row.origen, [row.vistas, row.postulaciones]]));

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  counter = ctx.app.get(AvisoViewCounter);
  empresa = await login(server, 'empresa');
});

afterAll(() => ctx?.close());

describe('views of the ad page', () => {
  it('answers at once and writes the views later, in one batch, one per visitor and hour', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Repositor/a de góndola' });
    await view(aviso.id, CHROME, 'busqueda').expect(204);
    await view(aviso.id, CHROME, 'busqueda').expect(204);
    await view(aviso.id, CHROME, 'compartido').expect(204);
    await view(aviso.id, FIREFOX, 'compartido').expect(204);
    await view(aviso.id, PHONE).expect(204);
    // Nothing is written by the requests themselves.
    expect((await stats(aviso.id)).vistas).toBe(0);

    await counter.flush();
    const result = await stats(aviso.id);
    expect(result.vistas).toBe(3);
    // The same browser from the same address is one visitor: its first source counts.
    expect(bySource(result)).toEqual({ busqueda: [1, 0], alerta: [0, 0], feed: [0, 0], compartido: [1, 0], directo: [1, 0] });
    expect(result.dias.at(-1)).toEqual({ fecha: argentineDay(), vistas: 3, postulaciones: 0 });

    // Another batch of the same visitors in the same hour adds nothing; the marks keep no address or browser.
    await view(aviso.id, CHROME, 'feed').expect(204);
    await counter.flush();
    expect((await stats(aviso.id)).vistas).toBe(3);
    const kept = JSON.stringify(await marks(aviso.id));
    for (const secret of ['127.0.0.1', 'Chrome', 'Firefox']) expect(kept).not.toContain(secret);
  });

  it('counts the same visitor again in the next hour, and forgets the past hours marks', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Cajero/a de supermercado' });
    const visitor = { address: '190.12.34.56', userAgent: CHROME };
    const now = Date.now();
    await counter.count(aviso.id, 'alerta', visitor, new Date(now - HOUR));
    await counter.count(aviso.id, 'alerta', visitor, new Date(now));
    await counter.flush();
    const result = await stats(aviso.id);
    expect(result.vistas).toBe(2);
    expect(bySource(result).alerta).toEqual([2, 0]);
    expect(await marks(aviso.id)).toHaveLength(2);
    // The first batch of a new hour drops the earlier hours' marks: only the new hour's is kept.
    await counter.count(aviso.id, 'alerta', visitor, new Date(now + HOUR));
    await counter.flush(new Date(now + HOUR));
    expect(await marks(aviso.id)).toHaveLength(1);
    expect((await stats(aviso.id)).vistas).toBe(3);
  });

  it('leaves out bots, link previewers and requests without a browser name', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Mozo/a para restaurante' });
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'WhatsApp/2.24.1.6 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ]) {
      await view(aviso.id, bot, 'compartido').expect(204);
    }
    await view(aviso.id, null, 'compartido').expect(204);
    await counter.flush();
    expect((await stats(aviso.id)).vistas).toBe(0);
  });

  it('counts at most five browsers of one address an hour: renaming the browser does not add views', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Recepcionista bilingüe' });
    for (let version = 100; version < 120; version++) {
      await counter.count(aviso.id, 'directo', { address: '200.45.1.9', userAgent: CHROME.replace('131.0.0.0', `${version}.0.0.0`) });
    }
    await counter.count(aviso.id, 'directo', { address: '200.45.1.10', userAgent: CHROME });
    await counter.flush();
    expect((await stats(aviso.id)).vistas).toBe(6);
  });

  it('counts nothing for a draft, a finished or an unknown ad, and refuses an unknown source', async () => {
    const draft = await insertAviso(ctx.dataSource, { titulo: 'Borrador de estadísticas', status: 'draft' });
    const finished = await insertAviso(ctx.dataSource, { titulo: 'Terminado de estadísticas', status: 'finished' });
    await view(draft.id, CHROME).expect(204);
    await view(finished.id, CHROME).expect(204);
    await view(2_000_000, CHROME).expect(204);
    await view(finished.id, CHROME, 'google').expect(400);
    await counter.flush();
    expect((await stats(draft.id)).vistas).toBe(0);
    expect((await stats(finished.id)).vistas).toBe(0);
    expect(await ctx.dataSource.query(`SELECT 1 FROM aviso_view_days WHERE aviso_id = ANY($1::int[])`, [[draft.id, finished.id, 2_000_000]])).toEqual([]);
  });

  it('writes what it holds when the API stops', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Chofer de reparto' });
    await view(aviso.id, PHONE, 'feed').expect(204);
    await counter.beforeApplicationShutdown();
    expect(bySource(await stats(aviso.id)).feed).toEqual([1, 0]);
  });
});

describe("the company's statistics of an ad", () => {
  it('counts applications by day and source, and the share that reached each stage', async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Analista de compras' });
    const applications: number[] = [];
    for (const [name, origen] of [
      ['ana-stats', 'busqueda'],
      ['bruno-stats', 'alerta'],
      ['carla-stats', undefined],
      ['dario-stats', 'compartido'],
    ] as const) {
      const who = await newApplicant(ctx.dataSource, server, name);
      await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv() }).expect(200);
      const body = origen === undefined ? { idAviso: aviso.id } : { idAviso: aviso.id, origen };
      applications.push((await postAs(server, who.session, '/api/aplica/aplica', body).expect(201)).body.id);
    }
    const [ana, bruno, carla] = applications;
    const move = (id: number, estado: string) => postAs(server, empresa, `/api/empresa/aplicacion/${id}/estado`, { estado }).expect(200);
    // Ana went all the way; Bruno was interviewed and then discarded; Carla was read; Darío is new.
    await move(ana, 'preseleccionada');
    await move(ana, 'contratada');
    await move(bruno, 'entrevista');
    await move(bruno, 'descartada');
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: carla }).expect(200);

    const result = await stats(aviso.id);
    expect(result.titulo).toBe('Analista de compras');
    expect(result.postulaciones).toBe(4);
    expect(result.desde).toBe(argentineDay());
    expect(result.dias).toEqual([{ fecha: argentineDay(), vistas: 0, postulaciones: 4 }]);
    expect(bySource(result)).toEqual({ busqueda: [0, 1], alerta: [0, 1], feed: [0, 0], compartido: [0, 1], directo: [0, 1] });
    expect(result.sinOrigen).toBe(0);
    expect(result.etapas).toEqual([
      { etapa: 'nueva', postulaciones: 4, porcentaje: 100 },
      { etapa: 'vista', postulaciones: 3, porcentaje: 75 },
      { etapa: 'preseleccionada', postulaciones: 2, porcentaje: 50 },
      { etapa: 'entrevista', postulaciones: 2, porcentaje: 50 },
      { etapa: 'finalista', postulaciones: 1, porcentaje: 25 },
      { etapa: 'contratada', postulaciones: 1, porcentaje: 25 },
      { etapa: 'descartada', postulaciones: 1, porcentaje: 25 },
    ]);
  });

  it('spans the days since publication, at most the last 90, and none for a draft', async () => {
    const old = await insertAviso(ctx.dataSource, { titulo: 'Aviso de hace meses' });
    await ctx.dataSource.query(`UPDATE avisos SET published_at = now() - interval '200 days' WHERE id = $1`, [old.id]);
    const result = await stats(old.id);
    expect(result.dias).toHaveLength(90);
    expect(result.dias.at(-1)!.fecha).toBe(argentineDay());

    const recent = await insertAviso(ctx.dataSource, { titulo: 'Aviso de la semana' });
    await ctx.dataSource.query(`UPDATE avisos SET published_at = now() - interval '6 days' WHERE id = $1`, [recent.id]);
    expect((await stats(recent.id)).dias).toHaveLength(7);

    const draft = await insertAviso(ctx.dataSource, { titulo: 'Borrador sin publicar', status: 'draft' });
    expect(await stats(draft.id)).toMatchObject({ desde: null, dias: [], vistas: 0, postulaciones: 0 });
  });

  it("shows each ad's views on the dashboard", async () => {
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Vendedor/a de salón' });
    await view(aviso.id, CHROME, 'busqueda').expect(204);
    await view(aviso.id, FIREFOX, 'busqueda').expect(204);
    await counter.flush();
    const dashboard = (await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body;
    expect(dashboard.avisos.find((row: { id: number }) => row.id === aviso.id).vistas).toBe(2);
  });

  it("answers 404 for another company's ad and 403 for an applicant", async () => {
    const [other] = await ctx.dataSource.query(`SELECT id FROM companies WHERE razonsocial <> 'Logística del Plata S.A.' ORDER BY id LIMIT 1`);
    const foreign = await insertAviso(ctx.dataSource, { titulo: 'Aviso de otra empresa', companyId: other.id });
    await getAs(server, empresa, `/api/empresa/aviso/${foreign.id}/estadisticas`).expect(404);
    await getAs(server, await login(server, 'postulante'), `/api/empresa/aviso/${foreign.id}/estadisticas`).expect(403);
  });
});
