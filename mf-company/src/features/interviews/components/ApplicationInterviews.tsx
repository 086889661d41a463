import { useState } from 'react';
import { errorMessage } from '@postulate/client';
import { INTERVIEW_MESSAGES, type Interview } from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Loading } from '@postulate/ui';
import { useApplicationInterviews, useCancelInterview } from '../api/interviews-api';
import { InterviewDialog } from './InterviewDialog';
import { answerLine, isUpcoming, placeLine, whenLine } from './interview-text';

interface ApplicationInterviewsProps {
  applicationId: number;
  name: string | null;
  /** A withdrawn application, or one of a finished ad, cannot get one. */
  closed: boolean;
}

/** 'Entrevistas' on the applicant profile: the application's interviews, and scheduling, reprogramming and cancelling one. */
export function ApplicationInterviews({ applicationId, name, closed }: ApplicationInterviewsProps) {
  const interviews = useApplicationInterviews(applicationId);
  const cancel = useCancelInterview(applicationId);
  const [editing, setEditing] = useState<{ interview?: Interview } | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = interviews.data?.response ?? [];
  const hasUpcoming = list.some((interview) => isUpcoming(interview));

  return (
    <section className="pl-card pl-stack" aria-labelledby="interviews-title">
      <div className="pl-cluster pl-cluster--between">
        <h2 id="interviews-title" className="pl-card__title">
          Entrevistas
        </h2>
        {!closed && !hasUpcoming && interviews.data && (
          <Button variant="primary" onClick={() => setEditing({})}>
            Programar entrevista
          </Button>
        )}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {interviews.error && <Alert tone="error">{errorMessage(interviews.error)}</Alert>}
      {!interviews.data && !interviews.error && <Loading />}
      {interviews.data && list.length === 0 && <p className="pl-muted">Todavía no programaste una entrevista.</p>}
      {list.length > 0 && (
        <ul className="cmp-items" aria-label="Entrevistas de la postulación">
          {list.map((interview) => (
            <li key={interview.id} className="cmp-item">
              <div className="cmp-aviso__main">
                <p>
                  <strong>{whenLine(interview)}</strong>
                </p>
                <p>{placeLine(interview)}</p>
                <p>
                  <span className={`pl-badge${interview.respuesta === 'confirmada' && interview.estado === 'programada' ? ' pl-badge--accent' : ''}`}>
                    {answerLine(interview)}
                  </span>
                </p>
                {interview.respuestaMensaje && interview.estado === 'programada' && (
                  <blockquote className="cmp-quote">
                    <span className="pl-visually-hidden">Mensaje de {name ?? 'la persona'}: </span>
                    {interview.respuestaMensaje}
                  </blockquote>
                )}
              </div>
              {isUpcoming(interview) && !closed && (
                <div className="cmp-aviso__actions">
                  <Button variant="secondary" onClick={() => setEditing({ interview })}>
                    Reprogramar
                  </Button>
                  <Button variant="ghost" onClick={() => setCancelling(interview)}>
                    Cancelar entrevista
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {cancel.error && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
      <InterviewDialog
        open={editing !== null}
        applicationId={applicationId}
        name={name}
        interview={editing?.interview}
        onClose={() => setEditing(null)}
        onDone={() => {
          setNotice(editing?.interview ? INTERVIEW_MESSAGES.rescheduled : INTERVIEW_MESSAGES.scheduled);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancelar entrevista"
        body={INTERVIEW_MESSAGES.cancelQuestion}
        danger
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              setNotice(INTERVIEW_MESSAGES.cancelledDone);
            },
          })
        }
      />
    </section>
  );
}
