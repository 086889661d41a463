import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/field-context';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Sets aria-invalid (a surrounding Field with an error does this too). */
  invalid?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, type = 'text', ...rest }, ref) {
  const a11y = useFieldControl(rest, invalid);
  return <input {...rest} {...a11y} ref={ref} type={type} className={cx('pl-input', className)} />;
});
