import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { CSRF_HEADER, interviewFields, MESSAGES, PRIVACY_MESSAGES, SESSION_COOKIE } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, type TestAviso } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, postLogin, solveCaptcha, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };
let aviso: TestAviso;
let photoId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  ana = await newApplicant(ctx.dataSource, server, 'anadatos');
  bruno = await newApplicant(ctx.dataSource, server, 'brunodatos');
  aviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso con pregunta', permiteMsjDirecto: true, preguntas: ['¿Por qué te interesa?'] });

  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();
  const saved = await request(server)
    .post(`/api/cv/updatemp/${ana.applicantId}`)
    .set('Cookie', ana.session.cookie)
    .set(CSRF_HEADER, ana.session.csrfToken)
    .field('jsonbody', JSON.stringify({ version: 0, cv: validCv({ name: 'Ana Datos' }), adjunto: 'fotoPerfil' }))
    .attach('file', photo, { filename: 'ana.png', contentType: 'image/png' })
    .expect(200);
  photoId = saved.body.cv.fotoPerfil.id;
  await postAs(server, bruno.session, `/api/cv/update/${bruno.applicantId}`, { version: 0, cv: validCv({ name: 'Bruno Datos' }) }).expect(200);
  for (const who of [ana, bruno]) {
    await postAs(server, who.session, '/api/aplica/aplica', {
      idAviso: aviso.id,
      respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Me interesa el rubro logístico' }],
    }).expect(201);
  }
  const [application] = await ctx.dataSource.query('SELECT id FROM applications WHERE applicant_id = $1', [ana.applicantId]);
  await ctx.app.get(ConversationsService).sendAsCompany(aviso.companyId, application.id, 'Hola Ana, ¿cuándo podés entrevistarte?');
  await postAs(server, ana.session, '/api/message/add', { idAviso: aviso.id, message: 'El martes a la mañana' }).expect(200);
  await postAs(server, ana.session, '/api/alertas', { q: 'chofer', province: ['02'] }).expect(201);
  await postAs(server, ana.session, '/api/test/ajustes', { test: 'cards', extraTimePercent: 25, accessible: false, reason: 'Necesito más tiempo' }).expect(201);
  const empresa = await login(server, 'empresa');
  await postAs(server, empresa, `/api/empresa/aplicacion/${application.id}/notas`, { texto: 'Ana llegó muy puntual a la entrevista' }).expect(201);
  await postAs(server, empresa, `/api/empresa/aplicacion/${application.id}/estado`, { estado: 'entrevista' }).expect(200);
  const inThreeDays = { ...interviewFields(new Date(Date.now() + 3 * 86_400_000)), duracion: 30, modalidad: 'telefono', mensaje: 'Te llamamos al celular' };
  await postAs(server, empresa, `/api/empresa/aplicacion/${application.id}/entrevista`, inThreeDays).expect(201);
  await postAs(server, ana.session, `/api/aplica/retirar/${application.id}`).expect(200);
  await postAs(server, ana.session, '/api/notificaciones', { tipo: 'alertas', activo: false }).expect(200);
});

afterAll(() => ctx?.close());

describe('Descargar mis datos', () => {
  it('gives the applicant everything held about them as a JSON file', async () => {
    const response = await getAs(server, ana.session, '/api/postulante/misdatos').expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="mis-datos-postulate.json"');
    const data = response.body;
    expect(data.cuenta).toEqual({ usuario: 'anadatos', email: 'anadatos@correo.test', rol: 'Postulante', creadaEl: expect.any(String) });
    expect(data.cv).toMatchObject({ version: 1, contenido: { name: 'Ana Datos', cuit: '20123456786' } });
    expect(data.archivos).toEqual([
      { id: photoId, nombre: `foto-${photoId}.png`, tipo: 'image/png', tamanio: expect.any(Number), subidoEl: expect.any(String) },
    ]);
    expect(data.postulaciones).toHaveLength(1);
    expect(data.postulaciones[0]).toMatchObject({
      idAviso: aviso.id,
      titulo: 'Aviso con pregunta',
      respuestas: [{ pregunta: '¿Por qué te interesa?', respuesta: 'Me interesa el rubro logístico' }],
      cvEnviado: { name: 'Ana Datos' },
    });
    expect(data.postulaciones[0].mensajes.map((message: { message: string }) => message.message)).toEqual([
      'Hola Ana, ¿cuándo podés entrevistarte?',
      'El martes a la mañana',
    ]);
    // Where each application stands and how it got there, the withdrawal included.
    expect(data.postulaciones[0]).toMatchObject({
      estado: 'Postulación retirada',
      etapa: 'entrevista',
      historial: [
        { etapa: 'entrevista', fecha: expect.any(String) },
        { etapa: 'retirada', fecha: expect.any(String) },
      ],
      retiro: { fecha: expect.any(String) },
    });
    expect(data.postulaciones[0].retiro.fecha).toBe(data.postulaciones[0].historial[1].fecha);
    expect(data.notificaciones).toEqual([
      expect.objectContaining({ tipo: 'estado', activo: true }),
      expect.objectContaining({ tipo: 'mensajes', activo: true }),
      expect.objectContaining({ tipo: 'alertas', activo: false }),
    ]);
    // The photo itself, as a data URL a browser opens: a 200 x 200 PNG.
    expect(data.foto).toMatchObject({ nombre: `foto-${photoId}.png`, tipo: 'image/png' });
    const [, base64] = /^data:image\/png;base64,(.+)$/.exec(data.foto.dataUrl)!;
    expect(await sharp(Buffer.from(base64, 'base64')).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
    expect(data.tests).toEqual([]);
    expect(data.ajustes).toEqual([expect.objectContaining({ test: 'cards', extraTimePercent: 25, reason: 'Necesito más tiempo', state: 'pendiente' })]);
    expect(data.alertas).toEqual([expect.objectContaining({ busqueda: expect.objectContaining({ q: 'chofer', province: ['02'] }) })]);
    // The interview the company scheduled, as Mis Postulaciones shows it.
    expect(data.entrevistas).toEqual([expect.objectContaining({ titulo: 'Aviso con pregunta', modalidad: 'telefono', mensaje: 'Te llamamos al celular' })]);
    // The company's private notes are the company's: never in the applicant's copy.
    expect(JSON.stringify(data)).not.toContain('puntual');
    expect(JSON.stringify(data)).not.toContain('Bruno');
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/);
  });

  it('is only for applicants', async () => {
    expect((await getAs(server, null, '/api/postulante/misdatos')).status).toBe(401);
    expect((await getAs(server, await login(server, 'empresa'), '/api/postulante/misdatos')).body).toEqual({ message: MESSAGES.forbidden });
  });
});

describe('Eliminar mi cuenta', () => {
  it('asks for the password and deletes nothing without it', async () => {
    const response = await postAs(server, ana.session, '/api/postulante/eliminar', { pass: 'incorrecta' });
    expect([response.status, response.body.message]).toEqual([400, PRIVACY_MESSAGES.wrongPassword]);
    const empty = await postAs(server, ana.session, '/api/postulante/eliminar', {});
    expect([empty.status, empty.body.message]).toEqual([400, PRIVACY_MESSAGES.passwordRequired]);
    expect((await ctx.dataSource.query(`SELECT 1 FROM users WHERE name = 'anadatos'`)).length).toBe(1);
  });

  it('removes the account and personal data, keeps the application anonymised and logs out', async () => {
    const [{ id: applicationId }] = await ctx.dataSource.query('SELECT id FROM applications WHERE applicant_id = $1', [ana.applicantId]);
    const response = await postAs(server, ana.session, '/api/postulante/eliminar', { pass: DEMO_PASSWORD }).expect(204);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));

    expect((await getAs(server, ana.session, '/api/usuar/session')).body).toEqual({ signedIn: false });
    const count = async (sql: string, ...params: unknown[]) => Number((await ctx.dataSource.query(sql, params))[0].n);
    expect(await count(`SELECT count(*) AS n FROM users WHERE name = 'anadatos'`)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM applicants WHERE id = $1', ana.applicantId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cvs WHERE applicant_id = $1', ana.applicantId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM stored_files WHERE id = $1', photoId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM conversations WHERE application_id = $1', applicationId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM application_notes WHERE application_id = $1', applicationId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM job_alerts WHERE applicant_id = $1', ana.applicantId)).toBe(0);
    const [kept] = await ctx.dataSource.query('SELECT * FROM applications WHERE id = $1', [applicationId]);
    expect(kept).toMatchObject({ aviso_id: aviso.id, applicant_id: null, cv_snapshot: null, respuestas: [] });
    expect(kept.anonymized_at).not.toBeNull();
    expect(JSON.stringify(kept)).not.toContain('Ana');

    // Bruno's application to the same ad is untouched, and Ana can no longer log in.
    const [brunos] = await ctx.dataSource.query('SELECT cv_snapshot FROM applications WHERE applicant_id = $1', [bruno.applicantId]);
    expect(brunos.cv_snapshot.name).toBe('Bruno Datos');
    expect((await postLogin(server, 'anadatos', DEMO_PASSWORD, await solveCaptcha(server))).status).toBe(401);
  });
});
