import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  applicantRegistrationSchema,
  type ApplicantRegistration,
  type ApplicantRegistrationInput,
} from '@postulate/contracts';
import { Field, Input } from '@postulate/ui';
import { registerApplicant } from '../api/accounts-api';
import { RegistrationFooter } from './RegistrationFooter';
import { showFieldErrors } from './server-errors';
import { TermsField } from './TermsField';

const FIELDS = ['postulante.usuar.name', 'postulante.usuar.email', 'postulante.usuar.pass', 'terms', 'tokenCaptcha'];
/** The spec: a new profile returns to the login 2 seconds after it is saved. */
export const BACK_TO_LOGIN_MS = 2000;

interface RegisterFormProps {
  onBack: () => void;
  /** Called a moment after the thanks, with the user name just registered (the login is filled with it). */
  onRegistered: (name: string) => void;
}

/** 'Darme de alta' as a postulante: user, e-mail, password, terms and the captcha. */
export function RegisterApplicantForm({ onBack, onRegistered }: RegisterFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicantRegistrationInput, unknown, ApplicantRegistration>({
    resolver: zodResolver(applicantRegistrationSchema),
    // Checked on submit, then as the user corrects: a message appearing on blur would move the
    // 'Darme de alta' button under the pointer and swallow the click.
    defaultValues: {
      actionType: 'create',
      tokenCaptcha: '',
      terms: false as unknown as true,
      postulante: { usuar: { name: '', email: '', pass: '' } },
    },
  });
  const onToken = useCallback(
    (token: string) => setValue('tokenCaptcha', token, { shouldValidate: token !== '' }),
    [setValue],
  );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await registerApplicant(values);
      setDone(true);
      window.setTimeout(() => onRegistered(values.postulante.usuar.name), BACK_TO_LOGIN_MS);
    } catch (error) {
      if (!showFieldErrors(error, FIELDS, setError)) setServerError(errorMessage(error));
      setCaptchaGeneration((value) => value + 1);
    }
  });

  const usuar = errors.postulante?.usuar;
  return (
    <form className="pub-register" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">Darme de alta como postulante</h2>
      <div className="pl-form-grid">
        <Field label="Usuario" htmlFor="reg-name" error={usuar?.name?.message} required className="pl-span-all">
          <Input autoComplete="username" required {...register('postulante.usuar.name')} />
        </Field>
        <Field label="Email" htmlFor="reg-email" error={usuar?.email?.message} required>
          <Input type="email" autoComplete="email" required {...register('postulante.usuar.email')} />
        </Field>
        <Field label="Clave" htmlFor="reg-pass" error={usuar?.pass?.message} required>
          <Input type="password" autoComplete="new-password" required {...register('postulante.usuar.pass')} />
        </Field>
        <TermsField id="reg-terms" audience="postulante" registration={register('terms')} error={errors.terms?.message} />
      </div>
      <input type="hidden" {...register('tokenCaptcha')} />
      <RegistrationFooter
        onToken={onToken}
        captchaGeneration={captchaGeneration}
        captchaError={errors.tokenCaptcha?.message}
        serverError={serverError}
        done={done}
        busy={isSubmitting}
        onBack={onBack}
      />
    </form>
  );
}
