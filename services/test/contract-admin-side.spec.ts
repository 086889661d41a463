import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN_SIDE_ROUTES, CSRF_HEADER, type ApiRouteContract } from '@postulate/contracts';
import { insertCompanyRecords, TINY_PDF } from './company-records.js';
import { login, type LoggedIn } from './session.js';
import { appPerFile } from './test-app.js';
import { downloadAs, getAs, postAs } from './writes.js';

const ctx = appPerFile();
let admin: LoggedIn;
let empresa: LoggedIn;
let records: Awaited<ReturnType<typeof insertCompanyRecords>>;

beforeAll(async () => {
  [admin, empresa] = [await login(ctx.server, 'admin'), await login(ctx.server, 'empresa')];
  records = await insertCompanyRecords(ctx.dataSource);
});

const check = (route: ApiRouteContract, body: unknown) =>
  expect({ path: route.path, error: route.response.safeParse(body).error }).toEqual({ path: route.path, error: undefined });

/** A multipart add_file.php call: the JSON in `jsonbody`, the file in `file`. */
const upload = (who: LoggedIn, path: string, jsonbody: object) =>
  request(ctx.server)
    .post(path)
    .set('Cookie', who.cookie)
    .set(CSRF_HEADER, who.csrfToken)
    .field('jsonbody', JSON.stringify(jsonbody))
    .attach('file', TINY_PDF, 'documento.pdf');

/** A file route answers bytes, not JSON: a CSV export or a stored PDF. */
const expectFile = (response: request.Response, type: RegExp) => {
  expect(response.headers['content-type']).toMatch(type);
  expect((response.body as Buffer).length).toBeGreaterThan(0);
};

describe("the administrator's back office answers as ADMIN_SIDE_ROUTES say", () => {
  it('adds, renames and deletes work levels, sub-areas and areas, and exports each list', async () => {
    const routes = ADMIN_SIDE_ROUTES.adminReference;
    const level = (await postAs(ctx.server, admin, '/api/nivel/add', { name: 'Nivel de contrato' }).expect(201)).body;
    check(routes.addWorkLevel, level);
    check(routes.updateWorkLevel, (await postAs(ctx.server, admin, `/api/nivel/update/${level.id}`, { name: 'Nivel de contrato 2' }).expect(200)).body);
    check(routes.deleteWorkLevel, (await postAs(ctx.server, admin, '/api/nivel/delete.php', { id: level.id }).expect(200)).body);

    const subArea = (await postAs(ctx.server, admin, '/api/subarea/add', { name: 'Subárea de contrato' }).expect(201)).body;
    check(routes.addSubArea, subArea);
    check(routes.updateSubArea, (await postAs(ctx.server, admin, `/api/subarea/update/${subArea.id}`, { name: 'Subárea de contrato 2' }).expect(200)).body);

    const area = (await postAs(ctx.server, admin, '/api/area/add', { area: 'Área de contrato', subareas: [subArea.id] }).expect(201)).body;
    check(routes.addArea, area);
    check(routes.updateArea, (await postAs(ctx.server, admin, `/api/area/update/${area.id}`, { area: 'Área de contrato 2', subareas: [] }).expect(200)).body);
    check(routes.deleteArea, (await postAs(ctx.server, admin, '/api/area/delete.php', { id: area.id }).expect(200)).body);
    check(routes.deleteSubArea, (await postAs(ctx.server, admin, '/api/subarea/delete.php', { id: subArea.id }).expect(200)).body);

    for (const path of ['/api/nivel/report.php', '/api/subarea/report.php', '/api/area/report.php']) {
      expectFile(await downloadAs(ctx.server, admin, path, { fvalue: '' }).expect(200), /^text\/csv/);
    }
  });

  it('lists, reads, adds, changes and unlocks users', async () => {
    const routes = ADMIN_SIDE_ROUTES.users;
    check(routes.list, (await getAs(ctx.server, admin, '/api/usuar?fvalue=empr&fname=name').expect(200)).body);
    check(routes.unlinkedCompanies, (await getAs(ctx.server, admin, '/api/usuar/empresas?fvalue=Repuesto').expect(200)).body);
    const added = (
      await postAs(ctx.server, admin, '/api/usuar/add', { name: 'contratista', pass: 'clave1234', email: 'contratista@correo.test', role: 'Tester' }).expect(
        201,
      )
    ).body;
    check(routes.add, added);
    check(routes.get, (await getAs(ctx.server, admin, `/api/usuar/get/${added.id}`).expect(200)).body);
    check(
      routes.update,
      (
        await postAs(ctx.server, admin, `/api/usuar/update/${added.id}`, {
          name: 'contratista',
          pass: '',
          email: 'contratista2@correo.test',
          role: 'Tester',
        }).expect(200)
      ).body,
    );
    check(routes.unlock, (await postAs(ctx.server, admin, `/api/usuar/unlock/${added.id}`).expect(200)).body);
    expectFile(await downloadAs(ctx.server, admin, '/api/usuar/report.php', { fvalue: 'contrat' }).expect(200), /^text\/csv/);
  });

  it("reads a company's head, profile, user and documents, and reviews them", async () => {
    const routes = ADMIN_SIDE_ROUTES.companyRecords;
    const { company, spareCompany } = records;
    check(routes.list, (await getAs(ctx.server, admin, '/api/empresa?fvalue=Repuesto').expect(200)).body);
    check(routes.get, (await getAs(ctx.server, admin, `/api/empresa/get/${company}`).expect(200)).body);
    const profile = (await getAs(ctx.server, admin, `/api/empresa/get/${company}/perfil`).expect(200)).body;
    check(routes.profile, profile);
    const { locationLabel: _label, logoUrl: _logo, ...saved } = profile;
    check(routes.updateProfile, (await postAs(ctx.server, admin, `/api/empresa/update/${company}`, saved).expect(200)).body);

    const linkable = (
      await postAs(ctx.server, admin, '/api/usuar/add', { name: 'vinculable', pass: 'clave1234', email: 'vinculable@correo.test', role: 'Empresa' }).expect(201)
    ).body;
    const users = (await getAs(ctx.server, admin, '/api/empresa/usuarios?fvalue=vincul').expect(200)).body;
    check(routes.linkableUsers, users);
    expect(users.response.map((user: { id: number }) => user.id)).toEqual([linkable.id]);
    check(routes.link, (await postAs(ctx.server, admin, `/api/empresa/link/${spareCompany}`, { userId: linkable.id }).expect(200)).body);

    check(routes.documents, (await getAs(ctx.server, admin, `/api/empresa/get/${company}/documentos`).expect(200)).body);
    check(routes.ownDocuments, (await getAs(ctx.server, empresa, '/api/empresa/documentos').expect(200)).body);
    check(routes.uploadDocument, (await upload(empresa, '/api/empresa/add_file.php', { id: company, slot: 2 }).expect(200)).body);
    check(routes.review, (await postAs(ctx.server, admin, '/api/empresa/documento/revisar', { id: company, slot: 2, estado: 'Aprobado' }).expect(200)).body);
    expectFile(await getAs(ctx.server, empresa, `/api/empresa/documento/${company}/1`).buffer(true).expect(200), /^application\/pdf/);
    expectFile(await downloadAs(ctx.server, admin, '/api/empresa/report.php', { fvalue: 'Repuesto', fname: 'razonsocial' }).expect(200), /^text\/csv/);
  });

  it("issues, changes and lists invoices, with their files and the company's own list", async () => {
    const routes = ADMIN_SIDE_ROUTES.invoices;
    const invoice = {
      empresa: records.company,
      punto: '0002',
      codigo: '00000099',
      fecha: '01/03/2026',
      apellido: 'Gómez',
      status: 'Pendiente',
      importe: '1.500,50',
    };
    const added = (await postAs(ctx.server, admin, '/api/factura/add', invoice).expect(201)).body;
    check(routes.add, added);
    check(routes.update, (await postAs(ctx.server, admin, `/api/factura/update/${added.id}`, { ...invoice, status: 'Pagada' }).expect(200)).body);
    check(routes.attachFile, (await upload(admin, '/api/factura/add_file.php', { id: added.id, slot: 'pdf' }).expect(200)).body);
    check(routes.list, (await getAs(ctx.server, admin, `/api/factura?empresa=${records.company}`).expect(200)).body);
    const own = (await getAs(ctx.server, empresa, '/api/factura').expect(200)).body;
    check(routes.list, own);
    expect(own.response.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([added.id, records.invoice]));
    expectFile(await getAs(ctx.server, empresa, `/api/factura/archivo/${added.id}/pdf`).buffer(true).expect(200), /^application\/pdf/);
    expectFile(await downloadAs(ctx.server, empresa, '/api/factura/report.php', {}).expect(200), /^text\/csv/);
  });
});
