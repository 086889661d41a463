import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@postulate/client';
import {
  companyRegistrationSchema,
  EMPTY_COMPANY_FIELDS,
  PROVINCE_OPTIONS,
  type CompanyRegistration,
  type CompanyRegistrationInput,
} from '@postulate/contracts';
import { Field, Input, Textarea } from '@postulate/ui';
import { CuilInput, ProvinceLocalityFields } from '@postulate/ui/inputs';
import { fetchLocalities, useRegisterCompany } from '../api/accounts-api';
import { useRegistration } from '../hooks/useRegistration';
import { AccountFields } from './AccountFields';
import { LogoField } from './LogoField';
import { RegistrationFooter } from './RegistrationFooter';

const COMPANY_FIELDS = ['razonsocial', 'descripcion', 'cuit', 'email', 'tel', 'domicilio', 'province', 'location'];
const FIELDS = [
  ...COMPANY_FIELDS.map((field) => `empresa.${field}`),
  'empresa.usuar.name',
  'empresa.usuar.email',
  'empresa.usuar.pass',
  'terms',
  'tokenCaptcha',
];
interface RegisterFormProps {
  onBack: () => void;
  /** Called a moment after the thanks, with the user name just registered (the login is filled with it). */
  onRegistered: (name: string) => void;
}

/** 'Darme de alta' as a company: the company profile, its login, an optional logo, terms and captcha. */
export function RegisterCompanyForm({ onBack, onRegistered }: RegisterFormProps) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CompanyRegistrationInput, unknown, CompanyRegistration>({
    resolver: zodResolver(companyRegistrationSchema),
    // Checked on submit, then as the user corrects (see RegisterApplicantForm).
    defaultValues: {
      actionType: 'create',
      tokenCaptcha: '',
      terms: false as unknown as true,
      empresa: { ...EMPTY_COMPANY_FIELDS, usuar: { name: '', email: '', pass: '' } },
    },
  });
  const { field: provinceField } = useController({ control, name: 'empresa.province' });
  const { field: locationField } = useController({ control, name: 'empresa.location' });
  const flow = useRegistration({
    registration: useRegisterCompany(),
    fields: FIELDS,
    setError,
    setValue,
    userName: (sent) => sent.body.empresa.usuar.name,
    onRegistered,
    // The server decides on the logo by its content: its answer goes under the file input.
    showOwnRefusal: (error) => {
      if (!(error instanceof ApiError) || error.field !== 'file') return false;
      setLogoError(error.message);
      return true;
    },
  });
  const onSubmit = handleSubmit((body) => flow.submit(logoError ? undefined : { body, logo }));

  const empresa = errors.empresa;
  return (
    <form className="pub-register" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">Darme de alta como empresa</h2>
      <fieldset className="pub-fieldset">
        <legend>Datos de la empresa</legend>
        <div className="pl-form-grid">
          <Field label="Razón social" htmlFor="reg-razonsocial" error={empresa?.razonsocial?.message} required className="pl-span-all">
            <Input autoComplete="organization" required {...register('empresa.razonsocial')} />
          </Field>
          <Field label="Descripción" htmlFor="reg-descripcion" error={empresa?.descripcion?.message} required className="pl-span-all">
            <Textarea maxLength={250} rows={3} required {...register('empresa.descripcion')} />
          </Field>
          <Field label="CUIT" htmlFor="reg-cuit" error={empresa?.cuit?.message} hint="11 números, con o sin guiones" required>
            <CuilInput required {...register('empresa.cuit')} />
          </Field>
          <Field label="Teléfono" htmlFor="reg-tel" error={empresa?.tel?.message} hint="Con código de país, por ejemplo +5491145678900" required>
            <Input type="tel" autoComplete="tel" required {...register('empresa.tel')} />
          </Field>
          <Field label="Email de la empresa" htmlFor="reg-company-email" error={empresa?.email?.message} required>
            <Input type="email" autoComplete="email" required {...register('empresa.email')} />
          </Field>
          <Field label="Domicilio" htmlFor="reg-domicilio" error={empresa?.domicilio?.message} required>
            <Input autoComplete="street-address" required {...register('empresa.domicilio')} />
          </Field>
          <ProvinceLocalityFields
            provinceId="reg-province"
            localityId="reg-location"
            provinceOptions={PROVINCE_OPTIONS}
            province={provinceField.value}
            locality={locationField.value}
            onProvinceChange={(value) => {
              provinceField.onChange(value);
              setValue('empresa.location', '');
            }}
            onLocalityChange={(value) => locationField.onChange(value ?? '')}
            onProvinceBlur={provinceField.onBlur}
            onLocalityBlur={locationField.onBlur}
            provinceError={empresa?.province?.message}
            localityError={empresa?.location?.message}
            loadLocalities={fetchLocalities}
          />
          <LogoField
            file={logo}
            error={logoError ?? undefined}
            onChange={(file, problem) => {
              setLogo(file);
              setLogoError(problem);
            }}
          />
        </div>
      </fieldset>
      <fieldset className="pub-fieldset">
        <legend>Usuario para ingresar</legend>
        <AccountFields
          audience="empresa"
          register={(field) => register(field === 'terms' ? field : `empresa.usuar.${field}`)}
          errors={{ ...empresa?.usuar, terms: errors.terms }}
        />
      </fieldset>
      <RegistrationFooter flow={flow} captchaField={register('tokenCaptcha')} captchaError={errors.tokenCaptcha?.message} onBack={onBack} />
    </form>
  );
}
