import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '@postulate/contracts';
import { appPerFile } from '../test/test-app.js';
import { seedDemo } from './demo/demo-seed.js';

const ctx = appPerFile();

describe('app', () => {
  it('reports health with a database round trip', async () => {
    const response = await request(ctx.server).get('/api/health').expect(200, { status: 'ok', database: 'up' });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS with credentials only for the configured origins', async () => {
    const origin = ctx.config.corsOrigins.at(-1)!;
    const allowed = await request(ctx.server)
      .options('/api/usuar/login')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-csrf-token')
      .expect(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type,x-csrf-token');
    const foreign = await request(ctx.server).options('/api/usuar/login').set('Origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes and unreadable bodies in Spanish JSON', async () => {
    await request(ctx.server).get('/api/no-existe').expect(404, { message: MESSAGES.notFound });
    await request(ctx.server)
      .post('/api/usuar/login')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400, { message: 'La solicitud no es válida' });
  });

  it('sends security headers: a CSP that loads nothing and forbids framing on JSON, and no sniffing', async () => {
    const { headers } = await request(ctx.server).get('/api/health').expect(200);
    expect(headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
  });

  it("sends helmet's headers, byte for byte and in its order, after the request id (recorded once at start-up)", async () => {
    const helmetHeaders = (csp: string) => [
      ['Content-Security-Policy', csp],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-site'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'no-referrer'],
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
    ];
    const sent = async (path: string) => {
      // superagent keeps node's response, whose rawHeaders hold the names as sent and their order.
      const answer = (await request(ctx.server).get(path).expect(200)) as unknown as { res: { rawHeaders: string[] } };
      const raw = answer.res.rawHeaders;
      return Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i], raw[2 * i + 1]]).slice(1, 13);
    };
    expect(await sent('/api/home/')).toEqual(helmetHeaders("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'"));
    expect(await sent('/api/docs/')).toEqual(
      helmetHeaders(
        "default-src 'none';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      ),
    );
  });

  it("lets Swagger UI load its own scripts and styles, but nobody else's", async () => {
    const csp = (await request(ctx.server).get('/api/docs').expect(200)).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('publishes the OpenAPI document', async () => {
    const { body } = await request(ctx.server).get('/api/docs-json').expect(200);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/usuar/login', '/api/location', '/api/health']));
    expect(body.paths['/api/usuar/login'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'pass', 'tokenCaptcha']);
    await request(ctx.server).get('/api/docs').expect(200);
  });
});

describe('demo seed', () => {
  it('seeds one user per role and the demo ads, once', async () => {
    const count = async () =>
      (
        await ctx.dataSource.query(
          `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM companies) AS companies,
                  (SELECT count(*)::int FROM applicants) AS applicants`,
        )
      )[0];
    expect(await count()).toEqual({ users: 4, companies: 2, applicants: 1 });
    expect(await seedDemo(ctx.dataSource)).toBe(false);
    expect(await count()).toEqual({ users: 4, companies: 2, applicants: 1 });

    const avisos = await ctx.dataSource.query(
      `SELECT a.status, count(*)::int AS n, bool_and((a.published_at IS NOT NULL) = (a.status <> 'draft')) AS dated
       FROM avisos a JOIN companies c ON c.id = a.company_id
       WHERE c.razonsocial = 'Logística del Plata S.A.' GROUP BY a.status ORDER BY a.status`,
    );
    expect(avisos).toEqual([
      { status: 'draft', n: 2, dated: true },
      { status: 'finished', n: 2, dated: true },
      { status: 'published', n: 13, dated: true },
    ]);
  });
});
