// Starts the portal as `npm start` does, on the Node.js that runs this script, on a throwaway
// embedded database and its own ports, checks what a visitor gets at 127.0.0.1 and at localhost,
// then stops it. CI runs it on Node 24 (.ci/run) while the machine's own Node runs the rest.
// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appPort, rootDir } from './apps.mjs';

const READY_LINE = 'Postulate está listo';
// Generous: on a clean clone it builds every app first (CI runs it after the build, when it takes seconds).
const TIMEOUT_MS = 900_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postulate-start-check-'));
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PORT_OFFSET: process.env.PORT_OFFSET ?? '700', PGLITE_DATA_DIR: dataDir };
delete env.DATABASE_URL;
const shellPort = appPort('shell', env);
const started = Date.now();

const child = spawn(process.execPath, [path.join('scripts', 'start.mjs')], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const ready = new Promise(
  /** @param {(value?: void) => void} resolve */ (resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code} before it was ready`));
    });
  },
);

/** What a visitor's browser asks first, at each host name the README promises. */
async function check(host) {
  const base = `http://${host}:${shellPort}`;
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root"')) throw new Error(`${base}/ answered ${page.status}`);
  const health = await fetch(`${base}/api/health`);
  if (health.status !== 200) throw new Error(`${base}/api/health answered ${health.status}`);
  const home = await fetch(`${base}/api/home/`);
  const ads = /** @type {{ avisos?: { total: number } }} */ (await home.json()).avisos?.total;
  if (home.status !== 200 || !((ads ?? 0) > 0)) throw new Error(`${base}/api/home/ answered ${home.status} with ${ads} ads`);
  console.log(`${base}: page, health and a home of ${ads} demo ads`);
}

/** @type {Error | undefined} */
let failure;
try {
  await ready;
  console.log(`npm start on Node ${process.version}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await check('127.0.0.1');
  await check('localhost');
} catch (error) {
  failure = error instanceof Error ? error : new Error(String(error));
}
child.kill('SIGINT');
await new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(undefined)));
rmSync(dataDir, { recursive: true, force: true });
if (failure) {
  console.error(output);
  console.error(`start check on Node ${process.version} failed: ${failure.message}`);
  process.exit(1);
}
