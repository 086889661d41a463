import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, listenBeforeRouter, useSessionStore } from '@postulate/client';
import { MESSAGES } from '@postulate/contracts';
import { Alert, FullPageLoading } from '@postulate/ui';
import { loadRemoteApp, registerRemoteEntries } from './features/remotes/remote-loader';
import { visitorRemoteFor } from './features/routing/areas';
import { PortalRoutes } from './features/routing/PortalRoutes';
import { loadRuntimeConfig } from './features/runtime-config/runtime-config';

type BootState = 'booting' | 'ready' | 'failed';

async function boot() {
  // Before BrowserRouter mounts: a screen with unsaved edits can then hold Back and Forward.
  listenBeforeRouter();
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  registerRemoteEntries(config.remotes);
  // The remote a visitor's page needs downloads while the session loads, not after it.
  const remote = visitorRemoteFor(window.location.pathname);
  if (remote) loadRemoteApp(remote).catch(() => undefined);
  await useSessionStore.getState().load();
}

export function App() {
  const [state, setState] = useState<BootState>('booting');

  useEffect(() => {
    boot().then(
      () => setState('ready'),
      (error: unknown) => {
        console.error('Shell boot failed', error);
        setState('failed');
      },
    );
  }, []);

  if (state === 'booting') return <FullPageLoading label={MESSAGES.initializing} />;
  if (state === 'failed') {
    return (
      <div className="shell-boot-failure">
        <Alert tone="error">{MESSAGES.remoteFailed}</Alert>
      </div>
    );
  }
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
