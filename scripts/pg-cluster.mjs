// Private PostgreSQL 15 clusters for the load scripts and the replica spec: a primary in a temporary
// folder on a free loopback port (trust auth), and streaming replicas of it made with pg_basebackup,
// each of which can be stopped and started again. initdb refuses root: then they run as 'postgres'.
// @ts-check
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './bench-lib.mjs';

const run = promisify(execFile);
const bin = (name) => path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', name);

/** The first of the tools a primary and its replica need that this machine lacks, or null. */
export function missingPgTool() {
  return ['initdb', 'pg_ctl', 'pg_basebackup'].find((name) => !fs.existsSync(bin(name))) ?? null;
}

const asOwner = () => process.getuid?.() === 0;
const pgRun = (name, args) => (asOwner() ? run('runuser', ['-u', 'postgres', '--', bin(name), ...args]) : run(bin(name), args));

/** A temporary folder the server's user owns. */
async function ownFolder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'postulate-pg-'));
  if (asOwner()) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    fs.chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * A server on `data` in `dir`, on `port`, with `settings` ('name=value'); `start` and `stopServer`
 * can be called again and again; `remove` ends it for good.
 */
function server(dir, port, settings) {
  const data = path.join(dir, 'data');
  // The log file keeps the server off pg_ctl's stdout, which execFile would wait on until the server stops.
  const logFile = ['-l', path.join(dir, 'server.log')];
  return {
    adminUrl: new URL(`postgres://postgres@127.0.0.1:${port}/postgres`),
    port,
    dir,
    start: () =>
      pgRun('pg_ctl', [
        'start',
        '-D',
        data,
        ...logFile,
        '-w',
        '-o',
        [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
      ]),
    /** 'fast' cuts open connections; 'immediate' is a crash. */
    stopServer: (mode = 'fast') => pgRun('pg_ctl', ['stop', '-D', data, '-m', mode, '-w']),
    /** A fast restart: open connections are cut, the server comes back on the same port. */
    restart: () => pgRun('pg_ctl', ['restart', '-D', data, ...logFile, '-m', 'fast', '-w']),
    remove: async () => {
      await pgRun('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `create` on a fresh folder; the folder goes if it fails. */
async function inFolder(create) {
  const dir = await ownFolder();
  try {
    return await create(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Settings for a throwaway cluster whose speed matters more than surviving a power cut (a test's
 * migrations and seed commit hundreds of times).
 */
export const THROWAWAY = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** A new cluster with `settings`, started; `remove()` stops it and deletes its folder. */
export function startCluster(settings = []) {
  return inFolder(async (dir) => {
    const cluster = server(dir, await freePort(), settings);
    await pgRun('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await cluster.start();
    return cluster;
  });
}

/**
 * A streaming replica of `primary` (a startCluster()), copied with pg_basebackup (-R: it follows the
 * primary on start), started and accepting read-only queries; `remove()` ends it for good.
 */
export function startReplica(primary, settings = []) {
  return inFolder(async (dir) => {
    const replica = server(dir, await freePort(), settings);
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      path.join(dir, 'data'),
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await replica.start();
    return replica;
  });
}
