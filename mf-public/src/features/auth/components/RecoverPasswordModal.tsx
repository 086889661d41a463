import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import { recoverPasswordSchema, type RecoverPasswordRequest } from '@postulate/contracts';
import { Alert, Button, Field, Input, Modal } from '@postulate/ui';
import { isWriting } from '../../common/api/public-queries';
import { accountWrites, useRecoverPassword } from '../api/accounts-api';

/** The spec's delays: an error clears after 2 s; after a success the modal closes after 4 s. */
export const ERROR_CLEAR_MS = 2000;
export const SUCCESS_CLOSE_MS = 4000;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** 'Recuperar Password': user and e-mail; the answer never tells whether they exist. Pass a stable onClose. */
export function RecoverPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const recovery = useRecoverPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RecoverPasswordRequest>({
    resolver: zodResolver(recoverPasswordSchema),
    defaultValues: { name: '', email: '' },
  });

  const close = () => {
    setOutcome(null);
    reset();
    onClose();
  };

  useEffect(() => {
    if (!outcome) return;
    const success = outcome.tone === 'success';
    const timer = window.setTimeout(
      () => {
        setOutcome(null);
        if (success) {
          reset();
          onClose();
        }
      },
      success ? SUCCESS_CLOSE_MS : ERROR_CLEAR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, reset, onClose]);

  const onSubmit = handleSubmit((values) => {
    if (isWriting(accountWrites.recoverPassword)) return;
    recovery.mutate(values, {
      onSuccess: ({ message }) => setOutcome({ tone: 'success', text: message }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
    });
  });

  return (
    <Modal open={open} title="Recuperar Password" onClose={close} size="sm">
      <form className="pub-stack" onSubmit={onSubmit} noValidate>
        <p className="pub-muted">Ingresá tu usuario y el correo con el que te registraste. Te enviaremos un enlace para elegir una contraseña nueva.</p>
        <Field label="Usuario" htmlFor="recover-name" error={errors.name?.message} required>
          <Input autoComplete="username" data-autofocus required {...register('name')} />
        </Field>
        <Field label="Email" htmlFor="recover-email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </Field>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Button type="submit" variant="primary" busy={recovery.isPending} disabled={outcome?.tone === 'success'} block>
          Recuperar password
        </Button>
      </form>
    </Modal>
  );
}
