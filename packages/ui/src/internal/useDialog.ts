import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** First match: an element marked `data-autofocus`, the first control of the body, any control. */
function initialFocusTarget(dialog: HTMLElement): HTMLElement | null {
  const first = (root: Element | null) => root?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? first(dialog.querySelector('[data-dialog-body]')) ?? first(dialog);
}

/**
 * Shared by Modal and Drawer, which render a native <dialog> while `open`: showModal() makes the
 * browser trap focus, make the page behind inert, turn Escape into a `cancel` event and give focus
 * back to the opener on close(). This hook adds what the platform leaves to us: the initial focus
 * rule, closing from a click on the ::backdrop, and keeping React's `open` the only truth. Spread
 * the returned props on the <dialog>; its content must cover its whole box, so that a click whose
 * target is the <dialog> itself landed on the backdrop.
 */
export function useDialog(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  // A layout effect, so close() runs while the <dialog> is still in the page and the browser can
  // restore focus to the opener.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.showModal();
    // The browser's own pick would be the header's close button; the body's first control comes first.
    initialFocusTarget(dialog)?.focus();
    return () => dialog.close();
  }, [open]);

  return {
    ref: dialogRef,
    // React bubbles 'cancel' and 'close' through portals: those of a dialog nested in this one are not ours.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (event.target !== event.currentTarget) return;
      // The parent decides: ConfirmDialog stays open while its action runs.
      event.preventDefault();
      onClose();
    },
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      // Chromium does not let a second Escape without a click in between be cancelled; the browser
      // then closes the dialog itself. If the parent kept it open, show it again.
      const dialog = event.currentTarget;
      if (event.target === dialog && dialog.isConnected && !dialog.open) dialog.showModal();
    },
    // Close only when both press and release happen on the backdrop, so selecting text inside the
    // dialog and releasing the mouse outside it does not close it.
    onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
