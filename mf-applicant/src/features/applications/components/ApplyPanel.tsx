import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { avisoSourceOf } from '@postulate/client/aviso-source';
import {
  ANSWER_MAX,
  APPLY_MESSAGES,
  WITHDRAWAL_MESSAGES,
  SCREENING_MESSAGES,
  answerFormTitle,
  answerRequirementText,
  applyAnswersFormSchemaFor,
  formatDmy,
  RESPUESTAS_SI_NO,
  type ApplicationStatus,
  type ApplyAnswersForm,
  type ApplyAnswersFormInput,
  type AvisoPreguntaItem,
  type AvisoRequirement,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Icon, Input, Spinner, Textarea } from '@postulate/ui';
import { AvisoRequirementNote } from '@postulate/ui/aviso-detail';
import { applicantWrites, isWriting } from '../../common/api/applicant-queries';
import { useApply } from '../api/applications-api';

interface ApplyPanelProps {
  idAviso: number;
  preguntas: AvisoPreguntaItem[];
  /** The ad's gender or age requirement with its reason: read before applying. */
  requisito?: AvisoRequirement | null;
  /** The applicant's application to this ad, if there is one already. */
  applied: ApplicationStatus | null;
  /** Told after the application went in (the ad's state in the cache already has it). */
  onApplied?: (status: ApplicationStatus) => void;
}

type Stage = 'idle' | 'answering';

/**
 * The apply action of the ad page (spec §4 'Apply flow'): straight away for an ad without
 * questions, through 'Respondé estas N preguntas' otherwise.
 */
export function ApplyPanel({ idAviso, preguntas, requisito = null, applied, onApplied }: ApplyPanelProps) {
  const cvName = useSessionStore((state) => state.profile?.postulante?.cv.name ?? null);
  const [stage, setStage] = useState<Stage>('idle');
  const apply = useApply();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplyAnswersFormInput, unknown, ApplyAnswersForm>({
    resolver: zodResolver(applyAnswersFormSchemaFor(preguntas)),
    ...FORM_VALIDATION,
    defaultValues: { respuestas: preguntas.map((pregunta) => ({ idPregunta: pregunta.id, respuesta: '' })) },
  });

  const send = (respuestas: ApplyAnswersForm['respuestas']) => {
    if (isWriting(applicantWrites.apply)) return;
    apply.mutate({ idAviso, respuestas, origen: avisoSourceOf(idAviso) }, { onSuccess: (status) => onApplied?.(status) });
  };

  if (apply.isSuccess) {
    return (
      <div className="apply-panel pl-stack">
        <Alert tone="success">{APPLY_MESSAGES.success}</Alert>
        <Link to="/mispostulaciones">Ver Mis Postulaciones</Link>
      </div>
    );
  }
  if (applied?.retiradaEl) {
    return (
      <div className="apply-panel pl-stack">
        <Alert tone="info">
          {WITHDRAWAL_MESSAGES.reapply}. La retiraste el {formatDmy(new Date(applied.retiradaEl))}.
        </Alert>
        <Link to="/mispostulaciones">Ver Mis Postulaciones</Link>
      </div>
    );
  }
  if (applied) {
    return (
      <div className="apply-panel pl-stack">
        <Alert tone="info">
          {APPLY_MESSAGES.alreadyApplied} desde el {formatDmy(new Date(applied.postuladoEl))}.
        </Alert>
        <Link to="/mispostulaciones">Ver Mis Postulaciones</Link>
      </div>
    );
  }
  if (!cvName) {
    return (
      <div className="apply-panel">
        <Link className="pl-button pl-button--primary" to="/micv">
          {APPLY_MESSAGES.completeCv}
        </Link>
      </div>
    );
  }

  const sending = apply.isPending;
  return (
    <div className="apply-panel pl-stack" aria-busy={sending || undefined}>
      {requisito && <AvisoRequirementNote requisito={requisito} />}
      {apply.isError && <Alert tone="error">{errorMessage(apply.error)}</Alert>}
      {stage === 'idle' ? (
        <div className="pl-actions">
          <Button onClick={() => (preguntas.length === 0 ? send([]) : setStage('answering'))} busy={sending}>
            {APPLY_MESSAGES.apply}
          </Button>
        </div>
      ) : (
        <form className="pl-card pl-stack" onSubmit={handleSubmit((values) => send(values.respuestas))} noValidate aria-labelledby="apply-title">
          <h2 id="apply-title" className="pl-card__title">
            {answerFormTitle(preguntas.length)}
          </h2>
          {preguntas.map((pregunta, index) => {
            const id = `apply-answer-${pregunta.id}`;
            const error = errors.respuestas?.[index]?.respuesta?.message;
            const requirement = answerRequirementText(pregunta);
            const hint = requirement ? `${requirement}. ${SCREENING_MESSAGES.neverBlocks}` : undefined;
            const field = register(`respuestas.${index}.respuesta`);
            if (pregunta.tipo === 'si_no') {
              return (
                <fieldset
                  key={pregunta.id}
                  className="apply-choice"
                  aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
                >
                  <legend className="pl-label">
                    {pregunta.pregunta}
                    <span className="pl-required" aria-hidden="true">
                      {' *'}
                    </span>
                  </legend>
                  {hint && (
                    <p id={`${id}-hint`} className="pl-hint">
                      {hint}
                    </p>
                  )}
                  <div className="apply-choice__options">
                    {RESPUESTAS_SI_NO.map((value, option) => (
                      <label key={value}>
                        <input type="radio" value={value} aria-invalid={error ? true : undefined} autoFocus={index === 0 && option === 0} {...field} /> {value}
                      </label>
                    ))}
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="pl-field-message pl-field-message--error" role="alert">
                      <Icon name="alert" size={16} />
                      <span>{error}</span>
                    </p>
                  )}
                </fieldset>
              );
            }
            return (
              <Field key={pregunta.id} label={pregunta.pregunta} htmlFor={id} hint={hint} error={error} required>
                {pregunta.tipo === 'numero' ? (
                  <Input inputMode="numeric" autoComplete="off" required autoFocus={index === 0} {...field} />
                ) : (
                  <Textarea rows={3} maxLength={ANSWER_MAX} required autoFocus={index === 0} {...field} />
                )}
              </Field>
            );
          })}
          <div className="pl-actions">
            <Button variant="secondary" onClick={() => setStage('idle')} disabled={sending}>
              {APPLY_MESSAGES.cancel}
            </Button>
            <Button type="submit" busy={sending}>
              Enviar postulación
            </Button>
          </div>
        </form>
      )}
      {sending && (
        <p className="apply-sending" role="status">
          <Spinner size="sm" /> {APPLY_MESSAGES.sending}
        </p>
      )}
    </div>
  );
}
