import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage } from '@postulate/client';
import { INTERVIEW_MESSAGES, interviewSaveSchema, type InterviewCandidate, type InterviewSave } from '@postulate/contracts';
import { Button, Field, Input, StatusBanner, type SaveStatus } from '@postulate/ui';
import { interviewsApi } from '../api/interviewsApi';

/** The spec's delay before a saved form returns to create mode. */
const RESET_MS = 2000;

interface InterviewFormProps {
  editing: InterviewCandidate | null;
  onSaved: () => void;
  onCancelEdit: () => void;
}

/** 'Agregar': the candidate's e-mail; 'Enviar' invites, 'Modificar' corrects it and sends a new link. */
export function InterviewForm({ editing, onSaved, onCancelEdit }: InterviewFormProps) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InterviewSave>({ resolver: zodResolver(interviewSaveSchema), defaultValues: { email: editing?.email ?? '' } });

  useEffect(() => {
    reset({ email: editing?.email ?? '' });
    setStatus('idle');
  }, [editing, reset]);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => {
      setStatus('idle');
      reset({ email: '' });
      if (editing) onCancelEdit();
    }, RESET_MS);
    return () => clearTimeout(timer);
  }, [status, editing, onCancelEdit, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus('saving');
    setMessage(undefined);
    try {
      if (editing) await interviewsApi.update(editing.id, values);
      else await interviewsApi.add(values);
      setMessage(editing ? INTERVIEW_MESSAGES.invitationUpdated : INTERVIEW_MESSAGES.invitationSent);
      setStatus('saved');
      onSaved();
    } catch (error) {
      // A refusal of the e-mail (a 409 for one already invited) shows under the field only.
      if (error instanceof ApiError && error.field === 'email') {
        setError('email', { message: error.message });
        setStatus('idle');
        return;
      }
      setMessage(errorMessage(error));
      setStatus('error');
    }
  });

  return (
    <form className="pl-stack" onSubmit={onSubmit} noValidate aria-label={editing ? 'Modificar candidato' : 'Agregar candidato'}>
      <p className="pl-muted">
        {editing
          ? 'Corregí el correo: le enviamos un enlace nuevo y el anterior deja de funcionar.'
          : 'Ingresá el correo del candidato: le enviamos un enlace personal para completar los tres tests.'}
      </p>
      <Field label="Email" htmlFor="interview-email" error={errors.email?.message} required>
        <Input id="interview-email" type="email" autoComplete="off" {...register('email')} />
      </Field>
      <StatusBanner status={status} message={status === 'saving' ? undefined : message} />
      <div className="pl-actions">
        {editing && (
          <Button variant="ghost" onClick={onCancelEdit}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {editing ? 'Modificar' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
