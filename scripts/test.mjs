// `npm test`: every check a change must pass, in the order that fails fastest, each stage timed:
// typecheck and lint side by side, the services and web suites (embedded PostgreSQL), the production
// build, then the browser tests. Stops at the first stage that fails.
// With TEST_DATABASE_URL (a PostgreSQL database it may fill), the services suite also runs on that
// server, beside the browser tests, which spend much of their time waiting on pages (.ci/run does
// this; measured: 395 s for both, against 458 s one after the other).
// With TEST_NODE (the path of another Node.js binary), that PostgreSQL run uses it: .ci/run runs it on
// Node 24 while everything else runs on the machine's own Node.
// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { rootDir } from './apps.mjs';

// Under `npm test`, npm_execpath is npm's own script: the same npm runs the package's scripts.
const npmScript = (script, { quiet = false } = {}) =>
  process.env.npm_execpath
    ? { command: process.execPath, args: [process.env.npm_execpath, 'run', '--silent', script], quiet }
    : { command: 'npm', args: ['run', '--silent', script], quiet };

const onServer = process.env.TEST_DATABASE_URL;
const serverNode = process.env.TEST_NODE;
const integrationOnServer = {
  ...npmScript('test:integration', { quiet: true }),
  label: `services suite on PostgreSQL${serverNode ? `, Node ${spawnSync(serverNode, ['-v']).stdout.toString().trim()}` : ''}`,
  // npm runs the script's `node` from PATH.
  env: { DATABASE_URL: onServer, ...(serverNode && { PATH: `${path.dirname(serverNode)}${path.delimiter}${process.env.PATH}` }) },
};

const STAGES = [
  { name: 'typecheck and lint', commands: [npmScript('typecheck', { quiet: true }), npmScript('lint', { quiet: true })] },
  { name: 'services and web suites', commands: [npmScript('test:unit')] },
  { name: 'production build', commands: [npmScript('build')] },
  {
    name: onServer ? 'browser tests + services suite on PostgreSQL' : 'browser tests',
    commands: [npmScript('test:browser'), ...(onServer ? [integrationOnServer] : [])],
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one command; a quiet one's output is held and shown when it ends (all of it if it failed, its
 * summary otherwise), so two can share the terminal.
 * @param {{ command: string, args: string[], quiet: boolean, label?: string, env?: NodeJS.ProcessEnv }} command
 * @returns {Promise<number>} its exit code
 */
function run({ command, args, quiet, label, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0 && output) process.stdout.write(output);
      else if (label)
        process.stdout.write(
          `\n${label}:\n${output
            .split('\n')
            .filter((line) => /^(Tests|Test Suites):/.test(line))
            .join('\n')}\n`,
        );
      if (label) console.log(`==> ${label}: ${seconds(Date.now() - started)}`);
      resolve(code ?? 1);
    });
  });
}

/** @type {[string, number][]} */
const times = [];
let failed;
for (const stage of STAGES) {
  console.log(`\n==> ${stage.name}`);
  const started = Date.now();
  const codes = await Promise.all(stage.commands.map(run));
  times.push([stage.name, Date.now() - started]);
  console.log(`==> ${stage.name}: ${seconds(Date.now() - started)}`);
  if (codes.some((code) => code !== 0)) {
    failed = stage.name;
    break;
  }
}

console.log('\nnpm test, time per stage:');
for (const [name, ms] of times) console.log(`  ${name.padEnd(46)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(46)} ${seconds(times.reduce((sum, [, ms]) => sum + ms, 0)).padStart(8)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
