// Shared setup of the browser benchmarks (page-weight.mjs, bench-toulouse.mjs): the build, the
// built portal on a throwaway embedded database, and headless Chromium, stopped together afterwards.
// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FRONTEND_APPS, apiPort, appPort, rootDir } from './apps.mjs';
import { launchChromium } from './browser.mjs';
import { startPortal } from './portal.mjs';

/** Builds what is out of date (scripts/build.mjs) into $POSTULATE_DIST; --no-build keeps the builds as they are. */
export function buildAll() {
  if (process.argv.includes('--no-build')) return Promise.resolve();
  return new Promise(
    /** @param {(value?: void) => void} resolve */ (resolve, reject) => {
      const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'build.mjs')], { cwd: rootDir, stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (exit ${code})`))));
    },
  );
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`el puerto ${port} está ocupado: elegí otro PORT_OFFSET`)));
    server.listen(port, () => server.close(resolve));
  });
}

/**
 * Size of the benchmarks' browser window. Their pages use it as the viewport (`viewport: null`):
 * with a viewport emulated larger than the headless window, what changes below the window is never
 * drawn, so Event Timing and paint timings wait for some later, unrelated frame.
 */
const WINDOW_SIZE = '--window-size=1280,900';

/**
 * Starts the portal on a fresh embedded database (with `env` on top) and Chromium, runs
 * `work({ portal, browser })`, then stops both and deletes the data. The portal's own output is
 * printed only if it fails to start. `browserOptions`: launchChromium's.
 * @param {{ scrollbars?: boolean }} [browserOptions]
 */
export async function withBrowserPortal(name, env, work, browserOptions = {}) {
  // Otherwise the portal's readiness checks would pass against someone else's servers.
  for (const port of [apiPort(), ...Object.keys(FRONTEND_APPS).map((app) => appPort(app))]) await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `postulate-${name}-`));
  const logs = [];
  let portal;
  try {
    portal = await startPortal({ env: { PGLITE_DATA_DIR: dataDir, ...env }, log: (line) => logs.push(line) });
  } catch (error) {
    console.error(logs.join('\n'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const browser = await launchChromium([WINDOW_SIZE], browserOptions).catch(async (error) => {
    await portal.stop();
    throw error;
  });
  try {
    return await work({ portal, browser });
  } finally {
    await browser.close();
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
