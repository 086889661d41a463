import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  MESSAGE_MAX,
  MESSAGES,
  TEMPLATE_MESSAGES,
  TEMPLATE_TITLE_MAX,
  TEMPLATES_MAX,
  messageTemplateSaveSchema,
  type MessageTemplate,
  type MessageTemplateSave,
  type MessageTemplateSaveInput,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Input, Loading, Modal, Select, Textarea } from '@postulate/ui';
import { DeleteQuestion } from '../../common/components/DeleteQuestion';
import { useAskedDelete } from '../../common/hooks/useAskedDelete';
import { useDeleteTemplate, useMessageTemplates, useSaveTemplate } from '../api/stage-messages-api';

/** Adds a template (`template` null) or changes one. */
function TemplateForm({ template, onDone, onCancel }: { template: MessageTemplate | null; onDone: () => void; onCancel: () => void }) {
  const save = useSaveTemplate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MessageTemplateSaveInput, unknown, MessageTemplateSave>({
    resolver: zodResolver(messageTemplateSaveSchema),
    defaultValues: { titulo: template?.titulo ?? '', texto: template?.texto ?? '', estado: template?.estado ?? null },
    ...FORM_VALIDATION,
  });
  const submit = handleSubmit((body) => save.mutate({ id: template?.id ?? null, body }, { onSuccess: onDone }));

  return (
    <form
      className="pl-card pl-stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={template ? `Editar la plantilla ${template.titulo}` : 'Nueva plantilla'}
    >
      <Field label="Título" htmlFor="template-title" error={errors.titulo?.message} required>
        <Input data-autofocus maxLength={TEMPLATE_TITLE_MAX} required {...register('titulo')} />
      </Field>
      <Field label="Para el estado" htmlFor="template-stage" hint="Se ofrece primero al mover a ese estado." error={errors.estado?.message}>
        <Select {...register('estado', { setValueAs: (value: string | null) => value || null })}>
          <option value="">{TEMPLATE_MESSAGES.anyStage}</option>
          {APPLICATION_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {APPLICATION_STAGE_LABELS[stage]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Texto" htmlFor="template-text" error={errors.texto?.message} hint={TEMPLATE_MESSAGES.placeholders} required>
        <Textarea rows={4} maxLength={MESSAGE_MAX} required {...register('texto')} />
      </Field>
      {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      <div className="pl-actions">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {MESSAGES.cancel}
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          Guardar plantilla
        </Button>
      </div>
    </form>
  );
}

/** One template in the list, with its edit and a delete that asks first. */
function TemplateItem({ template, onEdit }: { template: MessageTemplate; onEdit: () => void }) {
  const asked = useAskedDelete(useDeleteTemplate(), template.id);

  return (
    <li className="cmp-item">
      <div className="cmp-aviso__main">
        <p className="cmp-aviso__title">{template.titulo}</p>
        <p className="pl-muted pl-small">{template.estado ? `Para ${APPLICATION_STAGE_LABELS[template.estado]}` : TEMPLATE_MESSAGES.anyStage}</p>
        <p>{template.texto}</p>
        {asked.failure && <Alert tone="error">{asked.failure}</Alert>}
      </div>
      {asked.asking ? (
        <DeleteQuestion label={`¿Eliminar la plantilla ${template.titulo}?`} asked={asked} />
      ) : (
        <div className="cmp-aviso__actions">
          <Button variant="secondary" onClick={onEdit} aria-label={`Editar la plantilla ${template.titulo}`}>
            Editar
          </Button>
          <Button variant="ghost" onClick={asked.ask} aria-label={`Eliminar la plantilla ${template.titulo}`}>
            Eliminar
          </Button>
        </div>
      )}
    </li>
  );
}

/** 'Plantillas de mensajes': the company's templates for the message that goes with a change of stage. */
export function MessageTemplatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const templates = useMessageTemplates(open);
  // null: the list; 'new' or a template: the form.
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    onClose();
  };
  const list = templates.data?.response;
  const full = (list?.length ?? 0) >= TEMPLATES_MAX;

  return (
    <Modal
      open={open}
      title="Plantillas de mensajes"
      onClose={close}
      size="lg"
      footer={
        <Button variant="secondary" onClick={close}>
          {MESSAGES.close}
        </Button>
      }
    >
      <div className="pl-stack">
        <p className="pl-muted">{TEMPLATE_MESSAGES.placeholders}</p>
        {templates.error && <Alert tone="error">{errorMessage(templates.error)}</Alert>}
        {!list && !templates.error && <Loading />}
        {list && editing !== null && (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
        {list && editing === null && (
          <>
            <div className="pl-cluster pl-cluster--between">
              <p className="pl-muted" aria-live="polite">
                {list.length} de {TEMPLATES_MAX} plantillas
              </p>
              <Button variant="primary" onClick={() => setEditing('new')} disabled={full}>
                Agregar plantilla
              </Button>
            </div>
            {full && <p className="pl-muted pl-small">{TEMPLATE_MESSAGES.tooMany}</p>}
            {list.length === 0 ? (
              <p>Todavía no hay plantillas: agregá la primera.</p>
            ) : (
              <ul className="cmp-items">
                {list.map((template) => (
                  <TemplateItem key={template.id} template={template} onEdit={() => setEditing(template)} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
