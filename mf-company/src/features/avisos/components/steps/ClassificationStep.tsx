import { Controller } from 'react-hook-form';
import { Field, FilterableSelect } from '@postulate/ui';
import { foundArea, searchAreas, searchWorkLevels, useArea } from '../../../common/api/reference-api';
import { fieldText, useAvisoForm, useWizard } from '../wizard-context';

/** Step 2: área, subárea (of the chosen area) and nivel. */
export function ClassificationStep() {
  const {
    control,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useAvisoForm();
  const { loaded, remember, selectedOption } = useWizard();
  const areaId = fieldText(watch('area') as string);
  const area = useArea(areaId ? Number(areaId) : null).data ?? null;
  const subareaOptions = (area?.subareas ?? []).map((sub) => ({ value: String(sub.id), label: sub.name }));

  return (
    <div className="pl-form-grid">
      <Field label="Área" htmlFor="aviso-area" error={errors.area?.message} required>
        <Controller
          control={control}
          name="area"
          render={({ field }) => (
            <FilterableSelect
              loadOptions={async (typed, signal) => (await searchAreas(typed, signal)).map((item) => ({ value: String(item.id), label: item.name }))}
              selectedOptions={
                area ? [{ value: String(area.id), label: area.name }] : loaded ? [{ value: String(loaded.aviso.area), label: loaded.labels.area }] : []
              }
              value={fieldText(field.value as string) || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                const next = value ? foundArea(Number(value)) : undefined;
                // A sub-area of another area does not belong to the new one.
                const sub = fieldText(getValues('subarea') as string);
                if (!next || !next.subareas.some((item) => String(item.id) === sub)) setValue('subarea', '');
              }}
              onBlur={field.onBlur}
              required
            />
          )}
        />
      </Field>
      <Field label="Subárea" htmlFor="aviso-subarea" error={errors.subarea?.message} hint={area ? undefined : 'Elegí primero el área'} required>
        <Controller
          control={control}
          name="subarea"
          render={({ field }) => (
            <FilterableSelect
              key={area?.id ?? 'none'}
              options={subareaOptions}
              value={fieldText(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={!area}
              required
            />
          )}
        />
      </Field>
      <Field label="Nivel" htmlFor="aviso-nivel" error={errors.nivel?.message} required>
        <Controller
          control={control}
          name="nivel"
          render={({ field }) => (
            <FilterableSelect
              loadOptions={async (typed, signal) =>
                remember(
                  'nivel',
                  (await searchWorkLevels(typed, signal)).map((item) => ({ value: String(item.id), label: item.name })),
                )
              }
              selectedOptions={selectedOption(
                'nivel',
                fieldText(field.value as string),
                loaded && String(loaded.aviso.nivel) === fieldText(field.value as string) ? loaded.labels.nivel : undefined,
              )}
              value={fieldText(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              required
            />
          )}
        />
      </Field>
    </div>
  );
}
