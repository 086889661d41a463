import {
  AVISO_DURATIONS,
  FAIR_WORDING_MESSAGES,
  GENEROS,
  MESSAGES,
  MODALIDADES,
  MOTIVO_REQUISITO_MAX,
  restrictsCandidates,
  TIPOS_EMPLEO,
  valueLabel,
} from '@postulate/contracts';
import { Field, Input, Select, Textarea } from '@postulate/ui';
import { AmountHint } from '@postulate/ui/inputs';
import { useAvisoForm } from '../wizard-context';

const SALARY_FIELDS = [
  ['salarioDesde', 'Salario desde', 'aviso-salario-desde'],
  ['salarioHasta', 'Salario hasta', 'aviso-salario-hasta'],
] as const;

/** Step 5: modality, type, the profile asked for, salary, how applications reach the company, and how long the ad runs. */
export function ConditionsStep() {
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useAvisoForm();
  const recibeMail = watch('recibeMail');
  // Issue 39: the range is asked for by default; 'A convenir' is the explicit choice not to publish it.
  const aConvenir = watch('showSalario') === false;
  const requirement = restrictsCandidates({ genero: watch('genero'), edadDesde: watch('edadDesde'), edadHasta: watch('edadHasta') });
  return (
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
            <option key={value} value={value}>
              {valueLabel(value)}
            </option>
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
      {/* Ley 23.592: a gender or an age range is allowed only when the job justifies it, so the reason is asked for. */}
      <div className="pl-span-all" role="status" aria-live="polite">
        {requirement && (
          <div className="pl-alert pl-alert--warning">
            <p>
              {FAIR_WORDING_MESSAGES.requirementRule} {FAIR_WORDING_MESSAGES.requirementAsk}
            </p>
          </div>
        )}
      </div>
      {requirement && (
        <Field label="Motivo del requisito" htmlFor="aviso-motivo-requisito" error={errors.motivoRequisito?.message} required className="pl-span-all">
          <Textarea rows={3} maxLength={MOTIVO_REQUISITO_MAX} required {...register('motivoRequisito')} />
        </Field>
      )}
      <Field label="Años de experiencia" htmlFor="aviso-experiencia" error={errors.experiecia?.message}>
        <Input inputMode="numeric" {...register('experiecia')} />
      </Field>
      <label className="pl-check">
        <input type="checkbox" {...register('experienciaEx')} /> La experiencia es excluyente
      </label>
      <fieldset className="pl-span-all pl-stack" aria-describedby="aviso-salario-regla">
        <legend className="pl-label">Salario mensual</legend>
        <p className="pl-hint" id="aviso-salario-regla">
          Publicá un rango: el salario hasta no puede ser más del doble del salario desde. Los avisos con salario reciben más postulaciones.
        </p>
        <div className="pl-form-grid">
          {SALARY_FIELDS.map(([name, label, id]) => (
            <Field
              key={name}
              label={label}
              htmlFor={id}
              error={aConvenir ? undefined : errors[name]?.message}
              required={!aConvenir}
              hint={
                <AmountHint text={watch(name)} cents={false}>
                  En pesos, por ejemplo 850.000
                </AmountHint>
              }
            >
              <Input inputMode="numeric" disabled={aConvenir} {...register(name)} />
            </Field>
          ))}
        </div>
        <label className="pl-check">
          <input
            type="checkbox"
            checked={aConvenir}
            onChange={(event) => {
              setValue('showSalario', !event.target.checked, { shouldDirty: true });
              if (event.target.checked) clearErrors(['salarioDesde', 'salarioHasta']);
            }}
          />{' '}
          A convenir (no publicar el salario)
        </label>
      </fieldset>
      <label className="pl-check">
        <input type="checkbox" {...register('permiteMsjDirecto')} /> Permitir mensajes directos con los postulantes
      </label>
      <label className="pl-check">
        <input
          type="checkbox"
          {...register('recibeMail', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) clearErrors('direccionMail');
            },
          })}
        />{' '}
        Recibir una copia de cada CV por mail
      </label>
      <Field label="Correo para recibir los CV" htmlFor="aviso-mail" error={errors.direccionMail?.message} required={Boolean(recibeMail)}>
        <Input type="email" autoComplete="email" disabled={!recibeMail} {...register('direccionMail')} />
      </Field>
      <Field
        label="Duración de la publicación"
        htmlFor="aviso-duracion"
        error={errors.duracion?.message}
        hint="Cuando vence, el aviso deja de aparecer en las búsquedas"
        required
      >
        <Select required {...register('duracion')}>
          {AVISO_DURATIONS.map((days) => (
            <option key={days} value={String(days)}>
              {days} días
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
