import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, solveCaptcha } from '@postulate/client';
import { DNI_MAX_LENGTH, TEST_INVITATION_MESSAGES, invitationFormSchema, type InvitationFormInput, type InvitationView } from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Input } from '@postulate/ui';
import { CaptchaField, CuilInput } from '@postulate/ui/inputs';
import { isSavingInvitation, useSaveInvitation } from '../api/invitation-api';

interface InvitationFormProps {
  token: string;
  view: InvitationView;
  onSaved: (view: InvitationView) => void;
}

/** Step 1: who is taking the tests. The captcha is asked only the first time (a new form). */
export function InvitationForm({ token, view, onSaved }: InvitationFormProps) {
  const isNew = view.state === 'new';
  const saving = useSaveInvitation(token);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<InvitationFormInput>({
    resolver: zodResolver(invitationFormSchema),
    ...FORM_VALIDATION,
    defaultValues: isNew
      ? { actionType: 'create', name: '', dni: '', cuit: '', terms: false as unknown as true, tokenCaptcha: '' }
      : { actionType: 'update', name: view.form?.name ?? '', dni: view.form?.dni ?? '', cuit: view.form?.cuit ?? '', terms: true },
  });
  const fieldErrors = errors as Partial<Record<'name' | 'dni' | 'cuit' | 'terms' | 'tokenCaptcha', { message?: string }>>;

  const onToken = useCallback((token: string) => setValue('tokenCaptcha', token, { shouldValidate: token !== '' }), [setValue]);

  const onSubmit = handleSubmit((values) => {
    if (isSavingInvitation(token)) return;
    saving.mutate(values, {
      onSuccess: (view) => onSaved(view),
      onError: () => {
        if (isNew) setCaptchaGeneration((value) => value + 1);
      },
    });
  });

  const nameValid = dirtyFields.name && !fieldErrors.name;

  return (
    <form className="pl-card pl-stack" onSubmit={onSubmit} noValidate aria-labelledby="invitation-form-title">
      <h2 id="invitation-form-title">Tus datos</h2>
      <div className="pl-form-grid">
        <Field
          label="Nombre completo"
          htmlFor="inv-name"
          error={fieldErrors.name?.message}
          valid={nameValid ? TEST_INVITATION_MESSAGES.nameValid : undefined}
          required
        >
          <Input id="inv-name" autoComplete="name" {...register('name')} />
        </Field>
        <Field label="DNI" htmlFor="inv-dni" error={fieldErrors.dni?.message} hint="7 u 8 dígitos, con o sin puntos" required>
          <Input id="inv-dni" inputMode="numeric" maxLength={DNI_MAX_LENGTH} {...register('dni')} />
        </Field>
        <Field label="CUIL" htmlFor="inv-cuit" error={fieldErrors.cuit?.message} hint="11 números, con o sin guiones" required>
          <CuilInput id="inv-cuit" {...register('cuit')} />
        </Field>
      </div>
      <div>
        <label className="pl-check">
          <input
            type="checkbox"
            aria-invalid={!!fieldErrors.terms}
            aria-describedby={fieldErrors.terms ? 'inv-terms-error' : undefined}
            {...register('terms')}
          />
          <span>
            {'He leído y acepto los '}
            <a href="/politicaPostulante" target="_blank" rel="noreferrer">
              Términos y Condiciones
            </a>
          </span>
        </label>
        {fieldErrors.terms?.message && (
          <p id="inv-terms-error" className="pl-field-message pl-field-message--error">
            {fieldErrors.terms.message}
          </p>
        )}
      </div>
      {isNew && (
        <>
          <input type="hidden" {...register('tokenCaptcha')} />
          <CaptchaField solve={solveCaptcha} onToken={onToken} generation={captchaGeneration} error={fieldErrors.tokenCaptcha?.message} />
        </>
      )}
      {saving.isError && <Alert tone="error">{errorMessage(saving.error)}</Alert>}
      <div className="pl-actions">
        <Button type="submit" variant="primary" busy={saving.isPending}>
          Siguiente
        </Button>
      </div>
    </form>
  );
}
