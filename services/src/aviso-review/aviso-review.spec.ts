import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  AVISO_REVIEW_MESSAGES,
  AVISO_REVIEW_ROUTES,
  COMPANY_MESSAGES,
  inReviewMessage,
  type AvisoInReview,
  type AvisoSaveInput,
  type CompanyAvisoItem,
} from '@postulate/contracts';
import { logisticsRefs, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';

let inbox: SmtpInbox;
let ctx: TestApp;
let server: Server;
let admin: LoggedIn;
let empresa: LoggedIn;
let refs: { area: number; subarea: number; nivel: number };
let companyId: number;
let companyEmail: string;

const CANON = 'Para ingresar tenés que abonar un canon de inscripción de $15.000.';

/** A draft of the demo company (verified in the seed) with `overrides`, published; the publish answer. */
async function publishNew(overrides: Partial<AvisoSaveInput>) {
  const { body: saved } = await postAs(server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, overrides)).expect(201);
  const { body } = await postAs(server, empresa, '/api/empresa/publish_aviso', { id: saved.id }).expect(200);
  return body as { id: number; status: string; message: string };
}

const setVerified = (verified: boolean) => ctx.dataSource.query(`UPDATE companies SET verified_at = ${verified ? 'now()' : 'NULL'} WHERE id = $1`, [companyId]);

/** As an unverified company: the demo company loses its verification for the call. */
async function publishUnverified(overrides: Partial<AvisoSaveInput>) {
  await setVerified(false);
  try {
    return await publishNew(overrides);
  } finally {
    await setVerified(true);
  }
}

const stored = async (id: number) =>
  (await ctx.dataSource.query(`SELECT status, published_at, expires_at, review_reasons, review_requested_at FROM avisos WHERE id = $1`, [id]))[0];

const dashboardRow = async (id: number): Promise<CompanyAvisoItem> =>
  (await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body.avisos.find((aviso: CompanyAvisoItem) => aviso.id === id);

const searchIds = async (word: string): Promise<number[]> =>
  (
    await request(server)
      .get(`/api/home?q=${encodeURIComponent(word)}`)
      .expect(200)
  ).body.avisos.response.map((card: { id: number }) => card.id);

const queue = async (): Promise<AvisoInReview[]> => {
  const { body } = await getAs(server, admin, '/api/admin/avisos/revision').expect(200);
  expect(AVISO_REVIEW_ROUTES.list.response.safeParse(body).error).toBeUndefined();
  return body.avisos;
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0' });
  server = ctx.server;
  [admin, empresa] = [await login(server, 'admin'), await login(server, 'empresa')];
  refs = await logisticsRefs(ctx.dataSource);
  [{ id: companyId, email: companyEmail }] = await ctx.dataSource.query(
    `SELECT c.id, u.email FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`,
  );
  // The demo company is verified (demo-showcase approves its documents); the bare seed leaves that to each spec.
  await verifyDemoCompany(ctx.dataSource);
});

afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

describe('publishing: at once where there is no risk, held for review where there is (issue 39, point 3)', () => {
  it('publishes a verified company’s clean ad at once: searchable', async () => {
    const answer = await publishNew({ titulo: 'Operario Tordillo de depósito' });
    expect(answer).toMatchObject({ status: 'published', message: COMPANY_MESSAGES.published });
    expect((await stored(answer.id)).status).toBe('published');
    expect(await searchIds('Tordillo')).toContain(answer.id);
  });

  it('holds an unverified company’s ad, clean as it is, and tells the company why', async () => {
    const answer = await publishUnverified({ titulo: 'Cadete Zorzalito' });
    expect(answer).toEqual({
      id: answer.id,
      status: 'review',
      message: 'El aviso quedó en revisión: lo publicamos cuando lo revisemos. Lo revisamos antes de publicarlo: tu empresa todavía no está verificada.',
    });
    const row = await stored(answer.id);
    expect(row).toMatchObject({ status: 'review', published_at: null, expires_at: null, review_reasons: [{ kind: 'no_verificada', words: [] }] });
    expect(row.review_requested_at).toBeInstanceOf(Date);
    expect(await dashboardRow(answer.id)).toMatchObject({
      status: 'review',
      publicadoEl: null,
      motivoRevision: 'Lo revisamos antes de publicarlo: tu empresa todavía no está verificada',
    });
  });

  it("holds a verified company's ad asking to 'abonar un canon de inscripción', with that signal and its words", async () => {
    const answer = await publishNew({ titulo: 'Operario minero Calandria', descripcion: CANON });
    expect(answer).toMatchObject({ status: 'review', message: inReviewMessage(['dinero']) });
    expect((await stored(answer.id)).review_reasons).toEqual([{ kind: 'dinero', words: ['canon', 'inscripción', 'abonar'] }]);
    expect((await dashboardRow(answer.id)).motivoRevision).toBe('Lo revisamos antes de publicarlo: el aviso menciona pagos o dinero');
  });

  it('reads the questions too: a WhatsApp link and a phone number in a question hold the ad', async () => {
    const answer = await publishNew({
      titulo: 'Vendedor Benteveo',
      preguntas: [{ pregunta: '¿Nos escribís a wa.me/5491155550000 o al 11 5555-0000?' }],
    });
    expect(answer.status).toBe('review');
    expect((await stored(answer.id)).review_reasons).toEqual([
      { kind: 'canal', words: ['wa.me'] },
      // The number of the link is the link's: the phone number is the one written apart.
      { kind: 'telefono', words: ['11 5555-0000'] },
    ]);
    expect((await dashboardRow(answer.id)).motivoRevision).toBe(
      'Lo revisamos antes de publicarlo: el aviso menciona un contacto por WhatsApp o Telegram y un número de teléfono',
    );
  });

  it('keeps an ad in review out of the search, its page (404) and the feed; publishing again changes nothing', async () => {
    const answer = await publishNew({ titulo: 'Repositor Hornero', descripcion: CANON });
    expect(await searchIds('Hornero')).not.toContain(answer.id);
    await request(server).get(`/api/home/aviso/${answer.id}`).expect(404);
    expect((await request(server).get('/api/home/feed?q=Hornero').expect(200)).text).not.toContain('Repositor Hornero');
    expect((await request(server).get('/api/home/sitemap.xml').expect(200)).text).not.toContain(`/aviso/${answer.id}`);

    const before = await stored(answer.id);
    const { body } = await postAs(server, empresa, '/api/empresa/publish_aviso', { id: answer.id }).expect(200);
    expect(body).toMatchObject({ status: 'review', message: inReviewMessage(['dinero']) });
    expect(await stored(answer.id)).toEqual(before);
  });

  it('an edit of an ad in review keeps it held, with the reasons of its text as it reads now', async () => {
    const answer = await publishNew({ titulo: 'Chofer Carancho', descripcion: CANON });
    await postAs(server, empresa, '/api/empresa/update_aviso', {
      id: answer.id,
      aviso: validAvisoOf(refs, { titulo: 'Chofer Carancho', descripcion: 'Escribinos por Telegram.' }),
    }).expect(200);
    expect(await stored(answer.id)).toMatchObject({ status: 'review', review_reasons: [{ kind: 'canal', words: ['Telegram'] }] });
  });
});

describe("the administrator's 'Avisos en revisión'", () => {
  it('lists the held ads oldest first, with company, verification, the signals and their words, and the text', async () => {
    const first = await publishNew({ titulo: 'Mozo Pirincho', descripcion: CANON });
    const second = await publishUnverified({ titulo: 'Ayudante Chingolo', preguntas: [{ pregunta: '¿Tenés movilidad propia?' }] });
    const avisos = await queue();
    const ids = avisos.map((aviso) => aviso.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const dates = avisos.map((aviso) => aviso.enRevisionDesde);
    expect([...dates].sort()).toEqual(dates);
    expect(avisos.find((aviso) => aviso.id === first.id)).toEqual({
      id: first.id,
      titulo: 'Mozo Pirincho',
      descripcion: CANON,
      preguntas: ['¿Tenés disponibilidad para viajar?'],
      empresa: 'Logística del Plata S.A.',
      companyId,
      verificada: true,
      motivos: [{ kind: 'dinero', words: ['canon', 'inscripción', 'abonar'] }],
      enRevisionDesde: expect.any(String),
    });
    expect(avisos.find((aviso) => aviso.id === second.id)).toMatchObject({
      preguntas: ['¿Tenés movilidad propia?'],
      motivos: [{ kind: 'no_verificada', words: [] }],
    });
  });

  it("'Publicar' publishes it dated as a publish would, searchable; it then leaves the queue and a second verdict is refused", async () => {
    const held = await publishNew({ titulo: 'Cajero Cardenal', descripcion: CANON });
    const { body } = await postAs(server, admin, `/api/admin/avisos/${held.id}/aprobar`).expect(200);
    expect(body).toEqual({ id: held.id, status: 'published', message: AVISO_REVIEW_MESSAGES.approved });
    const row = await stored(held.id);
    expect(row.status).toBe('published');
    expect(row.published_at).toBeInstanceOf(Date);
    // 60 days, the wizard's default duration, from the publication.
    expect(row.expires_at.getTime() - row.published_at.getTime()).toBe(60 * 24 * 3600 * 1000);
    expect(await searchIds('Cardenal')).toContain(held.id);
    await request(server).get(`/api/home/aviso/${held.id}`).expect(200);
    expect((await queue()).map((aviso) => aviso.id)).not.toContain(held.id);

    const again = await postAs(server, admin, `/api/admin/avisos/${held.id}/aprobar`).expect(409);
    expect(again.body.message).toBe(AVISO_REVIEW_MESSAGES.notInReview);
    await postAs(server, admin, `/api/admin/avisos/${held.id}/rechazar`, { motivo: 'Tarde' }).expect(409);
  });

  it("'Rechazar' needs a reason, sends the ad back unpublished and e-mails the reason to the company", async () => {
    const held = await publishNew({ titulo: 'Recepcionista Calandrita', descripcion: CANON });
    for (const motivo of [undefined, '   ']) {
      const { body } = await postAs(server, admin, `/api/admin/avisos/${held.id}/rechazar`, motivo === undefined ? {} : { motivo }).expect(400);
      expect(body.message).toBe(AVISO_REVIEW_MESSAGES.reasonRequired);
    }
    expect((await stored(held.id)).status).toBe('review');

    const reason = 'El aviso pide un pago para postularse: ninguna empresa puede cobrarle a quien se postula.';
    const { body } = await postAs(server, admin, `/api/admin/avisos/${held.id}/rechazar`, { motivo: `  ${reason} ` }).expect(200);
    expect(body).toEqual({ id: held.id, status: 'draft', message: AVISO_REVIEW_MESSAGES.rejected });
    expect(await stored(held.id)).toMatchObject({ status: 'draft', published_at: null });
    expect(await dashboardRow(held.id)).toMatchObject({ status: 'draft', motivoRevision: null });
    expect(await searchIds('Calandrita')).not.toContain(held.id);

    const mail = await inbox.waitFor((received) => received.to.includes(companyEmail) && received.raw.includes('Recepcionista Calandrita'));
    expect(mail.raw).toContain(reason);
    expect(mail.raw).toContain(`/admin/aviso/${held.id}/editar`);
  });

  it('answers only the administrator, and 404 for an unknown ad', async () => {
    const held = await publishNew({ titulo: 'Peón Tero', descripcion: CANON });
    await getAs(server, null, '/api/admin/avisos/revision').expect(401);
    await postAs(server, null, `/api/admin/avisos/${held.id}/aprobar`).expect(401);
    for (const name of ['empresa', 'tester', 'postulante']) {
      const who = name === 'empresa' ? empresa : await login(server, name);
      await getAs(server, who, '/api/admin/avisos/revision').expect(403);
      await postAs(server, who, `/api/admin/avisos/${held.id}/aprobar`).expect(403);
      await postAs(server, who, `/api/admin/avisos/${held.id}/rechazar`, { motivo: 'No' }).expect(403);
    }
    expect((await stored(held.id)).status).toBe('review');

    const unknown = await postAs(server, admin, '/api/admin/avisos/99999999/aprobar').expect(404);
    expect(unknown.body.message).toBe(COMPANY_MESSAGES.avisoNotFound);
    await postAs(server, admin, '/api/admin/avisos/99999999/rechazar', { motivo: 'No' }).expect(404);
  });
});

describe("'Republicar' an ad whose copy is held", () => {
  it('answers the held copy, not a second one', async () => {
    const published = await publishNew({ titulo: 'Estibador Churrinche' });
    await postAs(server, empresa, '/api/empresa/finish_aviso', { id: published.id }).expect(200);
    const { body: copy } = await postAs(server, empresa, '/api/empresa/republish_aviso', { id: published.id }).expect(200);
    await setVerified(false);
    try {
      await postAs(server, empresa, '/api/empresa/publish_aviso', { id: copy.id }).expect(200);
    } finally {
      await setVerified(true);
    }
    const { body: again } = await postAs(server, empresa, '/api/empresa/republish_aviso', { id: published.id });
    expect(again).toMatchObject({ id: copy.id, status: 'review' });
  });
});
