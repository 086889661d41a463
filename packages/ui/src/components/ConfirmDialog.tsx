import type { ReactNode } from 'react';
import { MESSAGES } from '@postulate/contracts';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Confirme Acción'. */
  title?: ReactNode;
  body: ReactNode;
  onConfirm: () => void;
  /** From 'Cancelar', Escape or the backdrop. */
  onCancel: () => void;
  /** The confirmed action is running: 'Confirmar' shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Destructive action (delete): 'Confirmar' is drawn as a danger button. */
  danger?: boolean;
}

/** Asks before an action. Focus starts on 'Cancelar', the harmless choice. */
export function ConfirmDialog({ open, title = MESSAGES.confirmTitle, body, onConfirm, onCancel, busy = false, danger = false }: ConfirmDialogProps) {
  // While the action runs, closing would hide its outcome; the caller closes the dialog when done.
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      size="sm"
      role="alertdialog"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy} data-autofocus="">
            {MESSAGES.cancel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {MESSAGES.confirm}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
