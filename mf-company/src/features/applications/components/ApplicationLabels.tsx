import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@postulate/client';
import { LABEL_MESSAGES, TAG_MAX, TAGS_PER_APPLICATION_MAX, tagKey, tagSchema } from '@postulate/contracts';
import { Alert, Button, Field, Input } from '@postulate/ui';
import { useAddTag, useRateApplication, useRemoveTag, useTagSuggestions } from '../api/labels-api';
import { StarRating } from './StarRating';

export interface ApplicationLabelsProps {
  applicationId: number;
  calificacion: number | null;
  etiquetas: string[];
}

/**
 * 'Calificación y etiquetas' on the applicant profile: the company's stars and tags, never shown to
 * the applicant. The stars show the choice at once and the server's answer settles it; a tag is
 * suggested from the company's tags in use as it is typed.
 */
export function ApplicationLabels({ applicationId, calificacion, etiquetas }: ApplicationLabelsProps) {
  const rate = useRateApplication(applicationId);
  const add = useAddTag(applicationId);
  const remove = useRemoveTag(applicationId);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const suggestions = useTagSuggestions(text);
  const ids = useId();
  const inputId = `${ids}-tag`;
  const listId = `${ids}-suggestions`;
  const carried = new Set(etiquetas.map(tagKey));
  const offered = (suggestions.data?.response ?? []).filter((tag) => !carried.has(tagKey(tag.nombre)));
  // While the choice travels, the stars show it.
  const stars = rate.isPending ? (rate.variables ?? null) : calificacion;
  // What was last asked for, ahead of the next render: a double click on a star rates once.
  // The server's answer (or a refusal) settles it.
  const asked = useRef(calificacion);
  useEffect(() => {
    asked.current = calificacion;
  }, [calificacion]);
  const choose = (value: number | null) => {
    if (value === asked.current) return;
    asked.current = value;
    rate.mutate(value, { onError: () => (asked.current = calificacion) });
  };
  const full = etiquetas.length >= TAGS_PER_APPLICATION_MAX;
  const failure = rate.error ?? remove.error;

  const submit = () => {
    const parsed = tagSchema.safeParse(text);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0].message);
      return;
    }
    setInvalid(null);
    if (add.isPending) return;
    add.mutate(parsed.data, { onSuccess: () => setText('') });
  };

  return (
    <section className="pl-card pl-stack" aria-labelledby={`${ids}-title`}>
      <div>
        <h2 id={`${ids}-title`} className="pl-card__title">
          Calificación y etiquetas
        </h2>
        <p className="pl-muted">{LABEL_MESSAGES.privacy}</p>
      </div>
      <StarRating value={stars} onChange={choose} />
      <div className="pl-stack">
        <h3 className="pl-label cmp-labels__heading">{LABEL_MESSAGES.tagsTitle}</h3>
        {etiquetas.length === 0 ? (
          <p className="pl-muted">{LABEL_MESSAGES.noTags}</p>
        ) : (
          <ul className="cmp-tags" aria-label={LABEL_MESSAGES.tagsTitle}>
            {etiquetas.map((tag) => (
              <li key={tag} className="cmp-tag">
                <span>{tag}</span>
                <button
                  type="button"
                  className="cmp-tag__remove"
                  onClick={() => remove.mutate(tag)}
                  disabled={remove.isPending}
                  aria-label={`Quitar la etiqueta ${tag}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="cmp-tag-form"
          noValidate
          aria-label={LABEL_MESSAGES.addTag}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field
            label="Nueva etiqueta"
            htmlFor={inputId}
            hint={full ? LABEL_MESSAGES.tooManyTags : `Hasta ${TAG_MAX} caracteres; te sugerimos las etiquetas que ya usa tu empresa.`}
            error={invalid ?? (add.error ? errorMessage(add.error) : undefined)}
          >
            <Input
              list={listId}
              autoComplete="off"
              maxLength={TAG_MAX}
              value={text}
              disabled={full}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(null);
                add.reset();
              }}
            />
          </Field>
          <datalist id={listId}>
            {offered.map((tag) => (
              <option key={tag.nombre} value={tag.nombre} />
            ))}
          </datalist>
          <div className="pl-actions">
            <Button type="submit" variant="secondary" busy={add.isPending} disabled={full}>
              {LABEL_MESSAGES.addTag}
            </Button>
          </div>
        </form>
      </div>
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      <p className="pl-visually-hidden" aria-live="polite">
        {rate.isSuccess ? `Calificación guardada: ${stars === null ? LABEL_MESSAGES.unrated : `${stars} de 5`}` : ''}
        {add.isSuccess ? ' Etiqueta agregada' : ''}
        {remove.isSuccess ? ' Etiqueta quitada' : ''}
      </p>
    </section>
  );
}
