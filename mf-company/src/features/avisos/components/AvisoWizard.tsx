import { useEffect, useRef, useState } from 'react';
import { Controller, useController, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@postulate/client';
import {
  AVISO_DESCRIPCION_MAX,
  AVISO_STEP_FIELDS,
  AVISO_STEP_TITLES,
  AVISO_TITULO_MAX,
  COMPANY_MESSAGES,
  GENEROS,
  MESSAGES,
  MODALIDADES,
  PROVINCE_OPTIONS,
  TIPOS_EMPLEO,
  avisoSaveSchema,
  type AvisoSave,
  type AvisoSaveInput,
  type CompanyAvisoData,
} from '@postulate/contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  FilterableSelect,
  Input,
  Loading,
  ProvinceLocalityFields,
  Select,
  StatusBanner,
  Textarea,
  type FilterableSelectOption,
} from '@postulate/ui';
import { foundArea, searchAreas, searchLocalities, searchWorkLevels, useArea } from '../../common/api/referenceApi';
import { saveAviso, useCompanyAviso } from '../api/avisosApi';
import { IdiomaDialog, PreguntaDialog } from './AvisoItemDialogs';

/** After 'Guardado con éxito' the wizard returns to the dashboard (the spec's success delay). */
export const SAVED_DELAY_MS = 2000;
const LAST_STEP = AVISO_STEP_TITLES.length - 1;
const EMPTY: AvisoSaveInput = {
  titulo: '',
  descripcion: '',
  area: '',
  subarea: '',
  nivel: '',
  provincia: '',
  localidad: '',
  direccion: '',
  notConfidential: true,
  vacantes: '1',
  modalidad: '',
  tipoEmpleo: '',
  genero: 'Indistinto',
  discapcidad: false,
  edadDesde: '',
  edadHasta: '',
  experiecia: '',
  experienciaEx: false,
  salarioDesde: '',
  salarioHasta: '',
  showSalario: false,
  permiteMsjDirecto: false,
  recibeMail: false,
  direccionMail: '',
  avisoIdiomas: [],
  preguntas: [],
};

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The saved ad as the form holds it: numbers and ids as the text of their boxes, nothing null. */
function toFormValues(aviso: CompanyAvisoData['aviso']): AvisoSaveInput {
  return {
    ...aviso,
    area: text(aviso.area),
    subarea: text(aviso.subarea),
    nivel: text(aviso.nivel),
    direccion: aviso.direccion ?? '',
    vacantes: text(aviso.vacantes),
    edadDesde: text(aviso.edadDesde),
    edadHasta: text(aviso.edadHasta),
    experiecia: text(aviso.experiecia),
    salarioDesde: text(aviso.salarioDesde),
    salarioHasta: text(aviso.salarioHasta),
    direccionMail: aviso.direccionMail ?? '',
  };
}

const stepOf = (field: string) => AVISO_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field.split('.')[0]));

/**
 * 'Generando un nuevo Aviso' / 'Modificando un Aviso': six steps over one form and one schema.
 * Going forward validates the step's fields; going back is always free; Finalizar saves. An edited
 * ad is read first, so the form starts from its saved values.
 */
export function AvisoWizard() {
  const { id } = useParams();
  const editingId = id ? Number(id) : null;
  const aviso = useCompanyAviso(editingId);
  if (editingId === null) return <WizardForm editingId={null} loaded={null} />;
  if (aviso.error) return <Alert tone="error">{errorMessage(aviso.error)}</Alert>;
  if (!aviso.data) return <Loading />;
  return <WizardForm editingId={editingId} loaded={aviso.data} />;
}

function WizardForm({ editingId, loaded }: { editingId: number | null; loaded: CompanyAvisoData | null }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string }>({ kind: 'idle' });
  const [dialog, setDialog] = useState<'idioma' | 'pregunta' | null>(null);
  // Labels of the nivel and localidad chosen in this visit: a step's select is rebuilt when the
  // person comes back to it and would otherwise show the bare id ('3', '0209801001').
  const chosenLabels = useRef(new Map<string, string>());
  const remember = (field: 'nivel' | 'localidad', options: FilterableSelectOption[]) => {
    for (const option of options) chosenLabels.current.set(`${field}:${option.value}`, option.label);
    return options;
  };
  const selectedOption = (field: 'nivel' | 'localidad', value: string, loadedLabel: string | undefined): FilterableSelectOption[] => {
    const label = chosenLabels.current.get(`${field}:${value}`) ?? loadedLabel;
    return value && label ? [{ value, label }] : [];
  };
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<AvisoSaveInput, unknown, AvisoSave>({
    resolver: zodResolver(avisoSaveSchema),
    defaultValues: loaded ? toFormValues(loaded.aviso) : EMPTY,
  });
  const {
    register,
    control,
    trigger,
    watch,
    setValue,
    getValues,
    setError,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  const [leaving, setLeaving] = useState(false);
  // 'Volver al home' asks first when something was typed that 'Finalizar' has not saved.
  const leave = () => (isDirty && status.kind !== 'saved' ? setLeaving(true) : navigate('/admin/home'));
  const idiomas = useFieldArray({ control, name: 'avisoIdiomas' });
  const preguntas = useFieldArray({ control, name: 'preguntas', keyName: 'key' });
  const { field: provinciaField } = useController({ control, name: 'provincia' });
  const { field: localidadField } = useController({ control, name: 'localidad' });

  // The chosen area's sub-areas.
  const areaId = text(watch('area') as string);
  const area = useArea(areaId ? Number(areaId) : null).data ?? null;

  useEffect(() => headingRef.current?.focus(), [step]);

  const goTo = async (target: number) => {
    for (let index = step; index < target; index++) {
      if (!(await trigger(AVISO_STEP_FIELDS[index] as unknown as FieldPath<AvisoSaveInput>[]))) {
        setStep(index);
        return;
      }
    }
    setStep(target);
  };

  const save = handleSubmit(async () => {
    setStatus({ kind: 'saving', message: COMPANY_MESSAGES.savingChanges });
    try {
      await saveAviso(editingId, getValues());
      setStatus({ kind: 'saved', message: MESSAGES.saved });
      window.setTimeout(() => void navigate('/admin/home'), SAVED_DELAY_MS);
    } catch (failure) {
      // The server's field errors go under their fields, on the step that holds them.
      const fields = failure instanceof ApiError ? failure.errors : [];
      for (const { field, message } of fields) setError(field as FieldPath<AvisoSaveInput>, { message });
      const steps = fields.map(({ field }) => stepOf(field)).filter((index) => index >= 0);
      if (steps.length > 0) setStep(Math.min(...steps));
      // Errors pinned on fields show under them only; the banner is for the rest.
      setStatus(steps.length > 0 ? { kind: 'idle' } : { kind: 'error', message: errorMessage(failure) });
    }
  }, (invalid) => {
    const steps = Object.keys(invalid).map(stepOf).filter((index) => index >= 0);
    if (steps.length > 0) setStep(Math.min(...steps));
  });

  const recibeMail = watch('recibeMail');
  const provincia = text(watch('provincia') as string);
  const subareaOptions = (area?.subareas ?? []).map((sub) => ({ value: String(sub.id), label: sub.name }));
  const title = editingId === null ? COMPANY_MESSAGES.newAviso : COMPANY_MESSAGES.editAviso;

  return (
    <section className="pl-stack cmp-wizard" aria-labelledby="wizard-title">
      <div className="pl-cluster pl-cluster--between">
        <h1 id="wizard-title" className="pl-page-title">
          {title}
        </h1>
        <Button variant="ghost" onClick={leave}>
          Volver al home
        </Button>
      </div>
      <ConfirmDialog
        open={leaving}
        body="¿Volver al home sin guardar? Se pierde lo que cargaste en este aviso."
        onConfirm={() => navigate('/admin/home')}
        onCancel={() => setLeaving(false)}
        danger
      />
      <ol className="cmp-steps" aria-label="Pasos del aviso">
        {AVISO_STEP_TITLES.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className="cmp-step"
              aria-current={index === step ? 'step' : undefined}
              onClick={() => void (index < step ? setStep(index) : goTo(index))}
            >
              <span className="cmp-step__number">{index + 1}</span> {name}
            </button>
          </li>
        ))}
      </ol>
      <form className="pl-card pl-stack" onSubmit={save} noValidate>
        <h2 className="pl-card__title" tabIndex={-1} ref={headingRef}>
          {`Paso ${step + 1} de 6: ${AVISO_STEP_TITLES[step]}`}
        </h2>

        {step === 0 && (
          <div className="pl-form-grid">
            <Field label="Título" htmlFor="aviso-titulo" error={errors.titulo?.message} required className="pl-span-all">
              <Input maxLength={AVISO_TITULO_MAX} required {...register('titulo')} />
            </Field>
            <Field label="Descripción" htmlFor="aviso-descripcion" error={errors.descripcion?.message} required className="pl-span-all">
              <Textarea rows={10} maxLength={AVISO_DESCRIPCION_MAX} required {...register('descripcion')} />
            </Field>
          </div>
        )}

        {step === 1 && (
          <div className="pl-form-grid">
            <Field label="Área" htmlFor="aviso-area" error={errors.area?.message} required>
              <Controller
                control={control}
                name="area"
                render={({ field }) => (
                  <FilterableSelect
                    loadOptions={async (typed, signal) => (await searchAreas(typed, signal)).map((item) => ({ value: String(item.id), label: item.name }))}
                    selectedOptions={area ? [{ value: String(area.id), label: area.name }] : loaded ? [{ value: String(loaded.aviso.area), label: loaded.labels.area }] : []}
                    value={text(field.value as string) || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      const next = value ? foundArea(Number(value)) : undefined;
                      // A sub-area of another area does not belong to the new one.
                      const sub = text(getValues('subarea') as string);
                      if (!next || !next.subareas.some((item) => String(item.id) === sub)) setValue('subarea', '');
                    }}
                    onBlur={field.onBlur}
                    required
                  />
                )}
              />
            </Field>
            <Field
              label="Sub área"
              htmlFor="aviso-subarea"
              error={errors.subarea?.message}
              hint={area ? undefined : 'Elegí primero el área'}
              required
            >
              <Controller
                control={control}
                name="subarea"
                render={({ field }) => (
                  <FilterableSelect
                    key={area?.id ?? 'none'}
                    options={subareaOptions}
                    value={text(field.value as string) || null}
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
                      text(field.value as string),
                      loaded && String(loaded.aviso.nivel) === text(field.value as string) ? loaded.labels.nivel : undefined,
                    )}
                    value={text(field.value as string) || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    required
                  />
                )}
              />
            </Field>
          </div>
        )}

        {step === 2 && (
          <div className="pl-form-grid">
            <ProvinceLocalityFields
              provinceId="aviso-provincia"
              localityId="aviso-localidad"
              provinceOptions={PROVINCE_OPTIONS}
              province={provincia}
              locality={localidadField.value}
              localitySelected={selectedOption(
                'localidad',
                text(localidadField.value as string),
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
                remember('localidad', found.map((item) => ({ value: item.id, label: item.label })));
                return found;
              }}
            />
            <Field label="Dirección (opcional)" htmlFor="aviso-direccion" error={errors.direccion?.message} className="pl-span-all">
              <Input maxLength={100} autoComplete="street-address" {...register('direccion')} />
            </Field>
          </div>
        )}

        {step === 3 && (
          <div className="pl-form-grid">
            <label className="pl-check pl-span-all">
              <input type="checkbox" {...register('notConfidential')} /> Mostrar el nombre de la empresa en el aviso
            </label>
            <Field label="Vacantes" htmlFor="aviso-vacantes" error={errors.vacantes?.message} required>
              <Input inputMode="numeric" required {...register('vacantes')} />
            </Field>
          </div>
        )}

        {step === 4 && (
          <div className="pl-form-grid">
            <Field label="Modalidad" htmlFor="aviso-modalidad" error={errors.modalidad?.message} required>
              <Select placeholder={MESSAGES.finderDefault} required {...register('modalidad')}>
                {MODALIDADES.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </Select>
            </Field>
            <Field label="Tipo de empleo" htmlFor="aviso-tipo" error={errors.tipoEmpleo?.message} required>
              <Select placeholder={MESSAGES.finderDefault} required {...register('tipoEmpleo')}>
                {TIPOS_EMPLEO.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </Select>
            </Field>
            <Field label="Género" htmlFor="aviso-genero" error={errors.genero?.message} required>
              <Select placeholder={MESSAGES.finderDefault} required {...register('genero')}>
                {GENEROS.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </Select>
            </Field>
            <label className="pl-check">
              <input type="checkbox" {...register('discapcidad')} /> Apto para personas con discapacidad
            </label>
            <Field label="Edad desde" htmlFor="aviso-edad-desde" error={errors.edadDesde?.message}>
              <Input inputMode="numeric" {...register('edadDesde')} />
            </Field>
            <Field label="Edad hasta" htmlFor="aviso-edad-hasta" error={errors.edadHasta?.message}>
              <Input inputMode="numeric" {...register('edadHasta')} />
            </Field>
            <Field label="Años de experiencia" htmlFor="aviso-experiencia" error={errors.experiecia?.message}>
              <Input inputMode="numeric" {...register('experiecia')} />
            </Field>
            <label className="pl-check">
              <input type="checkbox" {...register('experienciaEx')} /> La experiencia es excluyente
            </label>
            <Field label="Salario desde" htmlFor="aviso-salario-desde" error={errors.salarioDesde?.message} hint="En pesos">
              <Input inputMode="numeric" {...register('salarioDesde')} />
            </Field>
            <Field label="Salario hasta" htmlFor="aviso-salario-hasta" error={errors.salarioHasta?.message} hint="En pesos">
              <Input inputMode="numeric" {...register('salarioHasta')} />
            </Field>
            <label className="pl-check">
              <input type="checkbox" {...register('showSalario')} /> Mostrar el salario en el aviso
            </label>
            <label className="pl-check">
              <input type="checkbox" {...register('permiteMsjDirecto')} /> Permitir mensajes directos con los postulantes
            </label>
            <label className="pl-check">
              <input
                type="checkbox"
                {...register('recibeMail', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    if (!event.target.checked) form.clearErrors('direccionMail');
                  },
                })}
              />{' '}
              Recibir una copia de cada CV por mail
            </label>
            <Field label="Correo para recibir los CV" htmlFor="aviso-mail" error={errors.direccionMail?.message} required={Boolean(recibeMail)}>
              <Input type="email" autoComplete="email" disabled={!recibeMail} {...register('direccionMail')} />
            </Field>
          </div>
        )}

        {step === 5 && (
          <div className="pl-stack">
            <section className="pl-stack" aria-labelledby="idiomas-title">
              <h3 id="idiomas-title">Idiomas requeridos</h3>
              {idiomas.fields.length === 0 ? (
                <p className="pl-muted">Sin idiomas requeridos.</p>
              ) : (
                <ul className="cmp-items">
                  {idiomas.fields.map((item, index) => (
                    <li key={item.id} className="cmp-item">
                      <span>
                        <strong>{item.idioma}</strong> · Lectura: {String(item.nivelRead)} · Escritura: {String(item.nivelWrite)}
                      </span>
                      <Button variant="ghost" onClick={() => idiomas.remove(index)} aria-label={`Quitar el idioma ${item.idioma}`}>
                        Quitar
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {errors.avisoIdiomas?.message && <Alert tone="error">{errors.avisoIdiomas.message}</Alert>}
              <div>
                <Button variant="secondary" onClick={() => setDialog('idioma')}>
                  Agregar idioma
                </Button>
              </div>
            </section>
            <section className="pl-stack" aria-labelledby="preguntas-title">
              <h3 id="preguntas-title">Preguntas para los postulantes</h3>
              {preguntas.fields.length === 0 ? (
                <p className="pl-muted">Sin preguntas.</p>
              ) : (
                <ol className="cmp-items">
                  {preguntas.fields.map((item, index) => (
                    <li key={item.key} className="cmp-item">
                      <span>{item.pregunta}</span>
                      <Button variant="ghost" onClick={() => preguntas.remove(index)} aria-label={`Quitar la pregunta ${index + 1}`}>
                        Quitar
                      </Button>
                    </li>
                  ))}
                </ol>
              )}
              {errors.preguntas?.message && <Alert tone="error">{errors.preguntas.message}</Alert>}
              <div>
                <Button variant="secondary" onClick={() => setDialog('pregunta')}>
                  Agregar pregunta
                </Button>
              </div>
            </section>
          </div>
        )}

        {status.kind !== 'idle' && <StatusBanner status={status.kind} message={status.message} />}
        <div className="pl-cluster pl-cluster--between">
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
            {step === LAST_STEP ? 'Volver al paso 5' : 'Anterior'}
          </Button>
          {step < LAST_STEP ? (
            // Distinct keys: reusing one DOM button would turn it into the submit button while its own click is handled.
            <Button key="siguiente" variant="primary" onClick={() => void goTo(step + 1)}>
              Siguiente
            </Button>
          ) : (
            <Button key="finalizar" type="submit" variant="primary" busy={status.kind === 'saving'} disabled={status.kind === 'saved'}>
              Finalizar
            </Button>
          )}
        </div>
      </form>
      <IdiomaDialog open={dialog === 'idioma'} onClose={() => setDialog(null)} onAdd={(idioma) => idiomas.append(idioma)} />
      <PreguntaDialog open={dialog === 'pregunta'} onClose={() => setDialog(null)} onAdd={(pregunta) => preguntas.append(pregunta)} />
    </section>
  );
}
