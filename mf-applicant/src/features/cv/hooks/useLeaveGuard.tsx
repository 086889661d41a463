import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { holdHistoryTraversal, leaveWhenAllowed, useLeaveGuardStore } from '@postulate/client';
import { CV_MESSAGES } from '@postulate/contracts';
import { ConfirmDialog } from '@postulate/ui';

/** A click the router would turn into a move to another screen of the portal. */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const destination = `${url.pathname}${url.search}${url.hash}`;
  return destination === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : destination;
}

/**
 * While `unsaved` is true, leaving asks first: a reload or closing the tab gets the browser's own
 * question; a link anywhere in the portal (top bar, drawer, footer), the browser's Back and
 * Forward, 'Cerrar sesión' and any move passed to `confirmLeave` (Mi CV's tabs) get a
 * confirmation dialog. The shell's BrowserRouter has no navigation blocker, so links are caught
 * before the router sees their click.
 */
export function useLeaveGuard(unsaved: boolean, navigate: (to: string) => void | Promise<void>) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Each entry of the history has its own position: the hold is set again at every move.
  const { key } = useLocation();

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (leave: () => void) => setPending(() => leave);
    useLeaveGuardStore.setState({ ask });
    const release = holdHistoryTraversal(ask);
    return () => {
      release();
      if (useLeaveGuardStore.getState().ask === ask) useLeaveGuardStore.setState({ ask: null });
    };
  }, [unsaved, key]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      leaveWhenAllowed(() => void navigate(destination));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on window runs before React's listener on its root, so the link's own navigation never starts.
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [unsaved, navigate]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={CV_MESSAGES.unsavedTitle}
      body={CV_MESSAGES.unsavedBody}
      danger
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
    />
  );
  // While edits are unsaved the store holds this guard's question, so any move goes through it.
  return { confirmLeave: leaveWhenAllowed, dialog };
}
