import type { ReactNode } from 'react';
import { MESSAGES } from '@postulate/contracts';
import { Button, type ButtonVariant } from './Button';
import { Modal } from './Modal';

export interface MessageModalButton {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

export interface MessageModalProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  /** Extra actions shown before the 'Cerrar' button, which is always present. */
  buttons?: MessageModalButton[];
  onClose: () => void;
}

/** The spec's generic message modal: title, body, optional buttons and 'Cerrar'. */
export function MessageModal({ open, title, body, buttons = [], onClose }: MessageModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      showCloseButton={false}
      footer={
        <>
          {buttons.map((button) => (
            <Button key={button.label} variant={button.variant ?? 'primary'} onClick={button.onClick}>
              {button.label}
            </Button>
          ))}
          <Button variant={buttons.length > 0 ? 'secondary' : 'primary'} onClick={onClose}>
            {MESSAGES.close}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
