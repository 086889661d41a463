import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BaseResolver, createConfig, lintFromString } from '@redocly/openapi-core';
import request from 'supertest';
import { createTestApp, type TestApp } from './test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(() => ctx?.close());

describe('the OpenAPI document at /api/docs-json', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const { text } = await request(ctx.server).get('/api/docs-json').expect(200);
    if (process.env.OPENAPI_OUT) await writeFile(process.env.OPENAPI_OUT, text);
    const problems = await lintFromString({
      source: text,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
      externalRefResolver: new BaseResolver(),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    console.log(`OpenAPI: ${errors.length} errores y ${problems.length - errors.length} advertencias de Redocly (recommended)`);
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });
});
