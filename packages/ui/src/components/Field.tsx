import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldContext } from '../internal/field-context';
import { Icon } from './Icon';

export interface FieldProps {
  label: ReactNode;
  /** Id of the control; the texts below get `${htmlFor}-hint`, `-error` and `-valid`. */
  htmlFor: string;
  /** Shown under the control with role="alert"; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** true marks the field as valid; a string is also shown as the success text. */
  valid?: boolean | string;
  /** Shows a required marker next to the label (set `required` on the control too). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control and messages. Input, Select and Textarea placed inside pick up the id,
 * aria-describedby and aria-invalid by themselves; other controls can use the ids above.
 */
export function Field({ label, htmlFor, error, hint, valid, required, className, children }: FieldProps) {
  const hintId = `${htmlFor}-hint`;
  const errorId = `${htmlFor}-error`;
  const validId = `${htmlFor}-valid`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const successText = !hasError && typeof valid === 'string' && valid !== '' ? valid : null;
  const describedBy = [hint ? hintId : null, hasError ? errorId : null, successText ? validId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('pl-field', hasError && 'pl-field--invalid', !hasError && valid && 'pl-field--valid', className)}>
      <label className="pl-label" htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="pl-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p className="pl-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldContext.Provider value={{ id: htmlFor, describedBy: describedBy || undefined, invalid: hasError }}>{children}</FieldContext.Provider>
      {hasError && (
        <p className="pl-field-message pl-field-message--error" id={errorId} role="alert">
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
      {successText && (
        <p className="pl-field-message pl-field-message--success" id={validId} role="status">
          <Icon name="check" size={16} />
          <span>{successText}</span>
        </p>
      )}
    </div>
  );
}
