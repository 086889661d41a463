// What every answer of the front-end apps carries, and which Host headers the shell answers at.
import os from 'node:os';
import { HOST_HEADER, shellRuntimeConfig } from '../../scripts/apps.mjs';

/**
 * The portal's Content-Security-Policy: scripts only from the shell and the remotes (no inline
 * script), data only from them and the API, nothing may frame the portal.
 */
export function contentSecurityPolicy(config = shellRuntimeConfig()): string {
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  // An empty apiUrl is the page's own origin ('self'), reached through the proxy (api-proxy.ts).
  const api = config.apiUrl ? [new URL(config.apiUrl).origin] : [];
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
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
export function securityHeaders(hostname: string): Record<string, string> {
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
export function isServedHost(hostHeader: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
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
