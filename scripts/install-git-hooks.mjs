// @ts-check
// Run by `npm install` / `npm ci` (the root's "prepare"): points git at the committed hooks in
// .githooks (Prettier's check before each commit). Outside a git checkout, e.g. an unpacked
// release, there is nothing to set up.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' });
} catch {
  // Not a git checkout, or no git.
}
