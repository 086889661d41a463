import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiProxy } from './api-proxy.js';

// The shell's /api proxy between a client and a stand-in API, both on this machine.

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the stand-in API does with each request: by default it answers with what it was sent. */
let behave: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
const seen: Seen[] = [];
let api: http.Server;
let proxyServer: http.Server;
let proxyPort: number;
/** A browser's connections: kept alive, which the API's are too (a Connection header goes through). */
const browser = new http.Agent({ keepAlive: true });

const echo = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ method: req.method, url: req.url, body }));
};

const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      behave(req, res, body);
    });
  });
  const apiPort = await listen(api);
  const proxy = createApiProxy(`http://127.0.0.1:${apiPort}`);
  proxyServer = http.createServer((req, res) => void proxy(req, res));
  proxyPort = await listen(proxyServer);
});

afterEach(() => {
  seen.length = 0;
  behave = echo;
});

afterAll(async () => {
  browser.destroy();
  await new Promise((resolve) => proxyServer.close(resolve));
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: proxyPort, method, path, headers: { host: 'portal.example:3000', ...headers }, agent: browser },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('forwarding', () => {
  beforeAll(() => {
    behave = echo;
  });

  it('sends the method, path, query and body as they came, with the Host the browser used', async () => {
    const answer = await send('POST', '/api/aplica/aplica?x=1&y=%C3%B1', {
      headers: { 'content-type': 'application/json', cookie: 'session=abc' },
      body: '{"idAviso":7}',
    });
    expect(JSON.parse(answer.body)).toEqual({ method: 'POST', url: '/api/aplica/aplica?x=1&y=%C3%B1', body: '{"idAviso":7}' });
    expect(seen[0].headers).toMatchObject({ host: 'portal.example:3000', cookie: 'session=abc', 'content-type': 'application/json' });
  });

  it("adds the client's address to X-Forwarded-For", async () => {
    await send('GET', '/api/home/');
    await send('GET', '/api/home/', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '203.0.113.9, 127.0.0.1']);
  });

  it('asks for the root files crawlers read at their API paths', async () => {
    await send('GET', '/sitemap.xml');
    await send('GET', '/robots.txt');
    expect(seen.map((request) => request.url)).toEqual(['/api/home/sitemap.xml', '/api/home/robots.txt']);
  });
});

describe("the API's answer", () => {
  it.each([200, 201, 204, 302, 400, 401, 403, 404, 409, 413, 429, 500, 503])('passes status %i through with its headers and body', async (status) => {
    behave = (_req, res) => {
      const empty = status === 204;
      res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': ['a=1; HttpOnly', 'b=2'], 'retry-after': '7', location: '/x' });
      res.end(empty ? undefined : JSON.stringify({ status }));
    };
    const answer = await send('GET', '/api/anything');
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'set-cookie': ['a=1; HttpOnly', 'b=2'], 'retry-after': '7', location: '/x' });
    expect(answer.body).toBe(status === 204 ? '' : JSON.stringify({ status }));
  });
});

describe('an API that cannot answer', () => {
  it("answers 503 in the API's own words when nothing listens", async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const proxy = createApiProxy(`http://127.0.0.1:${port}`);
    const server = http.createServer((req, res) => void proxy(req, res));
    const serverPort = await listen(server);
    const answer = await new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: serverPort, path: '/api/home/', agent: false }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        })
        .on('error', reject);
    });
    await new Promise((resolve) => server.close(resolve));
    expect([answer.status, answer.headers['retry-after'], answer.headers['content-type']]).toEqual([503, '5', 'application/json; charset=utf-8']);
    expect(JSON.parse(answer.body)).toEqual({ message: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos' });
  });

  /** The API closes a kept-alive socket as the next request arrives on it, as at its keep-alive timeout. */
  const closeReusedSockets = () => {
    const served = new WeakSet<object>();
    behave = (req, res) => {
      if (served.has(req.socket)) return void req.socket.destroy();
      served.add(req.socket);
      echo(req, res, '');
    };
  };

  it('sends a GET again on a new socket when the reused one was just closed', async () => {
    closeReusedSockets();
    expect((await send('GET', '/api/home/')).status).toBe(200);
    const again = await send('GET', '/api/home/?q=chofer');
    expect([again.status, JSON.parse(again.body).url]).toEqual([200, '/api/home/?q=chofer']);
    expect(seen.map((request) => request.url)).toEqual(['/api/home/', '/api/home/?q=chofer', '/api/home/?q=chofer']);
  });

  it('never sends a POST twice: it answers 503', async () => {
    closeReusedSockets();
    expect((await send('GET', '/api/home/')).status).toBe(200);
    const post = await send('POST', '/api/aplica/aplica', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(503);
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
