import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  INTERVIEW_ANSWER_LABELS,
  INTERVIEW_ANSWER_MESSAGE_MAX,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODALITY_LABELS,
  MESSAGES,
  interviewAnswerSchema,
  interviewWhen,
  type Interview,
  type InterviewAnswerInput,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Loading, Textarea } from '@postulate/ui';
import { LoadFailed } from '../../common/components/LoadFailed';
import { useAnswerInterview, useMyInterviews } from '../api/interviews-api';

type AnswerForm = { mensaje?: string };

/** The state in words (never only a colour): cancelled, the candidate's answer, or waiting for it. */
function stateText(interview: Interview): string {
  if (interview.estado === 'cancelada') return 'Cancelada por la empresa';
  if (interview.respuesta === 'confirmada') return 'Confirmaste tu asistencia';
  if (interview.respuesta === 'otro_horario') return 'Pediste otro horario';
  return 'Sin confirmar';
}

/** Where: the address, the link to join, or the phone call. */
function Place({ interview }: { interview: Interview }) {
  if (interview.modalidad === 'presencial') return <p>Presencial: {interview.direccion}</p>;
  if (interview.modalidad === 'video' && interview.enlace)
    return (
      <p>
        Videollamada:{' '}
        <a href={interview.enlace} target="_blank" rel="noopener noreferrer">
          {interview.enlace}
        </a>
      </p>
    );
  return <p>{INTERVIEW_MODALITY_LABELS.telefono}: la empresa te llama al teléfono de tu CV.</p>;
}

/** 'Pedir otro horario': an optional message the company reads. */
function OtherTimeForm({ busy, onSend, onCancel }: { busy: boolean; onSend: (mensaje?: string) => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerForm>({ resolver: zodResolver(interviewAnswerSchema.pick({ mensaje: true })), defaultValues: { mensaje: '' }, ...FORM_VALIDATION });
  const submit = handleSubmit(({ mensaje }) => onSend(mensaje));
  return (
    <form className="pl-stack" noValidate onSubmit={(event) => void submit(event)} aria-label="Pedir otro horario">
      <Field
        label="Mensaje para la empresa (opcional)"
        htmlFor="other-time-message"
        error={errors.mensaje?.message}
        hint="Por ejemplo, qué días y horarios podés."
      >
        <Textarea rows={3} maxLength={INTERVIEW_ANSWER_MESSAGE_MAX} {...register('mensaje')} data-autofocus="" />
      </Field>
      <div className="pl-cluster">
        <Button type="submit" variant="primary" busy={busy}>
          Enviar pedido
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {MESSAGES.cancel}
        </Button>
      </div>
    </form>
  );
}

function InterviewCard({ interview }: { interview: Interview }) {
  const answer = useAnswerInterview();
  const [askingOther, setAskingOther] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const send = (body: InterviewAnswerInput) =>
    answer.mutate(
      { id: interview.id, body },
      {
        onSuccess: () => {
          setAskingOther(false);
          setDone(body.respuesta === 'confirmada' ? INTERVIEW_MESSAGES.confirmedDone : INTERVIEW_MESSAGES.otherTimeDone);
        },
      },
    );
  const open = interview.estado === 'programada';
  const titleId = `interview-${interview.id}-title`;

  return (
    <li className="pl-card pl-stack apl-interview" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className="pl-card__title">
          {interview.titulo}
        </h3>
        <p className="pl-muted">{interview.empresa ?? 'Empresa confidencial'}</p>
      </div>
      <p className={open ? 'apl-interview__when' : 'apl-interview__when apl-interview__when--cancelled'}>
        {interviewWhen(interview.inicio, interview.duracion)}
      </p>
      <Place interview={interview} />
      {interview.mensaje && open && (
        <blockquote className="apl-interview__message">
          <span className="pl-visually-hidden">Mensaje de la empresa: </span>
          {interview.mensaje}
        </blockquote>
      )}
      <p>
        <span className={`pl-badge${interview.respuesta === 'confirmada' && open ? ' pl-badge--accent' : ''}`}>{stateText(interview)}</span>
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      {answer.error && <Alert tone="error">{errorMessage(answer.error)}</Alert>}
      {open &&
        (askingOther ? (
          <OtherTimeForm busy={answer.isPending} onSend={(mensaje) => send({ respuesta: 'otro_horario', mensaje })} onCancel={() => setAskingOther(false)} />
        ) : (
          <div className="pl-cluster">
            {interview.respuesta !== 'confirmada' && (
              <Button variant="primary" busy={answer.isPending} onClick={() => send({ respuesta: 'confirmada' })}>
                Confirmar asistencia
              </Button>
            )}
            <Button variant="secondary" onClick={() => setAskingOther(true)} disabled={answer.isPending}>
              {interview.respuesta === 'otro_horario' ? 'Cambiar el pedido de horario' : INTERVIEW_ANSWER_LABELS.otro_horario.replace('Pide', 'Pedir')}
            </Button>
          </div>
        ))}
    </li>
  );
}

/** Tab 'Entrevistas' of Mis Postulaciones: the interviews ahead, to confirm or ask for another time. */
export function InterviewsList() {
  const query = useMyInterviews();
  if (query.isError) return <LoadFailed query={query} />;
  if (!query.data) return <Loading />;
  const list = query.data.response;
  return (
    <div className="pl-stack">
      <p className="pl-muted">Fechas y horas de Argentina. Cada invitación también te llega por correo, para agregarla a tu calendario.</p>
      {list.length === 0 ? (
        <p>No tenés entrevistas programadas.</p>
      ) : (
        <ul className="apl-interviews" aria-label="Próximas entrevistas">
          {list.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} />
          ))}
        </ul>
      )}
    </div>
  );
}
