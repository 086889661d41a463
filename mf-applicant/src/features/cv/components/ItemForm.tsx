import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CV_LIMITS, MESSAGES } from '@postulate/contracts';
import { Button, Field, FORM_VALIDATION, Input, Select, Textarea } from '@postulate/ui';
import { DateInput } from '@postulate/ui/inputs';
import { useUnsavedFlag } from '../hooks/useUnsavedFlag';
import type { SectionSpec } from './sections';

type Values = Record<string, unknown>;

interface ItemFormProps {
  spec: SectionSpec;
  initial: Values;
  busy: boolean;
  /** Saves the card; `onSaved` runs once the CV holds it. */
  onSubmit: (item: Values, onSaved: () => void) => void;
  onCancel: () => void;
}

/** The add/edit form of one card, validated by the same zod schema the API uses. */
export function ItemForm({ spec, initial, busy, onSubmit, onCancel }: ItemFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values>({
    // The spec's schema differs per section; its fields are the same names as the form's.
    resolver: zodResolver(spec.schema as never) as unknown as Resolver<Values>,
    ...FORM_VALIDATION,
    defaultValues: initial,
  });
  const formId = `cv-${spec.key}-form`;
  // A card half-written in its dialog counts as unsaved edits of Mi CV until it is saved or closed.
  useUnsavedFlag(formId, isDirty);

  return (
    <form
      id={formId}
      className="pl-stack"
      // Saved: what the dialog shows while it closes is no longer an unsaved edit.
      onSubmit={handleSubmit((values) => onSubmit(values, () => reset(values)))}
      noValidate
    >
      <div className="pl-form-grid">
        {spec.fields.map((field, index) => {
          const id = `${formId}-${field.name}`;
          const error = errors[field.name]?.message as string | undefined;
          const autofocus = index === 0 ? { 'data-autofocus': true } : {};
          const open = field.openWhen !== undefined && watch(field.openWhen.field) === field.openWhen.value;
          const required = field.required && !open;
          const disabled = open && field.openWhen?.disable === true;
          if (field.kind === 'checkbox') {
            return (
              <label key={field.name} className="pl-check pl-span-all">
                <input
                  type="checkbox"
                  id={id}
                  {...register(field.name, {
                    // Ticking 'Continúo trabajando aquí' clears the end date it makes unnecessary.
                    onChange: (event: { target: { checked: boolean } }) => {
                      for (const other of spec.fields) {
                        if (other.openWhen?.field === field.name && other.openWhen.disable && event.target.checked) setValue(other.name, '');
                      }
                    },
                  })}
                />
                <span>{field.label}</span>
              </label>
            );
          }
          return (
            <Field
              key={field.name}
              label={field.label}
              htmlFor={id}
              error={error}
              hint={field.hint}
              required={required}
              className={field.kind === 'textarea' ? 'pl-span-all' : undefined}
            >
              {field.kind === 'select' ? (
                <Select placeholder={MESSAGES.finderDefault} required={field.required} {...autofocus} {...register(field.name)}>
                  {field.options!.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : field.kind === 'textarea' ? (
                <Textarea rows={3} maxLength={CV_LIMITS.textareaMax} required={field.required} {...autofocus} {...register(field.name)} />
              ) : field.kind === 'date' ? (
                <DateInput required={required} disabled={disabled} {...autofocus} {...register(field.name)} />
              ) : (
                <Input maxLength={CV_LIMITS.textMax} required={field.required} {...autofocus} {...register(field.name)} />
              )}
            </Field>
          );
        })}
      </div>
      <div className="pl-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {MESSAGES.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
