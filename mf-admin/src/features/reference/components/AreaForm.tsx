import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { areaSaveSchema, type AreaItem, type AreaSave, type AreaSaveInput, type NamedItem } from '@postulate/contracts';
import { Field, FilterableSelect, Input, type FilterableSelectOption } from '@postulate/ui';
import { fetchPage } from '../../common/api/admin-api';
import { AdminFormFrame } from '../../common/components/AdminFormFrame';
import { useAdminForm } from '../../common/hooks/useAdminForm';

const AREA_NAME_ID = 'area-name';
const EMPTY: AreaSaveInput = { area: '', subareas: [] };

const toOption = (subArea: NamedItem): FilterableSelectOption => ({ value: String(subArea.id), label: subArea.name });

/** Sub-areas whose name contains the typed text, searched on the server (there may be many). */
const searchSubAreas = (text: string, signal: AbortSignal) =>
  fetchPage<NamedItem>('subarea', { page: 1, fvalue: text }, signal).then((list) => list.response.map(toOption));

interface AreaFormProps {
  editingId: number | null;
  onDone: () => void;
}

/** Add or change an area: its name and a multi-select of its sub-areas. */
export function AreaForm({ editingId, onDone }: AreaFormProps) {
  const [chosen, setChosen] = useState<FilterableSelectOption[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AreaSaveInput, unknown, AreaSave>({ resolver: zodResolver(areaSaveSchema), defaultValues: EMPTY });
  const form = useAdminForm<AreaItem>({
    entity: 'area',
    editingId,
    onDone,
    firstFieldId: AREA_NAME_ID,
    clear: () => {
      reset(EMPTY);
      setChosen([]);
    },
    fill: (item) => {
      reset({ area: item.name, subareas: item.subareas.map((subArea) => subArea.id) });
      setChosen(item.subareas.map(toOption));
    },
  });
  const { edited } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(values, (field, message) => {
      if (field === 'area' || field === 'subareas') setError(field, { message });
    }),
  );

  return (
    <AdminFormFrame form={form} title={form.updating ? 'Modificar área' : 'Nueva área'} onSubmit={onSubmit}>
      <Field label="Área" htmlFor={AREA_NAME_ID} error={errors.area?.message} required>
        <Input autoComplete="off" maxLength={100} disabled={edited.loading} {...register('area')} />
      </Field>
      <Field label="Subáreas" htmlFor="area-subareas" error={errors.subareas?.message} hint="Escribí para buscar; podés elegir varias">
        <Controller
          control={control}
          name="subareas"
          render={({ field }) => (
            <FilterableSelect
              multiple
              name={field.name}
              values={(field.value ?? []).map(String)}
              loadOptions={searchSubAreas}
              selectedOptions={chosen}
              disabled={edited.loading}
              onBlur={field.onBlur}
              onChange={(values, options) => {
                setChosen(options);
                field.onChange(values.map(Number));
              }}
            />
          )}
        />
      </Field>
    </AdminFormFrame>
  );
}
