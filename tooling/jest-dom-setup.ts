import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal behaviour. This stand-in keeps what the specs rely on:
// showModal() and close() toggle `open`, close() gives focus back to the element that had it and
// fires 'close' later (as browsers do), Escape sends a cancellable 'cancel' to the topmost dialog.
// Focus trapping and inertness are left to real browsers (the e2e tests). Specs that run in the
// node environment (no DOM) skip it.
if (typeof HTMLDialogElement !== 'undefined') {
  const modalDialogs: { dialog: HTMLDialogElement; opener: Element | null }[] = [];
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      modalDialogs.push({ dialog: this, opener: document.activeElement });
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      const index = modalDialogs.findIndex((entry) => entry.dialog === this);
      const opener = index >= 0 ? modalDialogs.splice(index, 1)[0].opener : null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = modalDialogs.findLast((entry) => entry.dialog.isConnected)?.dialog;
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
