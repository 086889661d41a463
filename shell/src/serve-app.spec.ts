/**
 * @jest-environment node
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from '../../scripts/serve-app.mjs';

// The servers of the six front-end apps (scripts/serve-app.mjs), on a folder of two files instead of a build.

const MAP = '{"version":3,"sources":["secreto.ts"],"mappings":""}';
const SCRIPT = 'console.log("a");\n//# sourceMappingURL=a.js.map\n';

let folder: string;
const servers: http.Server[] = [];

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-app-'));
  await fs.writeFile(path.join(folder, 'a.js'), SCRIPT);
  await fs.writeFile(path.join(folder, 'a.js.map'), MAP);
  await fs.writeFile(path.join(folder, 'a.js.map.gz'), gzipSync(MAP));
  await fs.writeFile(path.join(folder, 'a.js.map.br'), brotliCompressSync(MAP));
  await fs.mkdir(path.join(folder, 'chunks'));
  await fs.writeFile(path.join(folder, 'chunks', 'b.js.map'), MAP);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await fs.rm(folder, { recursive: true, force: true });
});

async function start(app: string): Promise<number> {
  const server = createAppServer(app, { root: folder });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path exactly as written (fetch would normalise it) and the headers given. */
function get(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const SPELLINGS = [
  '/a.js.map',
  '/a.js.map/',
  '/a.js.map//',
  '//a.js.map',
  '/./a.js.map',
  '/a.js%2emap',
  '/a.js%2Emap',
  '/a.js.%6Dap',
  '/a%2Ejs%2Emap/',
  '/a.js%252emap',
  '/A.JS.MAP',
  '/a.js.MAP/',
  '/a.js.map;x',
  '/a.js.map;/',
  '/a.js.map?x=1',
  '/a.js.map/?x=1',
  '/a.js.map#x',
  '/a.js.map%23x',
  '/a.js.map%3F',
  '/a.js.map%2F',
  '/a.js.map%00',
  '/\\a.js.map',
  '/a.js.map\\',
  '/x/../a.js.map',
  '/a.js.map.gz',
  '/a.js.map.br',
  '/a.js.map.gz/',
  '/a.js.map.BR',
  '/chunks/b.js.map',
  '/chunks/b.js.map/',
  '/chunks%2Fb.js.map',
];

describe.each(['mf-public', 'shell'])('%s: source maps', (app) => {
  let port: number;
  beforeAll(async () => {
    port = await start(app);
  });

  it('serves the script', async () => {
    const answer = await get(port, '/a.js');
    expect([answer.status, answer.body.toString()]).toEqual([200, SCRIPT]);
  });

  it.each(SPELLINGS)('answers 404 to %s, whatever the browser accepts', async (spelling) => {
    for (const encoding of ['identity', 'gzip', 'br, gzip']) {
      const answer = await get(port, spelling, { 'accept-encoding': encoding });
      expect([answer.status, answer.body.toString()]).toEqual([404, 'No encontrado']);
    }
  });
});

describe('the shell: host names', () => {
  let port: number;
  const saved = { PORTAL_HOSTS: process.env.PORTAL_HOSTS, PORTAL_URL: process.env.PORTAL_URL };
  beforeAll(async () => {
    process.env.PORTAL_HOSTS = 'portal.example, empleos.example:8443';
    process.env.PORTAL_URL = 'https://postulate.example/';
    port = await start('shell');
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it.each(['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example', 'evil.example:80', 'portal.example.evil', 'a b', 'localhost/x'])(
    'answers 421 to Host %s on every path, before it is copied anywhere',
    async (host) => {
      for (const rawPath of ['/config.json', '/', '/a.js', '/showAviso/1', '/api/health', '/robots.txt']) {
        const answer = await get(port, rawPath, { host });
        expect([answer.status, answer.headers['content-type'], answer.body.toString()]).toEqual([421, 'text/plain; charset=utf-8', 'Este servidor no atiende ese nombre de host']);
        expect(JSON.stringify(answer.headers)).not.toContain(host.split(':')[0]);
      }
    },
  );

  it('answers at this machine and at the configured names, naming the host asked for', async () => {
    const interfaceAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
    const hosts = [
      'localhost',
      '127.0.0.1',
      '127.0.1.1',
      '[::1]',
      'portal.example',
      'PORTAL.example',
      'empleos.example',
      'postulate.example',
      ...(interfaceAddress ? [interfaceAddress] : []),
    ];
    for (const host of hosts) {
      const answer = await get(port, '/config.json', { host: `${host}:${port}` });
      expect(answer.status).toBe(200);
      const config = JSON.parse(answer.body.toString()) as { remotes: Record<string, string> };
      expect(config.remotes.public).toMatch(new RegExp(`^http://${host.replace(/[.[\]]/g, '\\$&')}:\\d+/mf-manifest.json$`));
      expect(answer.headers['content-security-policy']).toContain(`http://${host.toLowerCase()}:`);
    }
    expect((await get(port, '/a.js', { host: `127.0.0.1:${port}` })).status).toBe(200);
  });
});

it("lets a remote answer at another host, but its policy never names that host", async () => {
  const port = await start('mf-public');
  const answer = await get(port, '/a.js', { host: 'evil.example' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-security-policy']).not.toContain('evil.example');
  expect(answer.headers['content-security-policy']).toContain('http://localhost:');
});
