import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
// By package name, so the standalone page and the App share the one federated store.
import { listenBeforeRouter, useSessionStore } from '@postulate/client';

/**
 * Development entry for a remote booted on its own port: the same App the shell loads, under the
 * path prefix the shell would give it, against the API on localhost.
 */
export function mountStandalone(App: ComponentType, options: { basePath: string; home: string }) {
  const routePath = options.basePath === '/' ? '/*' : `${options.basePath}/*`;
  void useSessionStore.getState().load();
  listenBeforeRouter();
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path={routePath} element={<App />} />
        <Route path="*" element={<Navigate to={options.home} replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
