// Serves one built front-end app from its dist/ folder on its own port, as its own deployable.
// Usage: node scripts/serve-app.mjs <app> [port]
import { readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { FRONTEND_APPS, HOST_HEADER, apiProxyTarget, appPort, distDir, requestHostname, rootDir, shellRuntimeConfig } from './apps.mjs';
import { adPageHtml, adPageId, fetchSharePage, missingAdHtml, publicPageHtml } from './share-page.mjs';

/**
 * The portal's Content-Security-Policy: scripts only from the shell and the remotes (no inline
 * script), data only from them and the API, nothing may frame the portal.
 */
export function contentSecurityPolicy(config = shellRuntimeConfig()) {
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  // An empty apiUrl is the page's own origin ('self'), reached through the proxy below.
  const api = config.apiUrl ? [new URL(config.apiUrl).origin] : [];
  const sources = (...list) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    // The CV PDF is laid out by yoga-layout, WebAssembly compiled from bytes in the page.
    `script-src ${sources("'self'", ...remotes, "'wasm-unsafe-eval'")}`,
    // data: for yoga-layout, which fetches its WebAssembly from a data: URL.
    `connect-src ${sources("'self'", 'data:', ...api, ...remotes)}`,
    // Company logos come from the API; photo and logo previews are blob: URLs, the CV photo a data: URL.
    `img-src ${sources("'self'", 'data:', 'blob:', ...api)}`,
    // style-loader adds each app's CSS as <style> elements and React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    // The CV PDF preview is an <iframe> on a blob: URL.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent with every answer of every front-end app; the policy names the remotes of the host asked for. */
function securityHeaders(hostname) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(shellRuntimeConfig(process.env, hostname)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/** This machine whatever its name: localhost and its subdomains, 127.0.0.0/8, ::1. */
const LOOPBACK = /^(?:(?:.+\.)?localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Whether a Host header names this machine (loopback, or one of its interface addresses, so the
 * portal works at its LAN address) or one of the names PORTAL_HOSTS lists (a comma list; PORTAL_URL's
 * host name is one too). A request without Host (HTTP/1.0) has nothing to reflect.
 */
export function isServedHost(hostHeader, env = process.env) {
  if (hostHeader === undefined) return true;
  const name = HOST_HEADER.exec(hostHeader)?.[1].toLowerCase();
  if (!name) return false;
  if (LOOPBACK.test(name)) return true;
  const address = name.replace(/^\[(.*)\]$/, '$1');
  if (Object.values(os.networkInterfaces()).some((list) => list?.some((entry) => entry.address.toLowerCase() === address))) return true;
  const configured = (env.PORTAL_HOSTS ?? '').split(',').map((entry) => HOST_HEADER.exec(entry.trim())?.[1].toLowerCase());
  if (env.PORTAL_URL) configured.push(URL.parse(env.PORTAL_URL)?.hostname.toLowerCase());
  return configured.includes(name);
}

/** Source maps, plain or compressed: sirv must not send them, however the path to one is spelt. */
const SOURCE_MAP = /\.map(\.(gz|br))?$/i;

/** The files of an app's folder that are source maps, by device and inode (what sirv's stats carry). */
function sourceMapFiles(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((name) => SOURCE_MAP.test(name));
  return new Set(
    files.map((name) => {
      const stats = statSync(path.join(dir, name));
      return `${stats.dev}:${stats.ino}`;
    }),
  );
}

/** Thrown from sirv's setHeaders when the file it is about to send is a source map. */
class HiddenFile extends Error {}

/** Paths the shell's server hands to the API, so the browser sees one origin. */
const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

/** Files crawlers ask for at the portal's root, which the API writes (SHARING_PLACES in packages/contracts). */
const ROOT_API_FILES = new Map([
  ['/sitemap.xml', '/api/home/sitemap.xml'],
  ['/robots.txt', '/api/home/robots.txt'],
]);

/**
 * Idle sockets to the API are closed after 4 s, before the API's own 5 s keep-alive timeout (Node's
 * default) closes them: a request sent on a socket the API is closing at that moment fails.
 */
const proxyAgent = new http.Agent({ keepAlive: true, timeout: 4_000 });

/** Requests that can be sent again without doing anything twice; they carry no body here. */
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * Streams the request to the API and its answer back. The Host header is kept, so the API sees the
 * origin the browser used (its CSRF check accepts a same-origin request at any address); the
 * client's address travels in X-Forwarded-For. A GET or HEAD whose reused socket the API had just
 * closed (ECONNRESET) is sent once more on a new one, as Node's documentation advises.
 */
function proxyToApi(req, res, url = req.url, retried = false) {
  const target = new URL(url, apiProxyTarget());
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      agent: proxyAgent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent && !retried && upstream.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(req.method)) {
      return proxyToApi(req, res, url, true);
    }
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
    // The API's own wording for the same state (services/src/common/server-messages.ts).
    res.end(JSON.stringify({ message: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos' }));
  });
  if (retried) upstream.end();
  else req.pipe(upstream);
}

/** The server of one app; `root` is the folder it serves (its build output unless a test says otherwise). */
export function createAppServer(app, { root = path.join(rootDir, app, distDir) } = {}) {
  const isShell = app === 'shell';
  const sourceMaps = sourceMapFiles(root);
  const assets = sirv(root, {
    single: isShell, // the shell owns client-side routes: unknown paths get index.html
    brotli: true, // the .br / .gz files the production build writes beside each asset
    gzip: true,
    etag: true,
    setHeaders: (res, pathname, stats) => {
      // Decided on the file sirv resolved, not on the URL: a trailing slash, an encoding or a
      // compressed variant all lead to the same file.
      if (sourceMaps.has(`${stats.dev}:${stats.ino}`)) throw new HiddenFile();
      // Remotes are fetched cross-origin by the shell.
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Content-hashed chunks never change; everything else (page, manifest, entries) is
      // revalidated so a redeployed remote is picked up at once.
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // sirv's type table has no .ico.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
  });
  const server = http.createServer((req, res) => {
    const servedHost = isServedHost(req.headers.host);
    // Before anything copies the Host into the page's configuration or policy (DNS rebinding, cache
    // poisoning). A remote's only copy is in its policy header: it answers, naming localhost instead.
    if (isShell && !servedHost) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Este servidor no atiende ese nombre de host');
      return;
    }
    const pathname = req.url?.split('?')[0] ?? '/';
    if (isShell && isApiPath(pathname)) return proxyToApi(req, res);
    if (isShell && ROOT_API_FILES.has(pathname)) return proxyToApi(req, res, ROOT_API_FILES.get(pathname));
    const hostname = servedHost ? requestHostname(req.headers.host) : 'localhost';
    for (const [name, value] of Object.entries(securityHeaders(hostname))) res.setHeader(name, value);
    if (isShell && pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(shellRuntimeConfig(process.env, hostname)));
      return;
    }
    if (isShell && (req.method === 'GET' || req.method === 'HEAD')) {
      const adId = adPageId(pathname);
      if (adId !== undefined) return void serveAdPage(req, res, root, adId);
      // Appended, not resolved: '//x' is a path here, not another host.
      const url = URL.parse(`http://portal${req.url ?? '/'}`);
      const origin = (process.env.PORTAL_URL ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
      if (url) return void servePublicPage(req, res, root, url, origin, () => serveAsset(req, res));
    }
    serveAsset(req, res);
  });

  /** A file of the app's folder; the shell's index.html for any other path. */
  function serveAsset(req, res) {
    // Source maps stay on the server (hidden-source-map): they are for error tracking, not visitors.
    try {
      assets(req, res, () => notFound(res));
    } catch (error) {
      if (!(error instanceof HiddenFile)) throw error;
      notFound(res);
    }
  }
  return server;
}

/** Sends a page written from the built index.html, never kept stale by a browser. */
function sendPage(req, res, status, html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** The home, a search or an information page with its own head; any other path goes to `next`. */
async function servePublicPage(req, res, root, url, origin, next) {
  let html = null;
  try {
    html = publicPageHtml(await fs.readFile(path.join(root, 'index.html'), 'utf8'), url, origin);
  } catch {
    // No built page: the assets' own answer.
  }
  if (html === null) next();
  else sendPage(req, res, 200, html);
}

/**
 * /showAviso/{id} with the ad's text, preview tags and JobPosting in the HTML itself; an ad that is
 * not published, or a path that names no ad (/showAviso/abc), answers 404 (the same page, marked
 * noindex). When the API cannot answer in time the page goes out as built: the SPA shows the ad as always.
 */
async function serveAdPage(req, res, root, id) {
  try {
    const [indexHtml, found] = await Promise.all([
      fs.readFile(path.join(root, 'index.html'), 'utf8'),
      id === null ? { status: 'missing' } : fetchSharePage(id, apiProxyTarget()),
    ]);
    const [status, html] =
      found.status === 'found' ? [200, adPageHtml(indexHtml, found.share)] : found.status === 'missing' ? [404, missingAdHtml(indexHtml)] : [200, indexHtml];
    sendPage(req, res, status, html);
  } catch {
    notFound(res);
  }
}

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('No encontrado');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = process.argv[2];
  if (!FRONTEND_APPS[app]) {
    console.error(`Unknown app "${app}". One of: ${Object.keys(FRONTEND_APPS).join(', ')}`);
    process.exit(2);
  }
  const port = Number(process.argv[3] ?? process.env.PORT ?? appPort(app));
  const server = createAppServer(app).listen(port, () => console.log(`${app} on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
