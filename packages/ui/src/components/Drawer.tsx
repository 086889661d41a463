import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DRAWER_WIDTH, MESSAGES } from '@postulate/contracts';
import { useDialog } from '../internal/useDialog';
import { IconButton } from './IconButton';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Panel width in pixels (spec: 260); never wider than the screen minus a strip of backdrop. */
  width?: number;
  /** Accessible name of the dialog, e.g. 'Menú principal'. */
  label: string;
}

/**
 * Off-canvas panel from the left for mobile navigation: a native <dialog> opened with showModal()
 * (focus trapped, Escape, the backdrop and its close button dismiss it, focus returns to the
 * opener); nothing is rendered while closed.
 */
export function Drawer({ open, onClose, children, width = DRAWER_WIDTH, label }: DrawerProps) {
  const dialogProps = useDialog(open, onClose);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <dialog {...dialogProps} aria-modal="true" aria-label={label} className="pl-drawer" style={{ width }}>
      {/* Fills the <dialog>, so that only clicks on the backdrop have the <dialog> as target. */}
      <div className="pl-drawer__panel">
        <IconButton className="pl-drawer__close" icon="close" label={MESSAGES.close} onClick={onClose} />
        <div className="pl-drawer__body" data-dialog-body="">
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
