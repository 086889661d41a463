import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionStore } from '@postulate/client';
import {
  CV_LIMITS,
  CV_MESSAGES,
  DNI_MAX_LENGTH,
  IMAGE_SIGNATURE_BYTES,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  MESSAGES,
  NATIONALITIES,
  PHOTO_TYPES,
  PROVINCE_OPTIONS,
  cvPersonalSchema,
  emptyCvSections,
  imageSignatureOf,
  type Cv,
  type CvPersonal,
  type CvPersonalInput,
} from '@postulate/contracts';
import { Button, Field, FORM_VALIDATION, Input, Select } from '@postulate/ui';
import { CuilInput, DateInput, FilePicker, formatCuilDigits, ProvinceLocalityFields } from '@postulate/ui/inputs';
import { applicantWrites, isWriting } from '../../common/api/applicant-queries';
import { fetchLocalities, fileUrl, refusedFields, useLoadedCv, useSaveCv } from '../api/cv-api';
import { useUnsavedFlag } from '../hooks/useUnsavedFlag';
import { CvSaveStatus } from './CvSaveStatus';

function defaultsOf(cv: Cv | null, email: string): CvPersonalInput {
  if (cv) {
    const { name, fecha, nationality, dni, cuit, maritalStatus, tel, mail, direction, province, location, fotoPerfil } = cv;
    return { name, fecha, nationality, dni, cuit: formatCuilDigits(cuit), maritalStatus, tel, mail, direction, province, location, fotoPerfil };
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

/** Whether the file starts like a PNG or JPEG: its declared type only repeats its name ('texto.png'). */
async function isPhotoContent(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const mime = imageSignatureOf(head)?.mime;
  return mime !== undefined && (PHOTO_TYPES as readonly string[]).includes(mime);
}

const PERSONAL_FIELDS = new Set<string>(Object.keys(cvPersonalSchema.shape));
/** The form field an API error names: 'cv.location.id' is the locality. */
const personalField = (field: string) => field.replace(/^cv\./, '').split('.')[0] as keyof CvPersonalInput;
/** The refused fields this form shows: its own, and the photo ('file'). */
const isPersonal = ({ field }: { field: string }) => field === 'file' || PERSONAL_FIELDS.has(personalField(field));

/** Datos personales: the first save creates the CV; the photo travels with it as multipart. */
export function PersonalDataForm() {
  const email = useSessionStore((state) => state.profile?.email ?? '');
  const cv = useLoadedCv();
  const save = useSaveCv();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  // The image that failed to show: a placeholder stands in, never a broken image.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  // A new key empties the file picker once the photo is saved or refused.
  const [photoInput, setPhotoInput] = useState(0);
  const picked = useRef<File | null>(null);
  const photoField = useRef<HTMLDivElement>(null);
  // The refused photo's picker is a new element after the render: focus goes to it then.
  const focusPhoto = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<CvPersonalInput, unknown, CvPersonal>({
    resolver: zodResolver(cvPersonalSchema),
    ...FORM_VALIDATION,
    defaultValues: defaultsOf(cv, email),
  });
  const { field: provinceField } = useController({ control, name: 'province' });
  const { field: locationField } = useController({ control, name: 'location' });

  const unsaved = isDirty || photo !== null || removePhoto;
  useUnsavedFlag('personal', unsaved);

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shownPhoto = preview ?? (cv?.fotoPerfil && !removePhoto ? fileUrl(cv.fotoPerfil.id) : null);

  useEffect(() => {
    if (!focusPhoto.current) return;
    focusPhoto.current = false;
    photoField.current?.querySelector('input')?.focus();
  }, [photoInput]);

  const refusePhoto = (message: string) => {
    picked.current = null;
    setPhoto(null);
    setPhotoError(message);
    setPhotoInput((key) => key + 1);
  };

  const onPhoto = (file: File | null) => {
    picked.current = file;
    const problem = file && photoProblem(file);
    setPhotoError(problem);
    setPhoto(null);
    if (!file || problem) return !problem;
    void isPhotoContent(file).then((isPhoto) => {
      // Another file was picked meanwhile.
      if (picked.current !== file) return;
      if (isPhoto) {
        setPhoto(file);
        setRemovePhoto(false);
      } else refusePhoto(CV_MESSAGES.photoType);
    });
    return true;
  };

  const onSubmit = handleSubmit((values) => {
    if (isWriting(applicantWrites.saveCv)) return;
    save.mutate(
      {
        change: (current) => ({
          ...(current ?? emptyCvSections()),
          ...values,
          fotoPerfil: removePhoto ? null : (current?.fotoPerfil ?? null),
        }),
        upload: photo ? { adjunto: 'fotoPerfil', file: photo } : undefined,
      },
      {
        onSuccess: (saved) => {
          setPhoto(null);
          setRemovePhoto(false);
          setPhotoInput((key) => key + 1);
          reset(defaultsOf(saved.cv, email));
        },
        // The server refused fields ('cv.tel', or 'file' for the photo): each message goes beside its field, the first one focused.
        onError: (error) =>
          refusedFields(error)
            .filter(isPersonal)
            .forEach(({ field, message }, index) => {
              if (field !== 'file') {
                setError(personalField(field), { message }, { shouldFocus: index === 0 });
                return;
              }
              refusePhoto(message);
              focusPhoto.current = index === 0;
            }),
      },
    );
  });
  // Fields of this save were refused: the text by the button says nothing was saved.
  const fieldsRefused = refusedFields(save.error).some(isPersonal);

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
                {MARITAL_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="DNI" htmlFor="cv-dni" hint="7 u 8 dígitos, con o sin puntos" error={errors.dni?.message}>
          <Input inputMode="numeric" maxLength={DNI_MAX_LENGTH} {...register('dni')} />
        </Field>
        <Field label="Cuil" htmlFor="cv-cuit" hint="11 dígitos, con o sin guiones" error={errors.cuit?.message} required>
          <CuilInput required {...register('cuit')} />
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
          <div className="cv-photo" ref={photoField}>
            {shownPhoto && shownPhoto !== brokenPhoto ? (
              <img
                src={shownPhoto}
                alt="Tu foto de perfil"
                width={96}
                height={96}
                className="cv-photo__img"
                onError={() => {
                  setBrokenPhoto(shownPhoto);
                  // A picked file that passed the first-bytes check but does not decode.
                  if (shownPhoto === preview) refusePhoto(CV_MESSAGES.photoUnreadable);
                }}
              />
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
        <CvSaveStatus save={save} message={fieldsRefused ? CV_MESSAGES.nothingSaved : null} />
        <Button type="submit" busy={save.isPending}>
          Guardar datos personales
        </Button>
      </div>
    </form>
  );
}
