// `npm start`: build what is out of date and run the whole portal until Ctrl-C. The API starts (and
// on a first run migrates and seeds its database) while the front-end apps are still building.
// @ts-check
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, rootDir } from './apps.mjs';
import { buildBackend, buildFrontends } from './build.mjs';
import { assertPortsFree, launchApi, startPortal } from './portal.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step of the start and prints its time, so a newcomer sees where the minute goes. */
async function step(label, work) {
  const since = Date.now();
  console.log(`==> ${label}`);
  const result = await work();
  console.log(`==> ${label}: ${seconds(since)}`);
  return result;
}

// The API's lines wait while the builds run, so they do not break into the progress line.
/** @type {string[] | undefined} */
let held = [];
const apiLog = (line) => (held ? held.push(line) : console.log(line));
const releaseApiLog = () => {
  for (const line of held ?? []) console.log(line);
  held = undefined;
};

/** @type {ReturnType<typeof launchApi> | undefined} */
let api;
/** @type {Awaited<ReturnType<typeof startPortal>> | undefined} */
let portal;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo Postulate...');
  if (portal) await portal.stop();
  else api?.child.kill('SIGINT');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await assertPortsFree();
  await step('API, shared packages and app server (SWC)', buildBackend);
  api = launchApi({ log: apiLog });
  await step('front-end apps (webpack, two at a time)', buildFrontends);
  releaseApiLog();
  portal = await step('API ready and front-end servers up', () => startPortal({ api }));
} catch (error) {
  releaseApiLog();
  console.error(error instanceof Error ? error.message : error);
  api?.child.kill('SIGINT');
  process.exit(1);
}
// The API's own rule: demo accounts on the embedded database, on a server only with SEED_DEMO=true.
const { loadConfig } = await import(pathToFileURL(path.join(rootDir, 'services', distDir, 'config.js')).href);
const config = loadConfig();
const demoUsers = config.seedDemo ? 'Usuarios de demostración (clave demo1234): admin, empresa, tester, postulante\n' : '';
const embeddedDir = config.database.pgliteDataDir ?? path.join('services', '.data', 'pglite');
// Set, or the catch above has exited.
const { shellUrl, apiUrl } = /** @type {NonNullable<typeof portal>} */ (portal);
console.log(`
Postulate está listo en ${seconds(started)}: ${shellUrl}
API: ${apiUrl}/api (documentación en ${apiUrl}/api/docs)
Base de datos: ${config.database.url ? 'DATABASE_URL' : `PostgreSQL embebido (${embeddedDir})`}
${demoUsers}Ctrl-C para detener.`);
