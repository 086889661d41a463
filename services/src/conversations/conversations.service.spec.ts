import { beforeAll, describe, expect, it } from '@jest/globals';
import { APPLY_MESSAGES, CONVERSATION_MESSAGES, MESSAGES } from '@postulate/contracts';
import { newApplicant, validCv } from '../../test/applicants.js';
import { insertAviso, type TestAviso } from '../../test/avisos.js';
import { appPerFile } from '../../test/test-app.js';
import { login, type LoggedIn } from '../../test/session.js';
import { getAs, postAs } from '../../test/writes.js';
import { COMPANY_NO_DIRECT_MESSAGES, ConversationsService } from './conversations.service.js';

const ctx = appPerFile();
let conversations: ConversationsService;
let ana: { session: LoggedIn; applicantId: number };
let bruno: { session: LoggedIn; applicantId: number };
let carla: { session: LoggedIn; applicantId: number };
let abierto: TestAviso;
let cerrado: TestAviso;

beforeAll(async () => {
  conversations = ctx.app.get(ConversationsService);
  ana = await newApplicant(ctx.dataSource, ctx.server, 'anamensajes');
  bruno = await newApplicant(ctx.dataSource, ctx.server, 'brunomensajes');
  carla = await newApplicant(ctx.dataSource, ctx.server, 'carlamensajes');
  abierto = await insertAviso(ctx.dataSource, { titulo: 'Aviso con mensajes', permiteMsjDirecto: true });
  cerrado = await insertAviso(ctx.dataSource, { titulo: 'Aviso sin mensajes', permiteMsjDirecto: false });
  for (const [who, name] of [
    [ana, 'Ana Mensajes'],
    [bruno, 'Bruno Mensajes'],
    [carla, 'Carla Mensajes'],
  ] as const) {
    await postAs(ctx.server, who.session, `/api/cv/update/${who.applicantId}`, { version: 0, cv: validCv({ name }) }).expect(200);
    for (const aviso of [abierto, cerrado]) await postAs(ctx.server, who.session, '/api/aplica/aplica', { idAviso: aviso.id }).expect(201);
  }
});

const applicationOf = async (applicantId: number, avisoId: number): Promise<number> =>
  (await ctx.dataSource.query('SELECT id FROM applications WHERE applicant_id = $1 AND aviso_id = $2', [applicantId, avisoId]))[0].id;
const messageCount = async () => Number((await ctx.dataSource.query('SELECT count(*) AS n FROM conversation_messages'))[0].n);
const view = (who: LoggedIn, idAviso: number) => getAs(ctx.server, who, `/api/message/?idAviso=${idAviso}`);
const send = (who: LoggedIn, idAviso: number, message: string) => postAs(ctx.server, who, '/api/message/add', { idAviso, message });
const listed = async (who: LoggedIn, idAviso: number) =>
  (await getAs(ctx.server, who, '/api/aplica/').expect(200)).body.response.find((item: { idAviso: number }) => item.idAviso === idAviso);

describe('before anyone writes', () => {
  it('shows no conversation, and the applicant may write first on an ad that allows messages', async () => {
    expect((await view(carla.session, abierto.id).expect(200)).body).toEqual({ conversation: null, canCommunicate: true });
    const { body } = await send(carla.session, abierto.id, 'Hola, quería consultar por el puesto').expect(200);
    expect(body.conversation).toMatchObject({ idAviso: abierto.id, idPostulante: carla.applicantId });
    expect(body.conversation.messages).toEqual([expect.objectContaining({ senderRole: 'Postulante', message: 'Hola, quería consultar por el puesto' })]);
    // The company finds it among its unread conversations and answers in the same one.
    const application = await applicationOf(carla.applicantId, abierto.id);
    const companySide = await conversations.sendAsCompany(abierto.companyId, application, 'Hola Carla, sí: sigue abierta');
    expect(companySide.conversation?.id).toBe(body.conversation.id);
    expect(companySide.conversation?.messages.map((message) => message.senderRole)).toEqual(['Postulante', 'Empresa']);
  });
});

describe('a conversation', () => {
  it('opens with the company, flags a new message, takes the answer and is marked read', async () => {
    const application = await applicationOf(ana.applicantId, abierto.id);
    await conversations.sendAsCompany(abierto.companyId, application, 'Hola Ana, ¿podés venir el lunes a las 10?');
    expect((await listed(ana.session, abierto.id)).hasNewMessage).toBe(true);

    const { body: opened } = await view(ana.session, abierto.id).expect(200);
    expect(opened.canCommunicate).toBe(true);
    expect(opened.conversation).toMatchObject({ idAviso: abierto.id, idCompany: abierto.companyId, idPostulante: ana.applicantId });
    expect(opened.conversation.messages).toEqual([
      {
        id: expect.any(Number),
        nameTransmitter: 'Logística del Plata S.A.',
        senderRole: 'Empresa',
        message: 'Hola Ana, ¿podés venir el lunes a las 10?',
        ulmod: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
      },
    ]);

    await postAs(ctx.server, ana.session, `/api/message/leido/${opened.conversation.id}`).expect(204);
    expect((await listed(ana.session, abierto.id)).hasNewMessage).toBe(false);

    const { body: answered } = await send(ana.session, abierto.id, '  Sí, ahí estaré. ¡Gracias!  ').expect(200);
    expect(answered.conversation.messages.at(-1)).toMatchObject({
      nameTransmitter: 'Ana Mensajes',
      senderRole: 'Postulante',
      message: 'Sí, ahí estaré. ¡Gracias!',
    });
    // The applicant's own message is not "new" to them.
    expect((await listed(ana.session, abierto.id)).hasNewMessage).toBe(false);
    const companySide = await conversations.viewForCompany(abierto.companyId, application);
    expect(companySide.conversation?.messages.map((message) => message.senderRole)).toEqual(['Empresa', 'Postulante']);
  });

  it('takes at most 250 characters, and not an empty message', async () => {
    const before = await messageCount();
    const long = await send(ana.session, abierto.id, 'x'.repeat(251));
    expect([long.status, long.body.message]).toEqual([400, CONVERSATION_MESSAGES.messageMax]);
    const empty = await send(ana.session, abierto.id, '   ');
    expect([empty.status, empty.body.message]).toEqual([400, CONVERSATION_MESSAGES.messageRequired]);
    await send(ana.session, abierto.id, 'y'.repeat(250)).expect(200);
    expect(await messageCount()).toBe(before + 1);
  });

  it('is closed both ways when the ad does not allow direct messages', async () => {
    const application = await applicationOf(ana.applicantId, cerrado.id);
    await expect(conversations.sendAsCompany(cerrado.companyId, application, 'Hola')).rejects.toMatchObject({
      body: { message: COMPANY_NO_DIRECT_MESSAGES },
    });
    expect((await view(ana.session, cerrado.id).expect(200)).body).toEqual({ conversation: null, canCommunicate: false });
    const response = await send(ana.session, cerrado.id, 'Hola, ¿sigue abierta la búsqueda?');
    expect([response.status, response.body.message]).toEqual([403, CONVERSATION_MESSAGES.noDirectMessages]);
  });
});

describe('ownership', () => {
  it("keeps an applicant out of another applicant's conversation", async () => {
    const anas = (await view(ana.session, abierto.id).expect(200)).body.conversation;
    // Bruno sees his own (still empty) conversation for the same ad, never Ana's.
    expect((await view(bruno.session, abierto.id).expect(200)).body).toEqual({ conversation: null, canCommunicate: true });
    const read = await postAs(ctx.server, bruno.session, `/api/message/leido/${anas.id}`);
    expect([read.status, read.body.message]).toEqual([404, CONVERSATION_MESSAGES.notFound]);
    // What Bruno writes opens his own conversation: Ana's does not change.
    const { body: his } = await send(bruno.session, abierto.id, 'Intento escribir').expect(200);
    expect(his.conversation.id).not.toBe(anas.id);
    expect((await view(ana.session, abierto.id).expect(200)).body.conversation.messages).toEqual(anas.messages);

    const otra = await insertAviso(ctx.dataSource, { titulo: 'Aviso sin postulación', permiteMsjDirecto: true });
    const response = await view(ana.session, otra.id);
    expect([response.status, response.body.message]).toEqual([404, APPLY_MESSAGES.applicationNotFound]);
  });

  it('lets a company write only about applications to its own ads', async () => {
    const [tester] = await ctx.dataSource.query(`SELECT id FROM companies WHERE razonsocial = 'Evaluaciones Andinas'`);
    const application = await applicationOf(bruno.applicantId, abierto.id);
    await expect(conversations.sendAsCompany(tester.id, application, 'Hola')).rejects.toMatchObject({
      body: { message: APPLY_MESSAGES.applicationNotFound },
    });
    await expect(conversations.viewForCompany(tester.id, application)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses visitors and other roles', async () => {
    expect((await getAs(ctx.server, null, `/api/message/?idAviso=${abierto.id}`)).status).toBe(401);
    const empresa = await login(ctx.server, 'empresa');
    expect((await getAs(ctx.server, empresa, `/api/message/?idAviso=${abierto.id}`)).body).toEqual({ message: MESSAGES.forbidden });
  });
});
