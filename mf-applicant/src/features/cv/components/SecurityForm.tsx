import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CV_LIMITS,
  CV_MESSAGES,
  DATED_SECURITY_FLAGS,
  DOCUMENT_TYPES,
  SECURITY_FLAG_LABELS,
  SECURITY_FLAGS,
  seguridadSchema,
  type DatedSecurityFlag,
  type Seguridad,
  type SeguridadInput,
  type SecurityFlag,
} from '@postulate/contracts';
import { Button, Field, FORM_VALIDATION } from '@postulate/ui';
import { DateInput, FilePicker } from '@postulate/ui/inputs';
import { applicantWrites, isWriting } from '../../common/api/applicant-queries';
import { fileUrl, useLoadedCv, useSaveCv } from '../api/cv-api';
import { useUnsavedFlag } from '../hooks/useUnsavedFlag';
import { CvSaveStatus } from './CvSaveStatus';

const isDated = (flag: SecurityFlag): flag is DatedSecurityFlag => (DATED_SECURITY_FLAGS as readonly string[]).includes(flag);

function documentProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return CV_MESSAGES.documentType;
  if (file.size > CV_LIMITS.documentMaxBytes) return CV_MESSAGES.documentTooLarge;
  return null;
}

/** Experiencia en Seguridad: nine flags, six with a date required only when ticked, and a document. */
export function SecurityForm() {
  const cv = useLoadedCv();
  const save = useSaveCv();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<SeguridadInput, unknown, Seguridad>({
    resolver: zodResolver(seguridadSchema),
    ...FORM_VALIDATION,
    defaultValues: cv!.seguridad,
  });
  const stored = cv!.seguridad.documento;
  const unsaved = isDirty || file !== null || removeDocument;
  useUnsavedFlag('security', unsaved);

  const onFile = (picked: File | null) => {
    const problem = picked && documentProblem(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
    return !problem;
  };

  const onSubmit = handleSubmit((values) => {
    if (isWriting(applicantWrites.saveCv)) return;
    save.mutate(
      {
        change: (current) => ({
          ...current!,
          seguridad: { ...values, documento: removeDocument ? null : (current!.seguridad.documento ?? null) },
        }),
        upload: file ? { adjunto: 'documentoSeguridad', file } : undefined,
      },
      {
        onSuccess: (saved) => {
          // What was saved is the form's new starting point, so leaving no longer asks.
          setFile(null);
          setRemoveDocument(false);
          setInputKey((key) => key + 1);
          reset(saved.cv!.seguridad);
        },
      },
    );
  });

  return (
    <form className="cv-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby="cv-security-title">
      <h2 id="cv-security-title" className="pl-card__title">
        Experiencia en Seguridad
      </h2>
      <p className="pl-muted">Marcá lo que tengas; las fechas van en formato dd/mm/aaaa, hasta el 31/12/2074.</p>
      <fieldset className="cv-fieldset">
        <legend>Perfil</legend>
        <div className="pl-cluster">
          {SECURITY_FLAGS.filter((flag) => !isDated(flag)).map((flag) => (
            <label key={flag} className="pl-check">
              <input type="checkbox" {...register(flag)} />
              <span>{SECURITY_FLAG_LABELS[flag]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="cv-fieldset">
        <legend>Cursos, credenciales y certificados</legend>
        <ul className="cv-security">
          {DATED_SECURITY_FLAGS.map((flag) => {
            const dateKey = `${flag}Date` as const;
            const ticked = watch(flag);
            return (
              <li key={flag} className="cv-security__item">
                <label className="pl-check">
                  <input type="checkbox" {...register(flag)} />
                  <span>{SECURITY_FLAG_LABELS[flag]}</span>
                </label>
                <Field label={`Fecha de ${SECURITY_FLAG_LABELS[flag]}`} htmlFor={`cv-security-${dateKey}`} error={errors[dateKey]?.message} required={ticked}>
                  <DateInput disabled={!ticked} required={ticked} {...register(dateKey)} />
                </Field>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Field label="Documentación (certificado, curso o credencial)" htmlFor="cv-security-document" hint="PDF, PNG o JPEG de hasta 2 MB." error={fileError}>
        <div className="cv-photo">
          <FilePicker
            key={inputKey}
            id="cv-security-document"
            accept={DOCUMENT_TYPES.join(',')}
            buttonLabel="Elegir archivo"
            describedBy={fileError ? 'cv-security-document-hint cv-security-document-error' : 'cv-security-document-hint'}
            onPick={onFile}
          />
          {stored && !removeDocument && !file && (
            <>
              <a href={fileUrl(stored.id)} target="_blank" rel="noreferrer">
                Ver {stored.nombre}
              </a>
              <Button variant="ghost" onClick={() => setRemoveDocument(true)}>
                Quitar documento
              </Button>
            </>
          )}
        </div>
      </Field>
      <div className="pl-actions">
        <CvSaveStatus save={save} />
        <Button type="submit" busy={save.isPending}>
          Guardar experiencia en seguridad
        </Button>
      </div>
    </form>
  );
}
