import { useId } from 'react';
import { LABEL_MESSAGES, RATING_MAX, starsLabel } from '@postulate/contracts';
import { Button } from '@postulate/ui';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

export interface StarRatingProps {
  /** 1 to 5, or null when not rated. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** What the group rates, for its name ('Calificación de Ana Pérez'). */
  label?: string;
}

/**
 * Five stars as a native radio group ('1 estrella'…'5 estrellas'): Tab reaches it, the arrows move
 * and rate, and choosing the star already chosen changes nothing. 'Quitar calificación' clears it.
 * The stars are drawn; the words are what a screen reader and the text below say.
 */
export function StarRating({ value, onChange, label = LABEL_MESSAGES.ratingTitle }: StarRatingProps) {
  const name = useId();

  return (
    <fieldset className="cmp-stars">
      <legend className="pl-label">{label}</legend>
      <div className="cmp-stars__row">
        <span className="cmp-stars__group">
          {STARS.map((stars) => (
            <label key={stars} className={value !== null && stars <= value ? 'cmp-star cmp-star--on' : 'cmp-star'}>
              <input type="radio" className="cmp-star__input" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <span className="cmp-star__glyph" aria-hidden="true">
                ★
              </span>
              <span className="pl-visually-hidden">{starsLabel(stars)}</span>
            </label>
          ))}
        </span>
        <span className="pl-small pl-muted" aria-hidden="true">
          {value === null ? LABEL_MESSAGES.unrated : starsLabel(value)}
        </span>
        <Button variant="ghost" onClick={() => onChange(null)} disabled={value === null}>
          {LABEL_MESSAGES.clearRating}
        </Button>
      </div>
    </fieldset>
  );
}
