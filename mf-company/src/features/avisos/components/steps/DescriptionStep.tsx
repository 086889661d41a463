import { applyFairWording, AVISO_DESCRIPCION_MAX, AVISO_TITULO_MAX } from '@postulate/contracts';
import { Field, Input, Textarea } from '@postulate/ui';
import { FairWordingHints, useFairWording } from '../FairWordingHints';
import { useAvisoForm } from '../wizard-context';

/** Step 1: the title and the description, with the word check's findings under each. */
export function DescriptionStep() {
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useAvisoForm();
  const titleFindings = useFairWording({ titulo: watch('titulo') });
  const descriptionFindings = useFairWording({ descripcion: watch('descripcion') });
  return (
    <div className="pl-form-grid">
      <Field label="Título" htmlFor="aviso-titulo" error={errors.titulo?.message} required className="pl-span-all">
        <Input maxLength={AVISO_TITULO_MAX} required {...register('titulo')} />
      </Field>
      <FairWordingHints
        findings={titleFindings}
        onReplace={(finding) => setValue('titulo', applyFairWording(getValues('titulo'), finding), { shouldDirty: true })}
      />
      <Field label="Descripción" htmlFor="aviso-descripcion" error={errors.descripcion?.message} required className="pl-span-all">
        <Textarea rows={10} maxLength={AVISO_DESCRIPCION_MAX} required {...register('descripcion')} />
      </Field>
      <FairWordingHints findings={descriptionFindings} />
    </div>
  );
}
