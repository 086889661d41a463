import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from './server.js';

// The servers of the six front-end apps (server.ts), on a folder of two files instead of a build.

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
  return startOn(app, folder);
}

async function startOn(app: string, root: string): Promise<number> {
  const server = createAppServer(app, { root });
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
        expect([answer.status, answer.headers['content-type'], answer.body.toString()]).toEqual([
          421,
          'text/plain; charset=utf-8',
          'Este servidor no atiende ese nombre de host',
        ]);
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

it('lets a remote answer at another host, but its policy never names that host', async () => {
  const port = await start('mf-public');
  const answer = await get(port, '/a.js', { host: 'evil.example' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-security-policy']).not.toContain('evil.example');
  expect(answer.headers['content-security-policy']).toContain('http://localhost:');
});

describe('the shell: pages search engines and link previewers read', () => {
  const INDEX = `<!doctype html><html lang="es-AR"><head><meta name="description" content="Postulate: buscá empleo en Argentina, armá tu CV y postulate." /><title>Postulate · Portal de empleo</title></head><body><div id="root"></div></body></html>`;
  /** What GET /api/home/aviso/7/compartir answers (SharePage); any other ad is unknown. */
  const SHARE = {
    url: 'https://postulate.example/showAviso/7',
    title: 'Chofer <b>de reparto</b> · Confidencial · Palermo, Ciudad Autónoma de Buenos Aires | Postulate',
    headline: 'Chofer <b>de reparto</b>',
    description: 'Confidencial · Palermo · Presencial · Full-time. Reparto en zona sur.',
    imageUrl: 'https://postulate.example/api/home/aviso/7/imagen.png',
    imageAlt: 'Chofer, Confidencial, Palermo',
    article: {
      company: 'Confidencial',
      place: 'Palermo, Ciudad Autónoma de Buenos Aires',
      facts: ['Presencial · Full-time · Junior', '1 vacante'],
      paragraphs: ['Reparto de mercadería & cobranza\nen zona sur.', 'Registro profesional </script>'],
    },
    jobPosting: { '@type': 'JobPosting', title: 'Chofer', description: '<p>Reparto</p>', hiringOrganization: 'confidential' },
  };
  const asked: string[] = [];
  let port: number;
  let pages: string;
  let api: http.Server;
  const saved = { API_PROXY_TARGET: process.env.API_PROXY_TARGET, PORTAL_URL: process.env.PORTAL_URL };

  beforeAll(async () => {
    pages = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-app-pages-'));
    await fs.writeFile(path.join(pages, 'index.html'), INDEX);
    api = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const found = req.url === '/api/home/aviso/7/compartir';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? SHARE : { message: 'El aviso no existe' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    process.env.API_PROXY_TARGET = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    process.env.PORTAL_URL = 'https://postulate.example/';
    const server = createAppServer('shell', { root: pages });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise((resolve) => api.close(resolve));
    await fs.rm(pages, { recursive: true, force: true });
  });

  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const metaOf = (html: string, attribute: 'name' | 'property', name: string) => {
    const found = [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g'))];
    return found.length === 1 ? decode(found[0][1]) : `${found.length} tags`;
  };
  const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1] ?? '');

  it("writes the ad's text itself into the page, escaped, so a crawler needs no /api", async () => {
    const answer = await get(port, '/showAviso/7');
    const html = answer.body.toString();
    expect([answer.status, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)![1];
    expect(root).toBe(
      '<main><article><h1>Chofer &lt;b&gt;de reparto&lt;/b&gt;</h1><p>Confidencial · Palermo, Ciudad Autónoma de Buenos Aires</p>' +
        '<ul><li>Presencial · Full-time · Junior</li><li>1 vacante</li></ul>' +
        '<p>Reparto de mercadería &amp; cobranza<br/>en zona sur.</p><p>Registro profesional &lt;/script&gt;</p>' +
        '<p><a href="https://postulate.example/showAviso/7">Postularme</a></p></article></main>',
    );
    expect(titleOf(html)).toBe(SHARE.title);
    expect(canonicalOf(html)).toBe(SHARE.url);
    expect(metaOf(html, 'property', 'og:title')).toBe(SHARE.headline);
    const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(jsonLd).toEqual(SHARE.jobPosting);
  });

  it.each(['/showAviso/abc', '/showAviso/7abc', '/showAviso/0', '/showAviso/12345678901', '/showAviso/', '/showAviso', '/showAviso/%37', '/showAviso/8'])(
    'answers 404 marked noindex to %s, a path that names no published ad',
    async (rawPath) => {
      const answer = await get(port, rawPath);
      const html = answer.body.toString();
      expect(answer.status).toBe(404);
      expect(metaOf(html, 'name', 'robots')).toBe('noindex');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('og:title');
    },
  );

  it('asks the API only about ids that can name an ad', async () => {
    asked.length = 0;
    await get(port, '/showAviso/abc');
    await get(port, '/showAviso/8');
    expect(asked).toEqual(['/api/home/aviso/8/compartir']);
  });

  const PAGES: [string, string][] = [
    ['/', 'https://postulate.example/'],
    ['/faqOut', 'https://postulate.example/faqOut'],
    ['/politicaPostulante', 'https://postulate.example/politicaPostulante'],
    ['/politicaEmpresa', 'https://postulate.example/politicaEmpresa'],
    ['/terminosPostulante', 'https://postulate.example/terminosPostulante'],
    ['/terminosEmpresa', 'https://postulate.example/terminosEmpresa'],
    ['/home?filtro=aviso%3Achofer%20%3Cb%3E&filtro=provincia%3A02', 'https://postulate.example/home?filtro=aviso%3Achofer%20%3Cb%3E&filtro=provincia%3A02'],
  ];

  it('gives the home, a search and each information page its own title, description, canonical address and Open Graph card', async () => {
    const heads = [];
    for (const [rawPath, canonical] of PAGES) {
      const answer = await get(port, rawPath);
      const html = answer.body.toString();
      expect([rawPath, answer.status]).toEqual([rawPath, 200]);
      const head = { title: titleOf(html), description: metaOf(html, 'name', 'description') };
      expect(head.title).toMatch(/Postulate/);
      expect(canonicalOf(html)).toBe(canonical);
      expect({
        url: metaOf(html, 'property', 'og:url'),
        title: metaOf(html, 'property', 'og:title'),
        description: metaOf(html, 'property', 'og:description'),
        type: metaOf(html, 'property', 'og:type'),
        site: metaOf(html, 'property', 'og:site_name'),
        card: metaOf(html, 'name', 'twitter:card'),
      }).toEqual({ url: canonical, ...head, type: 'website', site: 'Postulate', card: 'summary' });
      // The app still boots from the page: its root is left for it.
      expect(html).toContain('<div id="root"></div>');
      heads.push(head);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(PAGES.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(PAGES.length);
    expect(heads.at(-1)!.title).toBe('Empleos de chofer <b> | Postulate');
  });

  it('names the home once: /home is / again, a trailing slash the same page', async () => {
    expect(canonicalOf((await get(port, '/home')).body.toString())).toBe('https://postulate.example/');
    expect(canonicalOf((await get(port, '/faqOut/')).body.toString())).toBe('https://postulate.example/faqOut');
    expect(titleOf((await get(port, '/home')).body.toString())).toBe(titleOf((await get(port, '/')).body.toString()));
  });

  it('leaves every other screen of the app as built', async () => {
    const html = (await get(port, '/dashboard')).body.toString();
    expect(html).toBe(INDEX);
  });
});

describe('precompressed files', () => {
  let port: number;
  let compressed: string;
  const PLAIN = 'console.log("plano");\n'.repeat(40);
  beforeAll(async () => {
    compressed = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-app-compressed-'));
    // Not the compressions of PLAIN: the answer's body tells which file was sent.
    await fs.writeFile(path.join(compressed, 'main.0123abcd.js'), PLAIN);
    await fs.writeFile(path.join(compressed, 'main.0123abcd.js.gz'), gzipSync('gz'));
    await fs.writeFile(path.join(compressed, 'main.0123abcd.js.br'), brotliCompressSync('br'));
    await fs.writeFile(path.join(compressed, 'only-plain.js'), PLAIN);
    port = await startOn('mf-public', compressed);
  });
  afterAll(() => fs.rm(compressed, { recursive: true, force: true }));

  const decoded = (answer: Answer) =>
    answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body).toString()
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.body).toString()
        : answer.body.toString();

  it.each([
    ['br, gzip', 'br', 'br'],
    ['gzip, deflate, br', 'br', 'br'],
    ['gzip', 'gzip', 'gz'],
    ['identity', undefined, PLAIN],
    ['', undefined, PLAIN],
  ])('to Accept-Encoding "%s" sends the %s file', async (accept, encoding, body) => {
    const answer = await get(port, '/main.0123abcd.js', { 'accept-encoding': accept });
    expect([answer.status, answer.headers['content-encoding'], decoded(answer)]).toEqual([200, encoding, body]);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file when there is no compressed one', async () => {
    const answer = await get(port, '/only-plain.js', { 'accept-encoding': 'br, gzip' });
    expect([answer.status, answer.headers['content-encoding'], answer.body.toString()]).toEqual([200, undefined, PLAIN]);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('the Content-Security-Policy of each answer', () => {
  let port: number;
  let api: http.Server;
  let site: string;
  const saved = { API_PROXY_TARGET: process.env.API_PROXY_TARGET, API_URL: process.env.API_URL };
  beforeAll(async () => {
    site = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-app-policy-'));
    await fs.writeFile(path.join(site, 'index.html'), '<!doctype html><html><head><title>Postulate</title></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(site, 'main.js'), 'void 0;');
    api = http.createServer((req, res) => {
      res.writeHead(req.url === '/api/home/aviso/7/compartir' ? 503 : 404, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    process.env.API_PROXY_TARGET = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    delete process.env.API_URL;
    port = await startOn('shell', site);
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise((resolve) => api.close(resolve));
    await fs.rm(site, { recursive: true, force: true });
  });

  const directives = (policy: string | string[] | undefined) =>
    Object.fromEntries(
      String(policy)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive]),
    );

  it.each(['/', '/home?filtro=aviso%3Achofer', '/faqOut', '/showAviso/7', '/showAviso/abc', '/dashboard', '/main.js', '/config.json', '/no-such-file.png'])(
    'goes with %s: scripts from the shell and its remotes only, nothing may frame the page',
    async (rawPath) => {
      const answer = await get(port, rawPath, { host: `127.0.0.1:${port}` });
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy['script-src']).toMatch(new RegExp(`^script-src 'self' http://127\\.0\\.0\\.1:\\d+ .*'wasm-unsafe-eval'$`));
      expect(policy['script-src']).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(policy['connect-src']).toMatch(/^connect-src 'self' data: http:\/\/127\.0\.0\.1:\d+/);
      expect([policy['frame-ancestors'], policy['object-src'], policy['default-src']]).toEqual([
        "frame-ancestors 'none'",
        "object-src 'none'",
        "default-src 'self'",
      ]);
      expect([answer.headers['x-frame-options'], answer.headers['x-content-type-options'], answer.headers['referrer-policy']]).toEqual([
        'DENY',
        'nosniff',
        'no-referrer',
      ]);
    },
  );

  it("leaves the API's answers to the API's own headers", async () => {
    const answer = await get(port, '/api/home/', { host: `127.0.0.1:${port}` });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('names the API in connect-src and img-src when it is on another origin', async () => {
    process.env.API_URL = 'https://api.postulate.example/';
    try {
      const policy = directives((await get(port, '/', { host: `127.0.0.1:${port}` })).headers['content-security-policy']);
      expect(policy['connect-src']).toContain('https://api.postulate.example');
      expect(policy['img-src']).toContain('https://api.postulate.example');
      expect(policy['script-src']).not.toContain('api.postulate.example');
    } finally {
      delete process.env.API_URL;
    }
  });
});
