import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '@postulate/contracts';
import { cx } from '../internal/cx';
import { useDialog } from '../internal/useDialog';
import { IconButton } from './IconButton';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on a click on the backdrop and from the header's close button. */
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, laid out at the bottom (full width on mobile). */
  footer?: ReactNode;
  /** Maximum width on desktop: sm 420 px, md 560 px, lg 880 px. Always full width under 740 px. */
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations; it also makes the body the dialog's description. */
  role?: 'dialog' | 'alertdialog';
  /** The header's close (X) button; hide it when the footer already has a cancel/close button. */
  showCloseButton?: boolean;
  className?: string;
}

/**
 * Accessible modal dialog rendered into document.body. Focus goes to the element marked
 * `data-autofocus`, else the first control of the body, else the first control; it returns to the
 * opener on close. (Use `data-autofocus`, not `autoFocus`: React applies autoFocus before the
 * dialog can note which element opened it.)
 */
export function Modal({ open, title, onClose, children, footer, size = 'md', role = 'dialog', showCloseButton = true, className }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  const onKeyDown = useDialog(open, panelRef, onClose);

  if (!open || typeof document === 'undefined') return null;

  // Close only when both press and release happen on the backdrop, so selecting text inside the
  // dialog and releasing the mouse outside it does not close it.
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div className="pl-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        className={cx('pl-modal', `pl-modal--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="pl-modal__header">
          <h2 id={titleId} className="pl-modal__title">
            {title}
          </h2>
          {showCloseButton && <IconButton icon="close" label={MESSAGES.close} onClick={onClose} />}
        </div>
        <div id={bodyId} className="pl-modal__body" data-dialog-body="">
          {children}
        </div>
        {footer && <div className="pl-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
