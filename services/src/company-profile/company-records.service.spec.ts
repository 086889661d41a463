import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import {
  AMOUNT_MESSAGES,
  COMPANY_RECORDS_MESSAGES,
  CSRF_HEADER,
  formatDmy,
  type CompanyDocuments,
  type InvoiceItem,
  type InvoicePage,
} from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, validAvisoOf } from '../../test/avisos.js';
import { TINY_PDF } from '../../test/company-records.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cellValue, formulaCells, HOSTILE_CELLS, readSheet, recordsOf } from '../../test/spreadsheet.js';
import { downloadAs, getAs, postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';

let ctx: TestApp;
let server: Server;
let admin: LoggedIn;
let empresa: LoggedIn;
let tester: LoggedIn;
let otra: LoggedIn;
let companyId: number;
let otherCompanyId: number;
let png: Buffer;

async function newEmpresaUser(name: string): Promise<number> {
  const [user] = await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Empresa', $3) RETURNING id`, [
    name,
    `${name}@correo.test`,
    await hashPassword(DEMO_PASSWORD),
  ]);
  return user.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  [admin, empresa, tester] = [await login(server, 'admin'), await login(server, 'empresa'), await login(server, 'tester')];
  const otraId = await newEmpresaUser('otraverif');
  otherCompanyId = (
    await ctx.dataSource.query(
      `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ($1, 'Otra Verificable S.R.L.', 'Otra empresa', '30709876542', 'otra@verif.test', '+5491140000000', 'Calle 2', '02', '0209801001') RETURNING id`,
      [otraId],
    )
  )[0].id;
  otra = await login(server, 'otraverif');
  companyId = (await ctx.dataSource.query(`SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`))[0].id;
  png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#dddddd' } })
    .png()
    .toBuffer();
}, 60_000);

afterAll(() => ctx?.close());

const upload = (who: LoggedIn, body: object, file?: { bytes: Buffer; name: string }) => {
  const call = request(server)
    .post('/api/empresa/add_file.php')
    .set('Cookie', who.cookie)
    .set(CSRF_HEADER, who.csrfToken)
    .field('jsonbody', JSON.stringify(body));
  return file ? call.attach('file', file.bytes, file.name) : call;
};
const review = (body: object) => postAs(server, admin, '/api/empresa/documento/revisar', body);
const ownDocuments = async (who: LoggedIn): Promise<CompanyDocuments> => (await getAs(server, who, '/api/empresa/documentos').expect(200)).body;
const storedFiles = async () => Number((await ctx.dataSource.query(`SELECT count(*) FROM stored_files`))[0].count);
const card = async (avisoId: number) => {
  const { body } = await request(server).get(`/api/home/aviso/${avisoId}`).expect(200);
  return body as { nombreEmpresa: string | null; empresaVerificada: boolean };
};

describe("'Ver files': the nine documents and the verification", () => {
  it('takes a PNG into a slot of its own company, pending review, under a name of ours', async () => {
    const documents: CompanyDocuments = (await upload(empresa, { id: companyId, slot: 1 }, { bytes: png, name: '../../factura.html' }).expect(200)).body;
    const slot = documents.documentos[0];
    expect(slot).toMatchObject({ slot: 1, nombre: 'Constancia de inscripción AFIP', estado: 'Pendiente', comentario: '' });
    expect(slot.archivo).toMatchObject({ tipo: 'image/png', nombre: expect.stringMatching(/^documento-1-[0-9a-f-]{36}\.png$/) });
    expect(documents.documentos.map((document) => document.estado)).toEqual(['Pendiente', null, null, null, null, null, null, null, null]);
    expect(documents.verificada).toBe(false);
  });

  it('refuses by content, size and slot, in Spanish, storing nothing', async () => {
    const before = await storedFiles();
    const refusal = async (file: { bytes: Buffer; name: string } | undefined, message: string, status = 400, body: object = { id: companyId, slot: 2 }) => {
      const response = await upload(empresa, body, file).expect(status);
      expect(response.body.message).toBe(message);
    };
    await refusal({ bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'afip.pdf' }, COMPANY_RECORDS_MESSAGES.fileType);
    await refusal({ bytes: png.subarray(0, 60), name: 'cortada.png' }, COMPANY_RECORDS_MESSAGES.fileUnreadable);
    const scripted = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n', 'latin1');
    await refusal({ bytes: scripted, name: 'afip.pdf' }, COMPANY_RECORDS_MESSAGES.fileActive);
    await refusal({ bytes: Buffer.concat([TINY_PDF, Buffer.alloc(2_000_001)]), name: 'grande.pdf' }, COMPANY_RECORDS_MESSAGES.fileTooLarge, 413);
    await refusal(undefined, COMPANY_RECORDS_MESSAGES.fileMissing);
    await refusal({ bytes: png, name: 'x.png' }, COMPANY_RECORDS_MESSAGES.slotInvalid, 400, { id: companyId, slot: 10 });
    // Another company's id looks unknown, to a company and to a tester (who has a company of their own).
    await upload(otra, { id: companyId, slot: 2 }, { bytes: png, name: 'x.png' }).expect(404);
    await upload(tester, { id: companyId, slot: 2 }, { bytes: png, name: 'x.png' }).expect(404);
    expect(await storedFiles()).toBe(before);
    expect((await ownDocuments(empresa)).documentos[1].archivo).toBeNull();
  });

  it('lets only the company and administrators read a document, never guessed from its type', async () => {
    const path = `/api/empresa/documento/${companyId}/1`;
    for (const who of [empresa, admin]) {
      const response = await getAs(server, who, path).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''documento-1-/);
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
    }
    await getAs(server, otra, path).expect(404);
    await getAs(server, null, path).expect(401);
    await getAs(server, empresa, `/api/empresa/documento/${companyId}/2`).expect(404);
  });

  it("verifies the company when the first seven are approved: the badge shows on its ads, never on a confidential one's", async () => {
    const open = (await insertAviso(ctx.dataSource, { titulo: 'Chofer de reparto verificado' })).id;
    const hidden = (await insertAviso(ctx.dataSource, { titulo: 'Puesto confidencial', notConfidential: false })).id;
    const pdf = { bytes: TINY_PDF, name: 'doc.pdf' };
    for (let slot = 2; slot <= 7; slot += 1) await upload(empresa, { id: companyId, slot }, pdf).expect(200);

    // A refusal needs a reason the company can act on.
    const noReason = await review({ id: companyId, slot: 3, estado: 'Rechazado' }).expect(400);
    expect(noReason.body.message).toBe(COMPANY_RECORDS_MESSAGES.commentRequired);
    await review({ id: companyId, slot: 3, estado: 'Rechazado', comentario: 'La copia está cortada: falta la firma' }).expect(200);
    for (const slot of [1, 2, 4, 5, 6, 7]) await review({ id: companyId, slot, estado: 'Aprobado' }).expect(200);
    let seen = await ownDocuments(empresa);
    expect(seen.documentos[2]).toMatchObject({ estado: 'Rechazado', comentario: 'La copia está cortada: falta la firma' });
    expect(seen.verificada).toBe(false);
    expect((await card(open)).empresaVerificada).toBe(false);

    // The company sends a new copy; approved, the seventh makes it verified.
    await upload(empresa, { id: companyId, slot: 3 }, pdf).expect(200);
    await review({ id: companyId, slot: 3, estado: 'Aprobado' }).expect(200);
    seen = await ownDocuments(empresa);
    expect(seen.verificada).toBe(true);
    expect(await card(open)).toMatchObject({ nombreEmpresa: 'Logística del Plata S.A.', empresaVerificada: true });
    expect(await card(hidden)).toMatchObject({ nombreEmpresa: null, empresaVerificada: false });
    const { body: home } = await request(server).get('/api/home/?q=Chofer de reparto verificado').expect(200);
    expect(home.avisos.response[0]).toMatchObject({ id: open, empresaVerificada: true });
    expect((await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body.verificada).toBe(true);

    // Replacing an approved document sends it back to review: no badge until it is approved again.
    await upload(empresa, { id: companyId, slot: 5 }, pdf).expect(200);
    expect((await ownDocuments(empresa)).verificada).toBe(false);
    expect((await card(open)).empresaVerificada).toBe(false);
    await review({ id: companyId, slot: 5, estado: 'Aprobado' }).expect(200);
    expect((await card(open)).empresaVerificada).toBe(true);
  });

  it('reviews only loaded slots of existing companies, as an administrator', async () => {
    expect((await review({ id: companyId, slot: 9, estado: 'Aprobado' }).expect(404)).body.message).toBe(COMPANY_RECORDS_MESSAGES.documentMissing);
    expect((await review({ id: 2_000_000, slot: 1, estado: 'Aprobado' }).expect(404)).body.message).toBe(COMPANY_RECORDS_MESSAGES.companyNotFound);
    await postAs(server, empresa, '/api/empresa/documento/revisar', { id: companyId, slot: 1, estado: 'Aprobado' }).expect(403);
    const ofOther: CompanyDocuments = (await getAs(server, admin, `/api/empresa/get/${otherCompanyId}/documentos`).expect(200)).body;
    expect(ofOther).toMatchObject({ companyId: otherCompanyId, verificada: false });
  });
});

describe("'Ver Facturas': invoices", () => {
  const invoice = (overrides: object = {}) => ({
    empresa: companyId,
    punto: '0003',
    codigo: '00001187',
    fecha: '15/10/2026',
    apellido: 'Ferreyra',
    comentario: 'Plan Empresa',
    status: 'Pendiente',
    importe: '1.234,56',
    ...overrides,
  });
  let first: InvoiceItem;

  it('lets an administrator issue one, with each rule in Spanish, and refuses a repeated number', async () => {
    first = (await postAs(server, admin, '/api/factura/add', invoice()).expect(201)).body;
    expect(first).toMatchObject({ punto: '0003', codigo: '00001187', fecha: '15/10/2026', importe: 1234.56, status: 'Pendiente', pdf: null, doc: null });
    const refused = async (overrides: object, field: string, message: string) => {
      const { body } = await postAs(server, admin, '/api/factura/add', invoice({ codigo: '00009999', ...overrides })).expect(400);
      expect(body.errors).toContainEqual({ field, message });
    };
    await refused({ punto: '3' }, 'punto', COMPANY_RECORDS_MESSAGES.punto);
    await refused({ codigo: '1187' }, 'codigo', COMPANY_RECORDS_MESSAGES.codigo);
    await refused({ fecha: '31/02/2026' }, 'fecha', COMPANY_RECORDS_MESSAGES.fecha);
    await refused({ fecha: '01/01/2099' }, 'fecha', COMPANY_RECORDS_MESSAGES.fecha);
    await refused({ importe: '-5' }, 'importe', AMOUNT_MESSAGES.negative);
    await refused({ importe: '10,555' }, 'importe', AMOUNT_MESSAGES.cents);
    await refused({ importe: '1234.56' }, 'importe', AMOUNT_MESSAGES.thousandsOrCents);
    await refused({ importe: '0' }, 'importe', COMPANY_RECORDS_MESSAGES.importe);
    await refused({ status: 'Cobrada' }, 'status', COMPANY_RECORDS_MESSAGES.status);
    const repeated = await postAs(server, admin, '/api/factura/add', invoice({ empresa: otherCompanyId })).expect(409);
    expect(repeated.body).toMatchObject({ message: COMPANY_RECORDS_MESSAGES.duplicateInvoice, field: 'codigo' });
    await postAs(server, admin, '/api/factura/add', invoice({ codigo: '00001200', status: 'Pagada', importe: '500000' })).expect(201);
    await postAs(server, admin, '/api/factura/add', invoice({ codigo: '00001201', importe: '100' })).expect(201);
    await postAs(server, admin, '/api/factura/add', invoice({ empresa: otherCompanyId, codigo: '00001300', importe: '777' })).expect(201);
    await postAs(server, empresa, '/api/factura/add', invoice({ codigo: '00001400' })).expect(403);
  });

  it("shows a company only its own invoices and what it owes: 'Saldo pendiente de pago'", async () => {
    const own: InvoicePage = (await getAs(server, empresa, `/api/factura?empresa=${otherCompanyId}`).expect(200)).body;
    expect(own.response.map((item) => item.codigo).sort()).toEqual(['00001187', '00001200', '00001201']);
    expect(own.saldo).toBeCloseTo(1334.56, 2);
    expect((await getAs(server, empresa, '/api/empresa/dashboard').expect(200)).body.saldo).toBeCloseTo(1334.56, 2);
    const theirs: InvoicePage = (await getAs(server, otra, '/api/factura').expect(200)).body;
    expect(theirs.response.map((item) => item.codigo)).toEqual(['00001300']);
    const adminView: InvoicePage = (await getAs(server, admin, `/api/factura?empresa=${otherCompanyId}`).expect(200)).body;
    expect(adminView.total).toBe(1);
    expect((await getAs(server, tester, '/api/empresa/dashboard')).status).toBe(403);
    expect((await getAs(server, tester, '/api/factura').expect(200)).body).toMatchObject({ total: 0, saldo: 0 });
  });

  it('marks one paid and the balance drops', async () => {
    const paid = (await postAs(server, admin, `/api/factura/update/${first.id}`, invoice({ status: 'Pagada' })).expect(200)).body;
    expect(paid.status).toBe('Pagada');
    expect((await getAs(server, empresa, '/api/factura').expect(200)).body.saldo).toBe(100);
    await postAs(server, admin, '/api/factura/update/2000000', invoice()).expect(404);
  });

  it("keeps the invoice PDF (a PDF only) and an attached document, for the company's eyes", async () => {
    const attach = (slot: string, file: { bytes: Buffer; name: string }) =>
      request(server)
        .post('/api/factura/add_file.php')
        .set('Cookie', admin.cookie)
        .set(CSRF_HEADER, admin.csrfToken)
        .field('jsonbody', JSON.stringify({ id: first.id, slot }))
        .attach('file', file.bytes, file.name);
    const notPdf = await attach('pdf', { bytes: png, name: 'factura.pdf' }).expect(400);
    expect(notPdf.body.message).toBe(COMPANY_RECORDS_MESSAGES.invoicePdfType);
    const withPdf: InvoiceItem = (await attach('pdf', { bytes: TINY_PDF, name: 'f.pdf' }).expect(200)).body;
    expect(withPdf.pdf).toEqual({ url: `/api/factura/archivo/${first.id}/pdf`, nombre: 'factura-0003-00001187.pdf' });
    const withDoc: InvoiceItem = (await attach('doc', { bytes: png, name: 'remito.png' }).expect(200)).body;
    expect(withDoc.doc?.url).toBe(`/api/factura/archivo/${first.id}/doc`);

    const download = await getAs(server, empresa, withPdf.pdf!.url).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''factura-0003-00001187.pdf");
    await getAs(server, otra, withPdf.pdf!.url).expect(404);
    await getAs(server, null, withPdf.pdf!.url).expect(401);
  });

  it('exports the invoices as a spreadsheet reads them: Spanish headers, codes keeping their zeros, no formula', async () => {
    await ctx.dataSource.query(`UPDATE invoices SET apellido = $1, comentario = $2 WHERE codigo = '00001200'`, [HOSTILE_CELLS[0], HOSTILE_CELLS[2]]);
    const response = await downloadAs(server, empresa, '/api/factura/report.php', {}).expect(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="facturas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = readSheet(response.body as Buffer);
    expect(sheet[0]).toEqual(['Empresa', 'Punto de venta', 'Número', 'Fecha', 'Apellido', 'Comentario', 'Estado', 'Importe']);
    expect(sheet).toHaveLength(4);
    const paid = sheet.find((row) => row[2] === '\t00001187')!.map(cellValue);
    expect(paid).toEqual(['Logística del Plata S.A.', '\t0003', '\t00001187', '15/10/2026', 'Ferreyra', 'Plan Empresa', 'Pagada', 1234.56]);
    const hostile = recordsOf(sheet).find((row) => row['Número'].trim() === '00001200')!;
    expect([hostile.Apellido, hostile.Comentario]).toEqual([`'${HOSTILE_CELLS[0]}`, `'${HOSTILE_CELLS[2]}`]);
    expect(formulaCells(sheet)).toEqual([]);
    const filtered = await downloadAs(server, admin, '/api/factura/report.php', { fvalue: 'Pendiente', fname: 'status', ftype: 'eq' }).expect(200);
    expect(
      recordsOf(readSheet(filtered.body as Buffer))
        .map((row) => row['Número'].trim())
        .sort(),
    ).toEqual(['00001201', '00001300']);
  });
});

describe("Publishing in Seguridad needs the security licence (slot 8 of 'Ver files') approved", () => {
  it('refuses to publish, or to move a published ad into Seguridad, until an administrator approves it', async () => {
    const [logistica] = await ctx.dataSource.query(
      `SELECT a.id AS area, x.sub_area_id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id WHERE a.name = 'Logística' LIMIT 1`,
    );
    const [seguridad] = await ctx.dataSource.query(
      `SELECT a.id AS area, x.sub_area_id AS subarea FROM areas a JOIN area_sub_areas x ON x.area_id = a.id WHERE a.name = 'Seguridad' LIMIT 1`,
    );
    const [nivel] = await ctx.dataSource.query(`SELECT min(id) AS id FROM work_levels`);
    const guard = validAvisoOf({ ...seguridad, nivel: nivel.id }, { titulo: 'Vigilador/a de accesos' });
    const draft = (await postAs(server, otra, '/api/empresa/add_aviso', guard).expect(201)).body.id;
    const refused = await postAs(server, otra, '/api/empresa/publish_aviso', { id: draft }).expect(409);
    expect(refused.body.message).toBe(COMPANY_RECORDS_MESSAGES.securityLicence);
    expect((await ctx.dataSource.query(`SELECT status FROM avisos WHERE id = $1`, [draft]))[0].status).toBe('draft');

    const other = validAvisoOf({ ...logistica, nivel: nivel.id }, { titulo: 'Operario/a de depósito' });
    const published = (await postAs(server, otra, '/api/empresa/add_aviso', other).expect(201)).body.id;
    await postAs(server, otra, '/api/empresa/publish_aviso', { id: published }).expect(200);
    const moved = await postAs(server, otra, '/api/empresa/update_aviso', { id: published, aviso: { ...guard, titulo: 'Operario/a de depósito' } }).expect(409);
    expect(moved.body.message).toBe(COMPANY_RECORDS_MESSAGES.securityLicence);

    await upload(otra, { id: otherCompanyId, slot: 8 }, { bytes: TINY_PDF, name: 'habilitacion.pdf' }).expect(200);
    await postAs(server, otra, '/api/empresa/publish_aviso', { id: draft }).expect(409);
    await review({ id: otherCompanyId, slot: 8, estado: 'Aprobado' }).expect(200);
    await postAs(server, otra, '/api/empresa/publish_aviso', { id: draft }).expect(200);
    await postAs(server, otra, '/api/empresa/update_aviso', { id: published, aviso: guard }).expect(200);
    // This company is not verified: both ads wait 'En revisión' (issue 39) until the administrator publishes them.
    expect(
      (await ctx.dataSource.query(`SELECT status FROM avisos WHERE id IN ($1, $2)`, [draft, published])).map((row: { status: string }) => row.status),
    ).toEqual(['review', 'review']);
    for (const id of [published, draft]) await postAs(server, admin, `/api/admin/avisos/${id}/aprobar`).expect(200);
  });
});

describe('POST /api/empresa/report.php as a company: one ad’s applications', () => {
  it('exports exactly the rows the list shows, with Estado, its date and a column per question; another company’s ad is unknown', async () => {
    const preguntas = ['¿Tenés disponibilidad inmediata?', '¿Cuántos años de experiencia tenés?'];
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Analista de exportación', preguntas });
    const names = ['Lucía Fernández', 'Martín Gómez'];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const person = await newApplicant(ctx.dataSource, server, `exporta${index}`);
      await postAs(server, person.session, `/api/cv/update/${person.applicantId}`, {
        version: 0,
        cv: validCv({ name, mail: `exporta${index}@correo.test`, tel: `+54911400000${index}` }),
      }).expect(200);
      const applied = await postAs(server, person.session, '/api/aplica/aplica', {
        idAviso: aviso.id,
        respuestas: [
          { idPregunta: aviso.preguntas[0].id, respuesta: index === 0 ? 'Sí; desde el lunes' : 'En 15 días' },
          { idPregunta: aviso.preguntas[1].id, respuesta: index === 0 ? '-2+3 años' : 'Cinco años' },
        ],
      }).expect(201);
      ids.push(applied.body.id);
    }
    // What the applicant typed reaches the file as text, whatever it starts with.
    await ctx.dataSource.query(`UPDATE applications SET cv_snapshot = cv_snapshot || jsonb_build_object('name', $1::text, 'tel', $2::text) WHERE id = $3`, [
      HOSTILE_CELLS[0],
      HOSTILE_CELLS[1],
      ids[1],
    ]);
    // A landline keeps its leading zero.
    await ctx.dataSource.query(`UPDATE applications SET cv_snapshot = jsonb_set(cv_snapshot, '{tel}', '"01145678900"') WHERE id = $1`, [ids[0]]);
    await postAs(server, empresa, '/api/empresa/aplicaisread', { id: ids[0] }).expect(200);
    await postAs(server, empresa, `/api/empresa/aplicacion/${ids[0]}/estado`, { estado: 'entrevista' }).expect(200);
    const exportOf = async (filter: object) => {
      const response = await downloadAs(server, empresa, '/api/empresa/report.php', { idAviso: aviso.id, ...filter }).expect(200);
      return readSheet(response.body as Buffer);
    };

    const all = await downloadAs(server, empresa, '/api/empresa/report.php', { idAviso: aviso.id, tab: 'all' }).expect(200);
    expect(all.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="postulaciones-aviso-${aviso.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const sheet = readSheet(all.body as Buffer);
    expect(sheet[0]).toEqual([
      'Nombre',
      'Email',
      'Teléfono',
      'Fecha de postulación',
      'Estado',
      'Fecha del estado',
      'Educación',
      'Experiencia',
      'Calificación',
      'Etiquetas',
      ...preguntas,
      'Tests',
    ]);
    expect(formulaCells(sheet)).toEqual([]);
    const [martin, lucia] = recordsOf(sheet);
    const today = formatDmy(new Date());
    expect(lucia).toMatchObject({
      Nombre: 'Lucía Fernández',
      Email: 'exporta0@correo.test',
      Teléfono: '\t01145678900',
      Estado: 'Entrevista',
      'Fecha del estado': today,
    });
    expect(lucia['Fecha de postulación']).toBe(today);
    expect([lucia[preguntas[0]], lucia[preguntas[1]]]).toEqual(['Sí; desde el lunes', "'-2+3 años"]);
    expect(martin).toMatchObject({ Nombre: `'${HOSTILE_CELLS[0]}`, Teléfono: `'${HOSTILE_CELLS[1]}`, Estado: 'Nueva', [preguntas[1]]: 'Cinco años' });

    // The list's own filters, one by one: the tab, the Estado, the security flags.
    const list = async (query: string) => (await getAs(server, empresa, `/api/empresa/aviso/${aviso.id}/aplicaciones?${query}`).expect(200)).body.total;
    const unread = await exportOf({ tab: 'unread' });
    expect(recordsOf(unread).map((row) => row.Estado)).toEqual(['Nueva']);
    const interviews = await exportOf({ tab: 'all', estado: 'entrevista' });
    expect(recordsOf(interviews).map((row) => row.Email)).toEqual(['exporta0@correo.test']);
    expect(await list('estado=entrevista')).toBe(1);
    expect(recordsOf(await exportOf({ tab: 'unread', estado: 'entrevista' }))).toEqual([]);
    expect(await list('tab=unread&estado=entrevista')).toBe(0);
    // Both were vigiladores, neither carries a weapon permit.
    expect(await exportOf({ seguridad: ['vigilador'] })).toHaveLength(1 + (await list('seguridad=vigilador')));
    expect(await exportOf({ seguridad: ['vigilador', 'portacion'] })).toHaveLength(1);

    await downloadAs(server, otra, '/api/empresa/report.php', { idAviso: aviso.id, tab: 'all' }).expect(404);
    const badTab = await postAs(server, empresa, '/api/empresa/report.php', { idAviso: aviso.id, tab: 'todas' }).expect(400);
    expect(badTab.body.message).toBe("La pestaña debe ser 'unread', 'all' o 'favourites'");
    await postAs(server, empresa, '/api/empresa/report.php', { idAviso: aviso.id, estado: 'aceptada' }).expect(400);
  });
});

describe("The administrator's 'Empresas'", () => {
  it('lists companies with their verification, pending documents and published ads, filtered like the other lists', async () => {
    const { body } = await getAs(server, admin, '/api/empresa?fvalue=30709876542&fname=cuit').expect(200);
    expect(body.response.map((row: { razonsocial: string }) => row.razonsocial).sort()).toEqual(['Evaluaciones Andinas', 'Otra Verificable S.R.L.']);
    // The CUIT as people copy it, dashes and all, finds the same companies.
    const { body: dashed } = await getAs(server, admin, '/api/empresa?fvalue=30-70987654-2&fname=cuit&ftype=eq').expect(200);
    expect(dashed.response.map((row: { razonsocial: string }) => row.razonsocial).sort()).toEqual(['Evaluaciones Andinas', 'Otra Verificable S.R.L.']);
    const { body: demo } = await getAs(server, admin, `/api/empresa/get/${companyId}`).expect(200);
    expect(demo).toMatchObject({ razonsocial: 'Logística del Plata S.A.', verificada: true, pendientes: 0, usuario: 'empresa' });
    expect(demo.avisosPublicados).toBeGreaterThan(0);
    expect(demo.alta).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await getAs(server, empresa, '/api/empresa').expect(403);
    const bad = await getAs(server, admin, '/api/empresa?fname=user_id').expect(400);
    expect(bad.body.message).toBe('Solo se puede filtrar por razón social, CUIT o email');
  });

  it('exports the list as a spreadsheet reads it: Spanish headers, the CUIT as text, no formula', async () => {
    await ctx.dataSource.query(`UPDATE companies SET email = $1 WHERE id = $2`, [HOSTILE_CELLS[3], otherCompanyId]);
    const response = await downloadAs(server, admin, '/api/empresa/report.php', { fvalue: 'verificable', fname: 'razonsocial', ftype: 'like' }).expect(200);
    const sheet = readSheet(response.body as Buffer);
    expect(sheet[0]).toEqual(['Razón social', 'CUIT', 'Email', 'Avisos publicados', 'Verificada', 'Documentos pendientes', 'Usuario', 'Alta']);
    expect(sheet).toHaveLength(2);
    expect(sheet[1].map(cellValue)).toEqual([
      'Otra Verificable S.R.L.',
      '\t30709876542',
      `'${HOSTILE_CELLS[3]}`,
      2,
      'No',
      0,
      'otraverif',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]);
    expect(formulaCells(sheet)).toEqual([]);
    await ctx.dataSource.query(`UPDATE companies SET email = 'otra@verif.test' WHERE id = $1`, [otherCompanyId]);
  });

  it('edits the profile with Mi Perfil’s rules and links a free Empresa user', async () => {
    const { body: profile } = await getAs(server, admin, `/api/empresa/get/${otherCompanyId}/perfil`).expect(200);
    const saved = await postAs(server, admin, `/api/empresa/update/${otherCompanyId}`, { ...profile, razonsocial: 'Otra Verificada S.R.L.' }).expect(200);
    expect(saved.body.razonsocial).toBe('Otra Verificada S.R.L.');
    await postAs(server, admin, `/api/empresa/update/${otherCompanyId}`, { ...profile, cuit: '123' }).expect(400);

    const freeId = await newEmpresaUser('librevinculo');
    const free = (await getAs(server, admin, '/api/empresa/usuarios?fvalue=librevinculo').expect(200)).body;
    expect(free.response).toEqual([{ id: freeId, name: 'librevinculo', email: 'librevinculo@correo.test', role: 'Empresa' }]);
    const linked = await postAs(server, admin, `/api/empresa/link/${otherCompanyId}`, { userId: freeId }).expect(200);
    expect(linked.body).toMatchObject({ usuario: 'librevinculo', usuarioId: freeId });
    // The new user now works as that company; the previous one no longer has it.
    const newManager = await login(server, 'librevinculo');
    expect((await getAs(server, newManager, '/api/empresa/perfil').expect(200)).body.razonsocial).toBe('Otra Verificada S.R.L.');
    // A user who manages another company, or an applicant, cannot be linked.
    const taken = await postAs(server, admin, `/api/empresa/link/${otherCompanyId}`, {
      userId: (await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'empresa'`))[0].id,
    }).expect(409);
    expect(taken.body.message).toBe(COMPANY_RECORDS_MESSAGES.userTaken);
    await newApplicant(ctx.dataSource, server, 'nolinkable');
    const applicantUser = (await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'nolinkable'`))[0].id;
    const refused = await postAs(server, admin, `/api/empresa/link/${otherCompanyId}`, { userId: applicantUser }).expect(404);
    expect(refused.body.message).toBe(COMPANY_RECORDS_MESSAGES.userNotFound);
  });
});
