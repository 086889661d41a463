import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '@postulate/ui';
import { loadRemoteApp, type RemoteApp } from './remote-loader';
import type { RemoteName } from './remote-names';
import { RemoteErrorBoundary, RemoteFailure } from './RemoteErrorBoundary';

type LoadState =
  { status: 'loading'; name: RemoteName } | { status: 'ready'; name: RemoteName; App: RemoteApp } | { status: 'failed'; name: RemoteName; pathname: string };

/** Renders one remote's App in its area; a remote that is down or throws stays inside it. */
export function RemoteView({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const [state, setState] = useState<LoadState>({ status: 'loading', name });
  // Load when the remote changes, and retry a failed load once the user navigates elsewhere.
  const shouldLoad = state.name !== name || state.status === 'loading' || (state.status === 'failed' && state.pathname !== pathname);

  useEffect(() => {
    if (!shouldLoad) return;
    let active = true;
    loadRemoteApp(name).then(
      (App) => active && setState({ status: 'ready', name, App }),
      (error: unknown) => {
        console.error(`Remote ${name} failed to load`, error);
        if (active) setState({ status: 'failed', name, pathname });
      },
    );
    return () => {
      active = false;
    };
  }, [name, pathname, shouldLoad]);

  if (state.status === 'failed' && !shouldLoad) return <RemoteFailure />;
  if (state.status !== 'ready' || state.name !== name) return <Loading />;
  const { App } = state;
  return (
    <RemoteErrorBoundary resetKey={pathname}>
      <App />
    </RemoteErrorBoundary>
  );
}
