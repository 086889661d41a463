import { useEffect, useState } from 'react';
import { useController, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage, useSessionStore } from '@postulate/client';
import { COMPANY_MESSAGES, EMPTY_COMPANY_FIELDS, PROVINCE_OPTIONS, companyProfileSchema, logoProblem, type CompanyProfileData } from '@postulate/contracts';
import { Alert, Button, Field, Input, Loading, ProvinceLocalityFields, StatusBanner, Textarea } from '@postulate/ui';
import type { z } from 'zod';
import { companyApi } from '../../company/api/companyApi';

type ProfileInput = z.input<typeof companyProfileSchema>;
type ProfileSave = z.output<typeof companyProfileSchema>;
const FIELDS = ['razonsocial', 'descripcion', 'cuit', 'email', 'tel', 'domicilio', 'province', 'location'];
const formValues = ({ razonsocial, descripcion, cuit, email, tel, domicilio, province, location }: CompanyProfileData): ProfileInput => ({
  razonsocial,
  descripcion,
  cuit,
  email,
  tel,
  domicilio,
  province,
  location,
});

/** A user an administrator created without a company starts from an empty profile: saving creates it. */
const NO_COMPANY_YET: CompanyProfileData = {
  ...EMPTY_COMPANY_FIELDS,
  locationLabel: '',
  logoUrl: null,
};

/** 'Mi Perfil' (/admin/perfilempre): the company's data and logo under the registration's rules. */
export function MiPerfil() {
  const empresa = useSessionStore((state) => state.profile?.empresa);
  const [data, setData] = useState<CompanyProfileData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string }>({ kind: 'idle' });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError: setFieldError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileSave>({ resolver: zodResolver(companyProfileSchema) });
  const { field: provinceField } = useController({ control, name: 'province' });
  const { field: locationField } = useController({ control, name: 'location' });

  useEffect(() => {
    if (!empresa) {
      setData(NO_COMPANY_YET);
      reset(formValues(NO_COMPANY_YET));
      return;
    }
    const controller = new AbortController();
    companyApi.profile(controller.signal).then(
      (loaded) => {
        setData(loaded);
        reset(formValues(loaded));
      },
      (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)),
    );
    return () => controller.abort();
  }, [empresa, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (logoError) return;
    setStatus({ kind: 'saving' });
    try {
      const saved = await companyApi.saveProfile(values, logo);
      setData(saved);
      reset(formValues(saved));
      setLogo(null);
      setStatus({ kind: 'saved' });
      // The top bar and the menus read the company's name from the session profile.
      await useSessionStore.getState().load();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.errors.filter(({ field }) => field === 'file' || FIELDS.includes(field)) : [];
      for (const { field, message } of fieldErrors) {
        if (field === 'file') setLogoError(message);
        else setFieldError(field as FieldPath<ProfileInput>, { message });
      }
      // An error pinned on a field shows under it only; the banner is for the rest.
      setStatus(fieldErrors.length > 0 ? { kind: 'idle' } : { kind: 'error', message: errorMessage(failure) });
    }
  });

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Loading />;

  return (
    <section className="pl-stack" aria-labelledby="perfil-title">
      <h1 id="perfil-title" className="pl-page-title">
        Mi Perfil
      </h1>
      {!empresa && <Alert tone="info">{COMPANY_MESSAGES.createCompany}</Alert>}
      <form className="pl-card pl-stack" onSubmit={onSubmit} noValidate>
        <div className="pl-form-grid">
          <Field label="Razón social" htmlFor="perfil-razonsocial" error={errors.razonsocial?.message} required className="pl-span-all">
            <Input autoComplete="organization" required {...register('razonsocial')} />
          </Field>
          <Field label="Descripción" htmlFor="perfil-descripcion" error={errors.descripcion?.message} required className="pl-span-all">
            <Textarea maxLength={250} rows={3} required {...register('descripcion')} />
          </Field>
          <Field label="CUIT" htmlFor="perfil-cuit" error={errors.cuit?.message} hint="11 números, sin guiones" required>
            <Input inputMode="numeric" maxLength={11} required {...register('cuit')} />
          </Field>
          <Field label="Teléfono" htmlFor="perfil-tel" error={errors.tel?.message} hint="Con código de país, por ejemplo +5491145678900" required>
            <Input type="tel" autoComplete="tel" required {...register('tel')} />
          </Field>
          <Field label="Email de la empresa" htmlFor="perfil-email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" required {...register('email')} />
          </Field>
          <Field label="Domicilio" htmlFor="perfil-domicilio" error={errors.domicilio?.message} required>
            <Input autoComplete="street-address" required {...register('domicilio')} />
          </Field>
          <ProvinceLocalityFields
            provinceId="perfil-province"
            localityId="perfil-location"
            provinceOptions={PROVINCE_OPTIONS}
            province={provinceField.value}
            locality={locationField.value}
            localitySelected={data.location ? [{ value: data.location, label: data.locationLabel }] : []}
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
            loadLocalities={companyApi.localities}
          />
          <Field label="Logo (opcional)" htmlFor="perfil-logo" hint="PNG, JPG o GIF de hasta 500 KB." error={logoError ?? undefined} className="pl-span-all">
            <div className="pl-cluster">
              {data.logoUrl && !logo && <img className="cmp-logo" src={data.logoUrl} alt={`Logo actual de ${data.razonsocial}`} />}
              <input
                className="cmp-file"
                id="perfil-logo"
                type="file"
                accept="image/png,image/jpeg,image/gif"
                aria-describedby={`perfil-logo-hint${logoError ? ' perfil-logo-error' : ''}`}
                aria-invalid={logoError ? true : undefined}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setLogo(chosen);
                  setLogoError(chosen ? logoProblem(chosen) : null);
                }}
              />
            </div>
          </Field>
        </div>
        <StatusBanner status={status.kind} message={status.message} />
        <div className="pl-actions">
          <Button type="submit" variant="primary" busy={status.kind === 'saving'}>
            Guardar cambios
          </Button>
        </div>
      </form>
    </section>
  );
}
