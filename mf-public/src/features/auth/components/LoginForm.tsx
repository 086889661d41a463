import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage, solveCaptcha } from '@postulate/client';
import { MESSAGES, loginSchema, userNameSchema, type LoginRequest, type SessionProfile } from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Input } from '@postulate/ui';
import { CaptchaField } from '@postulate/ui/inputs';
import { isWriting } from '../../common/api/public-queries';
import { accountWrites, useLogin } from '../api/accounts-api';

export type LoginKind = 'empresa' | 'postulante';

interface LoginFormProps {
  kind: LoginKind;
  /** The user name to start with (the one just registered): the password is what is left to type. */
  name?: string;
  onBack: () => void;
  onLoggedIn: (profile: SessionProfile) => void;
  /** The password was right but is shorter than new ones may be: no session until a new one is chosen. */
  onPasswordChangeRequired: (passwordResetToken: string) => void;
  /** Opens 'Recuperar Password'. */
  onForgotPassword?: () => void;
}

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.token === 'UserLocked') return MESSAGES.userLocked;
  if (error instanceof ApiError && error.token === 'Expirado') return MESSAGES.loginExpired;
  return errorMessage(error);
}

export function LoginForm({ kind, name = '', onBack, onLoggedIn, onPasswordChangeRequired, onForgotPassword }: LoginFormProps) {
  const login = useLogin((outcome) => {
    if ('passwordResetToken' in outcome) onPasswordChangeRequired(outcome.passwordResetToken);
    else onLoggedIn(outcome);
  });
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema),
    ...FORM_VALIDATION,
    defaultValues: { name, pass: '', tokenCaptcha: '' },
  });

  const onToken = useCallback((token: string) => setValue('tokenCaptcha', token, { shouldValidate: token !== '' }), [setValue]);

  const onSubmit = handleSubmit((values) => {
    if (isWriting(accountWrites.login)) return;
    // The server accepts each captcha once: a failed attempt needs a new one.
    login.mutate(values, { onError: () => setCaptchaGeneration((value) => value + 1) });
  });

  const title = kind === 'empresa' ? 'Iniciar Sesión como Empresa' : 'Iniciar Sesión como Postulante';
  const nameValid = dirtyFields.name && userNameSchema.safeParse(watch('name')).success;

  return (
    <form className="pub-login-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{title}</h2>
      <Field label="Usuario" htmlFor="login-name" error={errors.name?.message} valid={nameValid ? MESSAGES.userNameValid : undefined}>
        <Input
          id="login-name"
          autoComplete="username"
          autoFocus={name === ''}
          invalid={!!errors.name}
          aria-describedby={errors.name ? 'login-name-error' : undefined}
          {...register('name')}
        />
      </Field>
      <Field label="Contraseña" htmlFor="login-pass" error={errors.pass?.message}>
        <Input
          id="login-pass"
          type="password"
          autoComplete="current-password"
          autoFocus={name !== ''}
          invalid={!!errors.pass}
          aria-describedby={errors.pass ? 'login-pass-error' : undefined}
          {...register('pass')}
        />
      </Field>
      <input type="hidden" {...register('tokenCaptcha')} />
      <CaptchaField solve={solveCaptcha} onToken={onToken} generation={captchaGeneration} error={errors.tokenCaptcha?.message} />
      {login.isError && <Alert tone="error">{loginErrorText(login.error)}</Alert>}
      <div className="pub-login-actions">
        <Button type="submit" variant="primary" busy={login.isPending} block>
          Ingresar
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Volver
        </Button>
        {onForgotPassword && (
          <Button variant="link" onClick={onForgotPassword}>
            Olvidé mi contraseña
          </Button>
        )}
      </div>
    </form>
  );
}
