// Builds what is out of date: the contracts and CV PDF packages and the API (SWC, a second), then
// the six front-end apps (webpack, two at a time, with a progress line while they run).
// Usage: node scripts/build.mjs [--force]
// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, distDir, rootDir, serverOutDir } from './apps.mjs';
import { compileTree } from './compile-ts.mjs';

const force = process.argv.includes('--force');
const rel = (...parts) => path.join(rootDir, ...parts);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

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

async function buildStep({ label, inputs, outDir, build }) {
  if (isFresh(inputs, outDir)) {
    console.log(`${label} is up to date`);
    return;
  }
  const started = Date.now();
  await build();
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(stampOf(outDir), new Date().toISOString());
  console.log(`built ${label} in ${seconds(started)}`);
}

const contracts = rel('packages', 'contracts', 'src');
const cvPdf = rel('packages', 'cv-pdf', 'src');

/** What the API runs: the shared packages it imports (the CV document for e-mailed copies) and itself. */
export const BACKEND_STEPS = [
  { label: 'packages/contracts', src: contracts, inputs: [contracts], outDir: rel('packages', 'contracts', 'dist') },
  { label: 'packages/cv-pdf', src: cvPdf, inputs: [cvPdf, contracts], outDir: rel('packages', 'cv-pdf', 'dist') },
  { label: 'services', src: rel('services', 'src'), inputs: [rel('services', 'src'), contracts, cvPdf], outDir: rel('services', distDir) },
];

/** The server every front-end app is served by (scripts/portal.mjs runs it); `npm run dev` has its own. */
const SERVER_STEP = { label: 'shell/server', src: rel('shell', 'server'), inputs: [rel('shell', 'server')], outDir: serverOutDir };

export async function buildBackend() {
  for (const step of [...BACKEND_STEPS, SERVER_STEP]) await buildStep({ ...step, build: () => compileTree(step.src, step.outDir) });
}

const webpackCli = rel('node_modules', 'webpack-cli', 'bin', 'cli.js');
const shared = [rel('packages'), rel('tooling'), rel('package-lock.json')];
// Longest first, so the last one to start is a short one and both cores stay busy to the end.
const FRONTEND_ORDER = ['mf-applicant', 'mf-company', 'mf-public', 'mf-admin', 'shell', 'mf-tests'];

/**
 * Runs webpack for one app; its output is shown only when it has something to say (warnings, errors).
 * @param {string} app
 * @param {Map<string, number>} progress each building app's share done, which webpack reports (tooling/webpack.app.js)
 * @returns {Promise<void>}
 */
function webpackBuild(app, progress) {
  return new Promise((resolve, reject) => {
    const args = [webpackCli, '--mode', 'production', '--config', rel(app, 'webpack.config.js')];
    const child = spawn(process.execPath, args, {
      cwd: rootDir,
      env: { ...process.env, POSTULATE_BUILD_PROGRESS: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('message', (message) => progress.set(app, /** @type {{ progress: number }} */ (message).progress));
    child.on('exit', (code) => {
      progress.delete(app);
      if (code !== 0 || !/compiled successfully/.test(output)) process.stdout.write(output);
      if (code === 0) resolve();
      else reject(new Error(`${app} build failed (exit ${code})`));
    });
  });
}

/** One line every few seconds (rewritten in place on a terminal) naming what is being built and how far along. */
function progressReporter(total) {
  const started = Date.now();
  /** @type {Map<string, number>} */
  const progress = new Map();
  let done = 0;
  const tty = process.stdout.isTTY;
  const line = () =>
    `building ${[...progress].map(([app, share]) => `${app} ${Math.round(share * 100)}%`).join(', ')} · ` +
    `${done} of ${total} apps done · ${seconds(started)}`;
  const timer = setInterval(
    () => {
      if (!progress.size) return;
      if (tty) process.stdout.write(`\r${line()}\x1b[K`);
      else console.log(line());
    },
    tty ? 500 : 10_000,
  );
  const clear = () => tty && process.stdout.write('\r\x1b[K');
  return {
    progress,
    log: (text) => {
      clear();
      console.log(text);
    },
    finished: () => (done += 1),
    stop: () => {
      clearInterval(timer);
      clear();
    },
  };
}

export async function buildFrontends() {
  const steps = FRONTEND_ORDER.filter((app) => app in FRONTEND_APPS).map((app) => ({
    label: app,
    inputs: [rel(app, 'src'), rel(app, 'webpack.config.js'), ...shared],
    outDir: rel(app, distDir),
  }));
  const reporter = progressReporter(steps.length);
  const queue = [...steps];
  // Two at a time: the machines have two cores.
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (isFresh(step.inputs, step.outDir)) {
        reporter.log(`${step.label} is up to date`);
      } else {
        const started = Date.now();
        await webpackBuild(step.label, reporter.progress);
        fs.writeFileSync(stampOf(step.outDir), new Date().toISOString());
        reporter.log(`built ${step.label} in ${seconds(started)}`);
      }
      reporter.finished();
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } catch (error) {
    queue.length = 0;
    throw error;
  } finally {
    reporter.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const started = Date.now();
  try {
    await buildBackend();
    await buildFrontends();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`build finished in ${seconds(started)}`);
}
