import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { applicantRegistrationSchema, type ApplicantRegistration, type ApplicantRegistrationInput } from '@postulate/contracts';
import { useRegisterApplicant } from '../api/accounts-api';
import { useRegistration } from '../hooks/useRegistration';
import { AccountFields } from './AccountFields';
import { RegistrationFooter } from './RegistrationFooter';

const FIELDS = ['postulante.usuar.name', 'postulante.usuar.email', 'postulante.usuar.pass', 'terms', 'tokenCaptcha'];

interface RegisterFormProps {
  onBack: () => void;
  /** Called a moment after the thanks, with the user name just registered (the login is filled with it). */
  onRegistered: (name: string) => void;
}

/** 'Darme de alta' as a postulante: user, e-mail, password, terms and the captcha. */
export function RegisterApplicantForm({ onBack, onRegistered }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
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
  const flow = useRegistration({
    registration: useRegisterApplicant(),
    fields: FIELDS,
    setError,
    setValue,
    userName: (sent) => sent.postulante.usuar.name,
    onRegistered,
  });
  const onSubmit = handleSubmit(flow.submit);

  return (
    <form className="pub-register" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">Darme de alta como postulante</h2>
      <AccountFields
        audience="postulante"
        register={(field) => register(field === 'terms' ? field : `postulante.usuar.${field}`)}
        errors={{ ...errors.postulante?.usuar, terms: errors.terms }}
      />
      <RegistrationFooter flow={flow} captchaField={register('tokenCaptcha')} captchaError={errors.tokenCaptcha?.message} onBack={onBack} />
    </form>
  );
}
