import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  ALERT_NAME_MAX,
  MODALIDADES,
  PROVINCES,
  SALARY_FACET_STEPS,
  SALARY_PUBLISHED,
  TIPOS_EMPLEO,
  alertSaveSchema,
  formatAmount,
  type AlertSave,
  type AlertSaveInput,
  type JobAlert,
} from '@postulate/contracts';
import { Alert, Button, Field, FilterableSelect, FORM_VALIDATION, Input, Modal, Select } from '@postulate/ui';
import { useAlertReferences, useAlertUpdate } from '../api/alerts-api';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province.id, label: province.officialName }));
const ANY = 'Cualquiera';
/** A select left on 'Cualquiera' is no filter. */
const orNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (orNull(value) === null ? null : Number(value));

export interface AlertEditDialogProps {
  /** The alert being edited; null keeps the dialog closed. */
  alert: JobAlert | null;
  onClose: () => void;
  onSaved: (alert: JobAlert) => void;
}

/** 'Editar alerta': its name, how often it is mailed and its search, checked by the API's own schema. */
export function AlertEditDialog({ alert, onClose, onSaved }: AlertEditDialogProps) {
  return (
    <Modal open={alert !== null} title={ALERT_MESSAGES.editTitle} onClose={onClose} size="md">
      {alert && <AlertEditForm key={alert.id} alert={alert} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function AlertEditForm({ alert, onClose, onSaved }: { alert: JobAlert; onClose: () => void; onSaved: (alert: JobAlert) => void }) {
  const references = useAlertReferences();
  const update = useAlertUpdate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AlertSaveInput, unknown, AlertSave>({
    resolver: zodResolver(alertSaveSchema),
    ...FORM_VALIDATION,
    defaultValues: {
      ...alert.busqueda,
      province: alert.busqueda.province as AlertSaveInput['province'],
      nombre: alert.nombre ?? '',
      frecuencia: alert.frecuencia,
    },
  });
  const { field: provinces } = useController({ control, name: 'province' });

  const save = (body: AlertSave) => update.mutate({ id: alert.id, body }, { onSuccess: (saved) => onSaved(saved) });
  const { areas = [], levels = [] } = references.data ?? {};

  return (
    <form className="pl-stack" onSubmit={handleSubmit(save)} noValidate aria-label={ALERT_MESSAGES.editTitle}>
      {update.error && <Alert tone="error">{errorMessage(update.error)}</Alert>}
      <Field
        label="Nombre de la alerta"
        htmlFor="alert-nombre"
        hint="Opcional: si no le ponés uno, la mostramos con su búsqueda."
        error={errors.nombre?.message}
      >
        <Input id="alert-nombre" maxLength={ALERT_NAME_MAX} {...register('nombre')} />
      </Field>
      <Field label="Recibirla" htmlFor="alert-frecuencia" error={errors.frecuencia?.message}>
        <Select id="alert-frecuencia" {...register('frecuencia')}>
          {ALERT_FREQUENCIES.map((frecuencia) => (
            <option key={frecuencia} value={frecuencia}>
              {ALERT_FREQUENCY_LABELS[frecuencia]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Palabras clave" htmlFor="alert-q" hint="Separá las búsquedas con comas." error={errors.q?.message}>
        <Input id="alert-q" {...register('q')} />
      </Field>
      <Field label="Provincias" htmlFor="alert-provincias" error={errors.province?.message}>
        <FilterableSelect
          id="alert-provincias"
          multiple
          options={PROVINCE_OPTIONS}
          values={(provinces.value ?? []) as string[]}
          onChange={(values) => provinces.onChange(values)}
          onBlur={provinces.onBlur}
        />
      </Field>
      <div className="pl-grid">
        <Field label="Área" htmlFor="alert-area" error={errors.area?.message}>
          <Select id="alert-area" placeholder={ANY} {...register('area', { setValueAs: numberOrNull })}>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Nivel" htmlFor="alert-nivel" error={errors.nivel?.message}>
          <Select id="alert-nivel" placeholder={ANY} {...register('nivel', { setValueAs: numberOrNull })}>
            {levels.map((level) => (
              <option key={level.id} value={level.id}>
                {level.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Modalidad" htmlFor="alert-modalidad" error={errors.modalidad?.message}>
          <Select id="alert-modalidad" placeholder={ANY} {...register('modalidad', { setValueAs: orNull })}>
            {MODALIDADES.map((modalidad) => (
              <option key={modalidad}>{modalidad}</option>
            ))}
          </Select>
        </Field>
        <Field label="Tipo de empleo" htmlFor="alert-tipo" error={errors.tipoEmpleo?.message}>
          <Select id="alert-tipo" placeholder={ANY} {...register('tipoEmpleo', { setValueAs: orNull })}>
            {TIPOS_EMPLEO.map((tipo) => (
              <option key={tipo}>{tipo}</option>
            ))}
          </Select>
        </Field>
        <Field label="Salario desde" htmlFor="alert-salario" error={errors.salarioDesde?.message}>
          <Select id="alert-salario" placeholder={ANY} {...register('salarioDesde', { setValueAs: numberOrNull })}>
            {SALARY_FACET_STEPS.map((step) => (
              <option key={step} value={step}>
                {step === SALARY_PUBLISHED ? 'Con salario publicado' : formatAmount(step)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="pl-cluster">
        <input type="checkbox" {...register('discapacidad')} /> Solo avisos aptos para personas con discapacidad
      </label>
      <div className="pl-actions">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" busy={update.isPending}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
