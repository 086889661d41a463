import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage } from '@postulate/client';
import {
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_LINK_MAX,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_MODALITIES,
  INTERVIEW_MODALITY_LABELS,
  MESSAGES,
  interviewFields,
  interviewSaveSchema,
  type Interview,
  type InterviewSave,
  type InterviewSaveInput,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Input, Modal, Select, Textarea } from '@postulate/ui';
import { DateInput } from '@postulate/ui/inputs';
import { useSaveInterview } from '../api/interviews-api';

/** Durations offered; any other from 15 to 240 minutes is accepted by the API too. */
const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

const FIELDS = ['fecha', 'hora', 'duracion', 'modalidad', 'direccion', 'enlace', 'mensaje'] as const;
type FieldName = (typeof FIELDS)[number];

interface InterviewDialogProps {
  open: boolean;
  applicationId: number;
  /** The applicant's name, for the title. */
  name: string | null;
  /** The interview to reprogram; none schedules a new one. */
  interview?: Interview;
  onClose: () => void;
  /** Saved: the interview as the server answered it. */
  onDone: (saved: Interview) => void;
}

const valuesOf = (interview?: Interview): InterviewSaveInput =>
  interview
    ? {
        ...interviewFields(interview.inicio),
        duracion: interview.duracion,
        modalidad: interview.modalidad,
        direccion: interview.direccion ?? '',
        enlace: interview.enlace ?? '',
        mensaje: interview.mensaje ?? '',
      }
    : { fecha: '', hora: '', duracion: INTERVIEW_DURATION_DEFAULT, modalidad: 'presencial', direccion: '', enlace: '', mensaje: '' };

/**
 * 'Programar entrevista' and 'Reprogramar': day and time in Argentina, duration, modality (an
 * address in person, an https link by video, nothing more by phone) and an optional message. The
 * same rule as the API's; the candidate gets the invitation (or its update) by e-mail.
 */
export function InterviewDialog({ open, applicationId, name, interview, onClose, onDone }: InterviewDialogProps) {
  const save = useSaveInterview(applicationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<InterviewSaveInput, unknown, InterviewSave>({ resolver: zodResolver(interviewSaveSchema), values: valuesOf(interview), ...FORM_VALIDATION });
  const modalidad = watch('modalidad');

  const close = () => {
    if (save.isPending) return;
    reset();
    save.reset();
    onClose();
  };

  const submit = handleSubmit((body) =>
    save.mutate(
      { interviewId: interview?.id, body },
      {
        onSuccess: (saved) => {
          reset();
          onDone(saved);
        },
        // A refusal about one field shows under it.
        onError: (error) => {
          if (error instanceof ApiError && FIELDS.includes(error.field as FieldName)) setError(error.field as FieldName, { message: error.message });
        },
      },
    ),
  );
  const failure = save.error && !(save.error instanceof ApiError && FIELDS.includes(save.error.field as FieldName)) ? errorMessage(save.error) : null;
  if (!open) return null;
  const who = name ?? 'el postulante';

  return (
    <Modal
      open
      title={interview ? `Reprogramar la entrevista con ${who}` : `Programar entrevista con ${who}`}
      onClose={close}
      size="md"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            {MESSAGES.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} busy={save.isPending}>
            {interview ? 'Reprogramar' : 'Programar'}
          </Button>
        </>
      }
    >
      <form className="pl-stack" noValidate onSubmit={(event) => void submit(event)} aria-label="Datos de la entrevista">
        <p className="pl-muted pl-small">Fecha y hora de Argentina. Le enviamos la invitación por correo, para que la agregue a su calendario.</p>
        <div className="cmp-interview-when">
          <Field label="Fecha" htmlFor="interview-date" error={errors.fecha?.message} required>
            <DateInput {...register('fecha')} required data-autofocus="" />
          </Field>
          <Field label="Hora" htmlFor="interview-time" error={errors.hora?.message} required>
            <Input {...register('hora')} required inputMode="numeric" maxLength={5} placeholder="hh:mm" autoComplete="off" />
          </Field>
          <Field label="Duración" htmlFor="interview-duration" error={errors.duracion?.message}>
            <Select {...register('duracion', { valueAsNumber: true })}>
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60 ? `${minutes} minutos` : minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="pl-stack">
          <legend className="pl-label">Modalidad</legend>
          <div className="pl-cluster">
            {INTERVIEW_MODALITIES.map((value) => (
              <label key={value} className="cmp-inline-field">
                <input type="radio" value={value} {...register('modalidad')} /> {INTERVIEW_MODALITY_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.modalidad?.message && (
            <p className="pl-field-message pl-field-message--error" role="alert">
              {errors.modalidad.message}
            </p>
          )}
        </fieldset>
        {modalidad === 'presencial' && (
          <Field label="Dirección" htmlFor="interview-address" error={errors.direccion?.message} required>
            <Input {...register('direccion')} required maxLength={INTERVIEW_ADDRESS_MAX} autoComplete="off" />
          </Field>
        )}
        {modalidad === 'video' && (
          <Field label="Enlace de la videollamada" htmlFor="interview-link" error={errors.enlace?.message} hint="Empieza con https://" required>
            <Input {...register('enlace')} required type="url" maxLength={INTERVIEW_LINK_MAX} autoComplete="off" placeholder="https://" />
          </Field>
        )}
        {modalidad === 'telefono' && <p className="pl-muted pl-small">Llamás al teléfono de su CV.</p>}
        <Field label="Mensaje (opcional)" htmlFor="interview-message" error={errors.mensaje?.message}>
          <Textarea rows={3} maxLength={INTERVIEW_MESSAGE_MAX} {...register('mensaje')} />
        </Field>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
