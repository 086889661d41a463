/** @slow: runs for a minute or more; tooling/jest-slow-first-sequencer.mjs starts it first. */
import { describe, expect, it } from '@jest/globals';
import { percentEncode, stringPayloads } from './hostile-corpus.js';
import { BASES, allRoutes, describePayload, judge, problems, send, unchangedIfRefused, hostileAppPerFile } from './hostile-harness.js';

// See hostile-harness.ts for the corpus, the sampling and the fixtures.
hostileAppPerFile();

describe('hostile input in every path parameter', () => {
  it('every path parameter: refused in Spanish or answered, never a 5xx, and refused writes change nothing', async () => {
    problems.length = 0;
    for (const inputs of allRoutes().filter((candidate) => candidate.params.length)) {
      const base = BASES[inputs.key];
      for (const [index, name] of inputs.params.entries()) {
        const values = [
          ...stringPayloads(index, 5000),
          ...['-1', '0', '1.5', '99999999999', 'null', '%', '.'].map((value) => ({ kind: 'sql' as const, value })),
        ];
        for (const payload of values) {
          const params = { [name]: percentEncode(payload.value) };
          if (params[name].length > 8000) continue;
          const body = base.body ? await base.body() : undefined;
          const label = `${inputs.key} :${name}=${describePayload(payload.value)}`;
          const outcome = await unchangedIfRefused(inputs, label, async () => judge(label, await send(inputs, { params, body })));
          if (outcome === 'accepted' && (payload.kind === 'nul' || payload.kind === 'loneSurrogate')) problems.push(`${label}: ${payload.kind} aceptado`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
