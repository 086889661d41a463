import type { INestApplication } from '@nestjs/common';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As express serves it, global prefix included: '/api/avisos/:id'. */
  path: string;
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route the running app serves (controllers and the API docs), read from its express router, sorted by path then method. */
export function listRoutes(app: INestApplication): ApiRoute[] {
  const express = app.getHttpAdapter().getInstance() as { _router?: { stack: RouterLayer[] }; router?: { stack: RouterLayer[] } };
  // express 4 keeps the router in _router, express 5 in router.
  const stack = (express._router ?? express.router)?.stack ?? [];
  const routes = new Map<string, ApiRoute>();
  for (const { route } of stack) {
    if (!route || typeof route.path !== 'string') continue;
    for (const [name, enabled] of Object.entries(route.methods)) {
      const method = name.toUpperCase();
      if (!enabled || !METHODS.has(method)) continue;
      routes.set(`${method} ${route.path}`, { method: method as ApiRoute['method'], path: route.path });
    }
  }
  return [...routes.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
