import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONVERSATION_MESSAGES, DEFAULT_MESSAGE_TEMPLATES, STAGE_MESSAGES, TEMPLATE_MESSAGES, TEMPLATES_MAX, type MessageTemplate } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso } from '../../test/avisos.js';
import { login, type LoggedIn } from '../../test/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/writes.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../demo/demo-seed.js';
import { COMPANY_NO_DIRECT_MESSAGES } from '../conversations/conversations.service.js';

let ctx: TestApp;
let server: Server;
let empresa: LoggedIn;
let otherCompany: LoggedIn;
let aviso: { id: number };
let quietAviso: { id: number };
let foreignApplication: number;
const applicants: Record<'ana' | 'maxi', { session: LoggedIn; applicantId: number; application: number; quiet: number }> = {} as never;

const TITLE = 'Auxiliar de depósito con mensajes';

/** A second company with its own account, to try the demo company's templates. */
async function newCompany(name: string): Promise<LoggedIn> {
  const [user] = await ctx.dataSource.query(`INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, 'Empresa', $3) RETURNING id`, [
    name,
    `${name}@correo.test`,
    await hashPassword(DEMO_PASSWORD),
  ]);
  await ctx.dataSource.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Plantillas Ajenas S.R.L.', 'Otra empresa de prueba', '30712345671', 'ajena@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')`,
    [user.id],
  );
  return login(server, name);
}

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
  empresa = await login(server, 'empresa');
  otherCompany = await newCompany('plantillas-ajenas');
  aviso = await insertAviso(ctx.dataSource, { titulo: TITLE, permiteMsjDirecto: true });
  quietAviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso sin mensajes directos', permiteMsjDirecto: false });
  const [other] = await ctx.dataSource.query(`SELECT id FROM companies WHERE razonsocial <> 'Logística del Plata S.A.' ORDER BY id LIMIT 1`);
  const foreignAviso = await insertAviso(ctx.dataSource, { titulo: 'Aviso de otra empresa', companyId: other.id, permiteMsjDirecto: true });
  for (const [key, cvName] of [
    ['ana', 'Ana Pérez'],
    ['maxi', 'Maximiliano Díaz'],
  ] as const) {
    const who = await newApplicant(ctx.dataSource, server, `${key}-mensajes`);
    await postAs(server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv({ name: cvName }) }).expect(200);
    const apply = async (idAviso: number) => (await postAs(server, who.session, '/api/aplica/aplica', { idAviso }).expect(201)).body.id as number;
    applicants[key] = { ...who, application: await apply(aviso.id), quiet: await apply(quietAviso.id) };
    if (key === 'ana') foreignApplication = await apply(foreignAviso.id);
  }
});

afterAll(() => ctx?.close());

const ana = () => applicants.ana;
const maxi = () => applicants.maxi;
/** What the applicant reads in their message centre for the ad. */
const conversationOf = async (who: { session: LoggedIn }, idAviso = aviso.id) =>
  ((await getAs(server, who.session, `/api/message?idAviso=${idAviso}`).expect(200)).body.conversation?.messages ?? []) as {
    message: string;
    senderRole: string;
    nameTransmitter: string;
  }[];
const stageOf = async (applicationId: number) =>
  (await ctx.dataSource.query(`SELECT stage FROM applications WHERE id = $1`, [applicationId]))[0].stage as string;
const allMessages = async () => Number((await ctx.dataSource.query(`SELECT count(*)::int AS n FROM conversation_messages`))[0].n);
const moveBoth = (body: object) => postAs(server, empresa, '/api/empresa/aplicaciones/estado', { ids: [ana().application, maxi().application], ...body });

describe('the message with a stage change', () => {
  it("writes it once in each moved application's conversation, with {nombre} and {aviso} filled per applicant", async () => {
    const moved = await moveBoth({ estado: 'preseleccionada', mensaje: '  Hola, {nombre}: seguís en {aviso}. {otra} llave queda.  ' }).expect(200);
    expect(moved.body.response.map((state: { estado: string }) => state.estado)).toEqual(['preseleccionada', 'preseleccionada']);
    expect(await conversationOf(ana())).toEqual([
      expect.objectContaining({
        message: `Hola, Ana: seguís en ${TITLE}. {otra} llave queda.`,
        senderRole: 'Empresa',
        nameTransmitter: 'Logística del Plata S.A.',
      }),
    ]);
    expect((await conversationOf(maxi())).map((message) => message.message)).toEqual([`Hola, Maximiliano: seguís en ${TITLE}. {otra} llave queda.`]);

    // A double click: the stage is already there, so nothing more is written.
    await moveBoth({ estado: 'preseleccionada', mensaje: 'Hola, {nombre}: seguís en {aviso}. {otra} llave queda.' }).expect(200);
    await postAs(server, empresa, `/api/empresa/aplicacion/${ana().application}/estado`, { estado: 'preseleccionada', mensaje: 'Otra vez' }).expect(200);
    expect(await conversationOf(ana())).toHaveLength(1);
    expect(await conversationOf(maxi())).toHaveLength(1);
  });

  it('writes only to the applications that really moved, and nothing without a message', async () => {
    await postAs(server, empresa, `/api/empresa/aplicacion/${ana().application}/estado`, { estado: 'entrevista' }).expect(200);
    expect(await conversationOf(ana())).toHaveLength(1);
    // Ana is already in 'entrevista': only Maxi gets the invitation.
    await moveBoth({ estado: 'entrevista', mensaje: 'Te esperamos el lunes, {nombre}.' }).expect(200);
    expect(await conversationOf(ana())).toHaveLength(1);
    expect((await conversationOf(maxi())).at(-1)?.message).toBe('Te esperamos el lunes, Maximiliano.');
  });

  it("moves nothing and writes nothing when one application is not the company's", async () => {
    const before = await allMessages();
    const refused = await postAs(server, empresa, '/api/empresa/aplicaciones/estado', {
      ids: [ana().application, foreignApplication],
      estado: 'finalista',
      mensaje: 'Quedaste entre los finalistas, {nombre}.',
    }).expect(404);
    expect(refused.body.message).toBe(STAGE_MESSAGES.notFound);
    expect(await allMessages()).toBe(before);
    expect(await stageOf(ana().application)).toBe('entrevista');
  });

  it('is one transaction with the move: a message too long for one applicant once filled leaves every application as it was', async () => {
    const before = await allMessages();
    // 25 × '{nombre} ' is 225 characters: 100 with 'Ana', 300 with 'Maximiliano'.
    const refused = await moveBoth({ estado: 'finalista', mensaje: '{nombre} '.repeat(25) }).expect(400);
    expect(refused.body).toMatchObject({ message: TEMPLATE_MESSAGES.resolvedTooLong, field: 'mensaje' });
    expect(await allMessages()).toBe(before);
    expect([await stageOf(ana().application), await stageOf(maxi().application)]).toEqual(['entrevista', 'entrevista']);
  });

  it("follows the ad's 'permiteMsjDirecto' as the message centre does: refused with the same words, nothing moved", async () => {
    const refused = await postAs(server, empresa, `/api/empresa/aplicacion/${ana().quiet}/estado`, {
      estado: 'descartada',
      mensaje: 'Gracias por postularte.',
    }).expect(403);
    expect(refused.body.message).toBe(COMPANY_NO_DIRECT_MESSAGES);
    expect(await stageOf(ana().quiet)).toBe('nueva');
    expect(await conversationOf(ana(), quietAviso.id)).toEqual([]);
    // Without a message the move goes through.
    await postAs(server, empresa, `/api/empresa/aplicacion/${ana().quiet}/estado`, { estado: 'descartada' }).expect(200);
    expect(await stageOf(ana().quiet)).toBe('descartada');
  });

  it('refuses an empty or too long message in Spanish, moving nothing', async () => {
    for (const [mensaje, message] of [
      ['   ', CONVERSATION_MESSAGES.messageRequired],
      ['a'.repeat(251), CONVERSATION_MESSAGES.messageMax],
    ]) {
      const refused = await postAs(server, empresa, `/api/empresa/aplicacion/${maxi().application}/estado`, { estado: 'contratada', mensaje }).expect(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await stageOf(maxi().application)).toBe('entrevista');
  });
});

describe('message templates', () => {
  const list = async (who: LoggedIn) =>
    (await getAs(server, who, '/api/empresa/plantillas').expect(200)).body as { response: MessageTemplate[]; total: number };

  it('starts with the defaults, copied once', async () => {
    const first = await list(empresa);
    expect(first.response.map(({ titulo, estado }) => ({ titulo, estado }))).toEqual(
      DEFAULT_MESSAGE_TEMPLATES.map(({ titulo, estado }) => ({ titulo, estado })),
    );
    expect(first.response.map((template) => template.titulo)).toEqual([
      'Preselección',
      'Invitación a entrevista',
      'Finalista',
      'Contratación',
      'Proceso finalizado',
    ]);
    expect((await list(empresa)).response).toEqual(first.response);
  });

  it("adds, changes and deletes the company's own; another company can neither see nor touch them", async () => {
    const added = await postAs(server, empresa, '/api/empresa/plantillas', {
      titulo: '  Pedido de documentación ',
      texto: 'Hola, {nombre}: ¿nos mandás tu CUIL?',
    }).expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), titulo: 'Pedido de documentación', texto: 'Hola, {nombre}: ¿nos mandás tu CUIL?', estado: null });
    const changed = await postAs(server, empresa, `/api/empresa/plantillas/${added.body.id}`, {
      titulo: 'Documentación',
      texto: 'Traé tu DNI, {nombre}.',
      estado: 'entrevista',
    }).expect(200);
    expect(changed.body).toEqual({ id: added.body.id, titulo: 'Documentación', texto: 'Traé tu DNI, {nombre}.', estado: 'entrevista' });

    // The other company has its own defaults, and the demo company's template is unknown to it.
    const theirs = await list(otherCompany);
    expect(theirs.response.map((template) => template.id)).not.toContain(added.body.id);
    for (const call of [
      postAs(server, otherCompany, `/api/empresa/plantillas/${added.body.id}`, { titulo: 'Robada', texto: 'x' }),
      postAs(server, otherCompany, `/api/empresa/plantillas/${added.body.id}/borrar`),
    ]) {
      expect((await call.expect(404)).body.message).toBe(TEMPLATE_MESSAGES.notFound);
    }
    expect((await list(empresa)).response.find((template) => template.id === added.body.id)?.titulo).toBe('Documentación');

    await postAs(server, empresa, `/api/empresa/plantillas/${added.body.id}/borrar`).expect(204);
    expect((await list(empresa)).response.map((template) => template.id)).not.toContain(added.body.id);
    await postAs(server, empresa, `/api/empresa/plantillas/${added.body.id}/borrar`).expect(404);
  });

  it('refuses a template without title or text, or too long, in Spanish', async () => {
    const refused = async (body: object, message: string) =>
      expect((await postAs(server, empresa, '/api/empresa/plantillas', body).expect(400)).body.message).toBe(message);
    await refused({ titulo: ' ', texto: 'Hola' }, TEMPLATE_MESSAGES.titleRequired);
    await refused({ titulo: 'a'.repeat(61), texto: 'Hola' }, TEMPLATE_MESSAGES.titleMax);
    await refused({ titulo: 'Hola', texto: '' }, TEMPLATE_MESSAGES.textRequired);
    await refused({ titulo: 'Hola', texto: 'a'.repeat(251) }, TEMPLATE_MESSAGES.textMax);
    await refused({ titulo: 'Hola', texto: 'Hola', estado: 'ascendida' }, STAGE_MESSAGES.invalidStage);
    expect((await list(empresa)).total).toBe(DEFAULT_MESSAGE_TEMPLATES.length);
  });

  it(`keeps at most ${TEMPLATES_MAX}, and a company that deleted them all keeps none`, async () => {
    for (let index = DEFAULT_MESSAGE_TEMPLATES.length; index < TEMPLATES_MAX; index += 1) {
      await postAs(server, otherCompany, '/api/empresa/plantillas', { titulo: `Plantilla ${index}`, texto: 'Hola, {nombre}.' }).expect(201);
    }
    const refused = await postAs(server, otherCompany, '/api/empresa/plantillas', { titulo: 'Una más', texto: 'Hola' }).expect(409);
    expect(refused.body.message).toBe(TEMPLATE_MESSAGES.tooMany);
    const all = await list(otherCompany);
    expect(all.total).toBe(TEMPLATES_MAX);
    for (const template of all.response) await postAs(server, otherCompany, `/api/empresa/plantillas/${template.id}/borrar`).expect(204);
    expect((await list(otherCompany)).response).toEqual([]);
  });
});
