import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { ACCOUNT_MESSAGES, CSRF_HEADER, CV_MESSAGES, MESSAGES, type CvInput } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { appPerFile } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';

const ctx = appPerFile();
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };

beforeAll(async () => {
  ana = await newApplicant(ctx.dataSource, ctx.server, 'anafotos');
  bruno = await newApplicant(ctx.dataSource, ctx.server, 'brunofotos');
  await postAs(ctx.server, ana.session, `/api/cv/update/${ana.applicantId}`, { version: 0, cv: validCv() }).expect(200);
});

const image = (format: 'png' | 'jpeg' | 'gif', width = 400, height = 300) => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 232, g: 89, b: 12 } } });
  return canvas[format]().toBuffer();
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const version = async (applicantId: number): Promise<number> =>
  (await ctx.dataSource.query('SELECT version FROM cvs WHERE applicant_id = $1', [applicantId]))[0]?.version ?? 0;
const fileCount = async () => Number((await ctx.dataSource.query('SELECT count(*) AS n FROM stored_files'))[0].n);

interface Upload {
  who?: { session: LoggedIn; applicantId: number };
  adjunto?: string;
  bytes?: Buffer;
  filename?: string;
  contentType?: string;
  cv?: CvInput;
  at?: number;
}

/** The answer of a successful upload, failing the test with the server's message otherwise. */
async function ok(response: request.Response) {
  expect([response.status, response.body.message]).toEqual([200, undefined]);
  return response;
}

async function upload({ who = ana, adjunto = 'fotoPerfil', bytes, filename = 'foto.png', contentType = 'image/png', cv, at }: Upload) {
  const current = (await getAs(ctx.server, who.session, `/api/cv/get/${who.applicantId}`)).body;
  const body = { version: at ?? current.version, cv: cv ?? current.cv ?? validCv(), adjunto };
  const call = request(ctx.server)
    .post(`/api/cv/updatemp/${who.applicantId}`)
    .set('Cookie', who.session.cookie)
    .set(CSRF_HEADER, who.session.csrfToken)
    .field('jsonbody', JSON.stringify(body));
  return bytes ? call.attach('file', bytes, { filename, contentType }) : call;
}

describe('profile photo', () => {
  it('is cropped to 200x200, stored privately and shown on the CV', async () => {
    const before = await version(ana.applicantId);
    const response = await ok(await upload({ bytes: await image('png', 400, 300) }));
    expect(response.body.version).toBe(before + 1);
    const photo = response.body.cv.fotoPerfil;
    expect(photo).toEqual({ id: expect.any(String), nombre: `foto-${photo.id}.png`, tipo: 'image/png' });

    const file = await getAs(ctx.server, ana.session, `/api/cv/archivo/${photo.id}`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.body).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
    // Private: not through the public file route, not to another applicant or a visitor.
    expect((await request(ctx.server).get(`/api/files/${photo.id}`)).status).toBe(404);
    expect((await getAs(ctx.server, bruno.session, `/api/cv/archivo/${photo.id}`)).body).toEqual({ message: MESSAGES.notFound });
    expect((await getAs(ctx.server, null, `/api/cv/archivo/${photo.id}`)).status).toBe(401);
    expect((await getAs(ctx.server, await login(ctx.server, 'empresa'), `/api/cv/archivo/${photo.id}`)).status).toBe(404);
  });

  it('accepts a JPEG and deletes the photo it replaces', async () => {
    const old = (await getAs(ctx.server, ana.session, `/api/cv/get/${ana.applicantId}`)).body.cv.fotoPerfil;
    const response = await ok(await upload({ bytes: await image('jpeg', 250, 500), filename: 'yo.jpg', contentType: 'image/jpeg' }));
    expect(response.body.cv.fotoPerfil).toMatchObject({ nombre: `foto-${response.body.cv.fotoPerfil.id}.jpg`, tipo: 'image/jpeg' });
    expect((await ctx.dataSource.query('SELECT 1 FROM stored_files WHERE id = $1', [old.id])).length).toBe(0);
  });

  it('is removed with fotoPerfil null', async () => {
    const current = (await getAs(ctx.server, ana.session, `/api/cv/get/${ana.applicantId}`)).body;
    const files = await fileCount();
    const response = await postAs(ctx.server, ana.session, `/api/cv/update/${ana.applicantId}`, {
      version: current.version,
      cv: { ...current.cv, fotoPerfil: null },
    }).expect(200);
    expect(response.body.cv.fotoPerfil).toBeNull();
    expect(await fileCount()).toBe(files - 1);
  });

  const refusals: [string, () => Promise<Upload>, number, string][] = [
    ['a text file renamed .png', async () => ({ bytes: Buffer.from('hola, no soy una imagen'), filename: 'foto.png' }), 400, CV_MESSAGES.photoType],
    ['a GIF', async () => ({ bytes: await image('gif'), filename: 'foto.gif', contentType: 'image/gif' }), 400, CV_MESSAGES.photoType],
    [
      'a PNG over 500000 bytes',
      async () => ({
        bytes: await sharp({ create: { width: 600, height: 600, channels: 3, background: 'white', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      }),
      400,
      CV_MESSAGES.photoTooLarge,
    ],
    ['a 5 MB file', async () => ({ bytes: Buffer.alloc(5 * 1024 * 1024, 1) }), 413, CV_MESSAGES.fileTooLarge],
    ['a truncated PNG', async () => ({ bytes: (await image('png')).subarray(0, 60) }), 400, CV_MESSAGES.photoUnreadable],
    ['no file part', async () => ({ bytes: undefined }), 400, CV_MESSAGES.fileMissing],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_label, make, status, message) => {
    const [before, files] = [await version(ana.applicantId), await fileCount()];
    const response = await upload(await make());
    expect([response.status, response.body.message]).toEqual([status, message]);
    expect([await version(ana.applicantId), await fileCount()]).toEqual([before, files]);
  });

  it('refuses a broken jsonbody, an unknown slot and a stale version, storing no file', async () => {
    const files = await fileCount();
    const broken = await request(ctx.server)
      .post(`/api/cv/updatemp/${ana.applicantId}`)
      .set('Cookie', ana.session.cookie)
      .set(CSRF_HEADER, ana.session.csrfToken)
      .field('jsonbody', '{roto')
      .attach('file', await image('png'), { filename: 'foto.png', contentType: 'image/png' });
    expect([broken.status, broken.body.message]).toEqual([400, ACCOUNT_MESSAGES.badUploadBody]);
    const slot = await upload({ bytes: await image('png'), adjunto: 'curriculum' });
    expect([slot.status, slot.body.message]).toEqual([400, CV_MESSAGES.attachmentKind]);
    const stale = await upload({ bytes: await image('png'), at: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, CV_MESSAGES.staleVersion]);
    expect(await fileCount()).toBe(files);
  });

  it("cannot be put on another applicant's CV", async () => {
    const response = await request(ctx.server)
      .post(`/api/cv/updatemp/${bruno.applicantId}`)
      .set('Cookie', ana.session.cookie)
      .set(CSRF_HEADER, ana.session.csrfToken)
      .field('jsonbody', JSON.stringify({ version: 0, cv: validCv(), adjunto: 'fotoPerfil' }))
      .attach('file', await image('png'), { filename: 'foto.png', contentType: 'image/png' });
    expect([response.status, response.body.message]).toEqual([403, MESSAGES.forbidden]);
    expect(await version(bruno.applicantId)).toBe(0);
  });
});

describe('security document', () => {
  it('takes a PDF, kept as sent and downloaded as an attachment', async () => {
    const response = await ok(await upload({ adjunto: 'documentoSeguridad', bytes: PDF, filename: 'curso vigilador.pdf', contentType: 'application/pdf' }));
    const documento = response.body.cv.seguridad.documento;
    // Named by us, not as sent: a name ending in .html could make the download land as a page.
    expect(documento).toEqual({ id: expect.any(String), nombre: `documento-${documento.id}.pdf`, tipo: 'application/pdf' });
    const file = await getAs(ctx.server, ana.session, `/api/cv/archivo/${documento.id}`).buffer(true).expect(200);
    expect(Buffer.compare(file.body, PDF)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('takes a JPEG scan', async () => {
    const response = await ok(await upload({ adjunto: 'documentoSeguridad', bytes: await image('jpeg'), filename: 'clu.jpg', contentType: 'image/jpeg' }));
    expect(response.body.cv.seguridad.documento).toMatchObject({ nombre: `documento-${response.body.cv.seguridad.documento.id}.jpg`, tipo: 'image/jpeg' });
  });

  it('refuses a text file renamed .pdf, a GIF and anything over 2 MB', async () => {
    const files = await fileCount();
    const text = await upload({ adjunto: 'documentoSeguridad', bytes: Buffer.from('no es un pdf'), filename: 'doc.pdf', contentType: 'application/pdf' });
    expect([text.status, text.body.message]).toEqual([400, CV_MESSAGES.documentType]);
    const gif = await upload({ adjunto: 'documentoSeguridad', bytes: await image('gif'), filename: 'doc.gif', contentType: 'image/gif' });
    expect([gif.status, gif.body.message]).toEqual([400, CV_MESSAGES.documentType]);
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(2_100_000, 32), Buffer.from('\n%%EOF\n')]);
    const large = await upload({ adjunto: 'documentoSeguridad', bytes: big, filename: 'doc.pdf', contentType: 'application/pdf' });
    expect([large.status, large.body.message]).toEqual([413, CV_MESSAGES.fileTooLarge]);
    expect(await fileCount()).toBe(files);
  });
});
