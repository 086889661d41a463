// Starts the API and the six front-end servers as separate processes and stops them together.
// @ts-check
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { FRONTEND_APPS, apiLogFormat, apiPort, appPort, distDir, frontendOrigins, rootDir, serverOutDir } from './apps.mjs';

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} isAlive
 */
async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for ${url} exited before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Whether nothing listens on `port` yet (on any interface, as the portal's servers do).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Fails at once when another portal (a running `npm start`) holds one of this portal's ports:
 * otherwise the readiness checks would be answered by that one, and tests would run against it.
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 */
export async function assertPortsFree(options = {}) {
  const env = portalEnv(options);
  const ports = [Number(env.API_PORT), ...Object.keys(FRONTEND_APPS).map((app) => appPort(app, env))];
  const taken = [];
  for (const port of ports) if (!(await isFree(port))) taken.push(port);
  if (taken.length) {
    const ports = taken.length === 1 ? `Port ${taken[0]} is` : `Ports ${taken.join(', ')} are`;
    throw new Error(`${ports} in use (another portal running?): stop it, or set PORT_OFFSET to run beside it.`);
  }
}

/** @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & { exited: Promise<unknown>, alive: () => boolean }} PortalChild */

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @returns {PortalChild}
 */
function launch(name, args, env, log) {
  const spawned = spawn(process.execPath, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (/** @type {Buffer} */ chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  spawned.stdout.on('data', (chunk) => log(prefix(chunk)));
  spawned.stderr.on('data', (chunk) => log(prefix(chunk)));
  return Object.assign(spawned, {
    exited: new Promise((resolve) => spawned.on('exit', resolve)),
    alive: () => spawned.exitCode === null && spawned.signalCode === null,
  });
}

/** @param {PortalChild} child */
async function stopChild(child) {
  if (!child.alive()) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * The environment every process of the portal gets: the API port, the portal's address and the origins it accepts.
 * @param {{ env?: NodeJS.ProcessEnv }} options
 */
function portalEnv(options) {
  const base = { ...process.env, ...options.env };
  return {
    ...apiLogFormat(base),
    ...base,
    API_PORT: String(apiPort(base)),
    // E-mailed links open the shell this portal serves, on its shifted port too (PORT_OFFSET).
    PORTAL_URL: base.PORTAL_URL ?? `http://localhost:${appPort('shell', base)}`,
    CORS_ORIGINS: base.CORS_ORIGINS ?? frontendOrigins(base).join(','),
  };
}

/**
 * Starts the API process alone: `npm start` launches it as soon as the API is compiled, so its first
 * migration and demo seed run while the front-end apps build.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 */
export function launchApi(options = {}) {
  const env = portalEnv(options);
  const child = launch('api', [path.join('services', distDir, 'main.js')], env, options.log ?? ((line) => console.log(line)));
  const ready = waitFor(`http://localhost:${env.API_PORT}/api/health`, 120_000, child.alive);
  // Awaited by startPortal; until then a failure must not be reported as unhandled.
  ready.catch(() => {});
  return { child, ready };
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, api?: ReturnType<typeof launchApi> }} [options]
 *   `api`: one already started by launchApi with the same options.
 * @returns {Promise<{ apiUrl: string, shellUrl: string, stopApp: (app: string) => Promise<void>, startApp: (app: string) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPortal(options = {}) {
  const env = portalEnv(options);
  const log = options.log ?? ((line) => console.log(line));
  /** @type {Map<string, PortalChild>} */
  const children = new Map();

  const startApp = async (/** @type {string} */ app) => {
    const port = appPort(app, env);
    const child = launch(app, [path.join(serverOutDir, 'server.js'), app, String(port)], env, log);
    children.set(app, child);
    await waitFor(`http://localhost:${port}/`, 15_000, child.alive);
  };
  const stop = async () => {
    await Promise.all([...children.values()].map(stopChild));
  };

  // A portal whose API was launched by the caller checked its ports before that (scripts/start.mjs).
  if (!options.api) await assertPortsFree(options);
  try {
    const api = options.api ?? launchApi({ env: options.env, log });
    children.set('api', api.child);
    await Promise.all([api.ready, ...Object.keys(FRONTEND_APPS).map(startApp)]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    apiUrl: `http://localhost:${env.API_PORT}`,
    shellUrl: `http://localhost:${appPort('shell', env)}`,
    startApp,
    stopApp: async (app) => {
      const child = children.get(app);
      if (child) await stopChild(child);
    },
    stop,
  };
}
