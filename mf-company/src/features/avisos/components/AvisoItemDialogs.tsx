import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVISO_PREGUNTA_MAX,
  COMPANY_MESSAGES,
  MESSAGES,
  NIVELES_IDIOMA,
  PREGUNTA_TIPOS,
  PREGUNTA_TIPO_LABELS,
  RESPUESTAS_SI_NO,
  valueLabel,
  avisoIdiomaSchema,
  avisoPreguntaSchema,
  type AvisoIdiomaInput,
  type AvisoIdiomaSave,
  type AvisoPreguntaInput,
  type AvisoPreguntaSave,
} from '@postulate/contracts';
import { Button, Field, Input, Modal, Select, Textarea } from '@postulate/ui';

interface DialogProps<T> {
  open: boolean;
  onClose: () => void;
  onAdd: (item: T) => void;
}

/** The small modal both wizard dialogs use: its content plus Cancelar / Agregar. */
function AddItemModal({
  open,
  title,
  onClose,
  onAdd,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button variant="primary" onClick={onAdd}>
            Agregar
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** 'Agregamos un idioma': the language's name and its reading and writing levels. */
export function IdiomaDialog({ open, onClose, onAdd }: DialogProps<AvisoIdiomaInput>) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AvisoIdiomaInput, unknown, AvisoIdiomaSave>({
    resolver: zodResolver(avisoIdiomaSchema),
    defaultValues: { idioma: '', nivelRead: '', nivelWrite: '' },
  });
  // Emptied on the way out, not on the way in: a reset as it opens could wipe what is already typed.
  const close = () => {
    reset();
    onClose();
  };
  // Its own form: a submit here must not submit the wizard around it.
  const submit = handleSubmit((idioma) => {
    onAdd(idioma);
    close();
  });

  return (
    <AddItemModal open={open} title={COMPANY_MESSAGES.addIdioma} onClose={close} onAdd={() => void submit()}>
      <div
        className="pl-stack"
        onKeyDown={(event) => {
          // Enter in the name box adds, as it would in a form of its own.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            void submit();
          }
        }}
      >
        <Field label="Idioma" htmlFor="idioma-nombre" error={errors.idioma?.message} required>
          <Input data-autofocus required {...register('idioma')} />
        </Field>
        <Field label="Nivel de lectura" htmlFor="idioma-lectura" error={errors.nivelRead?.message} required>
          <Select placeholder={MESSAGES.finderDefault} required {...register('nivelRead')}>
            {NIVELES_IDIOMA.map((level) => (
              <option key={level} value={level}>
                {valueLabel(level)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Nivel de escritura" htmlFor="idioma-escritura" error={errors.nivelWrite?.message} required>
          <Select placeholder={MESSAGES.finderDefault} required {...register('nivelWrite')}>
            {NIVELES_IDIOMA.map((level) => (
              <option key={level} value={level}>
                {valueLabel(level)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </AddItemModal>
  );
}

/**
 * 'Agregamos una pregunta': a question of at least 10 characters for the applicants, answered in
 * free text, Sí/No or a number; the last two may ask for the answer the job needs. A question the
 * law does not allow is refused here with its reason, as the API refuses it.
 */
export function PreguntaDialog({ open, onClose, onAdd }: DialogProps<AvisoPreguntaSave>) {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AvisoPreguntaInput, unknown, AvisoPreguntaSave>({
    resolver: zodResolver(avisoPreguntaSchema),
    defaultValues: { pregunta: '', tipo: 'texto', respuestaRequerida: '', minimoRequerido: '' },
  });
  const tipo = watch('tipo');
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit((pregunta) => {
    onAdd(pregunta);
    close();
  });

  return (
    <AddItemModal open={open} title={COMPANY_MESSAGES.addPregunta} onClose={close} onAdd={() => void submit()}>
      <div className="pl-stack">
        <Field label="Pregunta" htmlFor="pregunta-texto" error={errors.pregunta?.message} required>
          <Textarea data-autofocus rows={3} maxLength={AVISO_PREGUNTA_MAX} required {...register('pregunta')} />
        </Field>
        <Field label="Tipo de respuesta" htmlFor="pregunta-tipo" error={errors.tipo?.message}>
          <Select
            {...register('tipo', {
              // A requirement belongs to one type: changing the type drops it.
              onChange: () => {
                setValue('respuestaRequerida', '');
                setValue('minimoRequerido', '');
              },
            })}
          >
            {PREGUNTA_TIPOS.map((value) => (
              <option key={value} value={value}>
                {PREGUNTA_TIPO_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        {tipo === 'si_no' && (
          <Field
            label="Respuesta que el puesto necesita"
            htmlFor="pregunta-requerida"
            error={errors.respuestaRequerida?.message}
            hint="Quien responda otra cosa puede postularse igual; en la lista vas a ver si cumple."
          >
            <Select {...register('respuestaRequerida')}>
              <option value="">Cualquiera (solo para conocer la respuesta)</option>
              {RESPUESTAS_SI_NO.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {tipo === 'numero' && (
          <Field
            label="Mínimo que el puesto necesita"
            htmlFor="pregunta-minimo"
            error={errors.minimoRequerido?.message}
            hint="Un número entero, por ejemplo 2 años. Dejalo vacío si cualquier número sirve."
          >
            <Input inputMode="numeric" autoComplete="off" {...register('minimoRequerido')} />
          </Field>
        )}
      </div>
    </AddItemModal>
  );
}
