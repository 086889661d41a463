import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  ACCESSIBLE_FORMAT_TESTS,
  ACCOMMODATION_EXTRA_TIMES,
  ACCOMMODATION_MESSAGES,
  ACCOMMODATION_REASON_MAX,
  ACCOMMODATION_STATE_LABELS,
  accommodationRequestSchema,
  accommodationSummary,
  TEST_INFO,
  type AccommodationRequest,
  type AccommodationRequestInput,
  type AttemptState,
  type TestKind,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Textarea } from '@postulate/ui';
import { useAccommodationRequest, useMyAccommodations } from '../api/accommodations-api';
import '../accommodations.css';

export interface AccommodationPanelProps {
  test: TestKind;
  /** The test's state in Mis Tests: a request is offered only before the test starts. */
  state: AttemptState;
}

/**
 * Under a test of Mis Tests, before it starts: ask for extra time and/or (matrices only) the
 * accessible format with a reason, and follow the request. A pending request does not block the
 * test: the candidate may start anyway, warned that an approval counts only for a test not started.
 */
export function AccommodationPanel({ test, state }: AccommodationPanelProps) {
  const mine = useMyAccommodations();
  const [asking, setAsking] = useState(false);
  if (state !== 'pending' || mine.isPending) return null;
  if (mine.isError) return <Alert tone="error">{errorMessage(mine.error)}</Alert>;
  const latest = mine.data.response.find((request) => request.test === test);

  if (asking || !latest) {
    return asking ? (
      <AccommodationForm test={test} onDone={() => setAsking(false)} />
    ) : (
      <div className="apl-accommodation">
        <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`${ACCOMMODATION_MESSAGES.title} para el ${TEST_INFO[test].title}`}>
          {ACCOMMODATION_MESSAGES.title}
        </Button>
      </div>
    );
  }
  return (
    <div className="apl-accommodation pl-stack" role="status">
      <p>
        <strong>Ajuste pedido: {ACCOMMODATION_STATE_LABELS[latest.state]}</strong> · {accommodationSummary(latest)}
      </p>
      {latest.reply && <p className="pl-hint">Respuesta: {latest.reply}</p>}
      {latest.state === 'pendiente' && <Alert tone="info">{ACCOMMODATION_MESSAGES.pendingWarning}</Alert>}
      {latest.state === 'aprobada' && <p className="pl-hint">{ACCOMMODATION_MESSAGES.approvedNote}</p>}
      {latest.state === 'rechazada' && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Pedir otro ajuste
          </Button>
        </div>
      )}
    </div>
  );
}

function AccommodationForm({ test, onDone }: { test: TestKind; onDone: () => void }) {
  const id = useId();
  const send = useAccommodationRequest();
  const accessibleOffered = ACCESSIBLE_FORMAT_TESTS.includes(test);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AccommodationRequestInput, unknown, AccommodationRequest>({
    resolver: zodResolver(accommodationRequestSchema),
    ...FORM_VALIDATION,
    defaultValues: { test, extraTimePercent: 0, accessible: false, reason: '' },
  });
  // Radios hold strings; the percentage is kept as the number the schema reads.
  const extraTimePercent = watch('extraTimePercent');

  return (
    <form
      className="apl-accommodation pl-card pl-stack"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: onDone }))}
    >
      <h3 id={`${id}-title`} className="pl-card__title">
        {ACCOMMODATION_MESSAGES.title}: {TEST_INFO[test].title}
      </h3>
      <p className="pl-hint">{ACCOMMODATION_MESSAGES.intro}</p>
      {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
      <fieldset className="apl-accommodation__choices" aria-describedby={errors.extraTimePercent ? `${id}-time-error` : undefined}>
        <legend>{ACCOMMODATION_MESSAGES.extraTimeLabel}</legend>
        {ACCOMMODATION_EXTRA_TIMES.map((percent) => (
          <label key={percent}>
            <input
              type="radio"
              name={`${id}-time`}
              checked={extraTimePercent === percent}
              onChange={() => setValue('extraTimePercent', percent, { shouldValidate: Boolean(errors.extraTimePercent) })}
            />{' '}
            {percent ? `${percent} % más` : ACCOMMODATION_MESSAGES.extraTimeNone}
          </label>
        ))}
        {errors.extraTimePercent && (
          <p id={`${id}-time-error`} className="pl-field__error" role="alert">
            {errors.extraTimePercent.message}
          </p>
        )}
      </fieldset>
      {accessibleOffered ? (
        <label>
          <input type="checkbox" {...register('accessible')} /> {ACCOMMODATION_MESSAGES.accessibleLabel}
        </label>
      ) : (
        <p className="pl-hint">{ACCOMMODATION_MESSAGES.accessibleOnlyCards}</p>
      )}
      <Field
        label={ACCOMMODATION_MESSAGES.reasonLabel}
        htmlFor={`${id}-reason`}
        hint={ACCOMMODATION_MESSAGES.reasonHint}
        error={errors.reason?.message}
        required
      >
        <Textarea id={`${id}-reason`} rows={3} maxLength={ACCOMMODATION_REASON_MAX} required {...register('reason')} />
      </Field>
      <div className="pl-actions">
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancelar
        </Button>
        <Button type="submit" busy={send.isPending}>
          {ACCOMMODATION_MESSAGES.send}
        </Button>
      </div>
    </form>
  );
}
