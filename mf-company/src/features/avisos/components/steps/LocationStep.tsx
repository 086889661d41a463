import { useController } from 'react-hook-form';
import { PROVINCE_OPTIONS } from '@postulate/contracts';
import { Field, Input } from '@postulate/ui';
import { ProvinceLocalityFields } from '@postulate/ui/inputs';
import { searchLocalities } from '../../../common/api/reference-api';
import { fieldText, useAvisoForm, useWizard } from '../wizard-context';

/** Step 3: provincia, localidad (of the province) and an optional address. */
export function LocationStep() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useAvisoForm();
  const { loaded, remember, selectedOption } = useWizard();
  const { field: provinciaField } = useController({ control, name: 'provincia' });
  const { field: localidadField } = useController({ control, name: 'localidad' });

  return (
    <div className="pl-form-grid">
      <ProvinceLocalityFields
        provinceId="aviso-provincia"
        localityId="aviso-localidad"
        provinceOptions={PROVINCE_OPTIONS}
        province={fieldText(provinciaField.value as string)}
        locality={localidadField.value}
        localitySelected={selectedOption(
          'localidad',
          fieldText(localidadField.value as string),
          loaded?.aviso.localidad === localidadField.value ? loaded.labels.localidad : undefined,
        )}
        onProvinceChange={(value) => {
          provinciaField.onChange(value);
          setValue('localidad', '');
        }}
        onLocalityChange={(value) => localidadField.onChange(value ?? '')}
        onProvinceBlur={provinciaField.onBlur}
        onLocalityBlur={localidadField.onBlur}
        provinceError={errors.provincia?.message}
        localityError={errors.localidad?.message}
        loadLocalities={async (province, typed, signal) => {
          const found = await searchLocalities(province, typed, signal);
          remember(
            'localidad',
            found.map((item) => ({ value: item.id, label: item.label })),
          );
          return found;
        }}
      />
      <Field label="Dirección (opcional)" htmlFor="aviso-direccion" error={errors.direccion?.message} className="pl-span-all">
        <Input maxLength={100} autoComplete="street-address" {...register('direccion')} />
      </Field>
    </div>
  );
}
