import { useEffect, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionStore } from '@postulate/client';
import {
  CV_LIMITS,
  CV_MESSAGES,
  CUIL_MAX_LENGTH,
  DNI_MAX_LENGTH,
  MARITAL_STATUSES,
  MESSAGES,
  NATIONALITIES,
  PHOTO_TYPES,
  PROVINCE_OPTIONS,
  cvPersonalSchema,
  emptyCvSections,
  type Cv,
  type CvPersonal,
  type CvPersonalInput,
} from '@postulate/contracts';
import { Button, DateInput, Field, FilePicker, FORM_VALIDATION, Input, ProvinceLocalityFields, Select } from '@postulate/ui';
import { fetchLocalities, fileUrl } from '../api/cv-api';
import { useCvStore } from '../stores/cv-store';
import { FORM_RESET_MS, useTimers } from '../hooks/useTimers';

function defaultsOf(cv: Cv | null, email: string): CvPersonalInput {
  if (cv) {
    const { name, fecha, nationality, dni, cuit, maritalStatus, tel, mail, direction, province, location, fotoPerfil } = cv;
    return { name, fecha, nationality, dni, cuit, maritalStatus, tel, mail, direction, province, location, fotoPerfil };
  }
  // Empty selects: the schema turns '' and null into the spec's "Debe indicar..." messages.
  return {
    name: '',
    fecha: '',
    nationality: '' as CvPersonalInput['nationality'],
    dni: '',
    cuit: '',
    maritalStatus: '' as CvPersonalInput['maritalStatus'],
    tel: '',
    mail: email,
    direction: '',
    province: '',
    location: null as unknown as CvPersonalInput['location'],
    fotoPerfil: null,
  };
}

/** The photo the applicant picked, checked in the browser too (the server checks the content again). */
function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return CV_MESSAGES.photoType;
  if (file.size > CV_LIMITS.photoMaxBytes) return CV_MESSAGES.photoTooLarge;
  return null;
}

/** Datos personales: the first save creates the CV; the photo travels with it as multipart. */
export function PersonalDataForm() {
  const email = useSessionStore((state) => state.profile?.email ?? '');
  const { cv, save, saveStatus } = useCvStore();
  const later = useTimers();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  // A new key empties the file picker once the photo is saved.
  const [photoInput, setPhotoInput] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<CvPersonalInput, unknown, CvPersonal>({
    resolver: zodResolver(cvPersonalSchema),
    ...FORM_VALIDATION,
    defaultValues: defaultsOf(cv, email),
  });
  const { field: provinceField } = useController({ control, name: 'province' });
  const { field: locationField } = useController({ control, name: 'location' });

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shownPhoto = preview ?? (cv?.fotoPerfil && !removePhoto ? fileUrl(cv.fotoPerfil.id) : null);

  const onPhoto = (file: File | null) => {
    const problem = file && photoProblem(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
    if (file && !problem) setRemovePhoto(false);
    return !problem;
  };

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save(
      (current) => ({
        ...(current ?? emptyCvSections()),
        ...values,
        fotoPerfil: removePhoto ? null : (current?.fotoPerfil ?? null),
      }),
      photo ? { adjunto: 'fotoPerfil', file: photo } : undefined,
    );
    if (saved) {
      later(() => {
        setPhoto(null);
        setRemovePhoto(false);
        setPhotoInput((key) => key + 1);
        reset(defaultsOf(useCvStore.getState().cv, email));
      }, FORM_RESET_MS);
    }
  });

  return (
    <form className="cv-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby="cv-personal-title">
      <h2 id="cv-personal-title" className="pl-card__title">
        Datos personales
      </h2>
      <div className="pl-form-grid">
        <Field label="Nombre y apellido" htmlFor="cv-name" error={errors.name?.message} required>
          <Input autoComplete="name" required {...register('name')} />
        </Field>
        <Field label="Fecha de nacimiento" htmlFor="cv-fecha" hint="dd/mm/aaaa" error={errors.fecha?.message} required>
          <DateInput autoComplete="bday" required {...register('fecha')} />
        </Field>
        <Field label="Nacionalidad" htmlFor="cv-nationality" error={errors.nationality?.message} required>
          <Select placeholder={MESSAGES.finderDefault} required {...register('nationality')}>
            {NATIONALITIES.map((nationality) => (
              <option key={nationality} value={nationality}>
                {nationality}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Estado civil" htmlFor="cv-marital" error={errors.maritalStatus?.message} required>
          <Select placeholder={MESSAGES.finderDefault} required {...register('maritalStatus')}>
            {MARITAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="DNI" htmlFor="cv-dni" hint="7 u 8 dígitos, con o sin puntos" error={errors.dni?.message}>
          <Input inputMode="numeric" maxLength={DNI_MAX_LENGTH} {...register('dni')} />
        </Field>
        <Field label="Cuil" htmlFor="cv-cuit" hint="11 dígitos, con o sin guiones" error={errors.cuit?.message} required>
          <Input inputMode="numeric" maxLength={CUIL_MAX_LENGTH} required {...register('cuit')} />
        </Field>
        <Field label="Teléfono" htmlFor="cv-tel" error={errors.tel?.message} required>
          <Input type="tel" autoComplete="tel" required {...register('tel')} />
        </Field>
        <Field label="Email" htmlFor="cv-mail" error={errors.mail?.message} required>
          <Input type="email" autoComplete="email" required {...register('mail')} />
        </Field>
        <Field label="Dirección" htmlFor="cv-direction" error={errors.direction?.message} required>
          <Input autoComplete="street-address" required {...register('direction')} />
        </Field>
        <ProvinceLocalityFields
          provinceId="cv-province"
          localityId="cv-location"
          provinceOptions={PROVINCE_OPTIONS}
          province={provinceField.value}
          locality={locationField.value?.id ?? null}
          localitySelected={locationField.value ? [{ value: locationField.value.id, label: locationField.value.label ?? '' }] : []}
          onProvinceChange={(value) => {
            provinceField.onChange(value);
            // The locality list depends on the province: a new province needs a new locality.
            setValue('location', null as unknown as CvPersonalInput['location']);
          }}
          onLocalityChange={(_value, option) => locationField.onChange(option ? { id: option.value, label: option.label } : null)}
          onProvinceBlur={provinceField.onBlur}
          onLocalityBlur={locationField.onBlur}
          provinceError={errors.province?.message}
          localityError={errors.location?.message ?? errors.location?.id?.message}
          loadLocalities={fetchLocalities}
        />
        <Field
          label="Foto de perfil"
          htmlFor="cv-photo"
          hint="Opcional. PNG o JPEG de hasta 500 KB; se recorta a 200x200."
          error={photoError}
          className="pl-span-all"
        >
          <div className="cv-photo">
            {shownPhoto ? (
              <img src={shownPhoto} alt="Tu foto de perfil" width={96} height={96} className="cv-photo__img" />
            ) : (
              <span className="cv-photo__none" aria-hidden="true" />
            )}
            <FilePicker
              key={photoInput}
              id="cv-photo"
              accept={PHOTO_TYPES.join(',')}
              buttonLabel="Elegir foto"
              describedBy={photoError ? 'cv-photo-hint cv-photo-error' : 'cv-photo-hint'}
              onPick={onPhoto}
            />
            {cv?.fotoPerfil && !removePhoto && !photo && (
              <Button variant="ghost" onClick={() => setRemovePhoto(true)}>
                Quitar foto
              </Button>
            )}
          </div>
        </Field>
      </div>
      <div className="pl-actions">
        <Button type="submit" busy={saveStatus === 'saving'}>
          Guardar datos personales
        </Button>
      </div>
    </form>
  );
}
