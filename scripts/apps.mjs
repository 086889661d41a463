// The six front-end deployables, their ports, and the URLs the shell is configured with.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTEND_APPS = {
  shell: { port: 3000 },
  'mf-public': { port: 3001, remote: 'public' },
  'mf-applicant': { port: 3002, remote: 'applicant' },
  'mf-company': { port: 3003, remote: 'company' },
  'mf-admin': { port: 3004, remote: 'admin' },
  'mf-tests': { port: 3005, remote: 'tests' },
};

export const API_PORT = Number(process.env.API_PORT ?? 6060);

/** The shell's run-time configuration; each URL can be overridden to point at another deployment. */
export function shellRuntimeConfig(env = process.env) {
  const remotes = {};
  for (const { port, remote } of Object.values(FRONTEND_APPS)) {
    if (!remote) continue;
    const variable = `REMOTE_${remote.toUpperCase()}_URL`;
    remotes[remote] = env[variable] ?? `http://localhost:${port}/mf-manifest.json`;
  }
  return { apiUrl: env.API_URL ?? `http://localhost:${API_PORT}`, remotes };
}
