/** @slow: about a thousand requests to every operation of the API; tooling/jest-slow-first-sequencer.mjs starts it first. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { API_CONTRACT, apiErrorSchema, type ApiRouteContract } from '@postulate/contracts';
import { fieldsOf, withValue } from './hostile-corpus.js';
import { BASES, UNKNOWN_ID, allRoutes, hostileAppPerFile, queryString, send, server, sessions, type RouteInputs } from './hostile-harness.js';
import { login } from './session.js';
import { createTestApp } from './test-app.js';

/*
 * Every operation the OpenAPI document declares answers only what it declares: for its valid base
 * request (hostile-harness.ts's, as the role that may call it), the same without a session and as
 * another role, and requests fast-check generates from it (a body field, a query parameter or a
 * path parameter replaced by a generated value, or a body that is not JSON). Each answer must be
 * a declared status (never a 5xx), carry a declared Content-Type, and a JSON body must pass the
 * contract's zod schema: the route's response for a success, the one error body otherwise.
 */

hostileAppPerFile();

interface ResponseDoc {
  content?: Record<string, unknown>;
}
interface OperationDoc {
  responses: Record<string, ResponseDoc>;
}

/** Fixed so a failure can be replayed; the generated values per operation are bounded by RUNS. */
const SEED = 3_302_026;
const RUNS = 4;
const OTHER_ROLE: Record<string, string> = { visitor: 'postulante', postulante: 'empresa', empresa: 'tester', tester: 'admin', admin: 'postulante' };

/** Values no real row has: a generated id must not reach the fixtures the other specs keep (a delete, an update). */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer({ min: UNKNOWN_ID, max: 2_147_483_647 }),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
);
const paramValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer({ min: UNKNOWN_ID, max: 2 ** 40 }).map(String),
  fc.constantFrom('-1', '0', '1.5', 'null'),
);

const contracted = new Map<string, ApiRouteContract>(
  Object.values(API_CONTRACT).flatMap((routes) =>
    Object.values(routes as Record<string, ApiRouteContract>).map((route) => [`${route.method} ${route.path}`, route] as const),
  ),
);

let paths: Record<string, Record<string, OperationDoc>>;
const problems: string[] = [];
const counts = { requests: 0, operations: 0 };
const statuses = new Map<number, number>();

beforeAll(async () => {
  paths = (await request(server).get('/api/docs-json').expect(200)).body.paths;
  // The logout's own session, so the other calls keep theirs.
  sessions.leaving = await login(server, 'postulante');
}, 60_000);

/** Who calls a route in its valid request: the role it names, a signed-in user when any may, or a visitor. */
function callerOf(inputs: RouteInputs, operation: OperationDoc): string {
  if (inputs.key === 'POST /api/usuar/logout') return 'leaving';
  if (inputs.caller !== 'visitor' || !operation.responses['401']) return inputs.caller;
  return 'postulante';
}

/** Why an answer breaks the operation's declaration, or nothing. */
function mismatch(route: ApiRouteContract, operation: OperationDoc, response: request.Response): string | undefined {
  const { status } = response;
  const declared = operation.responses[String(status)];
  if (status >= 500) return `${status} ${JSON.stringify(response.body)}`;
  if (!declared) return `${status} no declarado (${Object.keys(operation.responses).join(', ')})`;
  // A 204 has no body, and a redirect's few words are for a person, not a client.
  if (!declared.content) return undefined;
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  if (!(type in declared.content)) return `${status} con ${type || 'ningún tipo'}, declarado ${Object.keys(declared.content).join(', ')}`;
  if (type !== 'application/json') return undefined;
  const schema = status < 300 ? route.response : apiErrorSchema;
  const error = schema.safeParse(response.body).error;
  return error
    ? `${status}: el cuerpo no cumple su esquema: ${error.issues
        .slice(0, 2)
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`
    : undefined;
}

async function check(inputs: RouteInputs, route: ApiRouteContract, operation: OperationDoc, label: string, call: () => PromiseLike<request.Response>) {
  counts.requests += 1;
  const response = await call();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const problem = mismatch(route, operation, response);
  if (problem) problems.push(`${inputs.key} ${label}: ${problem}`);
}

describe('the OpenAPI document against the running API', () => {
  it('every operation answers only declared statuses, media types and bodies, for valid and generated requests', async () => {
    const routes = allRoutes();
    // The logout goes last: it ends a session.
    const ordered = [
      ...routes.filter((inputs) => inputs.key !== 'POST /api/usuar/logout'),
      ...routes.filter((inputs) => inputs.key === 'POST /api/usuar/logout'),
    ];
    for (const [index, listed] of ordered.entries()) {
      const route = contracted.get(listed.key);
      const operation = paths[listed.route.path.replace(/:(\w+)/g, '{$1}')]?.[listed.route.method.toLowerCase()];
      if (!route || !operation) {
        if (!listed.key.startsWith('GET /api/docs')) problems.push(`${listed.key}: sin operación en el documento`);
        continue;
      }
      counts.operations += 1;
      const inputs = { ...listed, caller: callerOf(listed, operation) };
      const base = BASES[inputs.key] ?? {};
      const body = async () => (base.body ? await base.body() : inputs.body ? {} : undefined);
      const query = () => (base.query ? queryString(base.query()) : undefined);
      const valid = (caller: string, etag?: string) => async () => {
        const call = send({ ...inputs, caller }, { body: await body(), query: query() });
        return etag ? call.set('If-None-Match', etag) : call;
      };

      await check(inputs, route, operation, 'válida', valid(inputs.caller));
      // A public answer's ETag sent back: the answer a cache revalidating it gets.
      const etag: string | undefined = inputs.caller === 'visitor' ? (await valid('visitor')()).headers.etag : undefined;
      if (etag) await check(inputs, route, operation, 'If-None-Match', valid('visitor', etag));
      if (inputs.caller !== 'visitor') await check(inputs, route, operation, 'sin sesión', valid('visitor'));
      const other = OTHER_ROLE[inputs.caller];
      if (other && inputs.key !== 'POST /api/usuar/logout') await check(inputs, route, operation, `como ${other}`, valid(other));

      const seed = SEED + index;
      const baseBody = await body();
      const fields = inputs.body && baseBody !== undefined ? fieldsOf(inputs.body, baseBody) : [];
      if (fields.length) {
        for (const [field, value] of fc.sample(fc.tuple(fc.constantFrom(...fields), anyValue), { numRuns: RUNS, seed })) {
          const sent = withValue(await body(), field.path, value);
          await check(inputs, route, operation, `${field.path.join('.')}=${JSON.stringify(value)}`, () => send(inputs, { body: sent, query: query() }));
        }
        await check(inputs, route, operation, 'JSON roto', () => send(inputs, { rawJson: '{"a":', query: query() }));
      }
      const queryNames = Object.keys((inputs.query?.toJSONSchema({ io: 'input' }) as { properties?: object } | undefined)?.properties ?? {});
      if (queryNames.length) {
        for (const [name, value] of fc.sample(fc.tuple(fc.constantFrom(...queryNames), anyValue), { numRuns: RUNS, seed })) {
          const sent = queryString({ ...base.query?.(), [name]: typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value) });
          await check(inputs, route, operation, `?${name}=${JSON.stringify(value)}`, () => send(inputs, { body: baseBody, query: sent }));
        }
      }
      if (inputs.params.length) {
        for (const [name, value] of fc.sample(fc.tuple(fc.constantFrom(...inputs.params), paramValue), { numRuns: RUNS, seed })) {
          await check(inputs, route, operation, `:${name}=${JSON.stringify(value)}`, () =>
            send(inputs, { params: { [name]: encodeURIComponent(value) }, body: baseBody, query: query() }),
          );
        }
      }
    }
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`Contrato OpenAPI: ${counts.requests} solicitudes a ${counts.operations} operaciones (${seen}), ${problems.length} discrepancias`);
    expect(problems).toEqual([]);
    expect(counts.operations).toBe(contracted.size);
  }, 300_000);

  it("answers a rate limit's 429 as declared: the one error body, with Retry-After", async () => {
    const place = API_CONTRACT.accounts.recoverPassword;
    const operation = paths[place.path.replace(/:(\w+)/g, '{$1}')].post;
    // The other tests run without limits; the recovery e-mail's is 5 an hour: the sixth request is refused.
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    let refused!: request.Response;
    try {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        refused = await request(limited.server).post('/api/usuar/login/recoverpass/nadie_limite').send({ email: 'limite.contrato@correo.test' });
      }
    } finally {
      await limited.close();
    }
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(mismatch(place, operation, refused)).toBeUndefined();
  });
});
