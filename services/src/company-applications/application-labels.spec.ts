import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_MESSAGES, LABEL_MESSAGES, type ApplicationLabels, type CompanyApplicationsPage, type TagSuggestion } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { formulaCells, readSheet, recordsOf } from '../../test/spreadsheet.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { downloadAs, getAs, postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let otherCompany: LoggedIn;
let aviso: { id: number };
/** Three applicants to the demo company's ad, oldest first. */
const people: { session: LoggedIn; applicantId: number; application: number }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  empresa = await login(server, 'empresa');
  const [user] = await ctx.dataSource.query(
    `INSERT INTO users (name, email, role, password_hash) VALUES ('etiquetas-ajenas', 'etiquetas@correo.test', 'Empresa', $1) RETURNING id`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  await ctx.dataSource.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Etiquetas Ajenas S.R.L.', 'Otra empresa de prueba', '30712345671', 'etiquetas@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
    [user.id],
  );
  otherCompany = await login(server, 'etiquetas-ajenas');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario de depósito', permiteMsjDirecto: true });
  for (const name of ['ana-estrellas', 'beto-estrellas', 'carla-estrellas']) {
    const person = await newApplicant(ctx.dataSource, server, name);
    await postAs(server, person.session, `/api/cv/update/${person.applicantId}`, { version: 0, cv: validCv({ name }) }).expect(200);
    const application = (await postAs(server, person.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
    people.push({ ...person, application });
  }
});

afterAll(() => ctx?.close());

const rate = (id: number, calificacion: unknown, who = empresa) => postAs(server, who, `/api/empresa/aplicacion/${id}/calificacion`, { calificacion });
const addTag = (id: number, etiqueta: unknown, who = empresa) => postAs(server, who, `/api/empresa/aplicacion/${id}/etiquetas`, { etiqueta });
const removeTag = (id: number, etiqueta: unknown, who = empresa) => postAs(server, who, `/api/empresa/aplicacion/${id}/etiquetas/borrar`, { etiqueta });
const suggestions = async (q: string, who = empresa) =>
  ((await getAs(server, who, `/api/empresa/etiquetas?q=${encodeURIComponent(q)}`).expect(200)).body as { response: TagSuggestion[] }).response;
const labelsOf = async (id: number): Promise<Omit<ApplicationLabels, 'id'>> => {
  const { calificacion, etiquetas } = (await getAs(server, empresa, `/api/empresa/aplicacion/${id}`).expect(200)).body;
  return { calificacion, etiquetas };
};
const list = async (query = '') =>
  (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?${query}`).expect(200)).body as CompanyApplicationsPage;

describe('the rating', () => {
  it('is set, set again to the same (a double click) without change, changed and cleared', async () => {
    const [ana] = people;
    expect(await labelsOf(ana.application)).toEqual({ calificacion: null, etiquetas: [] });
    expect((await rate(ana.application, 4).expect(200)).body).toEqual({ id: ana.application, calificacion: 4, etiquetas: [] });
    await Promise.all([rate(ana.application, 5).expect(200), rate(ana.application, 5).expect(200)]);
    expect(await labelsOf(ana.application)).toEqual({ calificacion: 5, etiquetas: [] });
    expect((await rate(ana.application, null).expect(200)).body.calificacion).toBeNull();
    expect(await labelsOf(ana.application)).toEqual({ calificacion: null, etiquetas: [] });
  });

  it('refuses anything but a whole number from 1 to 5 or null, in Spanish, changing nothing', async () => {
    const [ana] = people;
    await rate(ana.application, 3).expect(200);
    for (const bad of [0, 6, 2.5, '3', true, undefined]) {
      const answer = await rate(ana.application, bad).expect(400);
      expect(answer.body.message).toBe(LABEL_MESSAGES.ratingInvalid);
    }
    expect((await labelsOf(ana.application)).calificacion).toBe(3);
  });
});

describe('the tags', () => {
  it('are trimmed, kept once whatever the case and accents (first spelling), and answered in order', async () => {
    const [ana] = people;
    expect((await addTag(ana.application, '  Inglés   fluido ').expect(200)).body.etiquetas).toEqual(['Inglés fluido']);
    // The same tag typed otherwise, and a double click: one tag.
    await Promise.all([addTag(ana.application, 'INGLES FLUIDO').expect(200), addTag(ana.application, 'ingles fluido').expect(200)]);
    await addTag(ana.application, 'Auto propio').expect(200);
    expect(await labelsOf(ana.application)).toEqual({ calificacion: 3, etiquetas: ['Auto propio', 'Inglés fluido'] });
  });

  it('refuses an empty, too long or comma-holding tag in Spanish, adding nothing', async () => {
    const [ana] = people;
    for (const [etiqueta, message] of [
      ['   ', LABEL_MESSAGES.tagRequired],
      ['a'.repeat(31), LABEL_MESSAGES.tagMax],
      ['uno, dos', LABEL_MESSAGES.tagInvalid],
      ['uno; dos', LABEL_MESSAGES.tagInvalid],
      ['nulo\u0000', LABEL_MESSAGES.tagInvalid],
      [42, LABEL_MESSAGES.tagRequired],
    ] as const) {
      expect((await addTag(ana.application, etiqueta).expect(400)).body.message).toBe(message);
    }
    expect((await labelsOf(ana.application)).etiquetas).toEqual(['Auto propio', 'Inglés fluido']);
  });

  it('are at most 10 on one application: the eleventh is refused and nothing changes', async () => {
    const [, beto] = people;
    for (let index = 1; index <= 10; index += 1) await addTag(beto.application, `Etiqueta ${String(index).padStart(2, '0')}`).expect(200);
    expect((await addTag(beto.application, 'Una más').expect(409)).body.message).toBe(LABEL_MESSAGES.tooManyTags);
    // One it already carries is no new tag.
    expect((await addTag(beto.application, 'etiqueta 01').expect(200)).body.etiquetas).toHaveLength(10);
    for (let index = 2; index <= 10; index += 1) await removeTag(beto.application, `ETIQUETA ${String(index).padStart(2, '0')}`).expect(200);
    expect((await labelsOf(beto.application)).etiquetas).toEqual(['Etiqueta 01']);
  });

  it("are suggested from the company's own tags in use, containing what is typed, the ones starting with it first", async () => {
    const [, beto, carla] = people;
    await addTag(beto.application, 'Inglés básico').expect(200);
    await addTag(carla.application, 'inglés fluido').expect(200);
    expect(await suggestions('ingl')).toEqual([
      { nombre: 'Inglés fluido', usos: 2 },
      { nombre: 'Inglés básico', usos: 1 },
    ]);
    expect((await suggestions('FLUI')).map((tag) => tag.nombre)).toEqual(['Inglés fluido']);
    expect((await suggestions('%')).length).toBe(0);
    expect((await suggestions('')).map((tag) => tag.nombre)).toContain('Auto propio');
    // Another company's tags are its own: it suggests none of ours.
    expect(await suggestions('', otherCompany)).toEqual([]);
    expect((await getAs(server, empresa, `/api/empresa/etiquetas?q=${'a'.repeat(101)}`).expect(400)).body.message).toBe(LABEL_MESSAGES.searchMax);
  });

  it('no longer suggested once no application carries it; written again, it takes the new spelling', async () => {
    const [, beto] = people;
    expect((await removeTag(beto.application, 'INGLÉS BÁSICO').expect(200)).body.etiquetas).toEqual(['Etiqueta 01']);
    // Taking off a tag it does not carry changes nothing.
    await removeTag(beto.application, 'Inglés básico').expect(200);
    expect((await suggestions('basico')).length).toBe(0);
    expect((await addTag(beto.application, 'INGLES BASICO').expect(200)).body.etiquetas).toEqual(['Etiqueta 01', 'INGLES BASICO']);
    await removeTag(beto.application, 'ingles basico').expect(200);
  });
});

describe("another company's application", () => {
  it('answers 404 to rating and tags, and they stay as they were; the applicant is not let in', async () => {
    const [ana] = people;
    const before = await labelsOf(ana.application);
    for (const answer of [
      await rate(ana.application, 1, otherCompany).expect(404),
      await addTag(ana.application, 'Intruso', otherCompany).expect(404),
      await removeTag(ana.application, 'Auto propio', otherCompany).expect(404),
      await rate(999_999, 1).expect(404),
    ]) {
      expect(answer.body.message).toBe(COMPANY_MESSAGES.applicationNotFound);
    }
    expect(await labelsOf(ana.application)).toEqual(before);
    await rate(ana.application, 1, ana.session).expect(403);
    await addTag(ana.application, 'Yo misma', ana.session).expect(403);
    await getAs(server, ana.session, '/api/empresa/etiquetas').expect(403);
  });
});

describe('the list', () => {
  // ana: 3 stars, 'Auto propio' and 'Inglés fluido'; beto: unrated, 'Etiqueta 01'; carla: 5 stars, 'Inglés fluido'.
  beforeAll(async () => {
    await rate(people[2].application, 5).expect(200);
  });

  it('shows each row’s rating and tags', async () => {
    const rows = (await list()).response;
    expect(rows.map((row) => [row.id, row.calificacion, row.etiquetas])).toEqual([
      [people[2].application, 5, ['Inglés fluido']],
      [people[1].application, null, ['Etiqueta 01']],
      [people[0].application, 3, ['Auto propio', 'Inglés fluido']],
    ]);
  });

  it('filters by minimum stars and by a tag (case and accents ignored), together with the rest', async () => {
    const ids = async (query: string) => (await list(query)).response.map((row) => row.id);
    expect(await ids('calificacion=4')).toEqual([people[2].application]);
    expect(await ids('calificacion=3')).toEqual([people[2].application, people[0].application]);
    expect(await ids('etiqueta=INGLES%20FLUIDO')).toEqual([people[2].application, people[0].application]);
    expect(await ids('etiqueta=ingl%C3%A9s%20fluido&calificacion=4')).toEqual([people[2].application]);
    expect(await ids('etiqueta=Nadie')).toEqual([]);
    expect((await list('etiqueta=auto%20propio')).total).toBe(1);
    for (const bad of ['calificacion=0', 'calificacion=6', 'calificacion=dos']) {
      expect((await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?${bad}`).expect(400)).body.message).toBe(
        LABEL_MESSAGES.ratingFilterInvalid,
      );
    }
  });

  it('sorts by rating, most stars first and the unrated last, and the profile’s neighbours follow', async () => {
    expect((await list('orden=calificacion')).response.map((row) => row.calificacion)).toEqual([5, 3, null]);
    const neighbours = (await getAs(server, empresa, `/api/empresa/aplicacion/${people[0].application}/vecinas?orden=calificacion`).expect(200)).body;
    expect(neighbours).toEqual({ anterior: people[2].application, siguiente: people[1].application, posicion: 2, total: 3 });
    const filtered = (await getAs(server, empresa, `/api/empresa/aplicacion/${people[0].application}/vecinas?etiqueta=ingles%20fluido`).expect(200)).body;
    expect(filtered).toEqual({ anterior: people[2].application, siguiente: null, posicion: 2, total: 2 });
  });
});

describe('the CSV export', () => {
  it("carries 'Calificación' and 'Etiquetas', under the list's filters, formula-safe", async () => {
    await addTag(people[1].application, '=1+2').expect(200);
    await addTag(people[1].application, '@SUMA(A1)').expect(200);
    const csv = await downloadAs(server, empresa, '/api/empresa/report.php', { idAviso: aviso.id, tab: 'all', orden: 'calificacion' }).expect(200);
    const sheet = readSheet(csv.body as Buffer);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Calificación', 'Etiquetas']));
    expect(formulaCells(sheet)).toEqual([]);
    expect(recordsOf(sheet).map((row) => [row.Calificación, row.Etiquetas])).toEqual([
      ['5', 'Inglés fluido'],
      ['3', 'Auto propio, Inglés fluido'],
      ['', "'=1+2, @SUMA(A1), Etiqueta 01"],
    ]);
    const filtered = await downloadAs(server, empresa, '/api/empresa/report.php', {
      idAviso: aviso.id,
      tab: 'all',
      calificacion: 4,
      etiqueta: 'inglés fluido',
    }).expect(200);
    expect(recordsOf(readSheet(filtered.body as Buffer)).map((row) => row.Nombre)).toEqual(['carla-estrellas']);
  });
});

describe('the applicant', () => {
  it('never sees a rating or a tag: not in Mis Postulaciones, the application, the ad, the messages nor the data export', async () => {
    const [ana] = people;
    await postAs(server, empresa, `/api/empresa/aplicacion/${ana.application}/mensajes`, { message: 'Hola, ¿podés venir el lunes?' }).expect(200);
    const answers = [
      await getAs(server, ana.session, '/api/aplica').expect(200),
      await getAs(server, ana.session, `/api/aplica/get/${ana.application}`).expect(200),
      await getAs(server, ana.session, `/api/aplica/aviso/${aviso.id}`).expect(200),
      await getAs(server, ana.session, '/api/aplica/novedades').expect(200),
      await getAs(server, ana.session, `/api/message?idAviso=${aviso.id}`).expect(200),
      await getAs(server, ana.session, '/api/postulante/misdatos').expect(200),
    ];
    for (const answer of answers) {
      const text = answer.text || JSON.stringify(answer.body);
      // Neither the tags' words nor a field for them ('etiqueta' is also the wording of a notification preference).
      expect(text).not.toMatch(/Auto propio|Ingl[eé]s fluido|"calificaci[oó]n"|"etiquetas"|"rating"|"tags"/i);
    }
  });

  it('deleting the account takes the tags and the rating with it; the company keeps the anonymised application', async () => {
    const [ana] = people;
    await postAs(server, ana.session, '/api/postulante/eliminar', { pass: DEMO_PASSWORD }).expect(204);
    expect(await labelsOf(ana.application)).toEqual({ calificacion: null, etiquetas: [] });
    expect((await suggestions('auto')).length).toBe(0);
  });
});
