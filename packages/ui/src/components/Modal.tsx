import { useId, type ReactNode } from 'react';
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
 * Accessible modal dialog: a native <dialog> opened with showModal(), rendered into document.body
 * (so a form inside it is never nested in the caller's form). Focus goes to the element marked
 * `data-autofocus`, else the first control of the body, else the first control; it returns to the
 * opener on close. (Use `data-autofocus`, not `autoFocus`: React applies autoFocus before the
 * dialog is shown.)
 */
export function Modal({ open, title, onClose, children, footer, size = 'md', role = 'dialog', showCloseButton = true, className }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogProps = useDialog(open, onClose);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <dialog
      {...dialogProps}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      className={cx('pl-modal', `pl-modal--${size}`, className)}
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
    </dialog>,
    document.body,
  );
}
