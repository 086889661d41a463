import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage } from '@postulate/client';
import {
  APPLICATION_STAGE_LABELS,
  COMPANY_MESSAGES,
  MESSAGE_MAX,
  MESSAGES,
  TEMPLATE_MESSAGES,
  stageMessageFormSchema,
  type ApplicationStage,
  type MessageTemplate,
  type StageMessageForm,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Modal, Select, Textarea } from '@postulate/ui';
import { useMoveToStage } from '../api/applications-api';
import { useMessageTemplates } from '../api/stage-messages-api';

/** A change the recruiter asked for: one row (with the applicant's name) or the ticked ones. */
export interface StageChange {
  ids: number[];
  stage: ApplicationStage;
  name?: string;
}

/** What the dialog says the change will do; discarding reads as discarding. */
export function describeChange({ ids, stage, name }: StageChange): { title: string; text: string } {
  const label = APPLICATION_STAGE_LABELS[stage];
  if (stage === 'descartada') {
    return ids.length === 1
      ? { title: 'Descartar postulación', text: `Se descartará la postulación ${name ? `de ${name}` : 'del postulante'}.` }
      : { title: 'Descartar postulaciones', text: `Se descartarán ${ids.length} postulaciones.` };
  }
  return {
    title: 'Cambiar estado',
    text: ids.length === 1 ? `${name ?? 'El postulante'} pasará a ${label}.` : `Se moverán ${ids.length} postulaciones a ${label}.`,
  };
}

/** The templates for the target stage first, then the rest. */
/** The server refused the message itself (not the change). */
const onMessage = (error: Error): error is ApiError => error instanceof ApiError && error.field === 'mensaje';

function TemplateOptions({ templates, stage }: { templates: MessageTemplate[]; stage: ApplicationStage }) {
  const suited = templates.filter((template) => template.estado === stage);
  const others = templates.filter((template) => template.estado !== stage);
  const options = (items: MessageTemplate[]) =>
    items.map((template) => (
      <option key={template.id} value={template.id}>
        {template.titulo}
      </option>
    ));
  if (suited.length === 0) return <>{options(others)}</>;
  return (
    <>
      <optgroup label={`Para ${APPLICATION_STAGE_LABELS[stage]}`}>{options(suited)}</optgroup>
      {others.length > 0 && <optgroup label="Otras">{options(others)}</optgroup>}
    </>
  );
}

interface StageChangeDialogProps {
  /** The change to confirm; null keeps the dialog closed. */
  change: StageChange | null;
  /** The ad takes direct messages: only then is a message offered. */
  canMessage: boolean;
  onClose: () => void;
  /** The change was made (all of it). */
  onDone: (ids: number[]) => void;
}

/**
 * Confirms a change of stage, with an optional message to each applicant that moves: a template
 * fills the box, which stays editable; an empty box moves without a message.
 */
export function StageChangeDialog({ change, canMessage, onClose, onDone }: StageChangeDialogProps) {
  const open = change !== null;
  const templates = useMessageTemplates(open && canMessage);
  const [templateId, setTemplateId] = useState('');
  const move = useMoveToStage();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<StageMessageForm>({ resolver: zodResolver(stageMessageFormSchema), defaultValues: { mensaje: '' }, ...FORM_VALIDATION });
  const mensaje = watch('mensaje');

  // Emptied on the way out, so the next change starts without the last message.
  const close = () => {
    if (move.isPending) return;
    reset();
    setTemplateId('');
    move.reset();
    onClose();
  };

  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.response.find((item) => String(item.id) === id);
    if (template) setValue('mensaje', template.texto, { shouldValidate: errors.mensaje !== undefined });
  };

  const submit = handleSubmit((values) => {
    if (!change) return;
    move.mutate(
      { ids: change.ids, estado: change.stage, mensaje: canMessage && values.mensaje ? values.mensaje : undefined },
      {
        onSuccess: () => {
          reset();
          setTemplateId('');
          onDone(change.ids);
        },
        onError: (error) => {
          if (onMessage(error)) setError('mensaje', { message: error.message });
        },
      },
    );
  });
  // A refusal of the message shows under its box only.
  const failure = move.error && !onMessage(move.error) ? errorMessage(move.error) : null;

  if (!change) return null;
  const { title, text } = describeChange(change);
  const several = change.ids.length > 1;

  return (
    <Modal
      open
      title={title}
      onClose={close}
      size="md"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={move.isPending} data-autofocus={canMessage ? undefined : ''}>
            {MESSAGES.cancel}
          </Button>
          <Button variant={change.stage === 'descartada' ? 'danger' : 'primary'} onClick={() => void submit()} busy={move.isPending}>
            {MESSAGES.confirm}
          </Button>
        </>
      }
    >
      <div className="pl-stack">
        <p>{text}</p>
        {canMessage ? (
          <fieldset className="pl-stack">
            <legend>{several ? 'Enviar un mensaje a cada postulante (opcional)' : 'Enviar un mensaje al postulante (opcional)'}</legend>
            <Field
              label="Plantilla"
              htmlFor="stage-template"
              hint={templates.error ? `No pudimos leer las plantillas: ${errorMessage(templates.error)}` : undefined}
            >
              <Select value={templateId} onChange={(event) => pickTemplate(event.target.value)} data-autofocus="">
                <option value="">{templates.data ? 'Sin plantilla' : templates.error ? 'Sin plantillas' : MESSAGES.loading}</option>
                {templates.data && <TemplateOptions templates={templates.data.response} stage={change.stage} />}
              </Select>
            </Field>
            <Field label="Mensaje" htmlFor="stage-message" error={errors.mensaje?.message} hint={TEMPLATE_MESSAGES.placeholders}>
              <Textarea rows={4} maxLength={MESSAGE_MAX} {...register('mensaje')} value={mensaje} />
            </Field>
            <p className="pl-muted pl-small">Sin mensaje, solo cambia el estado.</p>
          </fieldset>
        ) : (
          <p className="pl-muted">{COMPANY_MESSAGES.noDirectMessages}: el estado cambia sin mensaje.</p>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Modal>
  );
}
