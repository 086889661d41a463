import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@postulate/contracts';
import { BASES, UNKNOWN_TOKEN, allRoutes, ctx, ids, paramValue, send, server, takesInput, hostileAppPerFile, type Call } from './hostile-harness.js';
import { listRoutes } from './routes.js';
import { solveCaptcha } from './session.js';

// See hostile-harness.ts for the corpus, the sampling and the fixtures.
hostileAppPerFile();

describe('hostile input in every field of the API: what is probed, and refusals every route shares', () => {
  it('knows every route that takes input: its schema and a valid base request', () => {
    const served = listRoutes(ctx.app).filter((route) => !route.path.startsWith('/api/docs'));
    const known = new Set(allRoutes().map((inputs) => inputs.key));
    expect(served.map((route) => `${route.method} ${route.path}`).filter((key) => !known.has(key))).toEqual([]);
    const missing = allRoutes()
      .filter(takesInput)
      .flatMap((inputs) => [
        ...(inputs.hasBodyArgument && !inputs.body ? [`${inputs.key}: cuerpo sin esquema zod`] : []),
        ...(!(inputs.key in BASES) ? [`${inputs.key}: sin solicitud base`] : []),
        ...(inputs.body && !BASES[inputs.key]?.body ? [`${inputs.key}: sin cuerpo base`] : []),
        ...inputs.params.filter((name) => !paramValue(inputs.key, name)).map((name) => `${inputs.key}: sin valor para :${name}`),
      ]);
    expect(missing).toEqual([]);
    expect(Object.keys(BASES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('text no column can store is refused with one Spanish message, in a body, a query and a path', async () => {
    const refusal = (field: string) => ({ message: MESSAGES.invalidCharacters, field, errors: [{ field, message: MESSAGES.invalidCharacters }] });
    const byKey = (key: string) => allRoutes().find((inputs) => inputs.key === key)!;
    for (const message of ['Hola\u0000', 'Hola \uD83D']) {
      const response = await send(byKey('POST /api/message/add'), { body: { idAviso: ids.publishedAviso, message } });
      expect([response.status, response.body]).toEqual([400, refusal('message')]);
    }
    const query = await send(byKey('GET /api/home'), { query: 'q=Operario%00' });
    expect([query.status, query.body]).toEqual([400, refusal('q')]);
    const path = await send(byKey('POST /api/usuar/login/recoverpass/:name'), { params: { name: 'nadie%00' }, body: { email: 'nadie@correo.test' } });
    expect([path.status, path.body]).toEqual([400, refusal('name')]);
  });

  it('over-long account fields are refused with their Spanish message, before the database', async () => {
    const byKey = (key: string) => allRoutes().find((inputs) => inputs.key === key)!;
    const refused = async (key: string, call: Call, field: string, message: string) => {
      const response = await send(byKey(key), call);
      expect([key, response.status, response.body.field, response.body.message]).toEqual([key, 400, field, message]);
    };
    const recover = 'POST /api/usuar/login/recoverpass/:name';
    // 251 characters, within the 254 of an address but not the 64 before its '@': once a 500.
    await refused(recover, { params: { name: 'nadie' }, body: { email: `${'a'.repeat(239)}@correo.test` } }, 'email', MESSAGES.emailLocalPartMax);
    await refused(recover, { params: { name: 'nadie' }, body: { email: `a@${'b'.repeat(250)}.ar` } }, 'email', MESSAGES.emailMax);
    await refused(recover, { params: { name: 'n'.repeat(51) }, body: { email: 'nadie@correo.test' } }, 'name', MESSAGES.userNameMax);
    const login = async (name: string, pass: string) => ({ body: { name, pass, tokenCaptcha: await solveCaptcha(server) } });
    await refused('POST /api/usuar/login', await login('n'.repeat(51), 'clave1234'), 'name', MESSAGES.userNameMax);
    await refused('POST /api/usuar/login', await login('nadie_h2', 'p'.repeat(129)), 'pass', MESSAGES.passwordMax);
    await refused('POST /api/usuar/updatepass/:token', { params: { token: UNKNOWN_TOKEN }, body: { pass: 'p'.repeat(129) } }, 'pass', MESSAGES.passwordMax);
  });
});
