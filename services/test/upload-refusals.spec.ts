import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { ACCOUNT_MESSAGES, COMPANY_RECORDS_MESSAGES, CSRF_HEADER, CV_MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from './applicants.js';
import { login, solveCaptcha, type LoggedIn } from './session.js';
import { appPerFile } from './test-app.js';
import { getAs, postAs } from './writes.js';

// Every upload route of the API, sent the files an attacker or a confused user would try.

const ctx = appPerFile();
let empresa: LoggedIn;
let applicant: { session: LoggedIn; applicantId: number };
let bigImage: Buffer;
let polyglot: Buffer;

beforeAll(async () => {
  empresa = await login(ctx.server, 'empresa');
  applicant = await newApplicant(ctx.dataSource, ctx.server, 'subidas');
  await postAs(ctx.server, applicant.session, `/api/cv/update/${applicant.applicantId}`, { version: 0, cv: validCv() }).expect(200);
  // Random pixels barely compress: a real, decodable PNG of more than 5 MB.
  bigImage = await sharp(randomBytes(1300 * 1300 * 3), { raw: { width: 1300, height: 1300, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // A valid PNG followed by a ZIP archive holding one stored file: image viewers and unzip both open it.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f3147' } })
    .png()
    .toBuffer();
  polyglot = Buffer.concat([png, zipWith('payload.html', '<script>alert(1)</script>')]);
});

/** A ZIP archive with one uncompressed file (CRC left at zero: enough for the bytes to be a ZIP). */
function zipWith(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const TEXT = Buffer.from('Hola, soy un archivo de texto con otro nombre.\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

interface File {
  bytes: Buffer;
  filename: string;
  contentType: string;
}
type Refusal = 'type' | 'tooLarge' | 'unreadable';

const FILES: [string, () => File, Refusal][] = [
  ['a text file renamed .png', () => ({ bytes: TEXT, filename: 'foto.png', contentType: 'image/png' }), 'type'],
  ['a text file renamed .jpg', () => ({ bytes: TEXT, filename: 'foto.jpg', contentType: 'image/jpeg' }), 'type'],
  ['a text file renamed .pdf', () => ({ bytes: TEXT, filename: 'documento.pdf', contentType: 'application/pdf' }), 'type'],
  ['a 5 MB image', () => ({ bytes: bigImage, filename: 'grande.png', contentType: 'image/png' }), 'tooLarge'],
  ['a PNG/ZIP polyglot', () => ({ bytes: polyglot, filename: 'foto.png', contentType: 'image/png' }), 'unreadable'],
  ['an SVG with a script', () => ({ bytes: SVG, filename: 'logo.svg', contentType: 'image/svg+xml' }), 'type'],
  ['an SVG with a script renamed .png', () => ({ bytes: SVG, filename: 'logo.png', contentType: 'image/png' }), 'type'],
];

const LOGO = { type: ACCOUNT_MESSAGES.logoType, tooLarge: ACCOUNT_MESSAGES.logoTooLarge, unreadable: ACCOUNT_MESSAGES.logoUnreadable };

async function uploadToCv(adjunto: 'fotoPerfil' | 'documentoSeguridad', file: File) {
  const { session, applicantId } = applicant;
  const { version, cv } = (await getAs(ctx.server, session, `/api/cv/get/${applicantId}`).expect(200)).body;
  return request(ctx.server)
    .post(`/api/cv/updatemp/${applicantId}`)
    .set('Cookie', session.cookie)
    .set(CSRF_HEADER, session.csrfToken)
    .field('jsonbody', JSON.stringify({ version, cv, adjunto }))
    .attach('file', file.bytes, { filename: file.filename, contentType: file.contentType });
}

const ROUTES: [string, (file: File) => Promise<request.Response>, Record<Refusal, string>][] = [
  [
    'company registration (logo)',
    async (file) =>
      request(ctx.server)
        .post('/api/usuar/newprofilemp')
        .field(
          'jsonbody',
          JSON.stringify({
            actionType: 'create',
            tokenCaptcha: await solveCaptcha(ctx.server),
            terms: true,
            empresa: {
              razonsocial: 'Subidas Peligrosas S.A.',
              descripcion: 'Una empresa que intenta subir archivos que no son imágenes',
              cuit: '30712345671',
              email: 'rrhh@subidas.test',
              tel: '+54 9 11 4567-8900',
              domicilio: 'Av. Mitre 1200',
              province: '02',
              location: '0202801001',
              usuar: { name: 'subidaspeligrosas', email: 'subidas@correo.test', pass: 'clave1234' },
            },
          }),
        )
        .attach('file', file.bytes, { filename: file.filename, contentType: file.contentType }),
    LOGO,
  ],
  [
    "company's Mi Perfil (logo)",
    async (file) =>
      request(ctx.server)
        .post('/api/empresa/perfilmp')
        .set('Cookie', empresa.cookie)
        .set(CSRF_HEADER, empresa.csrfToken)
        .field(
          'jsonbody',
          JSON.stringify({
            razonsocial: 'Logística del Plata S.A.',
            descripcion: 'Operador logístico',
            cuit: '30712345671',
            email: 'rrhh@logisticadelplata.test',
            tel: '+54 9 11 4567-8901',
            domicilio: 'Av. Montes de Oca 1500',
            province: '02',
            location: '0209801001',
          }),
        )
        .attach('file', file.bytes, { filename: file.filename, contentType: file.contentType }),
    LOGO,
  ],
  [
    'CV profile photo',
    (file) => uploadToCv('fotoPerfil', file),
    { type: CV_MESSAGES.photoType, tooLarge: CV_MESSAGES.fileTooLarge, unreadable: CV_MESSAGES.photoUnreadable },
  ],
  [
    'CV security document',
    (file) => uploadToCv('documentoSeguridad', file),
    { type: CV_MESSAGES.documentType, tooLarge: CV_MESSAGES.fileTooLarge, unreadable: CV_MESSAGES.documentUnreadable },
  ],
];

/** What a refused upload must leave as it was: files, accounts, companies' logos and CVs. */
async function state() {
  const [row] = await ctx.dataSource.query(`
    SELECT (SELECT count(*) FROM stored_files)::int AS files, (SELECT count(*) FROM users)::int AS users,
           (SELECT string_agg(coalesce(logo_file_id::text, '-'), ',' ORDER BY id) FROM companies) AS logos,
           (SELECT string_agg(version::text, ',' ORDER BY applicant_id) FROM cvs) AS cvs`);
  return row as Record<string, unknown>;
}

describe.each(ROUTES)('%s', (_route, send, messages) => {
  it.each(FILES)('refuses %s with a Spanish message and stores nothing', async (_file, file, refusal) => {
    const before = await state();
    const response = await send(file());
    expect([response.status, response.body]).toEqual([
      refusal === 'tooLarge' ? 413 : 400,
      expect.objectContaining({ field: 'file', message: messages[refusal] }),
    ]);
    expect(await state()).toEqual(before);
  });
});

it('makes the 5 MB image and the polyglot real: both decode as PNG', async () => {
  expect(bigImage.length).toBeGreaterThan(5_000_000);
  expect((await sharp(bigImage).metadata()).format).toBe('png');
  expect((await sharp(polyglot).metadata()).format).toBe('png');
  expect(polyglot.includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
});

/** A one-page PDF whose catalogue carries `extra` (an action, a script), readable by any viewer. */
function pdfWith(extra: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** The same, with the script's dictionary inside a deflated object stream, where a plain search misses it. */
function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n', 'latin1'),
    hidden,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
    pdfWith('').subarray('%PDF-1.4\n'.length),
  ]);
}

/** A one-page PDF with `annotation` as object 5, written inside a deflated object stream. */
function pdfWithPackedAnnotation(annotation: string): Buffer {
  const header = '5 0\n';
  const packed = deflateSync(Buffer.from(`${header}${annotation}\n`, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
    pdfWith('').subarray('%PDF-1.4\n'.length),
  ]);
}

describe('the CV security document', () => {
  it.each([
    [
      'a PDF/HTML polyglot named .html with a script',
      pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> <!--<script>alert(1)</script>-->'),
      'pagina.html',
    ],
    ['a PDF that launches a program', pdfWith('/OpenAction << /S /Launch /F (calc.exe) >>'), 'documento.pdf'],
    ['a script name spelt with #xx escapes', pdfWith('/Names << /J#61vaScript 5 0 R >>'), 'documento.pdf'],
    ['a script inside a compressed stream', pdfWithCompressedScript(), 'documento.pdf'],
    ['an XFA form with a script', pdfWith('/AcroForm << /Fields [] /XFA (<xdp:xdp><script>app.alert(1)</script></xdp:xdp>) >>'), 'documento.pdf'],
    ['an embedded file', pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /EF << /F 6 0 R >> >>] >> >>'), 'documento.pdf'],
    [
      'additional actions spelt #xx inside an object stream',
      pdfWithPackedAnnotation('<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /A#41 << /E << /S /Named /N /Print >> >> >>'),
      'documento.pdf',
    ],
    ['an address opened on opening', pdfWith('/OpenAction << /S /URI /URI (https://evil.example/) >>'), 'documento.pdf'],
  ])('refuses %s and stores nothing', async (_case, bytes, filename) => {
    const before = await state();
    const response = await uploadToCv('documentoSeguridad', { bytes, filename, contentType: 'application/pdf' });
    expect([response.status, response.body.message]).toEqual([400, CV_MESSAGES.documentActive]);
    expect(await state()).toEqual(before);
  });

  it('keeps a clean PDF under a name of ours: sent as .html, it downloads as documento-<id>.pdf', async () => {
    const response = await uploadToCv('documentoSeguridad', { bytes: pdfWith(''), filename: 'pagina.html', contentType: 'text/html' });
    expect(response.status).toBe(200);
    const documento = response.body.cv.seguridad.documento;
    expect(documento).toEqual({ id: documento.id, nombre: `documento-${documento.id}.pdf`, tipo: 'application/pdf' });
    const download = await getAs(ctx.server, applicant.session, `/api/cv/archivo/${documento.id}`).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`documento-${documento.id}.pdf`);
    expect(download.headers['content-disposition']).not.toContain('html');
  });

  it('takes a PDF with a link and a page to open at', async () => {
    const link = '<< /Type /Annot /Subtype /Link /Rect [10 10 90 30] /A << /S /URI /URI (https://www.argentina.gob.ar/) >> >>';
    const response = await uploadToCv('documentoSeguridad', {
      bytes: pdfWithPackedAnnotation(link),
      filename: 'documento.pdf',
      contentType: 'application/pdf',
    });
    expect(response.status).toBe(200);
    const opening = await uploadToCv('documentoSeguridad', {
      bytes: pdfWith('/OpenAction [3 0 R /Fit]'),
      filename: 'documento.pdf',
      contentType: 'application/pdf',
    });
    expect(opening.status).toBe(200);
  });
});

it('refuses a company document with an XFA form in Spanish, storing nothing', async () => {
  const before = await state();
  const companyId: number = (await ctx.dataSource.query(`SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`))[0].id;
  const response = await request(ctx.server)
    .post('/api/empresa/add_file.php')
    .set('Cookie', empresa.cookie)
    .set(CSRF_HEADER, empresa.csrfToken)
    .field('jsonbody', JSON.stringify({ id: companyId, slot: 3 }))
    .attach('file', pdfWith('/AcroForm << /Fields [] /XFA 5 0 R >>'), { filename: 'afip.pdf', contentType: 'application/pdf' });
  expect([response.status, response.body.message]).toEqual([400, COMPANY_RECORDS_MESSAGES.fileActive]);
  expect(await state()).toEqual(before);
});

it('refuses an animated GIF logo whose later frame is too big to decode, though its first frame is small', async () => {
  const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
    .gif()
    .toBuffer();
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(3000, 5);
  descriptor.writeUInt16LE(3000, 7);
  const hugeFrame = Buffer.concat([descriptor, Buffer.from([2, 2, 0x44, 0x01, 0])]);
  const delay = Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]);
  const animated = Buffer.concat([small.subarray(0, -1), delay, hugeFrame, Buffer.from([0x3b])]);
  // What the previous check saw: a 10x10 GIF of two frames that decodes.
  expect(await sharp(animated).metadata()).toMatchObject({ format: 'gif', width: 10, height: 10, pages: 2 });

  const before = await state();
  const [, send] = ROUTES[1];
  const response = await send({ bytes: animated, filename: 'logo.gif', contentType: 'image/gif' });
  expect([response.status, response.body.message]).toEqual([400, ACCOUNT_MESSAGES.logoTooManyPixels]);
  expect(await state()).toEqual(before);
});
