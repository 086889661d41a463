import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import { ACCOUNT_MESSAGES, resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from '@postulate/contracts';
import { Alert, Button, Field, Input } from '@postulate/ui';
import { isWriting } from '../../common/api/public-queries';
import { accountWrites, useUpdatePassword } from '../api/accounts-api';
import { ERROR_CLEAR_MS } from './RecoverPasswordModal';
import { showFieldErrors } from './server-errors';

/**
 * /forgot/{token}: 'Ingresá tu nueva password', twice; the mismatch is checked before sending.
 * `notice`: why the person is here (a login whose password is too short), shown until it is saved.
 */
export function ResetPasswordForm({ token, notice, onDone }: { token: string; notice?: string; onDone: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdatePassword(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { pass: '', confirm: '' } });

  useEffect(() => {
    if (!serverError) return;
    const timer = window.setTimeout(() => setServerError(null), ERROR_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [serverError]);

  const onSubmit = handleSubmit(({ pass }) => {
    setServerError(null);
    if (isWriting(accountWrites.updatePassword)) return;
    update.mutate(
      { pass, locked: 'N' },
      {
        // A password the API finds too easy to guess is the field's error; a dead link is the form's.
        onError: (error) => {
          if (!showFieldErrors(error, ['pass'], setError)) setServerError(errorMessage(error));
        },
      },
    );
  });

  if (update.isSuccess) {
    return (
      <div className="pub-stack">
        <Alert tone="success">{update.data.message}</Alert>
        <Button variant="primary" onClick={onDone} block>
          Ir a iniciar sesión
        </Button>
      </div>
    );
  }
  return (
    <form className="pub-login-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      {notice && <Alert tone="warning">{notice}</Alert>}
      <h2 id="reset-title">{ACCOUNT_MESSAGES.resetTitle}</h2>
      <Field label="Nueva contraseña" htmlFor="reset-pass" error={errors.pass?.message} required>
        <Input type="password" autoComplete="new-password" required {...register('pass')} />
      </Field>
      <Field label="Repetí la nueva contraseña" htmlFor="reset-confirm" error={errors.confirm?.message} required>
        <Input type="password" autoComplete="new-password" required {...register('confirm')} />
      </Field>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Button type="submit" variant="primary" busy={update.isPending} block>
        Enviar nueva contraseña
      </Button>
    </form>
  );
}
