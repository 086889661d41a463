import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { ACCOUNT_MESSAGES, CUIT_MESSAGES, MESSAGES, type CompanyRegistrationInput } from '@postulate/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postLogin, solveCaptcha } from '../../test/session.js';

let ctx: TestApp;
let server: Server;
// Without SMTP the confirmation e-mails become files: these go to a folder of this test only.
const outbox = mkdtempSync(path.join(os.tmpdir(), 'postulate-registration-'));

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_POLL_MS: '0', MAIL_OUTBOX_DIR: outbox });
  server = ctx.server;
});

afterAll(async () => {
  await ctx?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const BARRACAS = '0202801001';

const applicant = (name: string, tokenCaptcha: string, email = `${name}@correo.test`) => ({
  actionType: 'create',
  tokenCaptcha,
  terms: true,
  postulante: { usuar: { name, email, pass: 'clave1234' } },
});

function company(name: string, tokenCaptcha: string, overrides: Partial<CompanyRegistrationInput['empresa']> = {}) {
  return {
    actionType: 'create',
    tokenCaptcha,
    terms: true,
    empresa: {
      razonsocial: 'Transportes del Sur S.R.L.',
      descripcion: 'Transporte de cargas generales en la Patagonia',
      cuit: '30712345671',
      email: 'rrhh@transportesdelsur.test',
      tel: '+54 9 11 4567-8900',
      domicilio: 'Av. Mitre 1200',
      province: '02',
      location: BARRACAS,
      usuar: { name, email: `${name}@correo.test`, pass: 'clave1234' },
      ...overrides,
    },
  };
}

/** Rows a failed registration must not leave behind. */
async function counts() {
  const [row] = await ctx.dataSource.query(`
    SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM companies)::int AS companies,
           (SELECT count(*) FROM applicants)::int AS applicants, (SELECT count(*) FROM stored_files)::int AS files,
           (SELECT count(*) FROM mail_outbox)::int AS mails, (SELECT count(*) FROM account_tokens)::int AS tokens`);
  return row as Record<string, number>;
}

const register = (body: object) => request(server).post('/api/usuar/newprofile').send(body);

function registerWithLogo(body: object, logo?: { bytes: Buffer; filename: string; contentType: string }) {
  const call = request(server).post('/api/usuar/newprofilemp').field('jsonbody', JSON.stringify(body));
  return logo ? call.attach('file', logo.bytes, { filename: logo.filename, contentType: logo.contentType }) : call;
}

const messagesOf = (body: { errors: { field: string; message: string }[] }) => Object.fromEntries(body.errors.map((error) => [error.field, error.message]));

describe('registration of an applicant', () => {
  it('creates the user and the applicant, queues the confirmation e-mail, and login does not wait for it', async () => {
    const response = await register(applicant('nuevapostulante', await solveCaptcha(server))).expect(201);
    expect(response.body).toEqual({ message: 'Gracias por registrarte, ahora podés ingresar con tu usuario y clave' });
    const [user] = await ctx.dataSource.query(
      `SELECT u.role, u.confirmed, a.id AS applicant FROM users u JOIN applicants a ON a.user_id = u.id WHERE u.name = 'nuevapostulante'`,
    );
    expect(user).toMatchObject({ role: 'Postulante', confirmed: false });
    const [mail] = await ctx.dataSource.query(`SELECT subject, text_body FROM mail_outbox WHERE to_address = 'nuevapostulante@correo.test'`);
    expect(mail.subject).toBe('Confirmá tu correo electrónico en Postulate');
    expect(mail.text_body).toMatch(/\/api\/usuar\/confirm\/[A-Za-z0-9_-]{43}/);

    const login = await postLogin(server, 'nuevapostulante', 'clave1234', await solveCaptcha(server)).expect(200);
    expect(login.body).toMatchObject({ role: 'Postulante', entity: { postulante: { id: user.applicant } } });
  });

  it('answers each invalid field with the spec message and creates nothing', async () => {
    const before = await counts();
    const response = await register({
      actionType: 'create',
      tokenCaptcha: 'sin-resolver',
      terms: false,
      postulante: { usuar: { name: 'ab', email: 'no-es-un-correo', pass: '12' } },
    }).expect(400);
    expect(messagesOf(response.body)).toEqual({
      terms: ACCOUNT_MESSAGES.termsRequired,
      'postulante.usuar.name': 'El usuario debe tener al menos 4 caracteres',
      'postulante.usuar.email': 'El correo electrónico no tiene un formato válido',
      'postulante.usuar.pass': 'La clave debe tener al menos 8 caracteres',
    });
    expect(await counts()).toEqual(before);
  });

  it('needs a solved captcha, each accepted once', async () => {
    const tokenCaptcha = await solveCaptcha(server);
    await register(applicant('captchauno', tokenCaptcha)).expect(201);
    const reused = await register(applicant('captchados', tokenCaptcha)).expect(400);
    expect(reused.body).toMatchObject({ field: 'tokenCaptcha', message: MESSAGES.captchaInvalid });
    const missing = await register({ ...applicant('captchatres', ''), tokenCaptcha: undefined }).expect(400);
    expect(missing.body.message).toBe(MESSAGES.captchaRequired);
  });

  it('refuses a taken user name or e-mail (any case) with 409 and creates nothing', async () => {
    await register(applicant('repetido', await solveCaptcha(server))).expect(201);
    const before = await counts();
    const sameName = await register(applicant('repetido', await solveCaptcha(server), 'otro@correo.test')).expect(409);
    expect(sameName.body).toMatchObject({ field: 'postulante.usuar.name', message: ACCOUNT_MESSAGES.duplicateName });
    const sameEmail = await register(applicant('repetido2', await solveCaptcha(server), 'REPETIDO@Correo.test')).expect(409);
    expect(sameEmail.body).toMatchObject({ field: 'postulante.usuar.email', message: ACCOUNT_MESSAGES.duplicateEmail });
    const demoName = await register(applicant('empresa', await solveCaptcha(server), 'x@correo.test')).expect(409);
    expect(demoName.body.message).toBe(ACCOUNT_MESSAGES.duplicateName);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["'admin' with a Cyrillic а", '\u0430dmin'],
    ["'TESTER' with a Cyrillic Т", '\u0422ESTER'],
    ["'empresa' with rn for m", 'ernpresa'],
    ["'postulante' with a Greek ο", 'p\u03bfstulante'],
  ])('refuses %s, a look-alike of a taken name, like the name itself', async (_case, name) => {
    const before = await counts();
    const response = await register(applicant(name, await solveCaptcha(server), 'parecido@correo.test')).expect(409);
    expect(response.body).toMatchObject({ field: 'postulante.usuar.name', message: ACCOUNT_MESSAGES.duplicateName });
    expect(await counts()).toEqual(before);
  });

  it('keeps the skeleton of a new name, which the unique index guards', async () => {
    await register(applicant('Lucía0', await solveCaptcha(server), 'lucia0@correo.test')).expect(201);
    const [user] = await ctx.dataSource.query(`SELECT name_skeleton FROM users WHERE name = 'Lucía0'`);
    expect(user.name_skeleton).toBe('luci\u0301ao');
    const duplicate = ctx.dataSource.query(
      `INSERT INTO users (name, email, role, password_hash, name_skeleton) VALUES ('otra', 'otra@correo.test', 'Postulante', 'x', $1)`,
      [user.name_skeleton],
    );
    await expect(duplicate).rejects.toThrow(/users_name_skeleton_key/);
  });

  it('refuses every account field over its length with a Spanish message, before the database', async () => {
    const before = await counts();
    const long = applicant('n'.repeat(51), await solveCaptcha(server), `${'e'.repeat(65)}@correo.test`);
    long.postulante.usuar.pass = 'p'.repeat(129);
    const response = await register(long).expect(400);
    expect(messagesOf(response.body)).toEqual({
      'postulante.usuar.name': MESSAGES.userNameMax,
      'postulante.usuar.email': MESSAGES.emailLocalPartMax,
      'postulante.usuar.pass': MESSAGES.passwordMax,
    });
    const longEmail = await register(applicant('correolargo', await solveCaptcha(server), `${'e'.repeat(60)}@${'d'.repeat(200)}.test`)).expect(400);
    expect(messagesOf(longEmail.body)).toEqual({ 'postulante.usuar.email': MESSAGES.emailMax });
    expect(await counts()).toEqual(before);
  });

  it('takes exactly one of empresa or postulante', async () => {
    const { postulante } = applicant('ambos', 'x');
    const { empresa } = company('ambos', 'x');
    const both = await register({ actionType: 'create', tokenCaptcha: 'x', terms: true, postulante, empresa }).expect(400);
    expect(both.body.message).toBe(ACCOUNT_MESSAGES.roleRequired);
    const none = await register({ actionType: 'create', tokenCaptcha: 'x', terms: true }).expect(400);
    expect(none.body.message).toBe(ACCOUNT_MESSAGES.roleRequired);
  });
});

describe('registration of a company', () => {
  it('stores the company with its user, normalising the phone to international digits', async () => {
    await register(company('transsur', await solveCaptcha(server))).expect(201);
    const [row] = await ctx.dataSource.query(
      `SELECT u.role, u.confirmed, c.razonsocial, c.tel, c.cuit, c.province_id, c.locality_id, c.logo_file_id
         FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'transsur'`,
    );
    expect(row).toEqual({
      role: 'Empresa',
      confirmed: false,
      razonsocial: 'Transportes del Sur S.R.L.',
      tel: '+5491145678900',
      cuit: '30712345671',
      province_id: '02',
      locality_id: BARRACAS,
      logo_file_id: null,
    });
    const login = await postLogin(server, 'transsur', 'clave1234', await solveCaptcha(server)).expect(200);
    expect(login.body.entity.empresa.name).toBe('Transportes del Sur S.R.L.');
  });

  it('answers each invalid company field with its message', async () => {
    const response = await register(
      company('malaempresa', 'x', {
        razonsocial: 'SA',
        descripcion: 'abc',
        domicilio: 'Av 1',
        cuit: '30/71234567/1',
        tel: '',
        email: 'rrhh@',
        province: '',
        location: '',
      }),
    ).expect(400);
    expect(messagesOf(response.body)).toEqual({
      'empresa.razonsocial': ACCOUNT_MESSAGES.razonSocialMin,
      'empresa.descripcion': ACCOUNT_MESSAGES.descripcionMin,
      'empresa.domicilio': 'La dirección debe tener al menos 5 caracteres',
      'empresa.cuit': CUIT_MESSAGES.digits,
      'empresa.tel': 'El teléfono es requerido',
      'empresa.email': 'El correo electrónico no tiene un formato válido',
      'empresa.province': ACCOUNT_MESSAGES.provinceRequired,
      'empresa.location': 'Debe completar la localidad',
    });
    const phone = await register(company('malaempresa', 'x', { tel: '011 4567 8900' })).expect(400);
    expect(phone.body).toMatchObject({ field: 'empresa.tel', message: ACCOUNT_MESSAGES.telFormat });
  });

  it('checks the CUIT check digit', async () => {
    const wrong = await register(company('cuitmal', 'x', { cuit: '30712345670' })).expect(400);
    expect(wrong.body).toMatchObject({ field: 'empresa.cuit', message: CUIT_MESSAGES.checkDigit });
    const short = await register(company('cuitmal', 'x', { cuit: '3071234567' })).expect(400);
    expect(short.body.message).toBe(CUIT_MESSAGES.digits);
  });

  it('refuses a locality of another province and creates nothing', async () => {
    const before = await counts();
    const response = await register(company('otralocalidad', await solveCaptcha(server), { province: '14' })).expect(400);
    expect(response.body).toMatchObject({ field: 'empresa.location', message: ACCOUNT_MESSAGES.localityOutsideProvince });
    expect(await counts()).toEqual(before);
  });
});

describe('the company logo', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
  });

  it('is checked by content, stored in the database and served with its type, nosniff and a long cache', async () => {
    await registerWithLogo(company('conlogo', await solveCaptcha(server)), {
      bytes: png,
      filename: 'logo.png',
      contentType: 'image/png',
    }).expect(201);
    const [{ logo_file_id: id }] = await ctx.dataSource.query(
      `SELECT c.logo_file_id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'conlogo'`,
    );
    const file = await request(server).get(`/api/files/${id}`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    await request(server).get('/api/files/00000000-0000-4000-8000-000000000000').expect(404);
    await request(server).get('/api/files/no-es-un-id').expect(404);
  });

  it('is accepted as GIF and JPG whatever the file is called', async () => {
    const gif = await sharp(png).gif().toBuffer();
    await registerWithLogo(company('logogif', await solveCaptcha(server)), {
      bytes: gif,
      filename: 'logo.dat',
      contentType: 'application/octet-stream',
    }).expect(201);
    const jpg = await sharp(png).jpeg().toBuffer();
    await registerWithLogo(company('logojpg', await solveCaptcha(server)), { bytes: jpg, filename: 'logo.png', contentType: 'image/png' }).expect(201);
    const types = await ctx.dataSource.query(`SELECT mime FROM stored_files ORDER BY created_at DESC LIMIT 2`);
    expect(types.map((row: { mime: string }) => row.mime).sort()).toEqual(['image/gif', 'image/jpeg']);
  });

  it.each([
    ['a text file renamed .png', async () => Buffer.from('hola, no soy una imagen'), ACCOUNT_MESSAGES.logoType],
    ['a WebP image', async () => sharp(png).webp().toBuffer(), ACCOUNT_MESSAGES.logoType],
    ['a truncated PNG', async () => png.subarray(0, Math.floor(png.length / 2)), ACCOUNT_MESSAGES.logoUnreadable],
    [
      'a PNG of more than 2000 x 2000 pixels',
      async () =>
        sharp({ create: { width: 2100, height: 2100, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      ACCOUNT_MESSAGES.logoTooManyPixels,
    ],
  ])('refuses %s with a Spanish message and creates nothing', async (_case, bytes, message) => {
    const before = await counts();
    const response = await registerWithLogo(company('logomalo', await solveCaptcha(server)), {
      bytes: await bytes(),
      filename: 'logo.png',
      contentType: 'image/png',
    }).expect(400);
    expect(response.body).toMatchObject({ field: 'file', message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 500000 bytes with the size message', async () => {
    const noise = await sharp(randomBytes(500 * 400 * 3), { raw: { width: 500, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(500_000);
    const before = await counts();
    const response = await registerWithLogo(company('logogrande', 'x'), { bytes: noise, filename: 'logo.png', contentType: 'image/png' }).expect(413);
    expect(response.body).toMatchObject({ field: 'file', message: ACCOUNT_MESSAGES.logoTooLarge });
    expect(await counts()).toEqual(before);
  });

  it('rolls the stored logo back with the rest when the user name is taken', async () => {
    const before = await counts();
    const response = await registerWithLogo(company('conlogo', await solveCaptcha(server)), {
      bytes: png,
      filename: 'logo.png',
      contentType: 'image/png',
    }).expect(409);
    expect(response.body.field).toBe('empresa.usuar.name');
    expect(await counts()).toEqual(before);
  });

  it('refuses a multipart body without readable JSON', async () => {
    const response = await request(server).post('/api/usuar/newprofilemp').field('jsonbody', '{roto').expect(400);
    expect(response.body).toMatchObject({ field: 'jsonbody', message: ACCOUNT_MESSAGES.badUploadBody });
  });
});
