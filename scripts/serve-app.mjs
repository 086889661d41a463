// Serves one built front-end app from its dist/ folder on its own port, as its own deployable.
// Usage: node scripts/serve-app.mjs <app> [port]
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { FRONTEND_APPS, apiProxyTarget, appPort, distDir, requestHostname, rootDir, shellRuntimeConfig } from './apps.mjs';
import { AD_PAGE_PATH, adPageHtml, fetchSharePage, missingAdHtml } from './share-page.mjs';

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

export function createAppServer(app) {
  const isShell = app === 'shell';
  const assets = sirv(path.join(rootDir, app, distDir), {
    single: isShell, // the shell owns client-side routes: unknown paths get index.html
    brotli: true, // the .br / .gz files the production build writes beside each asset
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
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
  return http.createServer((req, res) => {
    const pathname = req.url?.split('?')[0] ?? '/';
    if (isShell && isApiPath(pathname)) return proxyToApi(req, res);
    if (isShell && ROOT_API_FILES.has(pathname)) return proxyToApi(req, res, ROOT_API_FILES.get(pathname));
    const hostname = requestHostname(req.headers.host);
    for (const [name, value] of Object.entries(securityHeaders(hostname))) res.setHeader(name, value);
    if (isShell && pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(shellRuntimeConfig(process.env, hostname)));
      return;
    }
    const adId = isShell && (req.method === 'GET' || req.method === 'HEAD') ? AD_PAGE_PATH.exec(pathname)?.[1] : undefined;
    if (adId) return void serveAdPage(req, res, adId);
    // Source maps stay on the server (hidden-source-map): they are for error tracking, not visitors.
    if (/\.map(\.(gz|br))?$/i.test(decodedPath(pathname))) return notFound(res);
    assets(req, res, () => notFound(res));
  });
}

/**
 * /showAviso/{id} with the ad's preview tags and JobPosting in the HTML itself; an ad that is not
 * published answers 404 (the same page, marked noindex). When the API cannot answer in time the
 * page goes out as built: the SPA shows the ad as always.
 */
async function serveAdPage(req, res, id) {
  try {
    const [indexHtml, found] = await Promise.all([fs.readFile(path.join(rootDir, 'shell', distDir, 'index.html'), 'utf8'), fetchSharePage(id, apiProxyTarget())]);
    const [status, html] =
      found.status === 'found' ? [200, adPageHtml(indexHtml, found.share)] : found.status === 'missing' ? [404, missingAdHtml(indexHtml)] : [200, indexHtml];
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : html);
  } catch {
    notFound(res);
  }
}

function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
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
