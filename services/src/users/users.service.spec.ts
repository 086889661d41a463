import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '@postulate/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login } from '../../test/session.js';

let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  ctx = await createTestApp();
  server = ctx.server;
});

afterAll(() => ctx?.close());

describe('GET /api/usuar/ (Administrador only)', () => {
  it('needs a session', async () => {
    await request(server).get('/api/usuar/').expect(401, { message: MESSAGES.sessionRequired });
  });

  it.each(['postulante', 'empresa', 'tester'])('is forbidden to %s', async (name) => {
    const { cookie } = await login(server, name);
    await request(server).get('/api/usuar/').set('Cookie', cookie).expect(403, { message: MESSAGES.forbidden });
  });

  it('lists users to the administrator without any password hash', async () => {
    const { cookie } = await login(server, 'admin');
    const response = await request(server).get('/api/usuar/').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({
      response: [
        { id: expect.any(Number), name: 'admin', email: 'admin@postulate.test', role: 'Administrador' },
        { id: expect.any(Number), name: 'empresa', email: 'empresa@postulate.test', role: 'Empresa' },
        { id: expect.any(Number), name: 'postulante', email: 'postulante@postulate.test', role: 'Postulante' },
        { id: expect.any(Number), name: 'tester', email: 'tester@postulate.test', role: 'Tester' },
      ],
      size: 4,
      total: 4,
    });
    expect(response.text).not.toMatch(/argon2|password|hash/i);
  });

  it('filters by name ignoring case, and reports the total beyond the limit', async () => {
    const { cookie } = await login(server, 'admin');
    const filtered = await request(server).get('/api/usuar/?fvalue=EMPR&fname=name').set('Cookie', cookie).expect(200);
    expect(filtered.body.response.map((user: { name: string }) => user.name)).toEqual(['empresa']);
    const limited = await request(server).get('/api/usuar/?limit=2').set('Cookie', cookie).expect(200);
    expect(limited.body).toMatchObject({ size: 2, total: 4 });
    await request(server)
      .get('/api/usuar/?fname=password_hash')
      .set('Cookie', cookie)
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject({ field: 'fname', message: 'Solo se puede filtrar por nombre' }));
  });
});
