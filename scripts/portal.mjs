// Starts the API and the six front-end servers as separate processes and stops them together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_APPS, apiPort, appPort, distDir, frontendOrigins, rootDir } from './apps.mjs';

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

/**
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 * @returns {Promise<{ apiUrl: string, shellUrl: string, stopApp: (app: string) => Promise<void>, startApp: (app: string) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPortal(options = {}) {
  const base = { ...process.env, ...options.env };
  const env = {
    ...base,
    API_PORT: String(apiPort(base)),
    CORS_ORIGINS: base.CORS_ORIGINS ?? frontendOrigins(base).join(','),
  };
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

  try {
    const api = launch('api', [path.join('services', distDir, 'main.js')], env, log);
    children.set('api', api);
    await Promise.all([
      waitFor(`http://localhost:${env.API_PORT}/api/health`, 120_000, api.alive),
      ...Object.keys(FRONTEND_APPS).map(startApp),
    ]);
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
