import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MESSAGES,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  avisoReportSchema,
  type AvisoReport,
  type AvisoReportReceipt,
  type AvisoReportRequest,
  type ReportReason,
} from '@postulate/contracts';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { CaptchaField } from '../components/CaptchaField';
import { Field } from '../components/Field';
import { Input } from '../components/Input';
import { Modal } from '../components/Modal';
import { Textarea } from '../components/Textarea';
import { FORM_VALIDATION } from '../forms';
import { flatSchemaResolver } from '../internal/schema-resolver';
import './safety.css';

/** The app's report mutation (TanStack Query's useMutation over the body), as the dialog uses it. */
export interface ReportSending {
  mutate: (body: AvisoReport, callbacks: { onSuccess: (receipt: AvisoReportReceipt) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  reset: () => void;
}

export interface ReportAvisoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The ad's title, so the person knows what they report. */
  titulo: string;
  /** The reason a warning opened the dialog with (a message asking for money: 'pide_dinero'). */
  initialReason?: ReportReason;
  /** A visitor solves the captcha (packages/client's solveCaptcha); a signed-in person is not asked. */
  solveCaptcha?: (signal: AbortSignal) => Promise<string>;
  send: ReportSending;
  /** The Spanish text of a refusal (the client's errorMessage). */
  describeError: (error: unknown) => string;
  /** The field a refusal is about (the client's ApiError.field), to show it under that field. */
  fieldOf?: (error: unknown) => string | undefined;
}

type FormValues = AvisoReportRequest;
const FIELDS = ['motivo', 'detalles', 'email', 'tokenCaptcha'] as const;

/**
 * 'Denunciar aviso' (issue 39): the reason (a radio group), optional details and e-mail, and for a
 * visitor the captcha; on success the report's number. A native modal dialog: focus stays inside,
 * Escape closes, the title names it.
 */
export function ReportAvisoDialog({ open, onClose, titulo, initialReason, solveCaptcha, send, describeError, fieldOf }: ReportAvisoDialogProps) {
  if (!open) return null;
  return (
    <ReportAvisoForm
      onClose={onClose}
      titulo={titulo}
      initialReason={initialReason}
      solveCaptcha={solveCaptcha}
      send={send}
      describeError={describeError}
      fieldOf={fieldOf}
    />
  );
}

function ReportAvisoForm({ onClose, titulo, initialReason, solveCaptcha, send, describeError, fieldOf }: Omit<ReportAvisoDialogProps, 'open'>) {
  const id = useId();
  const [receipt, setReceipt] = useState<AvisoReportReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, AvisoReport>({
    ...FORM_VALIDATION,
    resolver: flatSchemaResolver(avisoReportSchema),
    // Without a captcha to solve, no token at all: an empty one is refused.
    defaultValues: { motivo: initialReason, detalles: '', email: '', tokenCaptcha: solveCaptcha ? '' : undefined },
  });
  const onToken = useCallback((token: string) => setValue('tokenCaptcha', token), [setValue]);

  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };

  const submit = handleSubmit((body) => {
    if (send.isPending) return;
    if (solveCaptcha && !getValues('tokenCaptcha')) {
      setError('tokenCaptcha', { message: MESSAGES.captchaRequired });
      return;
    }
    setFailure(null);
    send.mutate(solveCaptcha ? body : { ...body, tokenCaptcha: undefined }, {
      onSuccess: setReceipt,
      onError: (error) => {
        // Each captcha token is accepted once: ask for a new one whatever the refusal.
        setCaptchaGeneration((generation) => generation + 1);
        // A refusal about a field on screen shows under it; any other (a session that expired asks for the captcha) above the buttons.
        const field = fieldOf?.(error);
        const shown: readonly string[] = solveCaptcha ? FIELDS : FIELDS.filter((name) => name !== 'tokenCaptcha');
        if (field && shown.includes(field)) setError(field as (typeof FIELDS)[number], { message: describeError(error) });
        else setFailure(describeError(error));
      },
    });
  });

  if (receipt) {
    return (
      <Modal
        open
        title="Denuncia enviada"
        onClose={close}
        size="md"
        showCloseButton={false}
        footer={
          <Button variant="primary" onClick={close} data-autofocus="">
            {MESSAGES.close}
          </Button>
        }
      >
        <Alert tone="success">{receipt.message}</Alert>
        <p className="pl-muted pl-small">Guardá el número {receipt.ticket}: lo vas a necesitar si nos escribís por esta denuncia.</p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Denunciar aviso"
      onClose={close}
      size="md"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {MESSAGES.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} busy={send.isPending}>
            Enviar denuncia
          </Button>
        </>
      }
    >
      <form className="pl-stack pl-report" noValidate onSubmit={(event) => void submit(event)} aria-label="Datos de la denuncia">
        <p className="pl-muted pl-small">
          Aviso: <strong>{titulo}</strong>. Lo revisamos y, si nos dejás tu correo, te contamos qué decidimos.
        </p>
        <fieldset className="pl-report__reasons" aria-describedby={errors.motivo ? `${id}-motivo-error` : undefined}>
          <legend className="pl-label">¿Qué pasa con este aviso?</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="pl-report__reason">
              <input
                type="radio"
                value={reason}
                aria-invalid={errors.motivo ? true : undefined}
                {...(reason === initialReason ? { 'data-autofocus': '' } : {})}
                {...register('motivo')}
              />{' '}
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
          {errors.motivo?.message && (
            <p id={`${id}-motivo-error`} className="pl-field-message pl-field-message--error" role="alert">
              {errors.motivo.message}
            </p>
          )}
        </fieldset>
        <Field label="Detalles (opcional)" htmlFor={`${id}-detalles`} error={errors.detalles?.message} hint="Qué te pidieron, por dónde, cuándo.">
          <Textarea rows={3} maxLength={REPORT_DETAILS_MAX} {...register('detalles')} />
        </Field>
        <Field label="Tu correo para la respuesta (opcional)" htmlFor={`${id}-email`} error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={254} {...register('email')} />
        </Field>
        {solveCaptcha && (
          <>
            <input type="hidden" {...register('tokenCaptcha')} />
            <CaptchaField solve={solveCaptcha} onToken={onToken} generation={captchaGeneration} error={errors.tokenCaptcha?.message} />
          </>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
