import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, MESSAGES, type UserListItem } from '@postulate/contracts';
import { appPerFile } from '../../test/test-app.js';
import { login, postLogin, solveCaptcha, type LoggedIn } from '../../test/session.js';
import { formulaCells, HOSTILE_CELLS, readSheet } from '../../test/spreadsheet.js';
import { downloadAs, getAs, loginAll, NON_ADMINS, postAs } from '../../test/writes.js';
import { MAX_FAILED_LOGINS } from '../login/login.service.js';
import { USER_MESSAGES } from './users.service.js';

const ctx = appPerFile();
let as: Record<string, LoggedIn | null>;
let admin: LoggedIn;

beforeAll(async () => {
  as = await loginAll(ctx.server);
  admin = as.admin!;
});

const userCount = async () => Number((await ctx.dataSource.query('SELECT count(*) AS n FROM users'))[0].n);
const names = (body: { response: UserListItem[] }) => body.response.map((user) => user.name);

async function addUser(name: string, role = 'Empresa', pass = 'clave1234'): Promise<UserListItem> {
  const { body } = await postAs(ctx.server, admin, '/api/usuar/add', { name, pass, email: `${name}@correo.test`, role }).expect(201);
  return body;
}

describe('who may use /api/usuar', () => {
  const calls = [
    ['GET', '/api/usuar/'],
    ['GET', '/api/usuar/get/1'],
    ['GET', '/api/usuar/empresas'],
    ['POST', '/api/usuar/add'],
    ['POST', '/api/usuar/update/1'],
    ['POST', '/api/usuar/unlock/1'],
  ] as const;

  it.each(calls.flatMap(([method, path]) => NON_ADMINS.map((who) => [method, path, who] as const)))('%s %s is refused to %s', async (method, path, who) => {
    const before = await userCount();
    const body = { name: 'intruso', pass: 'clave1234', email: 'intruso@correo.test', role: 'Administrador' };
    const call = method === 'GET' ? getAs(ctx.server, as[who], path) : postAs(ctx.server, as[who], path, body);
    const { status, body: answer } = await call;
    expect([status, answer]).toEqual(who === 'visitor' ? [401, { message: MESSAGES.sessionRequired }] : [403, { message: MESSAGES.forbidden }]);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/usuar/', () => {
  it('lists users to the administrator with a locked flag and no password hash', async () => {
    const response = await getAs(ctx.server, admin, '/api/usuar/?fvalue=e&fname=name').expect(200);
    expect(response.body.response).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'empresa', email: 'empresa@postulate.test', role: 'Empresa', locked: false },
        { id: expect.any(Number), name: 'postulante', email: 'postulante@postulate.test', role: 'Postulante', locked: false },
        { id: expect.any(Number), name: 'tester', email: 'tester@postulate.test', role: 'Tester', locked: false },
      ]),
    );
    expect(response.text).not.toMatch(/argon2|password|hash|failed|locked_until/i);
  });

  it('filters by name, e-mail or role, like or eq, ignoring case', async () => {
    const list = async (query: string) => names((await getAs(ctx.server, admin, `/api/usuar/?${query}`).expect(200)).body);
    expect(await list('fvalue=EMPR&fname=name')).toEqual(['empresa']);
    expect(await list('fvalue=tester@postulate&fname=email')).toEqual(['tester']);
    expect(await list('fvalue=administ&fname=role')).toEqual(expect.arrayContaining(['admin']));
    expect(await list('fvalue=POSTULANTE&fname=name&ftype=eq')).toEqual(['postulante']);
    expect(await list('fvalue=postul&fname=name&ftype=eq')).toEqual([]);
  });

  it('pages 20 by default and reports the total before paging', async () => {
    for (let index = 0; index < 21; index += 1) {
      await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Tester', 'x')`, [
        `pagina${String(index).padStart(2, '0')}`,
        `pagina${index}@correo.test`,
      ]);
    }
    const first = await getAs(ctx.server, admin, '/api/usuar/?fvalue=pagina').expect(200);
    expect(first.body).toMatchObject({ size: 20, total: 21 });
    expect(names(first.body)[0]).toBe('pagina00');
    const second = await getAs(ctx.server, admin, '/api/usuar/?fvalue=pagina&page=2').expect(200);
    expect(second.body).toEqual({ response: [expect.objectContaining({ name: 'pagina20' })], size: 1, total: 21 });
    const small = await getAs(ctx.server, admin, '/api/usuar/?fvalue=pagina&page=3&size=5').expect(200);
    expect(names(small.body)).toEqual(['pagina10', 'pagina11', 'pagina12', 'pagina13', 'pagina14']);
    const beyond = await getAs(ctx.server, admin, '/api/usuar/?fvalue=pagina&page=99').expect(200);
    expect(beyond.body).toEqual({ response: [], size: 0, total: 21 });
  });

  it.each(['password_hash', 'locked_until', 'name; DROP TABLE users', 'id', ''])('refuses fname=%s with a Spanish 400', async (fname) => {
    const { body } = await getAs(ctx.server, admin, `/api/usuar/?fvalue=a&fname=${encodeURIComponent(fname)}`).expect(400);
    expect(body).toMatchObject({ field: 'fname', message: 'Solo se puede filtrar por nombre, email o rol' });
  });

  it('answers 400 for a size over 100 or a page under 1', async () => {
    await getAs(ctx.server, admin, '/api/usuar/?size=101')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'size', message: 'La cantidad por página no puede superar 100' }));
    await getAs(ctx.server, admin, '/api/usuar/?page=0')
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'page', message: 'La página debe ser al menos 1' }));
  });
});

describe('GET /api/usuar/get/{id}', () => {
  it('answers one user, 404 when there is none and 400 for a malformed id', async () => {
    const created = await addUser('unousuario', 'Tester');
    await getAs(ctx.server, admin, `/api/usuar/get/${created.id}`).expect(200, created);
    await getAs(ctx.server, admin, '/api/usuar/get/999999').expect(404, { message: USER_MESSAGES.notFound });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      await getAs(ctx.server, admin, `/api/usuar/get/${id}`)
        .expect(400)
        .expect(({ body }) => expect(body.message).toBe(ADMIN_MESSAGES.invalidId));
    }
  });
});

describe('POST /api/usuar/add', () => {
  it('shows every spec message at once and saves nothing', async () => {
    const before = await userCount();
    const { body } = await postAs(ctx.server, admin, '/api/usuar/add', { name: 'ab', pass: '12', email: 'no-es-un-correo', role: '' }).expect(400);
    expect(body.errors).toEqual([
      { field: 'name', message: 'El nombre debe tener al menos 4 caracteres' },
      { field: 'email', message: 'El correo electrónico no tiene un formato válido' },
      { field: 'pass', message: 'La contraseña debe tener al menos 8 caracteres' },
      { field: 'role', message: 'Debe completar el rol' },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('refuses over-long fields with Spanish messages and saves nothing', async () => {
    const before = await userCount();
    const { body } = await postAs(ctx.server, admin, '/api/usuar/add', {
      name: 'n'.repeat(51),
      pass: 'p'.repeat(129),
      email: `${'e'.repeat(251)}@x.ar`,
      role: 'Empresa',
    }).expect(400);
    expect(body.errors).toEqual([
      { field: 'name', message: ADMIN_MESSAGES.nameMax },
      { field: 'email', message: MESSAGES.emailMax },
      { field: 'pass', message: MESSAGES.passwordMax },
    ]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["'admin' with a Cyrillic а", '\u0430dmin'],
    ["'tester' with a Cyrillic е", 't\u0435ster'],
    ["'empresa' with rn for m", 'ernpresa'],
  ])('refuses %s, a look-alike of a taken name, like the name itself', async (_case, name) => {
    const before = await userCount();
    await postAs(ctx.server, admin, '/api/usuar/add', { name, pass: 'clave1234', email: 'parecido@correo.test', role: 'Empresa' }).expect(409, {
      message: USER_MESSAGES.duplicateName,
      field: 'name',
    });
    expect(await userCount()).toBe(before);
  });

  it('does not create applicants: they register on their own', async () => {
    const { body } = await postAs(ctx.server, admin, '/api/usuar/add', {
      name: 'otropostulante',
      pass: 'clave1234',
      email: 'otro@correo.test',
      role: 'Postulante',
    }).expect(400);
    expect(body).toMatchObject({ field: 'role', message: ADMIN_MESSAGES.roleInvalid });
  });

  it('creates an Empresa without a company yet, who can then log in', async () => {
    const response = await postAs(ctx.server, admin, '/api/usuar/add', {
      name: '  nuevaempresa ',
      pass: 'clave1234',
      email: 'RRHH@Nueva.test',
      role: 'Empresa',
    }).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'nuevaempresa', email: 'RRHH@Nueva.test', role: 'Empresa', locked: false });
    expect(response.text).not.toMatch(/argon2|clave1234/);
    const session = await login(ctx.server, 'nuevaempresa', 'clave1234');
    expect(session.body).toMatchObject({ role: 'Empresa', entity: { empresa: null, postulante: null } });
  });

  it('links a new Empresa to a company nobody manages, which then is theirs, and refuses a taken one', async () => {
    const [free] = await ctx.dataSource.query(
      `INSERT INTO companies (razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       SELECT 'Cooperativa Ñandú Ltda.', 'Cooperativa de trabajo', '30700000016', 'coop@correo.test', '+5491140000000', 'Calle 1', province_id, id
         FROM localities WHERE province_id = '02' LIMIT 1
       RETURNING id`,
    );
    const found = await getAs(ctx.server, admin, '/api/usuar/empresas?fvalue=nandu').expect(200);
    expect(found.body.response).toEqual([{ id: free.id, razonsocial: 'Cooperativa Ñandú Ltda.', cuit: '30700000016' }]);
    // Its CUIT as copied from AFIP's certificate, dashes and all, finds it too.
    const byCuit = await getAs(ctx.server, admin, '/api/usuar/empresas?fvalue=30-70000001-6').expect(200);
    expect(byCuit.body.response).toEqual(found.body.response);

    const linked = { pass: 'clave1234', role: 'Empresa', companyId: free.id };
    await postAs(ctx.server, admin, '/api/usuar/add', { ...linked, name: 'cooperativa', email: 'coop@nueva.test' }).expect(201);
    const session = await login(ctx.server, 'cooperativa', 'clave1234');
    expect(session.body.entity?.empresa).toMatchObject({ name: 'Cooperativa Ñandú Ltda.' });
    expect((await getAs(ctx.server, admin, '/api/usuar/empresas?fvalue=nandu').expect(200)).body.response).toEqual([]);

    // The company has its user now: a second link is refused and creates no user.
    const before = await userCount();
    const taken = await postAs(ctx.server, admin, '/api/usuar/add', { ...linked, name: 'cooperativa2', email: 'coop2@nueva.test' }).expect(409);
    expect(taken.body).toMatchObject({ field: 'companyId', message: ADMIN_MESSAGES.companyTaken });
    const admins = await postAs(ctx.server, admin, '/api/usuar/add', { ...linked, role: 'Administrador', name: 'otroadmin', email: 'oa@nueva.test' });
    expect([admins.status, admins.body.errors]).toEqual([400, [{ field: 'companyId', message: ADMIN_MESSAGES.companyOnlyForRole }]]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken name or e-mail, ignoring case, with 409 and writes nothing', async () => {
    await addUser('repetido');
    const before = await userCount();
    await postAs(ctx.server, admin, '/api/usuar/add', { name: 'REPETIDO', pass: 'clave1234', email: 'otra@correo.test', role: 'Tester' }).expect(409, {
      message: USER_MESSAGES.duplicateName,
      field: 'name',
    });
    await postAs(ctx.server, admin, '/api/usuar/add', { name: 'distinto', pass: 'clave1234', email: 'Repetido@Correo.test', role: 'Tester' }).expect(409, {
      message: USER_MESSAGES.duplicateEmail,
      field: 'email',
    });
    expect(await userCount()).toBe(before);
  });

  it('applies a double click once', async () => {
    const body = { name: 'dobleclick', pass: 'clave1234', email: 'doble@correo.test', role: 'Tester' };
    const statuses = await Promise.all([1, 2].map(() => postAs(ctx.server, admin, '/api/usuar/add', body).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409]);
    const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE name = 'dobleclick'`);
    expect(n).toBe(1);
  });
});

describe('POST /api/usuar/update/{id}', () => {
  it('keeps the password when pass is left empty', async () => {
    const user = await addUser('sincambio', 'Tester');
    const { body } = await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, {
      name: 'concambio',
      pass: '',
      email: 'cambiado@correo.test',
      role: 'Empresa',
    }).expect(200);
    expect(body).toEqual({ id: user.id, name: 'concambio', email: 'cambiado@correo.test', role: 'Empresa', locked: false });
    await login(ctx.server, 'concambio', 'clave1234');
  });

  it('sets a new password and closes the sessions opened with the old one', async () => {
    const user = await addUser('cambiaclave', 'Tester');
    const old = await login(ctx.server, 'cambiaclave', 'clave1234');
    await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, pass: 'nueva5678' }).expect(200);
    await getAs(ctx.server, old, '/api/usuar/session').expect(200, { signedIn: false });
    await postLogin(ctx.server, 'cambiaclave', 'clave1234', await solveCaptcha(ctx.server)).expect(401);
    await login(ctx.server, 'cambiaclave', 'nueva5678');
    // The administrator's own session is untouched.
    await getAs(ctx.server, admin, '/api/usuar/session').expect(200);
  });

  it('validates like the form: a short new password is refused', async () => {
    const user = await addUser('clavecorta', 'Tester');
    const { body } = await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, pass: '12' }).expect(400);
    expect(body).toMatchObject({ field: 'pass', message: 'La contraseña debe tener al menos 8 caracteres' });
  });

  it('refuses taking another user name or e-mail, and 404s a missing user', async () => {
    const user = await addUser('sinrobar', 'Tester');
    await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, name: 'Empresa' }).expect(409, {
      message: USER_MESSAGES.duplicateName,
      field: 'name',
    });
    await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, name: 'p\u043estulante' }).expect(409, {
      message: USER_MESSAGES.duplicateName,
      field: 'name',
    });
    // Its own look-alike is no clash: the user may change the case of its name.
    await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, name: 'SinRobar' }).expect(200);
    await postAs(ctx.server, admin, `/api/usuar/update/${user.id}`, { ...user, email: 'tester@postulate.test' }).expect(409, {
      message: USER_MESSAGES.duplicateEmail,
      field: 'email',
    });
    await postAs(ctx.server, admin, '/api/usuar/update/999999', { ...user, name: 'nadiemas' }).expect(404, { message: USER_MESSAGES.notFound });
  });

  it('lets an applicant be corrected but never changes a role to or from Postulante, nor the own one', async () => {
    const { body: list } = await getAs(ctx.server, admin, '/api/usuar/?fvalue=postulante&ftype=eq').expect(200);
    const applicant = list.response[0] as UserListItem;
    await postAs(ctx.server, admin, `/api/usuar/update/${applicant.id}`, { ...applicant, role: 'Empresa' }).expect(400, {
      message: USER_MESSAGES.applicantRole,
      field: 'role',
    });
    await postAs(ctx.server, admin, `/api/usuar/update/${applicant.id}`, { ...applicant, email: 'postulante@postulate.test' }).expect(200);

    const tester = await addUser('serapostulante', 'Tester');
    await postAs(ctx.server, admin, `/api/usuar/update/${tester.id}`, { ...tester, role: 'Postulante' }).expect(400);

    const { body: admins } = await getAs(ctx.server, admin, '/api/usuar/?fvalue=admin&ftype=eq').expect(200);
    await postAs(ctx.server, admin, `/api/usuar/update/${admins.response[0].id}`, { ...admins.response[0], role: 'Tester' }).expect(400, {
      message: USER_MESSAGES.ownRole,
      field: 'role',
    });
  });
});

describe('POST /api/usuar/unlock/{id}', () => {
  it('unlocks a user locked by wrong passwords', async () => {
    const user = await addUser('bloqueado', 'Tester');
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      await postLogin(ctx.server, 'bloqueado', 'incorrecta', await solveCaptcha(ctx.server));
    }
    await postLogin(ctx.server, 'bloqueado', 'clave1234', await solveCaptcha(ctx.server)).expect(423);
    await getAs(ctx.server, admin, `/api/usuar/get/${user.id}`).expect(200, { ...user, locked: true });

    await postAs(ctx.server, admin, `/api/usuar/unlock/${user.id}`).expect(200, { ...user, locked: false });
    await login(ctx.server, 'bloqueado', 'clave1234');
    await postAs(ctx.server, admin, '/api/usuar/unlock/999999').expect(404, { message: USER_MESSAGES.notFound });
  });
});

describe('POST /api/usuar/report.php', () => {
  const exportAs = (who: LoggedIn | null, filter: object) => downloadAs(ctx.server, who, '/api/usuar/report.php', filter);

  it("downloads the list's filter, every page, as a CSV Excel opens right in es-AR", async () => {
    // More than a page of 100 matches, and a name that needs quoting.
    const hash = (await ctx.dataSource.query(`SELECT password_hash FROM users WHERE name = 'admin'`))[0].password_hash;
    await ctx.dataSource.query(
      `INSERT INTO users (name, email, role, password_hash)
       SELECT 'exportado' || n, 'exportado' || n || '@correo.test', 'Empresa', $1 FROM generate_series(1, 120) AS n`,
      [hash],
    );
    await postAs(ctx.server, admin, '/api/usuar/add', { name: 'exp;"Pérez"', pass: 'glaciar-perito-7', email: 'exp.perez@correo.test', role: 'Tester' }).expect(
      201,
    );
    const response = await exportAs(admin, { fvalue: 'exp', fname: 'name', ftype: 'like' }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = readSheet(response.body as Buffer);
    expect(sheet[0]).toEqual(['Usuario', 'Email', 'Rol', 'Bloqueado']);
    expect(sheet).toHaveLength(1 + 121);
    expect(sheet).toContainEqual(['exportado7', 'exportado7@correo.test', 'Empresa', 'No']);
    // A ';' or '"' in a value stays in its cell; accents arrive intact.
    expect(sheet).toContainEqual(['exp;"Pérez"', 'exp.perez@correo.test', 'Tester', 'No']);
    expect(sheet.slice(1).every(([name]) => name.includes('exp'))).toBe(true);
  });

  it('writes a name that would start a formula as text', async () => {
    const hash = (await ctx.dataSource.query(`SELECT password_hash FROM users WHERE name = 'admin'`))[0].password_hash;
    await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, 'formula@correo.test', 'Tester', $2)`, [
      HOSTILE_CELLS[0],
      hash,
    ]);
    const sheet = readSheet((await exportAs(admin, { fvalue: 'formula@', fname: 'email', ftype: 'like' }).expect(200)).body as Buffer);
    expect(sheet.slice(1)).toEqual([[`'${HOSTILE_CELLS[0]}`, 'formula@correo.test', 'Tester', 'No']]);
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('refuses a bad filter in Spanish and anyone but an administrator', async () => {
    await postAs(ctx.server, admin, '/api/usuar/report.php', { fname: 'password_hash' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('Solo se puede filtrar por nombre, email o rol'));
    for (const who of NON_ADMINS) await postAs(ctx.server, as[who], '/api/usuar/report.php', {}).expect(who === 'visitor' ? 401 : 403);
  });
});
