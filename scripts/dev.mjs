// `npm run dev`: the API recompiled by SWC and restarted on every change (node --watch), and the
// shell and remotes on webpack's dev servers with hot reload. Ctrl-C stops everything.
// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_APPS, apiLogFormat, apiPort, distDir, frontendOrigins, rootDir } from './apps.mjs';
import { BACKEND_STEPS } from './build.mjs';
import { compileTree, watchTree } from './compile-ts.mjs';

const children = [];

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
  };
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  children.push(child);
  return child;
}

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// The API's packages compile in a second; each later change recompiles one file.
for (const step of BACKEND_STEPS) {
  await compileTree(step.src, step.outDir);
  watchTree(step.src, step.outDir);
}
run('api', ['--watch', '--watch-preserve-output', path.join('services', distDir, 'main.js')], {
  env: { ...apiLogFormat(), ...process.env, CORS_ORIGINS: process.env.CORS_ORIGINS ?? frontendOrigins().join(',') },
});

const webpackCli = path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
for (const app of Object.keys(FRONTEND_APPS)) {
  run(app, [webpackCli, 'serve', '--mode', 'development', '--config', path.join(app, 'webpack.config.js')]);
}

// The dev servers listen on the apps' own ports (tooling/webpack.app.js); PORT_OFFSET is for built portals.
console.log(`Postulate (desarrollo): http://localhost:${FRONTEND_APPS.shell.port} cuando los servidores terminen de compilar.
API: http://localhost:${apiPort()}/api, reiniciada en cada cambio. Ctrl-C para detener.`);
