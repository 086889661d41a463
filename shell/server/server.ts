// Serves one built front-end app from its dist/ folder on its own port, as its own deployable: the
// shell (with its /api proxy and the pages it writes for link previewers) or one of the remotes.
// Compiled by scripts/build.mjs; usage: node shell/dist-server/server.js <app> [port]
import { readdirSync, statSync, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { FRONTEND_APPS, apiProxyTarget, appPort, distDir, requestHostname, rootDir, shellRuntimeConfig } from '../../scripts/apps.mjs';
import { ROOT_API_FILES, createApiProxy, isApiPath } from './api-proxy.js';
import { isServedHost, securityHeaders } from './security.js';
import { adPageHtml, adPageId, fetchSharePage, missingAdHtml, publicPageHtml, type SharePageAnswer } from './share-page.js';

type Request = http.IncomingMessage;
type Response = http.ServerResponse;

/** Source maps, plain or compressed: sirv must not send them, however the path to one is spelt. */
const SOURCE_MAP = /\.map(\.(gz|br))?$/i;

/** The files of an app's folder that are source maps, by device and inode (what sirv's stats carry). */
function sourceMapFiles(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => SOURCE_MAP.test(name));
  return new Set(files.map((name) => fileKey(statSync(path.join(dir, name)))));
}

const fileKey = (stats: Stats) => `${stats.dev}:${stats.ino}`;

/** Thrown from sirv's setHeaders when the file it is about to send is a source map. */
class HiddenFile extends Error {}

export interface AppServerOptions {
  /** The folder served: the app's build output unless a test says otherwise. */
  root?: string;
  /** Where the shell forwards /api (API_PROXY_TARGET, else the API on this machine). */
  apiTarget?: string;
}

/** The server of one app of FRONTEND_APPS. */
export function createAppServer(app: string, { root = path.join(rootDir, app, distDir), apiTarget = apiProxyTarget() }: AppServerOptions = {}): http.Server {
  const isShell = app === 'shell';
  const sourceMaps = sourceMapFiles(root);
  const apiProxy = isShell ? createApiProxy(apiTarget) : undefined;
  const assets = sirv(root, {
    single: isShell, // the shell owns client-side routes: unknown paths get index.html
    brotli: true, // the .br / .gz files the production build writes beside each asset
    gzip: true,
    etag: true,
    setHeaders: (res, pathname, stats) => {
      // Decided on the file sirv resolved, not on the URL: a trailing slash, an encoding or a
      // compressed variant all lead to the same file.
      if (sourceMaps.has(fileKey(stats))) throw new HiddenFile();
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

  /** A file of the app's folder; the shell's index.html for any other path. */
  function serveAsset(req: Request, res: Response) {
    // Source maps stay on the server (hidden-source-map): they are for error tracking, not visitors.
    try {
      assets(req, res, () => notFound(res));
    } catch (error) {
      if (!(error instanceof HiddenFile)) throw error;
      notFound(res);
    }
  }

  return http.createServer((req, res) => {
    const servedHost = isServedHost(req.headers.host);
    // Before anything copies the Host into the page's configuration or policy (DNS rebinding, cache
    // poisoning). A remote's only copy is in its policy header: it answers, naming localhost instead.
    if (isShell && !servedHost) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Este servidor no atiende ese nombre de host');
      return;
    }
    const pathname = req.url?.split('?')[0] ?? '/';
    if (apiProxy && (isApiPath(pathname) || ROOT_API_FILES.has(pathname))) return void apiProxy(req, res);
    const hostname = servedHost ? requestHostname(req.headers.host) : 'localhost';
    for (const [name, value] of Object.entries(securityHeaders(hostname))) res.setHeader(name, value);
    if (isShell && pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(shellRuntimeConfig(process.env, hostname)));
      return;
    }
    if (isShell && (req.method === 'GET' || req.method === 'HEAD')) {
      const adId = adPageId(pathname);
      if (adId !== undefined) return void serveAdPage(req, res, root, adId, apiTarget);
      // Appended, not resolved: '//x' is a path here, not another host.
      const url = URL.parse(`http://portal${req.url ?? '/'}`);
      const origin = (process.env.PORTAL_URL ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
      if (url) return void servePublicPage(req, res, root, url, origin, () => serveAsset(req, res));
    }
    serveAsset(req, res);
  });
}

/** Sends a page written from the built index.html, never kept stale by a browser. */
function sendPage(req: Request, res: Response, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** The home, a search or an information page with its own head; any other path goes to `next`. */
async function servePublicPage(req: Request, res: Response, root: string, url: URL, origin: string, next: () => void) {
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
async function serveAdPage(req: Request, res: Response, root: string, id: string | null, apiTarget: string) {
  try {
    const missing: SharePageAnswer = { status: 'missing' };
    const [indexHtml, found] = await Promise.all([fs.readFile(path.join(root, 'index.html'), 'utf8'), id === null ? missing : fetchSharePage(id, apiTarget)]);
    if (found.status === 'found') sendPage(req, res, 200, adPageHtml(indexHtml, found.share));
    else if (found.status === 'missing') sendPage(req, res, 404, missingAdHtml(indexHtml));
    else sendPage(req, res, 200, indexHtml);
  } catch {
    notFound(res);
  }
}

function notFound(res: Response) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('No encontrado');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2] ?? '';
  if (!(app in FRONTEND_APPS)) {
    console.error(`Unknown app "${app}". One of: ${Object.keys(FRONTEND_APPS).join(', ')}`);
    process.exit(2);
  }
  const port = Number(process.argv[3] ?? process.env.PORT ?? appPort(app));
  const server = createAppServer(app).listen(port, () => console.log(`${app} on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
