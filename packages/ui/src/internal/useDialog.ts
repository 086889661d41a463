import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/** First match: an element marked `data-autofocus`, the first control of the body, any control. */
function initialFocusTarget(panel: HTMLElement): HTMLElement {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const body = panel.querySelector<HTMLElement>('[data-dialog-body]');
  return (body && focusableIn(body)[0]) ?? focusableIn(panel)[0] ?? panel;
}

const SCROLL_LOCK = 'plScrollLock';

// The lock is a counter on <body> rather than module state, so nested dialogs and separately
// bundled copies of this package agree on it.
function lockScroll(): () => void {
  const body = document.body;
  body.dataset[SCROLL_LOCK] = String(Number(body.dataset[SCROLL_LOCK] ?? 0) + 1);
  return () => {
    const remaining = Number(body.dataset[SCROLL_LOCK] ?? 1) - 1;
    if (remaining > 0) body.dataset[SCROLL_LOCK] = String(remaining);
    else delete body.dataset[SCROLL_LOCK];
  };
}

/**
 * Modal behaviour shared by Modal and Drawer: while `open`, focus moves into the panel, the page
 * behind does not scroll, Tab cycles inside, Escape calls onClose; on close focus returns to the
 * element that had it before. Spread the returned onKeyDown on the panel (which needs tabIndex -1).
 */
export function useDialog(open: boolean, panelRef: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement;
    const unlockScroll = lockScroll();
    initialFocusTarget(panel).focus();
    return () => {
      unlockScroll();
      // The opener may be gone (a deleted row); then the browser's default (body) is all we have.
      if (opener instanceof HTMLElement && opener.isConnected && !panel.contains(opener)) opener.focus();
    };
  }, [open, panelRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const panel = panelRef.current;
    // React bubbles events through portals: ignore those coming from a dialog nested in this one.
    if (!panel || event.defaultPrevented || !panel.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
