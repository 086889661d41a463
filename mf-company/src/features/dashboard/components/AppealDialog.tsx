import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import { APPEAL_MAX, MESSAGES, appealSchema, type Appeal, type AppealInput, type ModerationNotice } from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Modal, Textarea } from '@postulate/ui';
import { useAppeal } from '../api/dashboard-api';
import { noticeHeadline } from './notice-headline';

interface AppealDialogProps {
  /** The decision to answer; null keeps the dialog closed. */
  notice: ModerationNotice | null;
  onClose: () => void;
  /** The answer was received: the server's message. */
  onSent: (message: string) => void;
}

/** 'Responder': the company's one answer to a decision that hid one of its ads or suspended it. */
export function AppealDialog({ notice, onClose, onSent }: AppealDialogProps) {
  const appeal = useAppeal();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AppealInput, unknown, Appeal>({ resolver: zodResolver(appealSchema), defaultValues: { texto: '' }, ...FORM_VALIDATION });
  const texto = watch('texto');

  // Emptied on the way out, so another decision starts without this answer.
  const close = () => {
    if (appeal.isPending) return;
    reset();
    appeal.reset();
    onClose();
  };

  const submit = handleSubmit((values) => {
    if (!notice) return;
    appeal.mutate(
      { id: notice.id, texto: values.texto },
      {
        onSuccess: (answer) => {
          reset();
          appeal.reset();
          onSent(answer.message);
        },
      },
    );
  });

  if (!notice) return null;

  return (
    <Modal
      open
      title="Responder a la decisión"
      onClose={close}
      size="md"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={appeal.isPending}>
            {MESSAGES.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} busy={appeal.isPending}>
            Enviar respuesta
          </Button>
        </>
      }
    >
      <div className="pl-stack">
        <p>
          <strong>{noticeHeadline(notice)}</strong>
        </p>
        <p className="cmp-notice__text">Motivo: {notice.motivo}</p>
        <p className="pl-muted pl-small">Podés responder una sola vez: revisamos tu respuesta y te escribimos por correo.</p>
        <Field label="Tu respuesta" htmlFor="appeal-text" error={errors.texto?.message}>
          <Textarea rows={5} maxLength={APPEAL_MAX} {...register('texto')} value={texto} data-autofocus="" />
        </Field>
        {appeal.error && <Alert tone="error">{errorMessage(appeal.error)}</Alert>}
      </div>
    </Modal>
  );
}
