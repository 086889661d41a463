import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { areaSaveSchema, type AreaItem, type AreaSave, type AreaSaveInput, type NamedItem } from '@postulate/contracts';
import { Alert, Button, Field, FilterableSelect, Input, StatusBanner, type FilterableSelectOption } from '@postulate/ui';
import { fetchPage, saveItem } from '../../common/api/admin-api';
import { focusField } from '../../common/focus';
import { useEditedItem } from '../../common/hooks/useEditedItem';
import { serverFieldErrors, useSaveFlow } from '../../common/hooks/useSaveFlow';

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
  const titleId = useId();
  const edited = useEditedItem<AreaItem>('area', editingId);
  const [chosen, setChosen] = useState<FilterableSelectOption[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AreaSaveInput, unknown, AreaSave>({ resolver: zodResolver(areaSaveSchema), defaultValues: EMPTY });
  /** Blank create form, focus on its first field (the edited row's button is gone). */
  const backToCreate = () => {
    reset(EMPTY);
    setChosen([]);
    onDone();
    focusField(AREA_NAME_ID);
  };
  const flow = useSaveFlow(backToCreate);
  const cancel = () => {
    flow.show('idle');
    backToCreate();
  };

  useEffect(() => {
    if (!edited.item) return;
    reset({ area: edited.item.name, subareas: edited.item.subareas.map((subArea) => subArea.id) });
    setChosen(edited.item.subareas.map(toOption));
    focusField(AREA_NAME_ID);
  }, [edited.item, reset]);

  const onSubmit = handleSubmit((values) =>
    flow.save(
      () => saveItem<AreaItem>('area', editingId, values),
      (error) =>
        serverFieldErrors(error).forEach(({ field, message }) => {
          if (field === 'area' || field === 'subareas') setError(field, { message });
        }),
    ),
  );

  const updating = editingId !== null;
  const title = updating ? 'Modificar área' : 'Nueva área';
  if (edited.error) return <Alert tone="error">{edited.error}</Alert>;
  return (
    <form className="adm-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-form__title">
        {title}
      </h2>
      <StatusBanner status={edited.loading ? 'loading' : flow.status} message={flow.message} />
      <Field label="Área" htmlFor={AREA_NAME_ID} error={errors.area?.message} required>
        <Input autoComplete="off" maxLength={100} disabled={edited.loading} {...register('area')} />
      </Field>
      <Field
        label="Sub áreas"
        htmlFor="area-subareas"
        error={errors.subareas?.message}
        hint="Escriba para buscar; puede elegir varias"
      >
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
