import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_MESSAGES, NOTE_MESSAGES, type ApplicationNote } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let otherCompany: LoggedIn;
let applicant: { session: LoggedIn; applicantId: number };
let aviso: { id: number };
let application: number;

const SECRET = 'Llegó tarde a la entrevista; pide 20 % más que el rango';

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  empresa = await login(server, 'empresa');
  const [user] = await ctx.dataSource.query(
    `INSERT INTO users (name, email, role, password_hash) VALUES ('notas-ajenas', 'notas@correo.test', 'Empresa', $1) RETURNING id`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  await ctx.dataSource.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Notas Ajenas S.R.L.', 'Otra empresa de prueba', '30712345671', 'notas@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
    [user.id],
  );
  otherCompany = await login(server, 'notas-ajenas');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Cadete con notas', permiteMsjDirecto: true });
  applicant = await newApplicant(ctx.dataSource, server, 'ana-notas');
  await postAs(server, applicant.session, `/api/cv/update/${applicant.applicantId}`, { version: 0, cv: validCv() }).expect(200);
  application = (await postAs(server, applicant.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201)).body.id;
});

afterAll(() => ctx?.close());

const notesOf = async (who: LoggedIn, id = application) =>
  (await getAs(server, who, `/api/empresa/aplicacion/${id}/notas`).expect(200)).body as { response: ApplicationNote[]; total: number };

describe('private notes on an application', () => {
  it('are added with author and date and listed newest first', async () => {
    expect(await notesOf(empresa)).toEqual({ response: [], size: 0, total: 0 });
    const first = await postAs(server, empresa, `/api/empresa/aplicacion/${application}/notas`, { texto: '  Buena referencia del empleo anterior  ' }).expect(
      201,
    );
    expect(first.body).toEqual({ id: expect.any(Number), texto: 'Buena referencia del empleo anterior', autor: 'empresa', creadaEl: expect.any(String) });
    expect(Math.abs(Date.parse(first.body.creadaEl) - Date.now())).toBeLessThan(60_000);
    const second = await postAs(server, empresa, `/api/empresa/aplicacion/${application}/notas`, { texto: SECRET }).expect(201);
    expect((await notesOf(empresa)).response.map((note) => note.id)).toEqual([second.body.id, first.body.id]);
  });

  it('refuses an empty or too long note in Spanish, adding nothing', async () => {
    for (const [texto, message] of [
      ['  ', NOTE_MESSAGES.required],
      ['a'.repeat(2001), NOTE_MESSAGES.max],
    ]) {
      expect((await postAs(server, empresa, `/api/empresa/aplicacion/${application}/notas`, { texto }).expect(400)).body.message).toBe(message);
    }
    expect((await notesOf(empresa)).total).toBe(2);
  });

  it("are another company's business only as 'not found': it cannot read, add or delete them", async () => {
    const [note] = (await notesOf(empresa)).response;
    expect((await getAs(server, otherCompany, `/api/empresa/aplicacion/${application}/notas`).expect(404)).body.message).toBe(
      COMPANY_MESSAGES.applicationNotFound,
    );
    expect((await postAs(server, otherCompany, `/api/empresa/aplicacion/${application}/notas`, { texto: 'Intruso' }).expect(404)).body.message).toBe(
      COMPANY_MESSAGES.applicationNotFound,
    );
    expect((await postAs(server, otherCompany, `/api/empresa/notas/${note.id}/borrar`).expect(404)).body.message).toBe(NOTE_MESSAGES.notFound);
    expect((await notesOf(empresa)).total).toBe(2);
  });

  it('never reach the applicant: not in Mis Postulaciones, the application, the messages nor the data export', async () => {
    const { session } = applicant;
    await postAs(server, empresa, `/api/empresa/aplicacion/${application}/mensajes`, { message: 'Hola, ¿podés venir el lunes?' }).expect(200);
    const answers = [
      await getAs(server, session, '/api/aplica').expect(200),
      await getAs(server, session, `/api/aplica/get/${application}`).expect(200),
      await getAs(server, session, `/api/aplica/aviso/${aviso.id}`).expect(200),
      await getAs(server, session, `/api/message?idAviso=${aviso.id}`).expect(200),
      await getAs(server, session, '/api/postulante/misdatos').expect(200),
    ];
    for (const answer of answers) {
      const text = answer.text || JSON.stringify(answer.body);
      expect(text).not.toContain('Llegó tarde');
      expect(text).not.toContain('Buena referencia');
    }
    // The applicant is not let into the company's route either.
    await getAs(server, session, `/api/empresa/aplicacion/${application}/notas`).expect(403);
  });

  it('are deleted by the company, one at a time', async () => {
    const [newest, oldest] = (await notesOf(empresa)).response;
    await postAs(server, empresa, `/api/empresa/notas/${newest.id}/borrar`).expect(204);
    expect((await notesOf(empresa)).response).toEqual([oldest]);
    await postAs(server, empresa, `/api/empresa/notas/${newest.id}/borrar`).expect(404);
  });
});
