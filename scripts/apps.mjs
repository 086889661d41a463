// The six front-end deployables, their ports, and the URLs the shell is configured with.
// PORT_OFFSET shifts every port (API included), so two portals can run side by side.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build output folder of each app and of the API; another name lets two checkouts' worth of builds coexist. */
export const distDir = process.env.POSTULATE_DIST ?? 'dist';

export const FRONTEND_APPS = {
  shell: { port: 3000 },
  'mf-public': { port: 3001, remote: 'public' },
  'mf-applicant': { port: 3002, remote: 'applicant' },
  'mf-company': { port: 3003, remote: 'company' },
  'mf-admin': { port: 3004, remote: 'admin' },
  'mf-tests': { port: 3005, remote: 'tests' },
};

const offsetOf = (env) => Number(env.PORT_OFFSET ?? 0);

export const appPort = (app, env = process.env) => FRONTEND_APPS[app].port + offsetOf(env);

export const apiPort = (env = process.env) => Number(env.API_PORT ?? 6060 + offsetOf(env));

/** Origins the API must accept credentials from: the shell and each remote booted on its own. */
export const frontendOrigins = (env = process.env) =>
  Object.keys(FRONTEND_APPS).flatMap((app) => [
    `http://localhost:${appPort(app, env)}`,
    `http://127.0.0.1:${appPort(app, env)}`,
  ]);

/** The shell's run-time configuration; each URL can be overridden to point at another deployment. */
export function shellRuntimeConfig(env = process.env) {
  const remotes = {};
  for (const [app, { remote }] of Object.entries(FRONTEND_APPS)) {
    if (!remote) continue;
    const variable = `REMOTE_${remote.toUpperCase()}_URL`;
    remotes[remote] = env[variable] ?? `http://localhost:${appPort(app, env)}/mf-manifest.json`;
  }
  return { apiUrl: env.API_URL ?? `http://localhost:${apiPort(env)}`, remotes };
}
