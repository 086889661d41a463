// Serves one built front-end app from its dist/ folder on its own port, as its own deployable.
// Usage: node scripts/serve-app.mjs <app> [port]
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { FRONTEND_APPS, appPort, distDir, rootDir, shellRuntimeConfig } from './apps.mjs';

/**
 * The portal's Content-Security-Policy: scripts only from the shell and the remotes (no inline
 * script), data only from them and the API, nothing may frame the portal.
 */
export function contentSecurityPolicy(config = shellRuntimeConfig()) {
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  const api = new URL(config.apiUrl).origin;
  const sources = (...list) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    // The CV PDF is laid out by yoga-layout, WebAssembly compiled from bytes in the page.
    `script-src ${sources("'self'", ...remotes, "'wasm-unsafe-eval'")}`,
    // data: for yoga-layout, which fetches its WebAssembly from a data: URL.
    `connect-src ${sources("'self'", 'data:', api, ...remotes)}`,
    // Company logos come from the API; photo and logo previews are blob: URLs, the CV photo a data: URL.
    `img-src ${sources("'self'", 'data:', 'blob:', api)}`,
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

/** Sent with every answer of every front-end app. */
function securityHeaders() {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
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
    },
  });
  const headers = securityHeaders();
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (isShell && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(shellRuntimeConfig()));
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('No encontrado');
    });
  });
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
