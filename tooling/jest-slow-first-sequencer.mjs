// Jest's own order runs the files it timed before longest first, and files it never timed (every
// file on a fresh clone, as in CI) largest first. A file marked `@slow` in its first comment runs
// before the rest either way: the hostile-input shards are small files that run for a minute, and
// started last they kept one worker busy while the other had nothing left.
import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

const isSlow = (test) => /^\/\*\*[^]*?@slow\b[^]*?\*\//.test(readFileSync(test.path, 'utf8').trimStart());

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter(isSlow), ...sorted.filter((test) => !isSlow(test))];
  }
}
