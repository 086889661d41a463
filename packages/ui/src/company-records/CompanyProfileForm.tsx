import { useEffect, useState } from 'react';
import { useController, useForm, type FieldPath } from 'react-hook-form';
import { PROVINCE_OPTIONS, companyProfileSchema, logoProblem, type CompanyProfileData, type FieldError } from '@postulate/contracts';
import type { z } from 'zod';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { FilePicker } from '../components/FilePicker';
import { Input } from '../components/Input';
import { ProvinceLocalityFields, type ProvinceLocalityFieldsProps } from '../components/ProvinceLocalityFields';
import { StatusBanner, type SaveStatus } from '../components/StatusBanner';
import { Textarea } from '../components/Textarea';
import { FORM_VALIDATION } from '../forms';
import { flatSchemaResolver } from '../internal/schema-resolver';
import './company-records.css';

type CompanyProfileInput = z.input<typeof companyProfileSchema>;
/** The company's data as validated by companyProfileSchema: what onSubmit receives. */
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;

/** The app's save mutation (TanStack Query's useMutation over the data and the logo chosen, or null), as the form uses it. */
export interface CompanyProfileSaving {
  mutate: (input: { values: CompanyProfileValues; logo: File | null }, callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

export interface CompanyProfileFormProps {
  /** The saved profile: the form starts from it, and starts over whenever the remote passes a new one (after a save). */
  initial: CompanyProfileData;
  /**
   * Saves the data and the logo. A refusal carrying `errors: {field, message}[]`, as packages/client's
   * ApiError does, shows each under its field ('file' is the logo); any other failure shows in the
   * banner, worded by `errorText`.
   */
  save: CompanyProfileSaving;
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

/** The refusals this form shows under a field: its own fields, and 'file' when it offers the logo. */
const formFieldErrors = (failure: unknown, logo: boolean) => fieldErrorsOf(failure).filter(({ field }) => (field === 'file' && logo) || FIELDS.includes(field));

/** The company profile form of Mi Perfil and of the administrator's company view, under the registration's rules. */
export function CompanyProfileForm({ initial, save, errorText, loadLocalities, logo = false, idPrefix = 'perfil' }: CompanyProfileFormProps) {
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

  const submit = handleSubmit((values) => {
    if (logoError || save.isPending) return;
    save.mutate(
      { values, logo: logoFile },
      {
        onSuccess: () => setLogoFile(null),
        onError: (failure) => {
          for (const { field, message } of formFieldErrors(failure, logo)) {
            if (field === 'file') setLogoError(message);
            else setFieldError(field as FieldPath<CompanyProfileInput>, { message });
          }
        },
      },
    );
  });
  // An error pinned on a field shows under it only; the banner is for the rest.
  const bannerError = save.error && formFieldErrors(save.error, logo).length === 0 ? errorText(save.error) : null;
  const status: SaveStatus = save.isPending ? 'saving' : save.isSuccess ? 'saved' : bannerError ? 'error' : 'idle';

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
      <StatusBanner status={status} message={bannerError ?? undefined} />
      <div className="pl-actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
