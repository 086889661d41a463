import { AVISO_DESCRIPCION_MAX, AVISO_TITULO_MAX } from '@postulate/contracts';
import { Field, Input, Textarea } from '@postulate/ui';
import { useAvisoForm } from '../wizard-context';

/** Step 1: the title and the description. */
export function DescriptionStep() {
  const {
    register,
    formState: { errors },
  } = useAvisoForm();
  return (
    <div className="pl-form-grid">
      <Field label="Título" htmlFor="aviso-titulo" error={errors.titulo?.message} required className="pl-span-all">
        <Input maxLength={AVISO_TITULO_MAX} required {...register('titulo')} />
      </Field>
      <Field label="Descripción" htmlFor="aviso-descripcion" error={errors.descripcion?.message} required className="pl-span-all">
        <Textarea rows={10} maxLength={AVISO_DESCRIPCION_MAX} required {...register('descripcion')} />
      </Field>
    </div>
  );
}
