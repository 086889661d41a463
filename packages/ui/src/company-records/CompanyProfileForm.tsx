import { useEffect, useState } from 'react';
import { useController, useForm, type FieldPath } from 'react-hook-form';
import { PROVINCE_OPTIONS, companyProfileSchema, logoProblem, type CompanyProfileData, type FieldError } from '@postulate/contracts';
import type { z } from 'zod';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { FilePicker } from '../components/FilePicker';
import { Input } from '../components/Input';
import { ProvinceLocalityFields, type ProvinceLocalityFieldsProps } from '../components/ProvinceLocalityFields';
import { StatusBanner } from '../components/StatusBanner';
import { Textarea } from '../components/Textarea';
import { FORM_VALIDATION } from '../forms';
import { flatSchemaResolver } from '../internal/schema-resolver';
import './company-records.css';

type CompanyProfileInput = z.input<typeof companyProfileSchema>;
/** The company's data as validated by companyProfileSchema: what onSubmit receives. */
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;

export interface CompanyProfileFormProps {
  /** The saved profile: the form starts from it, and starts over whenever the remote passes a new one (after a save). */
  initial: CompanyProfileData;
  /**
   * Saves the data (and the logo chosen, or null). A rejection carrying `errors: {field, message}[]`,
   * as packages/client's ApiError does, shows each under its field ('file' is the logo); any other
   * failure shows in the banner, worded by `errorText`.
   */
  onSubmit: (values: CompanyProfileValues, logo: File | null) => Promise<void>;
  errorText: (failure: unknown) => string;
  /** The localities of a province whose name contains the text (GET /api/location/). */
  loadLocalities: ProvinceLocalityFieldsProps['loadLocalities'];
  /** Offers the logo upload (the company's Mi Perfil); an administrator edits the data only. */
  logo?: boolean;
  /** Prefix of the fields' ids, unique in the page (default 'perfil'). */
  idPrefix?: string;
}

const FIELDS: readonly string[] = Object.keys(companyProfileSchema.shape);

const formValues = ({ razonsocial, descripcion, cuit, email, tel, domicilio, province, location }: CompanyProfileData): CompanyProfileInput => ({
  razonsocial,
  descripcion,
  cuit,
  email,
  tel,
  domicilio,
  province,
  location,
});

/** The per-field messages of a refused save, if it carries any. */
function fieldErrorsOf(failure: unknown): FieldError[] {
  const errors = (failure as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/** The company profile form of Mi Perfil and of the administrator's company view, under the registration's rules. */
export function CompanyProfileForm({ initial, onSubmit, errorText, loadLocalities, logo = false, idPrefix = 'perfil' }: CompanyProfileFormProps) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string }>({ kind: 'idle' });
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError: setFieldError,
    formState: { errors },
  } = useForm<CompanyProfileInput, unknown, CompanyProfileValues>({
    ...FORM_VALIDATION,
    defaultValues: formValues(initial),
    resolver: flatSchemaResolver(companyProfileSchema),
  });
  const { field: provinceField } = useController({ control, name: 'province' });
  const { field: locationField } = useController({ control, name: 'location' });

  useEffect(() => {
    reset(formValues(initial));
  }, [initial, reset]);

  const submit = handleSubmit(async (values) => {
    if (logoError) return;
    setStatus({ kind: 'saving' });
    try {
      await onSubmit(values, logoFile);
      setLogoFile(null);
      setStatus({ kind: 'saved' });
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure).filter(({ field }) => (field === 'file' && logo) || FIELDS.includes(field));
      for (const { field, message } of fieldErrors) {
        if (field === 'file') setLogoError(message);
        else setFieldError(field as FieldPath<CompanyProfileInput>, { message });
      }
      // An error pinned on a field shows under it only; the banner is for the rest.
      setStatus(fieldErrors.length > 0 ? { kind: 'idle' } : { kind: 'error', message: errorText(failure) });
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form className="pl-card pl-stack" onSubmit={submit} noValidate>
      <div className="pl-form-grid">
        <Field label="Razón social" htmlFor={id('razonsocial')} error={errors.razonsocial?.message} required className="pl-span-all">
          <Input autoComplete="organization" required {...register('razonsocial')} />
        </Field>
        <Field label="Descripción" htmlFor={id('descripcion')} error={errors.descripcion?.message} required className="pl-span-all">
          <Textarea maxLength={250} rows={3} required {...register('descripcion')} />
        </Field>
        <Field label="CUIT" htmlFor={id('cuit')} error={errors.cuit?.message} hint="11 números, sin guiones" required>
          <Input inputMode="numeric" maxLength={11} required {...register('cuit')} />
        </Field>
        <Field label="Teléfono" htmlFor={id('tel')} error={errors.tel?.message} hint="Con código de país, por ejemplo +5491145678900" required>
          <Input type="tel" autoComplete="tel" required {...register('tel')} />
        </Field>
        <Field label="Email de la empresa" htmlFor={id('email')} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <Field label="Domicilio" htmlFor={id('domicilio')} error={errors.domicilio?.message} required>
          <Input autoComplete="street-address" required {...register('domicilio')} />
        </Field>
        <ProvinceLocalityFields
          provinceId={id('province')}
          localityId={id('location')}
          provinceOptions={PROVINCE_OPTIONS}
          province={provinceField.value}
          locality={locationField.value}
          localitySelected={initial.location ? [{ value: initial.location, label: initial.locationLabel }] : []}
          onProvinceChange={(value) => {
            provinceField.onChange(value);
            setValue('location', '');
          }}
          onLocalityChange={(value) => locationField.onChange(value ?? '')}
          onProvinceBlur={provinceField.onBlur}
          onLocalityBlur={locationField.onBlur}
          provinceError={errors.province?.message}
          localityError={errors.location?.message}
          provinceFirstHint={null}
          loadLocalities={loadLocalities}
        />
        {logo && (
          <Field label="Logo (opcional)" htmlFor={id('logo')} hint="PNG, JPG o GIF de hasta 500 KB." error={logoError ?? undefined} className="pl-span-all">
            <div className="pl-cluster">
              {initial.logoUrl && !logoFile && <img className="pl-profile-logo" src={initial.logoUrl} alt={`Logo actual de ${initial.razonsocial}`} />}
              <FilePicker
                id={id('logo')}
                accept="image/png,image/jpeg,image/gif"
                buttonLabel="Elegir logo"
                describedBy={`${id('logo')}-hint${logoError ? ` ${id('logo')}-error` : ''}`}
                invalid={logoError !== null}
                onPick={(chosen) => {
                  setLogoFile(chosen);
                  setLogoError(chosen ? logoProblem(chosen) : null);
                  return true;
                }}
              />
            </div>
          </Field>
        )}
      </div>
      <StatusBanner status={status.kind} message={status.message} />
      <div className="pl-actions">
        <Button type="submit" variant="primary" busy={status.kind === 'saving'}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
