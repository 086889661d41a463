// The six front-end deployables, their ports, and the URLs the shell is configured with.
// PORT_OFFSET shifts every port (API included), so two portals can run side by side.
// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build output folder of each app and of the API; another name lets two checkouts' worth of builds coexist. */
export const distDir = process.env.POSTULATE_DIST ?? 'dist';

/** The compiled server of the shell and the remotes (shell/server), beside the shell's own build output. */
export const serverOutDir = path.join(rootDir, 'shell', `${distDir}-server`);

/**
 * Each app's port before PORT_OFFSET, and a remote's name in the shell's configuration.
 * @type {Record<string, { port: number, remote?: string }>}
 */
export const FRONTEND_APPS = {
  shell: { port: 3000 },
  'mf-public': { port: 3001, remote: 'public' },
  'mf-applicant': { port: 3002, remote: 'applicant' },
  'mf-company': { port: 3003, remote: 'company' },
  'mf-admin': { port: 3004, remote: 'admin' },
  'mf-tests': { port: 3005, remote: 'tests' },
};

/** @param {NodeJS.ProcessEnv} env */
const offsetOf = (env) => Number(env.PORT_OFFSET ?? 0);

/** @param {string} app */
export const appPort = (app, env = process.env) => FRONTEND_APPS[app].port + offsetOf(env);

export const apiPort = (env = process.env) => Number(env.API_PORT ?? 6060 + offsetOf(env));

/** Origins the API must accept credentials from: the shell and each remote booted on its own. */
export const frontendOrigins = (env = process.env) =>
  Object.keys(FRONTEND_APPS).flatMap((app) => [`http://localhost:${appPort(app, env)}`, `http://127.0.0.1:${appPort(app, env)}`]);

/** A Host header: a plain host name or bracketed IPv6 address (group 1), and an optional port. */
export const HOST_HEADER = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d+)?$/;

/**
 * The host name a browser used to reach the shell (from the Host header), so the remotes it is
 * sent to live on the same machine whatever the portal was opened at (localhost, 127.0.0.1, a LAN
 * address). Anything that is not a plain host name or bracketed IPv6 address falls back to localhost.
 * @param {string | undefined} hostHeader
 */
export function requestHostname(hostHeader) {
  const match = HOST_HEADER.exec(hostHeader ?? '');
  return match ? match[1] : 'localhost';
}

/**
 * The shell's run-time configuration; each URL can be overridden to point at another deployment.
 * By default the API is the page's own origin (the shell's server proxies /api), so the session
 * cookie is first-party at any address, and each remote is on its port of the host the page came from.
 * @returns {{ apiUrl: string, remotes: Record<string, string> }}
 */
export function shellRuntimeConfig(env = process.env, hostname = 'localhost') {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [app, { remote }] of Object.entries(FRONTEND_APPS)) {
    if (!remote) continue;
    const variable = `REMOTE_${remote.toUpperCase()}_URL`;
    remotes[remote] = env[variable] ?? `http://${hostname}:${appPort(app, env)}/mf-manifest.json`;
  }
  return { apiUrl: env.API_URL ?? '', remotes };
}

/** Where the shell's server forwards /api: the API process on this machine unless API_PROXY_TARGET says otherwise. */
export const apiProxyTarget = (env = process.env) => env.API_PROXY_TARGET ?? `http://127.0.0.1:${apiPort(env)}`;

/**
 * The API's log format when it runs under our scripts: its stdout is their pipe, so it would pick
 * JSON lines; a person watching this terminal reads them pretty-printed instead (LOG_FORMAT wins).
 */
export const apiLogFormat = (env = process.env) => (env.LOG_FORMAT || !process.stdout.isTTY ? {} : { LOG_FORMAT: 'pretty' });
