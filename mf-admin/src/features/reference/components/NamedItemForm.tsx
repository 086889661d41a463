import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NamedItem } from '@postulate/contracts';
import { Field, Input } from '@postulate/ui';
import { AdminFormFrame } from '../../common/components/AdminFormFrame';
import { useAdminForm } from '../../common/hooks/useAdminForm';
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
  const nameId = `${config.entity}-name`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(config.schema), defaultValues: EMPTY });
  const form = useAdminForm<NamedItem>({
    entity: config.entity,
    editingId,
    onDone,
    firstFieldId: nameId,
    clear: () => reset(EMPTY),
    fill: (item) => reset({ name: item.name }),
  });

  const onSubmit = handleSubmit((values) => form.save(values, (field, message) => field === 'name' && setError('name', { message })));

  return (
    <AdminFormFrame form={form} title={form.updating ? config.updateTitle : config.createTitle} onSubmit={onSubmit}>
      <Field label={config.fieldLabel} htmlFor={nameId} error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={100} disabled={form.edited.loading} {...register('name')} />
      </Field>
    </AdminFormFrame>
  );
}
