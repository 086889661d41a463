/** @slow: runs for a minute or more; tooling/jest-slow-first-sequencer.mjs starts it first. */
import { describe, expect, it } from '@jest/globals';
import { ALWAYS_REFUSED, PAYLOAD_CLASSES, fieldsOf, percentEncode, stringPayloads } from './hostile-corpus.js';
import {
  BASES,
  allRoutes,
  containsText,
  describePayload,
  feedItems,
  judge,
  listedItems,
  problems,
  queryString,
  send,
  hostileAppPerFile,
} from './hostile-harness.js';

// See hostile-harness.ts for the corpus, the sampling and the fixtures.
hostileAppPerFile();

describe('hostile input in every query parameter', () => {
  it('every query parameter: refused in Spanish or answered, and SQL never widens a search', async () => {
    problems.length = 0;
    for (const inputs of allRoutes().filter((candidate) => candidate.query)) {
      const baseQuery = BASES[inputs.key].query!();
      const fields = fieldsOf(inputs.query!, baseQuery).filter((field) => field.path.length === 1);
      for (const [index, field] of fields.entries()) {
        const name = String(field.path[0]);
        const sendQuery = async (label: string, query: string) => {
          const response = await send(inputs, { query });
          judge(`${inputs.key} ?${name}=${label}`, response);
          return response;
        };
        const others = queryString(Object.fromEntries(Object.entries(baseQuery).filter(([key]) => key !== name)));
        const withParam = (value: string) => [others, `${name}=${percentEncode(value)}`].filter(Boolean).join('&');
        for (const raw of [`${name}=1&${name}=2`, `${name}[$ne]=1`, `${name}[]=`]) await sendQuery(raw, [others, raw].filter(Boolean).join('&'));
        for (const payload of stringPayloads(index, field.maxLength)) {
          const query = withParam(payload.value);
          // Node's HTTP server caps the request line at 16 KB: a longer URL never reaches the app.
          if (query.length > 8000) continue;
          const response = await sendQuery(describePayload(payload.value), query);
          // A URL cannot carry a lone surrogate: its bytes arrive as U+FFFD, which is valid text.
          if (ALWAYS_REFUSED.has(payload.kind) && payload.kind !== 'loneSurrogate' && field.isString && response.status < 400) {
            problems.push(`${inputs.key} ?${name}=${describePayload(payload.value)}: ${payload.kind} aceptado`);
          }
        }
        if (!field.isString || BASES[inputs.key].notFilters?.includes(name) || (await sendQuery('(control)', withParam('Nivel'))).status !== 200) continue;
        for (const sql of PAYLOAD_CLASSES.sql) {
          const response = await sendQuery(describePayload(sql), withParam(sql));
          const listed = listedItems(response.body) ?? feedItems(response);
          if (!listed) problems.push(`${inputs.key} ?${name}=${sql}: ${response.status} sin lista de resultados`);
          const extra = (listed ?? []).filter((item) => !containsText(item, sql));
          if (extra.length) problems.push(`${inputs.key} ?${name}=${sql}: ${extra.length} resultados que no contienen el texto`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
