import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@postulate/ui';
import { TermsField } from './TermsField';

type AccountField = 'name' | 'email' | 'pass';

interface AccountFieldsProps {
  audience: 'postulante' | 'empresa';
  /** Registers one of the account's fields under the form's own path (`postulante.usuar.name`…). */
  register: (field: AccountField | 'terms') => UseFormRegisterReturn;
  errors: Partial<Record<AccountField | 'terms', { message?: string }>>;
}

/** The account both registrations ask for: user name, e-mail, password and the audience's terms. */
export function AccountFields({ audience, register, errors }: AccountFieldsProps) {
  return (
    <div className="pl-form-grid">
      <Field label="Usuario" htmlFor="reg-name" error={errors.name?.message} required className="pl-span-all">
        <Input autoComplete="username" required {...register('name')} />
      </Field>
      <Field label="Email" htmlFor="reg-email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field label="Clave" htmlFor="reg-pass" error={errors.pass?.message} required>
        <Input type="password" autoComplete="new-password" required {...register('pass')} />
      </Field>
      <TermsField id="reg-terms" audience={audience} registration={register('terms')} error={errors.terms?.message} />
    </div>
  );
}
