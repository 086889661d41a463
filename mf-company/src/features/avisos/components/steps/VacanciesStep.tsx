import { AVISO_VACANCIES_MAX } from '@postulate/contracts';
import { Field, Input } from '@postulate/ui';
import { useAvisoForm } from '../wizard-context';

/** Step 4: whether the company is named, and how many people it hires. */
export function VacanciesStep() {
  const {
    register,
    formState: { errors },
  } = useAvisoForm();
  return (
    <div className="pl-form-grid">
      <label className="pl-check pl-span-all">
        <input type="checkbox" {...register('notConfidential')} /> Mostrar el nombre de la empresa en el aviso
      </label>
      <Field label="Vacantes" htmlFor="aviso-vacantes" error={errors.vacantes?.message} hint={`De 1 a ${AVISO_VACANCIES_MAX}`} required>
        <Input inputMode="numeric" required {...register('vacantes')} />
      </Field>
    </div>
  );
}
