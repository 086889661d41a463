/** @slow: runs for a minute or more; tooling/jest-slow-first-sequencer.mjs starts it first. */
import { describe, expect, it } from '@jest/globals';
import { hostileAppPerFile, probeBodyFields } from './hostile-harness.js';

// See hostile-harness.ts. The body routes are probed in two files, alternating, so the two test
// workers share the suite's longest work.
hostileAppPerFile();

describe('hostile input in every body field, routes 2 of each 2', () => {
  it('every body field: the corpus and wrong types are refused in Spanish or stored verbatim, never a 5xx', async () => {
    expect(await probeBodyFields(1, 2)).toEqual([]);
  }, 600_000);
});
