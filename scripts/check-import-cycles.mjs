// Import cycles, checked in lint (issue 19): a module that needs itself through its own imports
// loads half-initialised. Follows the relative imports that exist at run time (`import type` and
// `export type` vanish when compiled) across the apps, packages and services; prints each cycle
// found and exits 1 if any. TypeORM entities are left out: their relations name each other through
// arrow functions (`() => Aviso`), read only once every module has loaded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts') && !/\.(spec|e2e)\.tsx?$/.test(file) && !file.startsWith('e2e/') && !file.includes('/entities/'));
const known = new Set(files);

/** './x.js', './x' or './x/index' to the source file it names, if it is one of ours. */
function resolve(from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate));
}

const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const graph = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const targets = [...source.matchAll(RUNTIME_IMPORT)].map((match) => resolve(file, match[1])).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

const cycles = [];
const state = new Map(); // 1: on the current path, 2: done
const trail = [];
function visit(file) {
  state.set(file, 1);
  trail.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  trail.pop();
  state.set(file, 2);
}
for (const file of files) if (!state.has(file)) visit(file);

for (const cycle of cycles) console.log(`import cycle: ${cycle.join(' -> ')}`);
process.exit(cycles.length > 0 ? 1 : 0);
