// Builds what is out of date: the contracts and CV PDF packages, the API, and the six front-end apps.
// Usage: node scripts/build.mjs [--force]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, distDir, rootDir } from './apps.mjs';

const force = process.argv.includes('--force');
const rel = (...parts) => path.join(rootDir, ...parts);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const stampOf = (outDir) => path.join(outDir, '.build-stamp');

function isFresh(inputs, outDir) {
  if (force || !fs.existsSync(stampOf(outDir))) return false;
  const built = fs.statSync(stampOf(outDir)).mtimeMs;
  return inputs.every((input) => newestMtime(input) < built);
}

function run(command, args, label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: rootDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${label} build failed (exit ${code})`));
    });
  });
}

async function buildStep({ label, inputs, outDir, command, args }) {
  if (isFresh(inputs, outDir)) {
    console.log(`${label} is up to date`);
    return;
  }
  await run(command, args, label);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(stampOf(outDir), new Date().toISOString());
}

const tsc = rel('node_modules', 'typescript', 'bin', 'tsc');
const webpack = rel('node_modules', 'webpack-cli', 'bin', 'cli.js');
const shared = [rel('packages'), rel('tooling'), rel('package-lock.json')];

await buildStep({
  label: 'packages/contracts',
  inputs: [rel('packages', 'contracts', 'src')],
  outDir: rel('packages', 'contracts', 'dist'),
  command: process.execPath,
  args: [tsc, '-p', rel('packages', 'contracts', 'tsconfig.build.json')],
});

// The API renders CVs too (the copy a company gets by e-mail): the document is compiled for Node.
await buildStep({
  label: 'packages/cv-pdf',
  inputs: [rel('packages', 'cv-pdf', 'src'), rel('packages', 'contracts', 'src')],
  outDir: rel('packages', 'cv-pdf', 'dist'),
  command: process.execPath,
  args: [tsc, '-p', rel('packages', 'cv-pdf', 'tsconfig.build.json')],
});

const steps = [
  {
    label: 'services',
    inputs: [rel('services', 'src'), rel('packages', 'contracts', 'src'), rel('packages', 'cv-pdf', 'src')],
    outDir: rel('services', distDir),
    command: process.execPath,
    args: [tsc, '-p', rel('services', 'tsconfig.build.json'), '--outDir', rel('services', distDir)],
  },
  ...Object.keys(FRONTEND_APPS).map((app) => ({
    label: app,
    inputs: [rel(app, 'src'), rel(app, 'webpack.config.js'), ...shared],
    outDir: rel(app, distDir),
    command: process.execPath,
    args: [webpack, '--mode', 'production', '--config', rel(app, 'webpack.config.js')],
  })),
];

// Two at a time: the machines have two cores.
const queue = [...steps];
const worker = async () => {
  while (queue.length) await buildStep(queue.shift());
};
await Promise.all([worker(), worker()]);
