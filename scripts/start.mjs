// `npm start`: build what is out of date, then run the whole portal until Ctrl-C.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { rootDir } from './apps.mjs';
import { startPortal } from './portal.mjs';

const build = spawnSync(process.execPath, [path.join(rootDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let portal;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo Postulate...');
  await portal?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  portal = await startPortal();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`
Postulate está listo: ${portal.shellUrl}
API: ${portal.apiUrl}/api (documentación en ${portal.apiUrl}/api/docs)
Base de datos: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PostgreSQL embebido (services/.data/pglite)'}
Usuarios de demostración (clave demo1234): admin, empresa, tester, postulante
Ctrl-C para detener.`);
