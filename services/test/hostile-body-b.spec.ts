import { describe, expect, it } from '@jest/globals';
import { WRONG_TYPES, fieldName, fieldsOf, stringPayloads, wrongTypeFor } from './hostile-corpus.js';
import { BASES, bodyRoutesOf, forgetState, judge, problems, send, sendWrite, unchangedIfRefused, hostileAppPerFile } from './hostile-harness.js';

// See hostile-harness.ts. The body routes are probed in two files, alternating, so the two test
// workers share the suite's longest work.
const SHARD = 1;
hostileAppPerFile();

describe('hostile input in every body field, routes 2 of each 2', () => {
  it('every body field: the corpus and wrong types are refused in Spanish or stored verbatim, never a 5xx', async () => {
    problems.length = 0;
    for (const inputs of bodyRoutesOf(SHARD, 2)) {
      const base = BASES[inputs.key];
      // The base request must pass validation, or the payloads would never reach the service.
      const baseResponse = await send(inputs, { body: await base.body!() });
      forgetState();
      if (judge(`${inputs.key} (base)`, baseResponse) !== 'error' && !(base.baseStatus ?? [200, 201]).includes(baseResponse.status)) {
        problems.push(`${inputs.key} (base): ${baseResponse.status} ${JSON.stringify(baseResponse.body)}`);
      }
      for (const raw of ['{"roto":', '[]', '"texto"']) {
        const label = `${inputs.key} cuerpo=${raw}`;
        await unchangedIfRefused(inputs, label, async () => judge(label, await send(inputs, { rawJson: raw })));
      }
      const fields = fieldsOf(inputs.body!, await base.body!()).filter((field) => fieldName(field) !== inputs.fromPath);
      const strings = fields.filter((field) => field.isString);
      if (inputs.multipart) {
        // See SCHEMAS_IN_HANDLER: one field per payload class and per wrong type, rotating.
        // A jsonbody of ids alone ({id, slot}) has no text to carry the payloads.
        for (const [index, payload] of (strings.length > 0 ? stringPayloads(0, undefined) : []).entries()) {
          const field = strings[index % strings.length];
          const value = payload.kind === 'overLong' ? 'a'.repeat((field.maxLength ?? 20_000) + 1) : payload.value;
          await sendWrite(inputs, field, value, { ...payload, value });
        }
        for (const [index, wrong] of WRONG_TYPES.entries()) await sendWrite(inputs, fields[index % fields.length], wrong);
        continue;
      }
      for (const [index, field] of fields.entries()) {
        await sendWrite(inputs, field, wrongTypeFor(index, field.isString));
        if (!field.isString) continue;
        for (const payload of stringPayloads(index, field.maxLength)) await sendWrite(inputs, field, payload.value, payload);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
