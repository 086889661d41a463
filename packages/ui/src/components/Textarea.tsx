import { forwardRef, useCallback, useContext, useId, useState, type TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FieldContext, useFieldControl } from '../internal/field-context';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Sets aria-invalid (a surrounding Field with an error does this too). */
  invalid?: boolean;
}

/** Spanish counter text; the spec asks for a remaining-characters counter on textareas. */
export const remainingCharacters = (count: number) => (count === 1 ? 'Queda 1 carácter' : `Quedan ${count} caracteres`);

/** A textarea; with maxLength it shows how many characters remain (linked via aria-describedby). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ invalid, className, maxLength, onChange, ...rest }, ref) {
  const fallbackId = useId();
  const field = useContext(FieldContext);
  const controlled = rest.value !== undefined;
  const [typedLength, setTypedLength] = useState(() => String(rest.defaultValue ?? '').length);
  const length = controlled ? String(rest.value ?? '').length : typedLength;

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      // react-hook-form fills uncontrolled fields through the ref (defaultValues, reset) without a
      // change event, so the counter reads the value whenever the ref is (re)attached.
      if (node && !controlled) setTypedLength(node.value.length);
    },
    [ref, controlled],
  );

  const hasCounter = maxLength !== undefined;
  // The counter needs an id to be referenced, hence the fallback when neither prop nor Field gives one.
  const id = rest.id ?? field?.id ?? fallbackId;
  const counterId = `${id}-counter`;
  const a11y = useFieldControl(rest, invalid, hasCounter ? counterId : undefined);
  const remaining = hasCounter ? Math.max(0, maxLength - length) : 0;

  return (
    <div className="pl-textarea-wrap">
      <textarea
        {...rest}
        {...a11y}
        id={id}
        ref={setRef}
        maxLength={maxLength}
        className={cx('pl-textarea', className)}
        onChange={(event) => {
          if (!controlled) setTypedLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      {hasCounter && (
        <div id={counterId} className={cx('pl-counter', remaining === 0 && 'pl-counter--exhausted')}>
          {remainingCharacters(remaining)}
        </div>
      )}
    </div>
  );
});
