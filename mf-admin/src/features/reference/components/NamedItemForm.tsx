import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NamedItem } from '@postulate/contracts';
import { Alert, Button, Field, Input, StatusBanner } from '@postulate/ui';
import { saveItem } from '../../common/api/admin-api';
import { focusField } from '../../common/focus';
import { useEditedItem } from '../../common/hooks/useEditedItem';
import { serverFieldErrors, useSaveFlow } from '../../common/hooks/useSaveFlow';
import type { NamedListConfig } from './named-lists';

interface NamedItemFormProps {
  config: NamedListConfig;
  /** The id being edited, or null to create. */
  editingId: number | null;
  /** Back to create mode (after a save, or 'Cancelar'). */
  onDone: () => void;
}

const EMPTY = { name: '' };

/** Add or change a work level or a sub-area: one name, at least 4 characters. */
export function NamedItemForm({ config, editingId, onDone }: NamedItemFormProps) {
  const titleId = useId();
  const nameId = `${config.entity}-name`;
  const edited = useEditedItem<NamedItem>(config.entity, editingId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(config.schema), defaultValues: EMPTY });
  /** Blank create form, focus on its first field (the edited row's button is gone). */
  const backToCreate = () => {
    reset(EMPTY);
    onDone();
    focusField(nameId);
  };
  const flow = useSaveFlow(backToCreate);
  const cancel = () => {
    flow.show('idle');
    backToCreate();
  };

  useEffect(() => {
    if (!edited.item) return;
    reset({ name: edited.item.name });
    focusField(nameId);
  }, [edited.item, reset, nameId]);

  const onSubmit = handleSubmit((values) =>
    flow.save(
      () => saveItem<NamedItem>(config.entity, editingId, values),
      (error) => serverFieldErrors(error).forEach(({ field, message }) => field === 'name' && setError('name', { message })),
    ),
  );

  const updating = editingId !== null;
  if (edited.error) return <Alert tone="error">{edited.error}</Alert>;
  return (
    <form className="adm-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-form__title">
        {updating ? config.updateTitle : config.createTitle}
      </h2>
      <StatusBanner status={edited.loading ? 'loading' : flow.status} message={flow.message} />
      <Field label={config.fieldLabel} htmlFor={nameId} error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={100} disabled={edited.loading} {...register('name')} />
      </Field>
      <div className="pl-actions">
        {updating && (
          <Button variant="secondary" onClick={cancel} disabled={flow.status === 'saving'}>
            Cancelar
          </Button>
        )}
        <Button type="submit" busy={flow.status === 'saving'} disabled={edited.loading || flow.status === 'saved'}>
          {updating ? 'Modificar' : 'Agregar'}
        </Button>
      </div>
    </form>
  );
}
