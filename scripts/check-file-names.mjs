// One file-name style (issue 19): in the apps and packages a component file is PascalCase, a hook
// file is useCamelCase, anything else kebab-case; in services and the browser tests, kebab-case
// with Nest's dotted kinds (company-avisos.service.ts). Prints the files that break it; exits 1 if any.
// @ts-check
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const FRONT = /^(shell|mf-[a-z]+|packages\/[a-z-]+)\//;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DOTTED_KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts'));

const wrong = files.filter((file) => {
  const stem = path.basename(file).replace(/(\.spec|\.e2e)?\.(tsx?|mjs)$/, '');
  if (FRONT.test(file)) return !(PASCAL.test(stem) || HOOK.test(stem) || KEBAB.test(stem));
  return !DOTTED_KEBAB.test(stem);
});

for (const file of wrong) console.log(`file name out of style: ${file}`);
process.exit(wrong.length > 0 ? 1 : 0);
