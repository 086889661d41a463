import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage } from '@postulate/client';
import {
  ACCOMMODATION_MESSAGES,
  EXTRA_TIME_OPTIONS,
  TEST_INVITATION_MESSAGES,
  testInvitationSaveSchema,
  type ExtraTime,
  type TestInvitationCandidate,
  type TestInvitationSave,
  type TestInvitationSaveInput,
} from '@postulate/contracts';
import { Button, Field, Input, Select, StatusBanner, type SaveStatus } from '@postulate/ui';
import { useSaveCandidate } from '../api/test-invitations-api';

/** The spec's delay before a saved form returns to create mode. */
const RESET_MS = 2000;

const EXTRA_TIME_LABELS: Record<ExtraTime, string> = { '0': 'Sin tiempo adicional', '25': '25 % más de tiempo', '50': '50 % más de tiempo' };

/** The server refused the e-mail itself. */
const emailRefused = (error: Error): error is ApiError => error instanceof ApiError && error.field === 'email';

const initialValues = (editing: TestInvitationCandidate | null): TestInvitationSaveInput => ({
  email: editing?.email ?? '',
  extraTime: editing?.extraTime ?? '0',
  accessibleFormat: editing?.accessibleFormat ?? false,
});

interface TestInvitationFormProps {
  editing: TestInvitationCandidate | null;
  onCancelEdit: () => void;
}

/** 'Agregar': the candidate's e-mail; 'Enviar' invites, 'Modificar' corrects it and sends a new link. */
export function TestInvitationForm({ editing, onCancelEdit }: TestInvitationFormProps) {
  const save = useSaveCandidate();
  const { reset: resetSave } = save;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TestInvitationSaveInput, unknown, TestInvitationSave>({ resolver: zodResolver(testInvitationSaveSchema), defaultValues: initialValues(editing) });

  useEffect(() => {
    reset(initialValues(editing));
    resetSave();
  }, [editing, reset, resetSave]);

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => {
      resetSave();
      reset(initialValues(null));
      if (editing) onCancelEdit();
    }, RESET_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, resetSave, editing, onCancelEdit, reset]);

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onError: (error) => {
          if (emailRefused(error)) setError('email', { message: error.message });
        },
      },
    ),
  );

  // A refusal of the e-mail (a 409 for one already invited) shows under the field only.
  const failure = save.error && !emailRefused(save.error) ? errorMessage(save.error) : undefined;
  const sameAddress = editing !== null && editing.email.toLowerCase() === save.variables?.body.email.toLowerCase();
  const status: SaveStatus = save.isPending ? 'saving' : save.isSuccess ? 'saved' : failure ? 'error' : 'idle';
  const message = save.isSuccess
    ? !editing
      ? TEST_INVITATION_MESSAGES.invitationSent
      : sameAddress
        ? TEST_INVITATION_MESSAGES.extraTimeUpdated
        : TEST_INVITATION_MESSAGES.invitationUpdated
    : failure;

  return (
    <form className="pl-stack" onSubmit={onSubmit} noValidate aria-label={editing ? 'Modificar candidato' : 'Agregar candidato'}>
      <p className="pl-muted">
        {editing
          ? 'Corregí el correo y le enviamos un enlace nuevo (el anterior deja de funcionar), o cambiá solo el tiempo adicional.'
          : 'Ingresá el correo del candidato: le enviamos un enlace personal para completar los tres tests.'}
      </p>
      <Field label="Email" htmlFor="test-invitation-email" error={errors.email?.message} required>
        <Input id="test-invitation-email" type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field
        label="Tiempo adicional"
        htmlFor="test-invitation-extra-time"
        error={errors.extraTime?.message}
        hint="Un ajuste para quien lo necesite: alarga el tiempo de cada test. Los informes no lo muestran."
      >
        <Select id="test-invitation-extra-time" {...register('extraTime')}>
          {EXTRA_TIME_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {EXTRA_TIME_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
      <label className="pl-check">
        <input type="checkbox" {...register('accessibleFormat')} /> {ACCOMMODATION_MESSAGES.accessibleLabel} (test de matrices)
      </label>
      <StatusBanner status={status} message={status === 'saving' ? undefined : message} />
      <div className="pl-actions">
        {editing && (
          <Button variant="ghost" onClick={onCancelEdit}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="primary" busy={save.isPending}>
          {editing ? 'Modificar' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
