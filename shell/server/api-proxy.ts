// The shell's /api proxy, so the browser sees one origin. Ours, not http-proxy-middleware 3.0.11:
// measured (autocannon, 10 connections, GET through the shell's server to a stand-in API, median of
// 5 rounds) the library took 338 µs of the server's CPU per request against 209 µs, and 1,418 req/s
// against 2,470; the API answers a cached home at about 7,000 req/s (docs/performance.md).
import http from 'node:http';

/** Paths the shell's server hands to the API. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** Files crawlers ask for at the portal's root, which the API writes (SHARING_PLACES in packages/contracts). */
export const ROOT_API_FILES = new Map([
  ['/sitemap.xml', '/api/home/sitemap.xml'],
  ['/robots.txt', '/api/home/robots.txt'],
]);

/** Requests that can be sent again without doing anything twice; they carry no body here. */
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/** The API's own wording for the same state (services/src/common/server-messages.ts). */
const UNAVAILABLE = JSON.stringify({ message: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos' });

export type ApiProxy = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Streams a request to the API at `target` and its answer back. The Host header is kept, so the API
 * sees the origin the browser used (its CSRF check accepts a same-origin request at any address);
 * the client's address is added to X-Forwarded-For. A root file is asked for at its API path. An API
 * that cannot be reached answers 503, as the API itself does when it cannot serve.
 */
export function createApiProxy(target: string): ApiProxy {
  // Idle sockets to the API are closed after 4 s, before the API's own 5 s keep-alive timeout
  // (Node's default) closes them: a request sent on a socket the API is closing at that moment fails.
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, retried: boolean) => {
    const path = req.url ?? '/';
    const url = new URL(ROOT_API_FILES.get(path.split('?')[0]) ?? path, target);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A GET or HEAD whose reused socket the API had just closed is sent once more on a new one, as
      // Node's documentation advises (a CI run saw one GET /api/home/ through the proxy lost to that race).
      if (!res.headersSent && !retried && upstream.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(req.method ?? '')) {
        forward(req, res, true);
        return;
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
      res.end(UNAVAILABLE);
    });
    if (retried) upstream.end();
    else req.pipe(upstream);
  };
  return (req, res) => forward(req, res, false);
}
