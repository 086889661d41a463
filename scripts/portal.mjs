// Starts the API and the six front-end servers as separate processes and stops them together.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { FRONTEND_APPS, apiLogFormat, apiPort, appPort, distDir, frontendOrigins, rootDir } from './apps.mjs';

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

/** Whether nothing listens on `port` yet (on any interface, as the portal's servers do). */
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

function launch(name, args, env, log) {
  const child = spawn(process.execPath, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => log(prefix(chunk)));
  child.stderr.on('data', (chunk) => log(prefix(chunk)));
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  child.alive = () => child.exitCode === null && child.signalCode === null;
  return child;
}

async function stopChild(child) {
  if (!child.alive()) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/** The environment every process of the portal gets: the API port, the portal's address and the origins it accepts. */
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
  const children = new Map();

  const startApp = async (app) => {
    const port = appPort(app, env);
    const child = launch(app, [path.join('scripts', 'serve-app.mjs'), app, String(port)], env, log);
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
